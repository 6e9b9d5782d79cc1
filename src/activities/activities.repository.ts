import { Injectable } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { Database, OpeningRead, pgErrorCode } from '../db/database';

/** A stored activity record (one local day of an interval) with its sorted label IDs. */
export interface ActivityRow {
  id: string;
  owner_id: string;
  task_id: string | null;
  project_id: string | null;
  summary: string | null;
  manual: boolean;
  billable: boolean;
  /** bigint columns arrive as decimal strings. */
  start_ns: string;
  end_ns: string | null;
  split_due_ns: string | null;
  version: number;
  /** The time entry (one tracked interval) this daily part belongs to. */
  time_entry_id: string;
  label_ids: string[];
}

/** The fields a record carries besides its interval. */
export interface ActivityContent {
  taskId: string | null;
  projectId: string | null;
  summary: string | null;
  /** Sorted, distinct, lowercase. */
  labelIds: string[];
  manual: boolean;
  billable: boolean;
}

export interface NewRecord extends ActivityContent {
  id: string;
  /** Shared by the daily parts of one interval. */
  timeEntryId: string;
  startNs: bigint;
  endNs: bigint | null;
  splitDueNs: bigint | null;
}

export interface ListFilters {
  fromNs: bigint;
  toNs: bigint;
  taskId: string | null;
  projectId: string | null;
  labelId: string | null;
  timeEntryId: string | null;
}

const COLUMNS = `a.id, a.owner_id, a.task_id, a.project_id, a.summary, a.manual, a.billable, a.start_ns, a.end_ns, a.split_due_ns, a.version, a.time_entry_id,
  COALESCE((SELECT array_agg(l.label_id::text ORDER BY l.label_id) FROM activity_labels l
             WHERE l.owner_id = a.owner_id AND l.activity_id = a.id), '{}'::text[]) AS label_ids`;

const str = (ns: bigint | null): string | null => (ns === null ? null : ns.toString());

/** What a version-checked rewrite sets (see ActivitiesRepository.update). */
export type RecordUpdate = Omit<NewRecord, 'id' | 'labelIds' | 'timeEntryId'>;

const UPDATE_SQL = `UPDATE activities a
          SET project_id = $4, summary = $5, manual = $6, start_ns = $7, end_ns = $8, split_due_ns = $9, billable = $10,
              version = version + 1, updated_at = now()
        WHERE a.owner_id = $1 AND a.id = $2 AND a.version = $3`;

function updateParams(ownerId: string, id: string, version: number, record: RecordUpdate): unknown[] {
  return [
    ownerId,
    id,
    version,
    record.projectId,
    record.summary,
    record.manual,
    record.startNs.toString(),
    str(record.endNs),
    str(record.splitDueNs),
    record.billable,
  ];
}

/** Whether a commit round trip failed because an {@link ActivitiesRepository.updateAtCommit} matched no row (its `1 / 0`). */
export function movedOnAtCommit(error: unknown): boolean {
  return pgErrorCode(error) === '22012';
}

/**
 * GET /activities by range (exported for the scale bench, which prints its plan). A record overlaps
 * [from, to) when it starts inside it (a zero-length one included), or starts before `from` and is
 * still going at `from`. Each branch gives at most a page in (start, id) order: the first walks the
 * (owner_id, start_ns, id) btree from `$2` (the page's lower bound) and stops at the page's end, the
 * second finds the few records crossing `from` in the (owner_id, span) GiST index. Neither reads
 * the owner's history before the range, nor the rest of a long range.
 */
const STORED =
  'a.id, a.owner_id, a.task_id, a.project_id, a.summary, a.manual, a.billable, a.start_ns, a.end_ns, a.split_due_ns, a.version, a.time_entry_id';
const RANGE_FILTERS = `
      AND ($5::uuid IS NULL OR a.task_id = $5::uuid)
      AND ($6::uuid IS NULL OR a.project_id = $6::uuid)
      AND ($7::uuid IS NULL OR EXISTS (SELECT 1 FROM activity_labels f WHERE f.owner_id = a.owner_id AND f.activity_id = a.id AND f.label_id = $7::uuid))
      AND ($8::bigint IS NULL OR (a.start_ns, a.id) > ($8::bigint, $9::uuid))
      AND ($11::uuid IS NULL OR a.time_entry_id = $11::uuid)`;

export const LIST_SQL = `SELECT ${COLUMNS} FROM (
    (SELECT ${STORED} FROM activities a
      WHERE a.owner_id = $1 AND a.start_ns >= $2::bigint AND a.start_ns < $4::bigint ${RANGE_FILTERS}
      ORDER BY a.start_ns, a.id LIMIT $10)
    UNION ALL
    (SELECT ${STORED} FROM activities a
      WHERE a.owner_id = $1 AND a.span @> $3::bigint AND a.start_ns < $3::bigint ${RANGE_FILTERS}
      ORDER BY a.start_ns, a.id LIMIT $10)
  ) a
  ORDER BY a.start_ns, a.id
  LIMIT $10`;

export function listParams(ownerId: string, filters: ListFilters, after: [string, string] | null, take: number): unknown[] {
  // Past the cursor, nothing before it can be on the page: the btree branch may start there.
  const lower = after !== null && BigInt(after[0]) > filters.fromNs ? after[0] : filters.fromNs.toString();
  return [
    ownerId,
    lower,
    filters.fromNs.toString(),
    filters.toNs.toString(),
    filters.taskId,
    filters.projectId,
    filters.labelId,
    after?.[0] ?? null,
    after?.[1] ?? null,
    take,
    filters.timeEntryId,
  ];
}

const START_STATE_SQL = `SELECT ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM tasks t WHERE t.owner_id = $1 AND t.id = $2::uuid)) AS task_exists,
       COALESCE((SELECT p.billable_by_default FROM tasks t JOIN projects p ON p.owner_id = t.owner_id AND p.id = t.project_id
                  WHERE t.owner_id = $1 AND t.id = $2::uuid), false) AS task_billable, o.*
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (SELECT ${COLUMNS} FROM activities a WHERE a.owner_id = $1 AND a.end_ns IS NULL) o ON true`;

const RECORD_SQL = `SELECT ${COLUMNS} FROM activities a WHERE a.owner_id = $1 AND a.id = $2`;

/**
 * {@link ActivitiesRepository.startState}'s statement: start sends it first, so the command's opening
 * round trip can carry it (CommandPrefetch); the text and parameters must stay the ones it sends.
 */
export function startStateRead(ownerId: string, taskId: string | null): OpeningRead {
  return { sql: START_STATE_SQL, params: [ownerId, taskId] };
}

/** {@link ActivitiesRepository.find}'s statement, carried ahead by stop in the same way. */
export function recordRead(ownerId: string, id: string): OpeningRead {
  return { sql: RECORD_SQL, params: [ownerId, id] };
}

/** All SQL for activities; every statement is scoped to the owner in context (the job's scan excepted). */
@Injectable()
export class ActivitiesRepository {
  constructor(private readonly db: Database) {}

  async find(id: string): Promise<ActivityRow | null> {
    const { sql, params } = recordRead(RequestContext.ownerId(), id);
    const { rows } = await this.db.query<ActivityRow>(sql, params);
    return rows[0] ?? null;
  }

  /**
   * What start needs, in one round trip: whether the owner has the task (if any), the billable
   * default its project gives (false without one), and the open record.
   */
  async startState(taskId: string | null): Promise<{ taskExists: boolean; taskBillable: boolean; open: ActivityRow | null }> {
    const { sql, params } = startStateRead(RequestContext.ownerId(), taskId);
    const { rows } = await this.db.query<ActivityRow & { task_exists: boolean; task_billable: boolean }>(sql, params);
    const { task_exists: taskExists, task_billable: taskBillable, ...open } = rows[0];
    return { taskExists, taskBillable, open: open.id === null ? null : (open as ActivityRow) };
  }

  /** The daily parts of one time entry, in (start, id) order; empty when the owner has no such entry. */
  async findEntry(timeEntryId: string): Promise<ActivityRow[]> {
    const { rows } = await this.db.query<ActivityRow>(
      `SELECT ${COLUMNS} FROM activities a WHERE a.owner_id = $1 AND a.time_entry_id = $2 ORDER BY a.start_ns, a.id`,
      [RequestContext.ownerId(), timeEntryId],
    );
    return rows;
  }

  async entryExists(timeEntryId: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM activities WHERE owner_id = $1 AND time_entry_id = $2 LIMIT 1', [
      RequestContext.ownerId(),
      timeEntryId,
    ]);
    return rows.length === 1;
  }

  /** Version-checked delete of several records in one statement: how many matched. */
  async deleteMany(records: ReadonlyArray<{ id: string; version: number }>): Promise<number> {
    if (records.length === 0) return 0;
    const { rowCount } = await this.db.query(
      `DELETE FROM activities a USING unnest($2::uuid[], $3::int[]) AS d (id, version)
        WHERE a.owner_id = $1 AND a.id = d.id AND a.version = d.version`,
      [RequestContext.ownerId(), records.map((r) => r.id), records.map((r) => r.version)],
    );
    return rowCount ?? 0;
  }

  async findOpen(): Promise<ActivityRow | null> {
    const { rows } = await this.db.query<ActivityRow>(`SELECT ${COLUMNS} FROM activities a WHERE a.owner_id = $1 AND a.end_ns IS NULL`, [
      RequestContext.ownerId(),
    ]);
    return rows[0] ?? null;
  }

  /**
   * Records overlapping [from, to) (a zero-length record counts when from <= start < to), by start then ID, after the key.
   * Overlap goes through the (owner_id, span) GiST index, so a recent range does not walk the owner's whole history;
   * zero-length records have an empty span and come from the (owner_id, start_ns, id) btree.
   */
  async list(filters: ListFilters, after: [string, string] | null, take: number): Promise<ActivityRow[]> {
    const { rows } = await this.db.query<ActivityRow>(LIST_SQL, listParams(RequestContext.ownerId(), filters, after, take));
    return rows;
  }

  /** Inserts records (in the order given) with their labels. */
  async insert(records: NewRecord[]): Promise<void> {
    if (records.length === 0) return;
    const ownerId = RequestContext.ownerId();
    await this.db.query(INSERT_SQL('$1', '$2', '$3', '$4', '$5', '$6', '$7', '$8', '$9', '$10', '$11'), [
      ownerId,
      ...insertColumns(records),
    ]);
    const pairs = labelPairs(records);
    if (pairs.length > 0) {
      await this.db.query(INSERT_LABELS_SQL('$1', '$2', '$3'), [ownerId, pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
    }
  }

  /**
   * The same insert, sent with the command's other commit writes (its change events, its receipt):
   * one round trip fewer, for records nothing in the command reads back. `translate` answers a
   * constraint the insert breaks there (see CommitWrite.translate).
   */
  insertAtCommit(records: NewRecord[], translate?: (error: unknown) => unknown): void {
    if (records.length === 0) return;
    const ownerId = RequestContext.ownerId();
    const columns = insertColumns(records);
    const pairs = labelPairs(records);
    this.db.atCommit({
      sql: (bind, name) => {
        const owner = bind(ownerId);
        const ctes = [`${name('activities')} AS (${INSERT_SQL(owner, ...columns.map(bind))})`];
        if (pairs.length > 0) {
          // Its foreign key to the activity is checked at the end of the statement, when the row is there.
          ctes.push(`${name('labels')} AS (${INSERT_LABELS_SQL(owner, bind(pairs.map((p) => p[0])), bind(pairs.map((p) => p[1])))})`);
        }
        return { ctes };
      },
      translate,
    });
  }

  /** Version-checked rewrite of one record (content and interval): the new row, or null when the version moved on. */
  async update(id: string, version: number, record: RecordUpdate): Promise<ActivityRow | null> {
    const { rows } = await this.db.query<ActivityRow>(
      `${UPDATE_SQL}
        RETURNING ${COLUMNS}`,
      updateParams(RequestContext.ownerId(), id, version, record),
    );
    return rows[0] ?? null;
  }

  /**
   * The same rewrite, sent in the commit's round trip ahead of the command's other commit writes (an
   * insert there may need the record closed first): for a record nothing in the command reads back.
   * Nothing reads its result either, so a version that moved on fails the statement itself (see
   * {@link movedOnAtCommit}); `translate` answers that and any constraint it breaks.
   */
  updateAtCommit(id: string, version: number, record: RecordUpdate, translate: (error: unknown) => unknown): void {
    this.db.atCommitFirst({
      sql: `WITH updated AS (${UPDATE_SQL} RETURNING 1) SELECT 1 / count(*)::int AS updated FROM updated`,
      params: updateParams(RequestContext.ownerId(), id, version, record),
      translate,
    });
  }

  /** Replaces a record's label set (the caller bumps its version). */
  async replaceLabels(id: string, labelIds: string[]): Promise<void> {
    const ownerId = RequestContext.ownerId();
    await this.db.query('DELETE FROM activity_labels WHERE owner_id = $1 AND activity_id = $2 AND NOT (label_id = ANY($3::uuid[]))', [
      ownerId,
      id,
      labelIds,
    ]);
    if (labelIds.length > 0) {
      await this.db.query(
        `INSERT INTO activity_labels (owner_id, activity_id, label_id) SELECT $1, $2, unnest($3::uuid[]) ON CONFLICT DO NOTHING`,
        [ownerId, id, labelIds],
      );
    }
  }

  /** Internal bookkeeping only (no version bump: the representation does not change). */
  async setSplitDue(id: string, splitDueNs: bigint | null): Promise<void> {
    await this.db.query('UPDATE activities SET split_due_ns = $3 WHERE owner_id = $1 AND id = $2', [
      RequestContext.ownerId(),
      id,
      str(splitDueNs),
    ]);
  }

  async delete(id: string, version: number): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM activities WHERE owner_id = $1 AND id = $2 AND version = $3', [
      RequestContext.ownerId(),
      id,
      version,
    ]);
    return rowCount === 1;
  }

  // ---- references (ownership checks; a foreign ID is indistinguishable from a missing one) ----

  async taskExists(id: string): Promise<boolean> {
    return (await this.taskBillableDefault(id)) !== null;
  }

  async projectExists(id: string): Promise<boolean> {
    return (await this.projectBillableDefault(id)) !== null;
  }

  /** The billable default the owned task's project gives (false without a project); null: no such task. */
  async taskBillableDefault(id: string): Promise<boolean | null> {
    const { rows } = await this.db.query<{ billable: boolean }>(
      `SELECT COALESCE(p.billable_by_default, false) AS billable
         FROM tasks t LEFT JOIN projects p ON p.owner_id = t.owner_id AND p.id = t.project_id
        WHERE t.owner_id = $1 AND t.id = $2`,
      [RequestContext.ownerId(), id],
    );
    return rows.length === 1 ? rows[0].billable : null;
  }

  /** The owned project's billable default; null: no such project. */
  async projectBillableDefault(id: string): Promise<boolean | null> {
    const { rows } = await this.db.query<{ billable: boolean }>(
      'SELECT billable_by_default AS billable FROM projects WHERE owner_id = $1 AND id = $2',
      [RequestContext.ownerId(), id],
    );
    return rows.length === 1 ? rows[0].billable : null;
  }

  /** How many of the distinct label IDs the owner has. */
  async countLabels(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM labels WHERE owner_id = $1 AND id = ANY($2::uuid[])',
      [RequestContext.ownerId(), ids],
    );
    return rows[0].n;
  }

  // ---- day-boundary maintenance ----

  /** Owners with records whose split is due (one indexed scan over all owners). */
  async ownersWithDueSplits(nowNs: bigint, ownerIds: readonly string[] | null, skip: readonly string[], take: number): Promise<string[]> {
    const { rows } = await this.db.query<{ owner_id: string }>(
      `SELECT DISTINCT owner_id FROM (
         SELECT owner_id FROM activities
          WHERE split_due_ns IS NOT NULL AND split_due_ns <= $1::bigint
            AND ($2::text[] IS NULL OR owner_id = ANY($2::text[])) AND NOT (owner_id = ANY($3::text[]))
          ORDER BY split_due_ns LIMIT $4) due`,
      [nowNs.toString(), ownerIds, skip, take],
    );
    return rows.map((r) => r.owner_id);
  }

  /** The owner's records whose split is due, oldest first. */
  async dueRecords(nowNs: bigint, take: number): Promise<ActivityRow[]> {
    const { rows } = await this.db.query<ActivityRow>(
      `SELECT ${COLUMNS} FROM activities a
        WHERE a.owner_id = $1 AND a.split_due_ns IS NOT NULL AND a.split_due_ns <= $2::bigint
        ORDER BY a.split_due_ns, a.id LIMIT $3`,
      [RequestContext.ownerId(), nowNs.toString(), take],
    );
    return rows;
  }

  /** A batch of the owner's records in (start, id) order after the key, bounds only (zone changes). */
  async boundsAfter(
    after: [string, string] | null,
    take: number,
  ): Promise<Array<{ id: string; start_ns: string; end_ns: string | null; split_due_ns: string | null }>> {
    const { rows } = await this.db.query<{ id: string; start_ns: string; end_ns: string | null; split_due_ns: string | null }>(
      `SELECT id, start_ns, end_ns, split_due_ns FROM activities
        WHERE owner_id = $1 AND ($2::bigint IS NULL OR (start_ns, id) > ($2::bigint, $3::uuid))
        ORDER BY start_ns, id LIMIT $4`,
      [RequestContext.ownerId(), after?.[0] ?? null, after?.[1] ?? null, take],
    );
    return rows;
  }

  /**
   * The owner's records sharing at least one instant with [start, end), in (start, id) order, their
   * task and interval only (GiST on (owner_id, span)): the work-session report.
   */
  async overlapping(
    startNs: bigint,
    endNs: bigint,
  ): Promise<Array<{ id: string; task_id: string | null; start_ns: string; end_ns: string | null }>> {
    const { rows } = await this.db.query<{ id: string; task_id: string | null; start_ns: string; end_ns: string | null }>(
      `SELECT id, task_id, start_ns, end_ns FROM activities
        WHERE owner_id = $1 AND span && int8range($2::bigint, $3::bigint, '[)')
        ORDER BY start_ns, id`,
      [RequestContext.ownerId(), startNs.toString(), endNs.toString()],
    );
    return rows;
  }
}

/** The records' columns as arrays, in the order INSERT_SQL binds them after the owner. */
function insertColumns(records: NewRecord[]): unknown[] {
  return [
    records.map((r) => r.id),
    records.map((r) => r.taskId),
    records.map((r) => r.projectId),
    records.map((r) => r.summary),
    records.map((r) => r.manual),
    records.map((r) => r.startNs.toString()),
    records.map((r) => str(r.endNs)),
    records.map((r) => str(r.splitDueNs)),
    records.map((r) => r.billable),
    records.map((r) => r.timeEntryId),
  ];
}

function labelPairs(records: NewRecord[]): Array<[string, string]> {
  return records.flatMap((r) => r.labelIds.map((label): [string, string] => [r.id, label]));
}

/** Many records in one statement, in the given order; the arguments are the placeholders of owner and columns. */
const INSERT_SQL = (owner: string, ...c: string[]): string =>
  `INSERT INTO activities (id, owner_id, task_id, project_id, summary, manual, start_ns, end_ns, split_due_ns, billable, time_entry_id)
       SELECT r.id, ${owner}, r.task_id, r.project_id, r.summary, r.manual, r.start_ns, r.end_ns, r.split_due_ns, r.billable, r.time_entry_id
         FROM unnest(${c[0]}::uuid[], ${c[1]}::uuid[], ${c[2]}::uuid[], ${c[3]}::text[], ${c[4]}::boolean[], ${c[5]}::bigint[], ${c[6]}::bigint[], ${c[7]}::bigint[], ${c[8]}::boolean[], ${c[9]}::uuid[])
              WITH ORDINALITY AS r (id, task_id, project_id, summary, manual, start_ns, end_ns, split_due_ns, billable, time_entry_id, n)
        ORDER BY r.n`;

const INSERT_LABELS_SQL = (owner: string, activityIds: string, labelIds: string): string =>
  `INSERT INTO activity_labels (owner_id, activity_id, label_id)
         SELECT ${owner}, p.activity_id, p.label_id FROM unnest(${activityIds}::uuid[], ${labelIds}::uuid[]) AS p (activity_id, label_id)`;
