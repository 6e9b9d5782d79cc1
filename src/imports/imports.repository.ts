import { Injectable } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { formatInstant } from '../common/time';
import { Database, OpeningRead } from '../db/database';
import { BatchOutcome, ImportJobResponse } from './dto/imports.dto';
import { toBatchOutcome } from './dto/batch-outcome.mapper';

export interface ImportJobRow {
  id: string;
  owner_id: string;
  version: number;
  source: string;
  file_name: string;
  file_sha256: string;
  source_zone_id: string;
  zone_id: string;
  mappings: unknown;
  selected_count: number;
  status: 'open' | 'undoing' | 'undone';
  created_ns: string;
  count_created: number;
  count_reused: number;
  count_skipped: number;
  count_removed: number;
  count_kept: number;
  /** What the last undo round left present, and the owner's change sequence right after it. */
  undo_remaining: number | null;
  undo_remaining_sequence: string | null;
}

export type CatalogType = 'client' | 'project' | 'task' | 'label';
export type RecordType = CatalogType | 'activity';

export interface ProvenanceRecord {
  entityType: RecordType;
  entityId: string;
  kind: 'created' | 'reused' | 'referenced';
  claimKey: string | null;
  catalogKey: string | null;
}

export interface PresentRecord {
  entity_type: RecordType;
  entity_id: string;
  claim_key: string | null;
  created_version: number;
  version: number;
  running: boolean;
}

/** The order an undo removes records in: dependents before what they depend on. */
export const UNDO_ORDER = ['activity', 'task', 'project', 'client', 'label'] as const satisfies readonly RecordType[];

/** The record types as SQL VALUES rows: ('activity'), ('task'), … */
const RECORD_TYPES_ROWS = UNDO_ORDER.map((t) => `('${t}')`).join(', ');

export const toImportJobResponse = (row: ImportJobRow, batches: BatchOutcome[]): ImportJobResponse => ({
  id: row.id,
  ownerId: row.owner_id,
  version: row.version,
  source: row.source,
  fileName: row.file_name,
  fileSha256: row.file_sha256,
  sourceZoneId: row.source_zone_id,
  zoneId: row.zone_id,
  mappings: row.mappings,
  selectedCount: row.selected_count,
  status: row.status,
  createdAt: formatInstant(BigInt(row.created_ns)),
  batches,
  counts: {
    created: row.count_created,
    reused: row.count_reused,
    skipped: row.count_skipped,
    removed: row.count_removed,
    kept: row.count_kept,
  },
});

/** The table of each record type the undo may remove. */
const TABLES: Record<RecordType, string> = {
  activity: 'activities',
  task: 'tasks',
  project: 'projects',
  client: 'clients',
  label: 'labels',
};

type JobChange = { status?: string; created?: number; reused?: number; skipped?: number; removed?: number; kept?: number };

const JOB_COLUMNS = [
  'id',
  'owner_id',
  'version',
  'source',
  'file_name',
  'file_sha256',
  'source_zone_id',
  'zone_id',
  'mappings',
  'selected_count',
  'status',
  'created_ns',
  'count_created',
  'count_reused',
  'count_skipped',
  'count_removed',
  'count_kept',
  'undo_remaining',
  'undo_remaining_sequence',
].join(', ');

// Columns by name (ImportJobRow's): a statement is prepared per connection, and a prepared `*` would
// break when another server's migration adds a column.
const FIND_JOB_SQL = `SELECT ${JOB_COLUMNS} FROM import_jobs WHERE owner_id = $1 AND id = $2`;
const FIND_BATCH_SQL = 'SELECT input_sha256, outcome FROM import_batches WHERE owner_id = $1 AND job_id = $2 AND batch_index = $3';
const BATCH_COUNT_SQL = 'SELECT count(*)::int AS n FROM import_batches WHERE owner_id = $1 AND job_id = $2';
const JOB_CATALOG_SQL =
  'SELECT catalog_key, entity_type, entity_id FROM import_records WHERE owner_id = $1 AND job_id = $2 AND catalog_key IS NOT NULL';

// Statements written with placeholders given, so the same text runs alone or inside the commit statement.
const INSERT_BATCH_SQL = (owner: string, job: string, index: string, sha: string, outcome: string) =>
  `INSERT INTO import_batches (owner_id, job_id, batch_index, input_sha256, outcome) VALUES (${owner}, ${job}, ${index}::int, ${sha}, ${outcome}::jsonb)`;

const INSERT_CLAIMS_SQL = (owner: string, job: string, keys: string, rows: string, kinds: string) =>
  `INSERT INTO import_claims (owner_id, claim_key, job_id, source_row, kind)
   SELECT ${owner}, c.key, ${job}, c.row, c.kind FROM unnest(${keys}::text[], ${rows}::int[], ${kinds}::text[]) AS c (key, row, kind)`;

const INSERT_RECORDS_SQL = (owner: string, job: string, types: string, ids: string, kinds: string, claims: string, catalog: string) =>
  `INSERT INTO import_records (owner_id, job_id, entity_type, entity_id, kind, claim_key, catalog_key)
   SELECT ${owner}, ${job}, r.entity_type, r.entity_id, r.kind, r.claim_key, r.catalog_key
     FROM unnest(${types}::text[], ${ids}::uuid[], ${kinds}::text[], ${claims}::text[], ${catalog}::text[]) WITH ORDINALITY AS r (entity_type, entity_id, kind, claim_key, catalog_key, n)
    ORDER BY r.n
   ON CONFLICT DO NOTHING`;

const UPDATE_JOB_SQL = (...p: string[]) =>
  `UPDATE import_jobs SET status = COALESCE(${p[2]}::text, status),
          count_created = count_created + ${p[3]}::int, count_reused = count_reused + ${p[4]}::int, count_skipped = count_skipped + ${p[5]}::int,
          count_removed = count_removed + ${p[6]}::int, count_kept = count_kept + ${p[7]}::int, version = version + 1
    WHERE owner_id = ${p[0]} AND id = ${p[1]}`;

/** Owned catalog records found by name (see {@link ImportsRepository.catalogNamed}). */
export interface NamedCatalog {
  clients: Array<{ id: string; name: string }>;
  projects: Array<{ id: string; name: string; client: string }>;
  tasks: Array<{ id: string; name: string; project: string | null; client: string | null }>;
  labels: Array<{ id: string; name: string }>;
}

/** All SQL of external imports; every statement is scoped to the owner in context. */
@Injectable()
export class ImportsRepository {
  constructor(private readonly db: Database) {}

  private get owner(): string {
    return RequestContext.ownerId();
  }

  // ---- jobs ----

  async insertJob(job: {
    id: string;
    source: string;
    fileName: string;
    fileSha256: string;
    sourceZoneId: string;
    zoneId: string;
    mappings: unknown;
    selectedCount: number;
    createdNs: bigint;
  }): Promise<ImportJobRow> {
    const { rows } = await this.db.query<ImportJobRow>(
      `INSERT INTO import_jobs (id, owner_id, source, file_name, file_sha256, source_zone_id, zone_id, mappings, selected_count, created_ns)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10) RETURNING *`,
      [
        job.id,
        this.owner,
        job.source,
        job.fileName,
        job.fileSha256,
        job.sourceZoneId,
        job.zoneId,
        JSON.stringify(job.mappings),
        job.selectedCount,
        job.createdNs.toString(),
      ],
    );
    return rows[0];
  }

  async findJob(id: string): Promise<ImportJobRow | null> {
    const { rows } = await this.db.query<ImportJobRow>(FIND_JOB_SQL, [this.owner, id]);
    return rows[0] ?? null;
  }

  /**
   * A batch commit's first reads, sent in the round trip that opens its transaction (under the owner
   * lock): the job, then the batch at this index, the count of committed batches and the job's catalog
   * records, in the order the commit asks for them ({@link findJob}, {@link findBatch}, {@link batchCount},
   * {@link jobCatalog}).
   */
  commitReads(jobId: string, index: number): { job: OpeningRead; prefetch: OpeningRead[] } {
    return {
      job: { sql: FIND_JOB_SQL, params: [this.owner, jobId] },
      prefetch: [
        { sql: FIND_BATCH_SQL, params: [this.owner, jobId, index] },
        { sql: BATCH_COUNT_SQL, params: [this.owner, jobId] },
        { sql: JOB_CATALOG_SQL, params: [this.owner, jobId] },
      ],
    };
  }

  /** Newest first (UUIDv7 IDs follow creation), after the key. */
  async listJobs(beforeId: string | null, take: number): Promise<ImportJobRow[]> {
    const { rows } = await this.db.query<ImportJobRow>(
      `SELECT * FROM import_jobs WHERE owner_id = $1 AND ($2::uuid IS NULL OR id < $2::uuid) ORDER BY id DESC LIMIT $3`,
      [this.owner, beforeId, take],
    );
    return rows;
  }

  async updateJob(id: string, change: JobChange): Promise<void> {
    await this.db.query(UPDATE_JOB_SQL('$1', '$2', '$3', '$4', '$5', '$6', '$7', '$8'), this.jobChangeParams(id, change));
  }

  private jobChangeParams(id: string, change: JobChange): unknown[] {
    return [
      this.owner,
      id,
      change.status ?? null,
      change.created ?? 0,
      change.reused ?? 0,
      change.skipped ?? 0,
      change.removed ?? 0,
      change.kept ?? 0,
    ];
  }

  /**
   * What a committed batch writes besides its activities, sent with the commit's other writes (its
   * change events) in one statement at commit: the claims, the provenance, the stored outcome and the
   * job's counts and version. Nothing in the commit reads them back; the owner lock and the checks
   * before (claims, the next index) keep their constraints from failing.
   */
  batchAtCommit(
    jobId: string,
    batch: {
      index: number;
      inputSha256: string;
      outcome: BatchOutcome;
      claims: Array<{ key: string; row: number; kind: 'created' | 'reused' }>;
      provenance: ProvenanceRecord[];
      change: JobChange;
    },
  ): void {
    const owner = this.owner;
    const jobChange = this.jobChangeParams(jobId, batch.change);
    this.db.atCommit({
      sql: (bind, name) => {
        const o = bind(owner);
        const job = bind(jobId);
        const ctes: string[] = [];
        if (batch.claims.length > 0) {
          ctes.push(
            `${name('claims')} AS (${INSERT_CLAIMS_SQL(
              o,
              job,
              bind(batch.claims.map((c) => c.key)),
              bind(batch.claims.map((c) => c.row)),
              bind(batch.claims.map((c) => c.kind)),
            )})`,
          );
        }
        if (batch.provenance.length > 0) {
          const p = batch.provenance;
          ctes.push(
            `${name('records')} AS (${INSERT_RECORDS_SQL(
              o,
              job,
              bind(p.map((r) => r.entityType)),
              bind(p.map((r) => r.entityId)),
              bind(p.map((r) => r.kind)),
              bind(p.map((r) => r.claimKey)),
              bind(p.map((r) => r.catalogKey)),
            )})`,
          );
        }
        ctes.push(
          `${name('batch')} AS (${INSERT_BATCH_SQL(o, job, bind(batch.index), bind(batch.inputSha256), bind(JSON.stringify(batch.outcome)))})`,
          `${name('job')} AS (${UPDATE_JOB_SQL(o, job, ...jobChange.slice(2).map(bind))})`,
        );
        return { ctes };
      },
    });
  }

  // ---- batches ----

  async batchOutcomes(jobIds: string[]): Promise<Map<string, BatchOutcome[]>> {
    const result = new Map<string, BatchOutcome[]>(jobIds.map((id) => [id, []]));
    if (jobIds.length === 0) return result;
    const { rows } = await this.db.query<{ job_id: string; outcome: BatchOutcome }>(
      'SELECT job_id, outcome FROM import_batches WHERE owner_id = $1 AND job_id = ANY($2::uuid[]) ORDER BY job_id, batch_index',
      [this.owner, jobIds],
    );
    for (const row of rows) result.get(row.job_id)!.push(toBatchOutcome(row.outcome));
    return result;
  }

  async findBatch(jobId: string, index: number): Promise<{ input_sha256: string; outcome: BatchOutcome } | null> {
    const { rows } = await this.db.query<{ input_sha256: string; outcome: BatchOutcome }>(FIND_BATCH_SQL, [this.owner, jobId, index]);
    return rows[0] ? { input_sha256: rows[0].input_sha256, outcome: toBatchOutcome(rows[0].outcome) } : null;
  }

  async batchCount(jobId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(BATCH_COUNT_SQL, [this.owner, jobId]);
    return rows[0].n;
  }

  // ---- claims and matches ----

  /**
   * In one statement: which of these claim keys an import holds, and the owned activity records with
   * exactly these bounds that no import claim holds, by (start, end), each list in ID order.
   */
  async claimsAndExactMatches(
    keys: string[],
    bounds: Array<{ start: bigint; end: bigint }>,
  ): Promise<{ claimed: Set<string>; matches: Map<string, Array<{ activityId: string; version: number }>> }> {
    const claimed = new Set<string>();
    const matches = new Map<string, Array<{ activityId: string; version: number }>>();
    if (keys.length === 0 && bounds.length === 0) return { claimed, matches };
    const { rows } = await this.db.query<{ claim_key: string | null; id: string; version: number; start_ns: string; end_ns: string }>(
      // Each key and each pair of bounds is looked up by itself (a LATERAL subquery with LIMIT or OFFSET
      // is not pulled up): estimated from stale statistics (a table that grew by thousands of rows
      // within a minute, or never analyzed), a join over "the owner's claims" or "the owner's activities"
      // scans them all, on every call of an import.
      `SELECT c.claim_key, NULL::uuid AS id, NULL::int AS version, NULL::bigint AS start_ns, NULL::bigint AS end_ns
         FROM unnest($2::text[]) AS k (key)
         CROSS JOIN LATERAL (SELECT c.claim_key FROM import_claims c WHERE c.owner_id = $1 AND c.claim_key = k.key LIMIT 1) c
       UNION ALL
       SELECT NULL, a.id, a.version, a.start_ns, a.end_ns
         FROM (SELECT DISTINCT s, e FROM unnest($3::bigint[], $4::bigint[]) AS u (s, e)) b
         CROSS JOIN LATERAL (SELECT a.id, a.version, a.start_ns, a.end_ns, a.owner_id FROM activities a
                              WHERE a.owner_id = $1 AND a.start_ns = b.s AND a.end_ns = b.e OFFSET 0) a
        WHERE NOT EXISTS (SELECT 1 FROM import_records r JOIN import_claims c ON c.owner_id = r.owner_id AND c.claim_key = r.claim_key
                           WHERE r.owner_id = a.owner_id AND r.entity_id = a.id AND r.entity_type = 'activity' AND r.state <> 'removed')
       ORDER BY id`,
      [this.owner, keys, bounds.map((b) => b.start.toString()), bounds.map((b) => b.end.toString())],
      // The claims and the activities grow by up to 100 rows a batch: a plan kept from nearly empty
      // tables scans them all.
      { planEachTime: true },
    );
    for (const row of rows) {
      if (row.claim_key !== null) {
        claimed.add(row.claim_key);
        continue;
      }
      const key = `${row.start_ns}:${row.end_ns}`;
      if (!matches.has(key)) matches.set(key, []);
      matches.get(key)!.push({ activityId: row.id, version: row.version });
    }
    return { claimed, matches };
  }

  // ---- catalog ----

  /**
   * The owned catalog records with these names, in one statement, each list in ID order: clients,
   * projects (with their client's name), tasks (by summary, with their project's and client's names)
   * and labels.
   */
  async catalogNamed(names: { clients: string[]; projects: string[]; tasks: string[]; labels: string[] }): Promise<NamedCatalog> {
    const named: NamedCatalog = { clients: [], projects: [], tasks: [], labels: [] };
    if (names.clients.length + names.projects.length + names.tasks.length + names.labels.length === 0) return named;
    const { rows } = await this.db.query<{ kind: number; id: string; name: string; project: string | null; client: string | null }>(
      `SELECT 1 AS kind, id, name, NULL::text AS project, NULL::text AS client FROM clients WHERE owner_id = $1 AND name = ANY($2::text[])
       UNION ALL
       SELECT 2, p.id, p.name, NULL, c.name FROM projects p JOIN clients c ON c.owner_id = p.owner_id AND c.id = p.client_id
        WHERE p.owner_id = $1 AND p.name = ANY($3::text[])
       UNION ALL
       SELECT 3, t.id, t.summary, p.name, c.name
         FROM tasks t
         LEFT JOIN projects p ON p.owner_id = t.owner_id AND p.id = t.project_id
         LEFT JOIN clients c ON c.owner_id = p.owner_id AND c.id = p.client_id
        WHERE t.owner_id = $1 AND t.summary = ANY($4::text[])
       UNION ALL
       SELECT 4, id, name, NULL, NULL FROM labels WHERE owner_id = $1 AND name = ANY($5::text[])
       ORDER BY kind, id`,
      [this.owner, names.clients, names.projects, names.tasks, names.labels],
    );
    for (const r of rows) {
      if (r.kind === 1) named.clients.push({ id: r.id, name: r.name });
      else if (r.kind === 2) named.projects.push({ id: r.id, name: r.name, client: r.client! });
      else if (r.kind === 3) named.tasks.push({ id: r.id, name: r.name, project: r.project, client: r.client });
      else named.labels.push({ id: r.id, name: r.name });
    }
    return named;
  }

  /** Which of these IDs of one type the owner has. */
  ownedIds(type: RecordType, ids: string[]): Promise<Set<string>> {
    return this.ownedIdsOfTypes(new Map([[type, ids]]));
  }

  /** Which of these IDs of several types the owner has: one statement for them all. */
  async ownedIdsOfTypes(byType: Map<RecordType, string[]>): Promise<Set<string>> {
    const parts: string[] = [];
    const params: unknown[] = [this.owner];
    for (const [type, ids] of byType) {
      if (ids.length === 0) continue;
      params.push(ids);
      parts.push(`SELECT id FROM ${TABLES[type]} WHERE owner_id = $1 AND id = ANY($${params.length}::uuid[])`);
    }
    if (parts.length === 0) return new Set();
    const { rows } = await this.db.query<{ id: string }>(parts.join(' UNION ALL '), params);
    return new Set(rows.map((r) => r.id));
  }

  /** Catalog records the job created so far, by mapping key. */
  async jobCatalog(jobId: string): Promise<Map<string, { type: CatalogType; id: string }>> {
    const { rows } = await this.db.query<{ catalog_key: string; entity_type: CatalogType; entity_id: string }>(JOB_CATALOG_SQL, [
      this.owner,
      jobId,
    ]);
    return new Map(rows.map((r) => [r.catalog_key, { type: r.entity_type, id: r.entity_id }]));
  }

  async activityVersion(id: string): Promise<number | null> {
    const { rows } = await this.db.query<{ version: number }>('SELECT version FROM activities WHERE owner_id = $1 AND id = $2', [
      this.owner,
      id,
    ]);
    return rows[0]?.version ?? null;
  }

  // ---- provenance ----

  async insertRecords(jobId: string, records: ProvenanceRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.db.query(INSERT_RECORDS_SQL('$1', '$2', '$3', '$4', '$5', '$6', '$7'), [
      this.owner,
      jobId,
      records.map((r) => r.entityType),
      records.map((r) => r.entityId),
      records.map((r) => r.kind),
      records.map((r) => r.claimKey),
      records.map((r) => r.catalogKey),
    ]);
  }

  /**
   * Records the job created that are still present and neither kept nor removed: activities first,
   * then tasks, projects, clients, labels (dependents before what they depend on), in creation order.
   * Each type is one indexed read in creation order (import_records_job_active_idx) that stops at
   * the limit, so a page costs the same on the first and the hundredth undo round.
   */
  async presentCreated(jobId: string, limit: number): Promise<PresentRecord[]> {
    const result: PresentRecord[] = [];
    for (const type of UNDO_ORDER) {
      if (result.length >= limit) break;
      // Only an activity can be a running timer.
      const running = type === 'activity' ? 'e.end_ns IS NULL' : 'false';
      const { rows } = await this.db.query<PresentRecord>(
        `SELECT r.entity_type, r.entity_id, r.claim_key, r.created_version, e.version, ${running} AS running
           FROM import_records r JOIN ${TABLES[type]} e ON e.owner_id = r.owner_id AND e.id = r.entity_id
          WHERE r.owner_id = $1 AND r.job_id = $2 AND r.entity_type = $3 AND r.kind = 'created' AND r.state = 'active'
          ORDER BY r.seq
          LIMIT $4`,
        [this.owner, jobId, type, limit - result.length],
      );
      result.push(...rows);
    }
    return result;
  }

  /**
   * Those of these records the job created that are still present and neither kept nor removed.
   * One lookup per ID by the primary key, fenced (OFFSET 0) so the planner cannot turn it into
   * a scan of the whole job: a fresh job is never in the table's statistics, so it is estimated at
   * one row and such a scan would look cheapest. Each ID is looked up once per record type, so every
   * lookup is the whole primary key (owner, job, type, entity, kind): exact whichever index the
   * planner takes (the key's entity column follows the type). The state is tested outside the fence:
   * inside, it would make the partial index of active records (no entity column) look usable.
   */
  async presentCreatedAmong(jobId: string, ids: string[]): Promise<PresentRecord[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<PresentRecord>(
      `SELECT x.entity_type, x.entity_id, x.claim_key, x.created_version, x.version, x.running FROM unnest($3::uuid[]) AS u (id) CROSS JOIN (VALUES ${RECORD_TYPES_ROWS}) AS ty (entity_type) CROSS JOIN LATERAL (
         SELECT r.entity_type, r.entity_id, r.claim_key, r.created_version, r.state,
                COALESCE(a.version, t.version, p.version, c.version, l.version) AS version,
                (a.id IS NOT NULL AND a.end_ns IS NULL) AS running
           FROM import_records r
           LEFT JOIN activities a ON r.entity_type = 'activity' AND a.owner_id = r.owner_id AND a.id = r.entity_id
           LEFT JOIN tasks t ON r.entity_type = 'task' AND t.owner_id = r.owner_id AND t.id = r.entity_id
           LEFT JOIN projects p ON r.entity_type = 'project' AND p.owner_id = r.owner_id AND p.id = r.entity_id
           LEFT JOIN clients c ON r.entity_type = 'client' AND c.owner_id = r.owner_id AND c.id = r.entity_id
           LEFT JOIN labels l ON r.entity_type = 'label' AND l.owner_id = r.owner_id AND l.id = r.entity_id
          WHERE r.owner_id = $1 AND r.job_id = $2 AND r.entity_type = ty.entity_type AND r.entity_id = u.id AND r.kind = 'created'
            AND COALESCE(a.id, t.id, p.id, c.id, l.id) IS NOT NULL
         OFFSET 0) x
       WHERE x.state = 'active'`,
      [this.owner, jobId, [...new Set(ids)]],
    );
    return rows;
  }

  /**
   * How many records the job created are still present and neither kept nor removed: per type, the
   * job's active records (import_records_job_active_idx) joined to their table by key.
   */
  async countPresentCreated(jobId: string): Promise<number> {
    const counts = UNDO_ORDER.map(
      (type, i) =>
        `(SELECT count(*) FROM import_records r JOIN ${TABLES[type]} e ON e.owner_id = r.owner_id AND e.id = r.entity_id
         WHERE r.owner_id = $1 AND r.job_id = $2 AND r.entity_type = $${i + 3} AND r.kind = 'created' AND r.state = 'active')`,
    );
    const { rows } = await this.db.query<{ n: number }>(`SELECT (${counts.join(' + ')})::int AS n`, [this.owner, jobId, ...UNDO_ORDER]);
    return rows[0].n;
  }

  /** Stores what this undo round leaves present, with the owner's change sequence once it has committed. */
  async rememberRemaining(jobId: string, remaining: number, sequence: bigint): Promise<void> {
    await this.db.query('UPDATE import_jobs SET undo_remaining = $3, undo_remaining_sequence = $4 WHERE owner_id = $1 AND id = $2', [
      this.owner,
      jobId,
      remaining,
      sequence.toString(),
    ]);
  }

  /** Other jobs, not yet undone, that created, reused or map onto these records: (record, job). */
  async otherImportReferences(jobId: string, ids: string[]): Promise<Map<string, string>> {
    const result = new Map<string, string>();
    if (ids.length === 0) return result;
    // One fenced lookup per ID on (owner, entity) (see presentCreatedAmong); the job's own records,
    // undone jobs and inactive records are left out outside the fence, where those tests cannot
    // draw the planner to a scan of every record of the owner's jobs.
    const { rows } = await this.db.query<{ entity_id: string; job_id: string }>(
      `SELECT DISTINCT ON (x.entity_id) x.entity_id, x.job_id
         FROM unnest($2::uuid[]) AS u (id) CROSS JOIN LATERAL (
           SELECT r.entity_id, r.job_id, r.state FROM import_records r WHERE r.owner_id = $1 AND r.entity_id = u.id OFFSET 0) x
         JOIN import_jobs j ON j.owner_id = $1 AND j.id = x.job_id
        WHERE x.job_id <> $3 AND j.status <> 'undone' AND x.state = 'active'
        ORDER BY x.entity_id, x.job_id`,
      [this.owner, [...new Set(ids)], jobId],
    );
    for (const row of rows) result.set(row.entity_id, row.job_id);
    return result;
  }

  /**
   * One record (if any) that still depends on each catalog record, ignoring the records in
   * `ignoring` (those about to be removed before it): activities, subtasks, tasks, projects and work
   * sessions that refer to it.
   */
  async catalogDependents(targets: Array<{ type: CatalogType; id: string }>, ignoring: string[]): Promise<Map<string, string>> {
    const result = new Map<string, string>();
    const ids = (type: CatalogType) => targets.filter((t) => t.type === type).map((t) => t.id);
    const queries: Array<[string, string[]]> = [
      [
        `SELECT task_id AS target, id AS dependent FROM activities WHERE owner_id = $1 AND task_id = ANY($2::uuid[]) AND NOT (id = ANY($3::uuid[]))
        UNION ALL SELECT parent_task_id, id FROM tasks WHERE owner_id = $1 AND parent_task_id = ANY($2::uuid[]) AND NOT (id = ANY($3::uuid[]))`,
        ids('task'),
      ],
      [
        `SELECT project_id AS target, id AS dependent FROM activities WHERE owner_id = $1 AND project_id = ANY($2::uuid[]) AND NOT (id = ANY($3::uuid[]))
        UNION ALL SELECT project_id, id FROM tasks WHERE owner_id = $1 AND project_id = ANY($2::uuid[]) AND NOT (id = ANY($3::uuid[]))
        UNION ALL SELECT project_id, id FROM work_sessions WHERE owner_id = $1 AND project_id = ANY($2::uuid[])`,
        ids('project'),
      ],
      [
        `SELECT client_id AS target, id AS dependent FROM projects WHERE owner_id = $1 AND client_id = ANY($2::uuid[]) AND NOT (id = ANY($3::uuid[]))
        UNION ALL SELECT client_id, id FROM work_sessions WHERE owner_id = $1 AND client_id = ANY($2::uuid[])`,
        ids('client'),
      ],
      [
        `SELECT label_id AS target, activity_id AS dependent FROM activity_labels WHERE owner_id = $1 AND label_id = ANY($2::uuid[]) AND NOT (activity_id = ANY($3::uuid[]))`,
        ids('label'),
      ],
    ];
    for (const [sql, targetIds] of queries) {
      if (targetIds.length === 0) continue;
      const { rows } = await this.db.query<{ target: string; dependent: string }>(
        `SELECT DISTINCT ON (target) target, dependent FROM (${sql}) d ORDER BY target, dependent`,
        [this.owner, targetIds, ignoring],
      );
      for (const row of rows) result.set(row.target, row.dependent);
    }
    return result;
  }

  /**
   * The running timer (an open activity) that refers to each of these tasks, projects or labels, if
   * any: such a record is blocked by it whatever else also blocks it.
   */
  async runningReferences(ids: string[]): Promise<Map<string, string>> {
    const result = new Map<string, string>();
    if (ids.length === 0) return result;
    const { rows } = await this.db.query<{ target: string; running: string }>(
      `SELECT DISTINCT ON (target) target, running FROM (
         SELECT task_id AS target, id AS running FROM activities WHERE owner_id = $1 AND end_ns IS NULL AND task_id = ANY($2::uuid[])
         UNION ALL SELECT project_id, id FROM activities WHERE owner_id = $1 AND end_ns IS NULL AND project_id = ANY($2::uuid[])
         UNION ALL SELECT l.label_id, a.id FROM activity_labels l JOIN activities a ON a.owner_id = l.owner_id AND a.id = l.activity_id
                    WHERE l.owner_id = $1 AND a.end_ns IS NULL AND l.label_id = ANY($2::uuid[])
       ) r ORDER BY target, running`,
      [this.owner, ids],
    );
    for (const row of rows) result.set(row.target, row.running);
    return result;
  }

  /** Version-checked delete of records of one type (dependents were checked under the owner lock); the IDs deleted. */
  async deleteRecords(type: RecordType, records: Array<{ id: string; version: number }>): Promise<string[]> {
    if (records.length === 0) return [];
    const { rows } = await this.db.query<{ id: string }>(
      `DELETE FROM ${TABLES[type]} t USING unnest($2::uuid[], $3::int[]) AS d (id, version)
        WHERE t.owner_id = $1 AND t.id = d.id AND t.version = d.version RETURNING t.id`,
      [this.owner, records.map((r) => r.id), records.map((r) => r.version)],
    );
    const deleted = new Set(rows.map((r) => r.id));
    return records.map((r) => r.id).filter((id) => deleted.has(id));
  }

  async markRecords(jobId: string, ids: string[], state: 'removed' | 'kept'): Promise<void> {
    if (ids.length === 0) return;
    // The rows are found by one fenced lookup per ID (see presentCreatedAmong) and updated by their
    // tuple IDs, stable here: the owner lock is held, so nothing else updates them meanwhile.
    await this.db.query(
      `UPDATE import_records SET state = $4
        WHERE owner_id = $1 AND ctid = ANY(ARRAY(
          SELECT x.ctid FROM unnest($3::uuid[]) AS u (id) CROSS JOIN (VALUES ${RECORD_TYPES_ROWS}) AS ty (entity_type) CROSS JOIN LATERAL (
            SELECT r.ctid FROM import_records r
             WHERE r.owner_id = $1 AND r.job_id = $2 AND r.entity_type = ty.entity_type AND r.entity_id = u.id AND r.kind = 'created'
            OFFSET 0) x))`,
      [this.owner, jobId, ids, state],
    );
  }

  /** Releases those of the job's claims none of whose created parts is still present. */
  async releaseEmptyClaims(jobId: string, claimKeys: string[]): Promise<void> {
    if (claimKeys.length === 0) return;
    // Two indexed steps: one anti-join statement let the planner scan every claim of the owner. The
    // first is one fenced lookup per key on (owner, claim key) (see presentCreatedAmong); the job
    // and kind are tested outside the fence, where they cannot draw the planner to the job's index.
    const { rows } = await this.db.query<{ claim_key: string }>(
      `SELECT DISTINCT k.claim_key FROM unnest($3::text[]) AS k (claim_key) CROSS JOIN LATERAL (
         SELECT r.job_id, r.kind FROM import_records r JOIN activities a ON a.owner_id = r.owner_id AND a.id = r.entity_id
          WHERE r.owner_id = $1 AND r.claim_key = k.claim_key
         OFFSET 0) x
        WHERE x.job_id = $2 AND x.kind = 'created'`,
      [this.owner, jobId, claimKeys],
    );
    const held = new Set(rows.map((r) => r.claim_key));
    const free = claimKeys.filter((k) => !held.has(k));
    if (free.length === 0) return;
    // By key (the claims' primary key), fenced like the lookup above; the job and kind are tested
    // outside the fence, where they cannot draw the planner to the index of the job's claims.
    await this.db.query(
      `DELETE FROM import_claims
        WHERE owner_id = $1 AND ctid = ANY(ARRAY(
          SELECT x.ctid FROM unnest($3::text[]) AS k (claim_key) CROSS JOIN LATERAL (
            SELECT c.ctid, c.job_id, c.kind FROM import_claims c WHERE c.owner_id = $1 AND c.claim_key = k.claim_key OFFSET 0) x
           WHERE x.job_id = $2 AND x.kind = 'created'))`,
      [this.owner, jobId, free],
    );
  }
}
