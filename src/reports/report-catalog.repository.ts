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

  /** Each owned project's client (for naming the lines of a daily download). */
  projectClients(projectIds: Iterable<string>): Promise<Map<string, string | null>> {
    return this.column('projects', 'client_id', projectIds);
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

  /** Each owned task's project and that project's client (for naming daily and weekly rows). */
  async taskPlacement(taskIds: Iterable<string>): Promise<Map<string, { projectId: string | null; clientId: string | null }>> {
    const unique = [...new Set(taskIds)];
    if (unique.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; project_id: string | null; client_id: string | null }>(
      `SELECT t.id::text AS id, t.project_id::text AS project_id, p.client_id::text AS client_id
         FROM tasks t LEFT JOIN projects p ON p.owner_id = t.owner_id AND p.id = t.project_id
        WHERE t.owner_id = $1 AND t.id = ANY($2::uuid[])`,
      [RequestContext.ownerId(), unique],
    );
    return new Map(rows.map((r) => [r.id, { projectId: r.project_id, clientId: r.client_id }]));
  }
}
