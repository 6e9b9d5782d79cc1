import { Injectable } from '@nestjs/common';
import { Problem } from '../../common/http/problem';
import { RequestContext } from '../../common/request-context';
import { Clock } from '../../common/time/clock';
import { formatDuration } from '../../common/time/duration';
import { formatInstant } from '../../common/time/instant';
import { Database } from '../../db/database';
import { WorkSessionReport } from '../dto/work-session.dto';
import { WorkSessionsRepository } from '../work-sessions.repository';
import { ReportActivity, measureSession } from './intervals';

/**
 * GET /work-sessions/{id}/report: the session against the owner's activities, read in one snapshot.
 * Running sessions and running activities are measured up to the server clock (then `generatedAt`).
 */
@Injectable()
export class WorkSessionReportService {
  constructor(private readonly db: Database, private readonly sessions: WorkSessionsRepository, private readonly clock: Clock) {}

  report(id: string): Promise<WorkSessionReport> {
    return this.db.snapshot(async () => {
      const session = await this.sessions.find(id);
      if (!session) throw Problem.notFound('No such work session');
      const now = this.clock.nowNs();
      const startNs = session.startNs;
      const storedEnd = session.endNs;
      const endNs = storedEnd ?? (now > startNs ? now : startNs);
      const activities = endNs > startNs ? await this.overlapping(startNs, endNs) : [];
      const measured = measureSession({ start: startNs, end: endNs }, activities, now);
      const includesRunning = storedEnd === null || activities.some((a) => a.end === null && measured.activities.some((m) => m.id === a.id));
      return {
        workSessionId: session.id,
        start: formatInstant(startNs),
        end: storedEnd === null ? null : formatInstant(storedEnd),
        ...(includesRunning ? { generatedAt: formatInstant(now) } : {}),
        duration: formatDuration(measured.duration),
        tracked: formatDuration(measured.tracked),
        allocated: formatDuration(measured.allocated),
        unallocated: formatDuration(measured.unallocated),
        activities: measured.activities.map((a) => ({
          activityId: a.id,
          taskId: a.taskId,
          start: formatInstant(a.start),
          end: formatInstant(a.end),
          tracked: formatDuration(a.tracked),
          crossesStart: a.crossesStart,
          crossesEnd: a.crossesEnd,
        })),
      };
    });
  }

  /** The owner's activities sharing at least one instant with [start, end) (GiST on (owner_id, span)). */
  private async overlapping(startNs: bigint, endNs: bigint): Promise<ReportActivity[]> {
    const { rows } = await this.db.query<{ id: string; task_id: string | null; start_ns: string; end_ns: string | null }>(
      `SELECT id, task_id, start_ns, end_ns FROM activities
        WHERE owner_id = $1 AND span && int8range($2::bigint, $3::bigint, '[)')
        ORDER BY start_ns, id`,
      [RequestContext.ownerId(), startNs.toString(), endNs.toString()],
    );
    return rows.map((r) => ({ id: r.id, taskId: r.task_id, start: BigInt(r.start_ns), end: r.end_ns === null ? null : BigInt(r.end_ns) }));
  }
}
