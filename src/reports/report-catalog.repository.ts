import { Injectable } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { type EpochNs } from '../common/time/instant';
import { Database } from '../db/database';

export type CatalogKind = 'client' | 'project' | 'task' | 'label';

/** What a report needs of an activity beyond its extent: the dimensions it is grouped and named by. */
export interface DetailedActivity {
  taskId: string | null;
  projectId: string | null;
  /** The activity's own project, else its task's project. */
  effectiveProjectId: string | null;
  clientId: string | null;
  labelIds: string[];
  billable: boolean;
  startNs: EpochNs;
  endNs: EpochNs | null;
}

/** An activity as a summary reads it from its own row (what its task and project imply is read anew each time). */
export interface SummaryActivityRow {
  id: string;
  taskId: string | null;
  projectId: string | null;
  labelIds: string[];
  billable: boolean;
  startNs: EpochNs;
  endNs: EpochNs | null;
}

export interface CatalogFilters {
  clientIds: readonly string[];
  projectIds: readonly string[];
  taskIds: readonly string[];
  labelIds: readonly string[];
  /** Only activities with this billable flag; null: all. */
  billable?: boolean | null;
}

/** id, task_id, project_id, label_ids, billable, start_ns, end_ns (rows as arrays: pg makes no object per row). */
type Row = [string, string | null, string | null, string[] | null, boolean, string, string | null];

const TABLES: Record<CatalogKind, { table: string; name: string }> = {
  client: { table: 'clients', name: 'name' },
  project: { table: 'projects', name: 'name' },
  task: { table: 'tasks', name: 'summary' },
  label: { table: 'labels', name: 'name' },
};

/**
 * Read-only SQL for the summary and the downloads: activities with their client, project and
 * labels, and the current names of catalog records. Every statement is scoped to the owner in
 * context (joins included), so no other owner's record or name can appear.
 */
@Injectable()
export class ReportCatalogRepository {
  constructor(private readonly db: Database) {}

  /**
   * The rows of the activities overlapping [from, to) that match the filters on the activity itself
   * (billable, task, label; the project and client filters follow from the catalogue: see detail()),
   * only those with these IDs when given: one query on the (owner_id, span) GiST index, rows as arrays.
   */
  async overlappingRows(
    fromNs: EpochNs,
    toNs: EpochNs,
    filters: CatalogFilters,
    withLabels: boolean,
    among?: readonly string[],
  ): Promise<SummaryActivityRow[]> {
    const params: unknown[] = [RequestContext.ownerId(), fromNs.toString(), toNs.toString()];
    const where: string[] = [];
    const list = (values: readonly string[]) => {
      params.push(values);
      return `$${params.length}::uuid[]`;
    };
    if (among !== undefined) where.push(`a.id = ANY(${list(among)})`);
    if (filters.billable === true || filters.billable === false) where.push(`a.billable = ${filters.billable ? 'true' : 'false'}`);
    if (filters.taskIds.length > 0) where.push(`a.task_id = ANY(${list(filters.taskIds)})`);
    if (filters.labelIds.length > 0) {
      where.push(
        `EXISTS (SELECT 1 FROM activity_labels fl WHERE fl.owner_id = a.owner_id AND fl.activity_id = a.id AND fl.label_id = ANY(${list(filters.labelIds)}))`,
      );
    }
    const labels = withLabels
      ? `(SELECT array_agg(l.label_id::text ORDER BY l.label_id) FROM activity_labels l WHERE l.owner_id = a.owner_id AND l.activity_id = a.id)`
      : 'NULL::text[]';
    const rows = (await this.db.queryArrays(
      `SELECT a.id, a.task_id, a.project_id, ${labels} AS label_ids, a.billable, a.start_ns::text AS start_ns, a.end_ns::text AS end_ns
         FROM activities a
        WHERE a.owner_id = $1 AND a.span && int8range($2::bigint, $3::bigint, '[)')
          ${where.map((w) => `AND ${w}`).join(' ')}`,
      params,
    )) as Row[];
    return rows.map(([id, taskId, projectId, labelIds, billable, start, end]) => ({
      id,
      taskId,
      projectId,
      labelIds: labelIds ?? [],
      billable,
      startNs: BigInt(start),
      endNs: end === null ? null : BigInt(end),
    }));
  }

  /**
   * The activities with their effective project and client, those that match the project and client
   * filters. The few distinct tasks and projects the rows use are looked up in two small queries and
   * joined here, which keeps the plan of the rows' query independent of table statistics.
   */
  async detail(rows: readonly SummaryActivityRow[], filters: CatalogFilters): Promise<DetailedActivity[]> {
    const taskIds = new Set<string>();
    for (const r of rows) if (r.taskId !== null) taskIds.add(r.taskId);
    const taskProject = await this.column('tasks', 'project_id', taskIds);
    const effective = (r: SummaryActivityRow) => r.projectId ?? (r.taskId === null ? null : (taskProject.get(r.taskId) ?? null));
    const projectIds = new Set<string>();
    for (const r of rows) {
      const projectId = effective(r);
      if (projectId !== null) projectIds.add(projectId);
    }
    const projectClient = await this.column('projects', 'client_id', projectIds);
    const projectFilter = filters.projectIds.length > 0 ? new Set(filters.projectIds) : null;
    const clientFilter = filters.clientIds.length > 0 ? new Set(filters.clientIds) : null;
    const result: DetailedActivity[] = [];
    for (const r of rows) {
      const effectiveProjectId = effective(r);
      const clientId = effectiveProjectId === null ? null : (projectClient.get(effectiveProjectId) ?? null);
      if (projectFilter && (effectiveProjectId === null || !projectFilter.has(effectiveProjectId))) continue;
      if (clientFilter && (clientId === null || !clientFilter.has(clientId))) continue;
      result.push({
        taskId: r.taskId,
        projectId: r.projectId,
        effectiveProjectId,
        clientId,
        labelIds: r.labelIds,
        billable: r.billable,
        startNs: r.startNs,
        endNs: r.endNs,
      });
    }
    return result;
  }

  /** The email of the owner's account (who a download is for), or null for an owner without one. */
  async accountEmail(): Promise<string | null> {
    const { rows } = await this.db.query<{ email: string }>('SELECT email FROM accounts WHERE owner_id = $1', [RequestContext.ownerId()]);
    return rows[0]?.email ?? null;
  }

  /** One nullable UUID column of the owner's records with these IDs (tasks.project_id, projects.client_id). */
  private async column(
    table: 'tasks' | 'projects',
    column: 'project_id' | 'client_id',
    ids: Iterable<string>,
  ): Promise<Map<string, string | null>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = (await this.db.queryArrays(`SELECT id::text, ${column}::text FROM ${table} WHERE owner_id = $1 AND id = ANY($2::uuid[])`, [
      RequestContext.ownerId(),
      unique,
    ])) as Array<[string, string | null]>;
    return new Map(rows);
  }

  /** How many of the IDs are owned records of the kind. */
  async countOwned(kind: CatalogKind, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const { rows } = await this.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${TABLES[kind].table} WHERE owner_id = $1 AND id = ANY($2::uuid[])`,
      [RequestContext.ownerId(), [...new Set(ids)]],
    );
    return Number(rows[0].n);
  }

  /** Current names of owned records (a task's name is its summary). */
  async names(kind: CatalogKind, ids: Iterable<string>): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const { table, name } = TABLES[kind];
    const { rows } = await this.db.query<{ id: string; name: string }>(
      `SELECT id::text AS id, ${name} AS name FROM ${table} WHERE owner_id = $1 AND id = ANY($2::uuid[])`,
      [RequestContext.ownerId(), unique],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * What a daily or weekly download names, in one round trip (they were six): the tasks' names and
   * places (each task's project and that project's client), the names and clients of the projects
   * those tasks are in and of `projectIds` (a daily line's own project), the names of those
   * projects' clients, and the account's email.
   */
  async downloadCatalog(taskIds: Iterable<string>, projectIds: Iterable<string>): Promise<DownloadCatalog> {
    const { rows } = await this.db.query<{ kind: number; id: string | null; name: string; ref: string | null }>(DOWNLOAD_CATALOG_SQL, [
      RequestContext.ownerId(),
      [...new Set(taskIds)],
      [...new Set(projectIds)],
    ]);
    const catalog: DownloadCatalog = {
      task: new Map(),
      placement: new Map(),
      project: new Map(),
      client: new Map(),
      projectClient: new Map(),
      account: null,
    };
    const taskProject = new Map<string, string | null>();
    for (const r of rows) {
      if (r.kind === 0) {
        catalog.task.set(r.id!, r.name);
        taskProject.set(r.id!, r.ref);
      } else if (r.kind === 1) {
        catalog.project.set(r.id!, r.name);
        catalog.projectClient.set(r.id!, r.ref);
      } else if (r.kind === 2) catalog.client.set(r.id!, r.name);
      else catalog.account = r.name;
    }
    for (const [taskId, projectId] of taskProject)
      catalog.placement.set(taskId, { projectId, clientId: projectId === null ? null : (catalog.projectClient.get(projectId) ?? null) });
    return catalog;
  }
}

/** The names of a download's records (downloadCatalog). */
export interface DownloadCatalog {
  task: Map<string, string>;
  /** Each task's project and that project's client. */
  placement: Map<string, { projectId: string | null; clientId: string | null }>;
  project: Map<string, string>;
  client: Map<string, string>;
  /** Each named project's client. */
  projectClient: Map<string, string | null>;
  /** The account's email (who the report is for), or null for an owner without one. */
  account: string | null;
}

/** $1 owner, $2 task IDs, $3 projects named besides the tasks' own. kind: 0 task (ref: its project), 1 project (ref: its client), 2 client, 3 the account. */
const DOWNLOAD_CATALOG_SQL = `WITH t AS (
    SELECT t.id, t.summary, t.project_id FROM tasks t WHERE t.owner_id = $1 AND t.id = ANY($2::uuid[])
  ), p AS (
    SELECT p.id, p.name, p.client_id FROM projects p
     WHERE p.owner_id = $1 AND (p.id = ANY($3::uuid[]) OR p.id IN (SELECT t.project_id FROM t))
  )
  SELECT 0 AS kind, t.id::text AS id, t.summary AS name, t.project_id::text AS ref FROM t
  UNION ALL SELECT 1, p.id::text, p.name, p.client_id::text FROM p
  UNION ALL SELECT 2, c.id::text, c.name, NULL FROM clients c WHERE c.owner_id = $1 AND c.id IN (SELECT p.client_id FROM p)
  UNION ALL SELECT 3, NULL, a.email, NULL FROM accounts a WHERE a.owner_id = $1`;
