import { Injectable } from '@nestjs/common';
import { ActivitiesService } from '../../activities/activities.service';
import { Problem } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { formatDuration } from '../../common/time/duration';
import { formatInstant } from '../../common/time/instant';
import { Database } from '../../db/database';
import { WorkSessionReport } from '../dto/work-session.dto';
import { WorkSessionsRepository } from '../work-sessions.repository';
import { measureSession } from './intervals';

/**
 * GET /work-sessions/{id}/report: the session against the owner's activities, read in one snapshot.
 * Running sessions and running activities are measured up to the server clock (then `generatedAt`).
 */
@Injectable()
export class WorkSessionReportService {
  constructor(
    private readonly db: Database,
    private readonly sessions: WorkSessionsRepository,
    private readonly activities: ActivitiesService,
    private readonly clock: Clock,
  ) {}

  report(id: string): Promise<WorkSessionReport> {
    return this.db.snapshot(async () => {
      const session = await this.sessions.find(id);
      if (!session) throw Problem.notFound('No such work session');
      const now = this.clock.nowNs();
      const startNs = session.startNs;
      const storedEnd = session.endNs;
      const endNs = storedEnd ?? (now > startNs ? now : startNs);
      const activities = endNs > startNs ? await this.activities.overlapping(startNs, endNs) : [];
      const measured = measureSession({ start: startNs, end: endNs }, activities, now);
      const includesRunning =
        storedEnd === null || activities.some((a) => a.end === null && measured.activities.some((m) => m.id === a.id));
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
}
