import { Injectable } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { type EpochNs } from '../common/time/instant';
import { Database } from '../db/database';
import { ActivitySlice } from './report-computation';

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
    const rows = (await this.db.queryArrays(
      `SELECT id, task_id, project_id, start_ns::text AS start_ns, end_ns::text AS end_ns
         FROM activities
        WHERE owner_id = $1 AND span && int8range($2::bigint, $3::bigint, '[)')`,
      [RequestContext.ownerId(), fromNs.toString(), toNs.toString()],
    )) as Array<[string, string | null, string | null, string, string | null]>;
    return rows.map(([id, taskId, projectId, start, end]) => ({
      id,
      taskId,
      projectId,
      startNs: BigInt(start),
      endNs: end === null ? null : BigInt(end),
    }));
  }

}
