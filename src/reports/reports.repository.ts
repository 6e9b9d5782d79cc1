import { Injectable } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { type EpochNs } from '../common/time/instant';
import { Database } from '../db/database';
import { ActivitySlice } from './report-computation';

interface ActivityRow {
  id: string;
  task_id: string | null;
  project_id: string | null;
  start_ns: string;
  end_ns: string | null;
}

/** Read-only SQL for reports; every statement is scoped to the owner in context. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly db: Database) {}

  /** The owner's current change sequence (the report's revision). */
  async revision(): Promise<number> {
    const { rows } = await this.db.query<{ last_sequence: string }>('SELECT last_sequence FROM owners WHERE id = $1', [RequestContext.ownerId()]);
    return Number(rows[0]?.last_sequence ?? '0');
  }

  /**
   * Every activity overlapping [from, to): one query on the (owner_id, span) GiST index. Open
   * activities' spans run to the int8 maximum, so a running activity is always found.
   */
  async overlapping(fromNs: EpochNs, toNs: EpochNs): Promise<ActivitySlice[]> {
    const { rows } = await this.db.query<ActivityRow>(
      `SELECT id, task_id, project_id, start_ns::text AS start_ns, end_ns::text AS end_ns
         FROM activities
        WHERE owner_id = $1 AND span && int8range($2::bigint, $3::bigint, '[)')`,
      [RequestContext.ownerId(), fromNs.toString(), toNs.toString()],
    );
    return rows.map((r) => ({
      id: r.id,
      taskId: r.task_id,
      projectId: r.project_id,
      startNs: BigInt(r.start_ns),
      endNs: r.end_ns === null ? null : BigInt(r.end_ns),
    }));
  }
}
