import { Injectable } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';
import { identityHash } from '../tasks/tasks.repository';
import { ReferenceValue } from './formats';

export interface ExportCounts {
  clients: number;
  projects: number;
  tasks: number;
  labels: number;
  activities: number;
  work_sessions: number;
  rates: number;
}

export interface ClientExportRow {
  id: string;
  name: string;
  color: string;
  is_general: boolean;
  archived: boolean;
}
export interface ProjectExportRow {
  id: string;
  name: string;
  client_id: string;
  icon: string | null;
  billable_by_default: boolean;
  archived: boolean;
}
export interface TaskExportRow {
  id: string;
  summary: string;
  url: string | null;
  project_id: string | null;
  parent_task_id: string | null;
  archived: boolean;
}
export interface ReferenceExportRow {
  task_id: string;
  provider_id: string;
  repository_id: string;
  external_id: string;
}
export interface LabelExportRow {
  id: string;
  name: string;
  color: string | null;
  archived: boolean;
}
export interface ActivityExportRow {
  id: string;
  task_id: string | null;
  project_id: string | null;
  summary: string | null;
  manual: boolean;
  billable: boolean;
  time_entry_id: string;
  start_ns: string;
  end_ns: string | null;
  label_ids: string[];
}
export interface WorkSessionExportRow {
  id: string;
  client_id: string;
  project_id: string | null;
  summary: string | null;
  start_ns: string;
  end_ns: string | null;
}

export interface RateExportRow {
  id: string;
  client_id: string | null;
  project_id: string | null;
  task_id: string | null;
  hourly_rate: string;
  currency: string;
  effective_from_ns: string | null;
}
export interface NewRate {
  id: string;
  clientId: string | null;
  projectId: string | null;
  taskId: string | null;
  hourlyRate: string;
  currency: string;
  effectiveFromNs: bigint | null;
}

export interface NewClient {
  id: string;
  name: string;
  color: string;
  archived: boolean;
}
export interface NewProject {
  id: string;
  name: string;
  clientId: string;
  icon: string | null;
  billableByDefault: boolean;
  archived: boolean;
}
export interface NewTask {
  id: string;
  summary: string;
  url: string | null;
  projectId: string | null;
  parentTaskId: string | null;
  archived: boolean;
}
export interface NewWorkSession {
  id: string;
  clientId: string;
  projectId: string | null;
  summary: string | null;
  startNs: bigint;
  endNs: bigint | null;
}

/**
 * The interchange's own SQL: owner-scoped snapshot reads for export, and set-based inserts for
 * import (one statement per table, not one per record: an import writes tens of thousands of rows
 * under the owner lock). Import only ever inserts.
 */
@Injectable()
export class InterchangeRepository {
  constructor(private readonly db: Database) {}

  private get owner(): string {
    return RequestContext.ownerId();
  }

  // ---- export (inside Database.snapshot) ----

  async zoneId(): Promise<string> {
    const { rows } = await this.db.query<{ zone_id: string }>('SELECT zone_id FROM owners WHERE id = $1', [this.owner]);
    return rows[0]?.zone_id ?? 'UTC';
  }

  async counts(): Promise<ExportCounts> {
    const { rows } = await this.db.query<ExportCounts>(
      `SELECT (SELECT count(*) FROM clients WHERE owner_id = $1)::int AS clients,
              (SELECT count(*) FROM projects WHERE owner_id = $1)::int AS projects,
              (SELECT count(*) FROM tasks WHERE owner_id = $1)::int AS tasks,
              (SELECT count(*) FROM labels WHERE owner_id = $1)::int AS labels,
              (SELECT count(*) FROM activities WHERE owner_id = $1)::int AS activities,
              (SELECT count(*) FROM work_sessions WHERE owner_id = $1)::int AS work_sessions,
              (SELECT count(*) FROM rates WHERE owner_id = $1)::int AS rates`,
      [this.owner],
    );
    return rows[0];
  }

  async clients(): Promise<ClientExportRow[]> {
    return (
      await this.db.query<ClientExportRow>('SELECT id, name, color, is_general, archived FROM clients WHERE owner_id = $1 ORDER BY id', [
        this.owner,
      ])
    ).rows;
  }

  /** A legacy project without a client belongs to General (the start-up backfill attaches it there). */
  async projects(): Promise<ProjectExportRow[]> {
    return (
      await this.db.query<ProjectExportRow>(
        `SELECT p.id, p.name, COALESCE(p.client_id, (SELECT g.id FROM clients g WHERE g.owner_id = p.owner_id AND g.is_general)) AS client_id, p.icon, p.billable_by_default, p.archived
         FROM projects p WHERE p.owner_id = $1 ORDER BY p.id`,
        [this.owner],
      )
    ).rows;
  }

  async tasks(): Promise<TaskExportRow[]> {
    return (
      await this.db.query<TaskExportRow>(
        'SELECT id, summary, url, project_id, parent_task_id, archived FROM tasks WHERE owner_id = $1 ORDER BY id',
        [this.owner],
      )
    ).rows;
  }

  /** Linked references only; unlinked history stays behind. */
  async references(): Promise<ReferenceExportRow[]> {
    return (
      await this.db.query<ReferenceExportRow>(
        `SELECT task_id, provider_id, repository_id, external_id FROM task_external_references
        WHERE owner_id = $1 AND unlinked_at IS NULL`,
        [this.owner],
      )
    ).rows;
  }

  async labels(): Promise<LabelExportRow[]> {
    return (
      await this.db.query<LabelExportRow>('SELECT id, name, color, archived FROM labels WHERE owner_id = $1 ORDER BY id', [this.owner])
    ).rows;
  }

  async activities(): Promise<ActivityExportRow[]> {
    return (
      await this.db.query<ActivityExportRow>(
        `SELECT a.id, a.task_id, a.project_id, a.summary, a.manual, a.billable, a.time_entry_id, a.start_ns, a.end_ns,
              COALESCE(l.label_ids, '{}'::text[]) AS label_ids
         FROM activities a
         LEFT JOIN (SELECT activity_id, array_agg(label_id::text ORDER BY label_id) AS label_ids
                      FROM activity_labels WHERE owner_id = $1 GROUP BY activity_id) l ON l.activity_id = a.id
        WHERE a.owner_id = $1
        ORDER BY a.start_ns, a.id`,
        [this.owner],
      )
    ).rows;
  }

  /** Legacy rows: a stored title counts as the summary, a missing client is General. */
  async workSessions(): Promise<WorkSessionExportRow[]> {
    return (
      await this.db.query<WorkSessionExportRow>(
        `SELECT w.id, COALESCE(w.client_id, (SELECT g.id FROM clients g WHERE g.owner_id = w.owner_id AND g.is_general)) AS client_id,
              w.project_id, COALESCE(w.summary, w.title) AS summary, w.start_ns, w.end_ns
         FROM work_sessions w WHERE w.owner_id = $1 ORDER BY w.start_ns, w.id`,
        [this.owner],
      )
    ).rows;
  }

  async rates(): Promise<RateExportRow[]> {
    return (
      await this.db.query<RateExportRow>(
        `SELECT id, client_id, project_id, task_id, hourly_rate::text AS hourly_rate, currency, effective_from_ns::text AS effective_from_ns
         FROM rates WHERE owner_id = $1 ORDER BY id`,
        [this.owner],
      )
    ).rows;
  }

  // ---- import (inside the owner-locked transaction) ----

  /** One statement; a scope that already has a rate at that effectiveFrom breaks the unique index (409). */
  async insertRates(rates: NewRate[]): Promise<void> {
    if (rates.length === 0) return;
    await this.db.query(
      `INSERT INTO rates (id, owner_id, client_id, project_id, task_id, hourly_rate, currency, effective_from_ns)
       SELECT r.id, $1, r.client_id, r.project_id, r.task_id, r.hourly_rate, r.currency, r.effective_from_ns
         FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::numeric[], $7::text[], $8::bigint[])
              AS r (id, client_id, project_id, task_id, hourly_rate, currency, effective_from_ns)`,
      [
        this.owner,
        rates.map((r) => r.id),
        rates.map((r) => r.clientId),
        rates.map((r) => r.projectId),
        rates.map((r) => r.taskId),
        rates.map((r) => r.hourlyRate),
        rates.map((r) => r.currency),
        rates.map((r) => (r.effectiveFromNs === null ? null : r.effectiveFromNs.toString())),
      ],
    );
  }

  async hasOpenActivity(): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM activities WHERE owner_id = $1 AND end_ns IS NULL', [this.owner])).rows.length > 0;
  }

  async hasRunningWorkSession(): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM work_sessions WHERE owner_id = $1 AND end_ns IS NULL', [this.owner])).rows.length > 0;
  }

  /** Indexes (into `refs`) of the identities the owner already has linked. */
  async linkedIdentities(refs: ReferenceValue[]): Promise<number[]> {
    if (refs.length === 0) return [];
    const { rows } = await this.db.query<{ n: string }>(
      `SELECT r.n FROM unnest($2::bytea[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS r (hash, provider_id, repository_id, external_id, n)
        WHERE EXISTS (SELECT 1 FROM task_external_references x
                       WHERE x.owner_id = $1 AND x.identity_hash = r.hash AND x.unlinked_at IS NULL
                         AND x.provider_id = r.provider_id AND x.repository_id = r.repository_id AND x.external_id = r.external_id)`,
      [this.owner, refs.map(identityHash), refs.map((r) => r.providerId), refs.map((r) => r.repositoryId), refs.map((r) => r.externalId)],
    );
    return rows.map((r) => Number(r.n) - 1);
  }

  async insertClients(clients: NewClient[]): Promise<void> {
    if (clients.length === 0) return;
    await this.db.query(
      `INSERT INTO clients (id, owner_id, name, color, archived)
       SELECT c.id, $1, c.name, c.color, c.archived FROM unnest($2::uuid[], $3::text[], $4::text[], $5::boolean[]) AS c (id, name, color, archived)`,
      [this.owner, clients.map((c) => c.id), clients.map((c) => c.name), clients.map((c) => c.color), clients.map((c) => c.archived)],
    );
  }

  async insertProjects(projects: NewProject[]): Promise<void> {
    if (projects.length === 0) return;
    await this.db.query(
      `INSERT INTO projects (id, owner_id, name, client_id, icon, billable_by_default, archived)
       SELECT p.id, $1, p.name, p.client_id, p.icon, p.billable, p.archived
         FROM unnest($2::uuid[], $3::text[], $4::uuid[], $5::text[], $6::boolean[], $7::boolean[]) AS p (id, name, client_id, icon, billable, archived)`,
      [
        this.owner,
        projects.map((p) => p.id),
        projects.map((p) => p.name),
        projects.map((p) => p.clientId),
        projects.map((p) => p.icon),
        projects.map((p) => p.billableByDefault),
        projects.map((p) => p.archived),
      ],
    );
  }

  /** One statement: foreign keys are checked at its end, so a child may come before its parent. */
  async insertTasks(tasks: NewTask[]): Promise<void> {
    if (tasks.length === 0) return;
    await this.db.query(
      `INSERT INTO tasks (id, owner_id, summary, url, project_id, parent_task_id, archived)
       SELECT t.id, $1, t.summary, t.url, t.project_id, t.parent_task_id, t.archived
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::uuid[], $6::uuid[], $7::boolean[]) AS t (id, summary, url, project_id, parent_task_id, archived)`,
      [
        this.owner,
        tasks.map((t) => t.id),
        tasks.map((t) => t.summary),
        tasks.map((t) => t.url),
        tasks.map((t) => t.projectId),
        tasks.map((t) => t.parentTaskId),
        tasks.map((t) => t.archived),
      ],
    );
  }

  async insertReferences(links: Array<{ taskId: string; ref: ReferenceValue }>): Promise<void> {
    if (links.length === 0) return;
    await this.db.query(
      `INSERT INTO task_external_references (owner_id, task_id, provider_id, repository_id, external_id, identity_hash)
       SELECT $1, r.task_id, r.provider_id, r.repository_id, r.external_id, r.hash
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::bytea[]) WITH ORDINALITY AS r (task_id, provider_id, repository_id, external_id, hash, n)
        ORDER BY r.n`,
      [
        this.owner,
        links.map((l) => l.taskId),
        links.map((l) => l.ref.providerId),
        links.map((l) => l.ref.repositoryId),
        links.map((l) => l.ref.externalId),
        links.map((l) => identityHash(l.ref)),
      ],
    );
  }

  async insertLabels(labels: Array<{ id: string; name: string; color: string | null; archived: boolean }>): Promise<void> {
    if (labels.length === 0) return;
    await this.db.query(
      `INSERT INTO labels (id, owner_id, name, color, archived)
       SELECT l.id, $1, l.name, l.color, l.archived FROM unnest($2::uuid[], $3::text[], $4::text[], $5::boolean[]) AS l (id, name, color, archived)`,
      [this.owner, labels.map((l) => l.id), labels.map((l) => l.name), labels.map((l) => l.color), labels.map((l) => l.archived)],
    );
  }

  async insertWorkSessions(sessions: NewWorkSession[]): Promise<void> {
    if (sessions.length === 0) return;
    await this.db.query(
      `INSERT INTO work_sessions (id, owner_id, client_id, project_id, summary, start_ns, end_ns)
       SELECT w.id, $1, w.client_id, w.project_id, w.summary, w.start_ns, w.end_ns
         FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::bigint[], $7::bigint[]) AS w (id, client_id, project_id, summary, start_ns, end_ns)`,
      [
        this.owner,
        sessions.map((w) => w.id),
        sessions.map((w) => w.clientId),
        sessions.map((w) => w.projectId),
        sessions.map((w) => w.summary),
        sessions.map((w) => w.startNs.toString()),
        sessions.map((w) => (w.endNs === null ? null : w.endNs.toString())),
      ],
    );
  }
}
