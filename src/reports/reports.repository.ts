import { Injectable } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { type EpochNs } from '../common/time/instant';
import { Database } from '../db/database';
import { PricedActivity, PricingData, StoredRate, TaskPlace } from './billing';
import { ReportChange } from './patchable-report';
import { ActivitySlice } from './report-computation';

const NO_PRICING: PricingData = { rates: [], tasks: new Map(), projectClients: new Map() };

/** A change event's mark: its type, change, entity and time to the microsecond (see patchableChanges). */
const MARK = `e.entity_type || '.' || e.change_type || '.' || e.entity_id || '.' || (extract(epoch FROM e.occurred_at) * 1000000)::bigint::text`;

const OVERLAPPING_SQL = `SELECT id, task_id, project_id, start_ns::text AS start_ns, end_ns::text AS end_ns, billable
   FROM activities
  WHERE owner_id = $1 AND span && int8range($2::bigint, $3::bigint, '[)') AND ($4::boolean IS NULL OR billable = $4::boolean)`;

const OVERLAPPING_WITH_SUMMARIES_SQL = `SELECT id, task_id, project_id, start_ns::text AS start_ns, end_ns::text AS end_ns, billable, summary
   FROM activities
  WHERE owner_id = $1 AND span && int8range($2::bigint, $3::bigint, '[)') AND ($4::boolean IS NULL OR billable = $4::boolean)`;

const STAMP_SQL = `SELECT o.last_sequence::text, o.last_sequence::text || '.' || o.xmin::text || '.' || pg_postmaster_start_time()::text,
        (SELECT ${MARK} FROM change_events e WHERE e.owner_id = o.id AND e.sequence = o.last_sequence)
   FROM owners o WHERE o.id = $1`;

const CHANGES_SINCE_SQL = `SELECT e.sequence::text, e.entity_type, e.change_type, e.entity_id, ${MARK}
   FROM change_events e WHERE e.owner_id = $1 AND e.sequence >= $2 ORDER BY e.sequence LIMIT $3`;

const AMONG_SQL = `${OVERLAPPING_SQL} AND id = ANY($5::uuid[])`;

/** Read-only SQL for reports; every statement is scoped to the owner in context. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The owner's current change sequence (the report's revision) and the stamp of the state the
   * report reads (see {@link ReportCache}): the sequence, the transaction that last wrote the
   * owner's row and the database server's start time.
   */
  async revision(): Promise<{ revision: number; stamp: string; anchor: string | null }> {
    const rows = (await this.db.queryArrays(STAMP_SQL, [RequestContext.ownerId()])) as Array<[string, string, string | null]>;
    const [sequence, stamp, anchor] = rows[0] ?? ['0', '', null];
    return { revision: Number(sequence), stamp, anchor };
  }

  /** The owner's change events from `sequence` on (at most `limit`), in order, each with its mark. */
  async changesSince(sequence: number, limit: number): Promise<ReportChange[]> {
    const rows = (await this.db.queryArrays(CHANGES_SINCE_SQL, [RequestContext.ownerId(), sequence, limit])) as Array<
      [string, string, string, string, string]
    >;
    return rows.map(([seq, entityType, changeType, entityId, mark]) => ({ sequence: Number(seq), entityType, changeType, entityId, mark }));
  }

  /** overlapping(), among the activities with these IDs only. */
  async overlappingAmong(ids: readonly string[], fromNs: EpochNs, toNs: EpochNs, billable: boolean | null): Promise<ActivitySlice[]> {
    const rows = (await this.db.queryArrays(AMONG_SQL, [
      RequestContext.ownerId(),
      fromNs.toString(),
      toNs.toString(),
      billable,
      ids,
    ])) as Array<[string, string | null, string | null, string, string | null, boolean]>;
    return rows.map(toSlice);
  }

  /** The stamp alone, read on its own (outside a report's snapshot). */
  async stamp(): Promise<string> {
    return (await this.revision()).stamp;
  }

  /**
   * Every activity overlapping [from, to) (only those with this billable flag, when given): one
   * query on the (owner_id, span) GiST index. Open activities' spans run to the int8 maximum, so a
   * running activity is always found.
   */
  async overlapping(fromNs: EpochNs, toNs: EpochNs, billable: boolean | null = null): Promise<ActivitySlice[]> {
    const rows = (await this.db.queryArrays(OVERLAPPING_SQL, [
      RequestContext.ownerId(),
      fromNs.toString(),
      toNs.toString(),
      billable,
    ])) as Array<[string, string | null, string | null, string, string | null, boolean]>;
    return rows.map(toSlice);
  }

  /**
   * overlapping() with each activity's summary (its description), which a daily download prints on
   * its lines: read in the same statement (a second one looking 10,000 activities up by ID took
   * ~25 ms in PostgreSQL for a year's download).
   */
  async overlappingWithSummaries(
    fromNs: EpochNs,
    toNs: EpochNs,
    billable: boolean | null = null,
  ): Promise<{ activities: ActivitySlice[]; summaries: Map<string, string | null> }> {
    const rows = (await this.db.queryArrays(OVERLAPPING_WITH_SUMMARIES_SQL, [
      RequestContext.ownerId(),
      fromNs.toString(),
      toNs.toString(),
      billable,
    ])) as Array<[string, string | null, string | null, string, string | null, boolean, string | null]>;
    const summaries = new Map<string, string | null>();
    const activities = rows.map(([id, taskId, projectId, start, end, isBillable, summary]) => {
      summaries.set(id, summary);
      return { id, taskId, projectId, billable: isBillable, startNs: BigInt(start), endNs: end === null ? null : BigInt(end) };
    });
    return { activities, summaries };
  }

  /**
   * What pricing the billable activities needs, in the report's snapshot: the owner's rates, and
   * when there are any, the tasks of those activities with all their ancestors (project and parent
   * of each) and the clients of the projects involved. Nothing is read when no activity is billable.
   */
  async pricing(billable: readonly PricedActivity[]): Promise<PricingData> {
    if (billable.length === 0) return NO_PRICING;
    const taskIdSet = new Set<string>();
    const projectIdSet = new Set<string>();
    for (const a of billable) {
      if (a.taskId !== null) taskIdSet.add(a.taskId);
      if (a.projectId !== null) projectIdSet.add(a.projectId);
    }
    // One statement: each report reads its pricing before anything else can be computed, so three
    // round trips were three waits. Tasks and clients are read only when the owner has a rate.
    const rows = (await this.db.queryArrays(PRICING_SQL, [RequestContext.ownerId(), [...taskIdSet], [...projectIdSet]])) as Array<
      [string, string | null, string | null, string | null, string | null, string | null, string | null]
    >;
    const rates: StoredRate[] = [];
    const tasks = new Map<string, TaskPlace>();
    const projectClients = new Map<string, string | null>();
    for (const [kind, a, b, c, hourlyRate, currency, from] of rows) {
      if (kind === 'r')
        rates.push({
          clientId: a,
          projectId: b,
          taskId: c,
          hourlyRate: hourlyRate!,
          currency: currency!,
          effectiveFromNs: from === null ? null : BigInt(from),
        });
      else if (kind === 't') tasks.set(a!, { parentTaskId: b, projectId: c });
      else projectClients.set(a!, b);
    }
    if (rates.length === 0) return NO_PRICING;
    return { rates, tasks, projectClients };
  }
}

const toSlice = ([id, taskId, projectId, start, end, billable]: [
  string,
  string | null,
  string | null,
  string,
  string | null,
  boolean,
]): ActivitySlice => ({
  id,
  taskId,
  projectId,
  billable,
  startNs: BigInt(start),
  endNs: end === null ? null : BigInt(end),
});

/**
 * The owner's rates ('r'); when there is one, the tasks of the billable activities with all their
 * ancestors ('t': parent and project of each), and the clients ('p') of the activities' own projects
 * and of those tasks' projects (a few more than pricing asks for: the ancestors' projects).
 */
const PRICING_SQL = `WITH RECURSIVE priced AS (SELECT EXISTS (SELECT 1 FROM rates WHERE owner_id = $1) AS has_rates),
  chain (id, parent_task_id, project_id) AS (
    SELECT id, parent_task_id, project_id FROM tasks WHERE owner_id = $1 AND id = ANY($2::uuid[]) AND (SELECT has_rates FROM priced)
    UNION
    SELECT t.id, t.parent_task_id, t.project_id FROM tasks t JOIN chain c ON t.owner_id = $1 AND t.id = c.parent_task_id
  )
SELECT 'r', client_id::text, project_id::text, task_id::text, hourly_rate::text, currency, effective_from_ns::text
  FROM rates WHERE owner_id = $1
UNION ALL
SELECT 't', id::text, parent_task_id::text, project_id::text, NULL, NULL, NULL FROM chain
UNION ALL
SELECT 'p', id::text, client_id::text, NULL, NULL, NULL, NULL
  FROM projects
 WHERE owner_id = $1 AND (SELECT has_rates FROM priced)
   AND (id = ANY($3::uuid[]) OR id IN (SELECT project_id FROM chain WHERE project_id IS NOT NULL))`;
