import { Injectable } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';

export interface WorkSessionRow {
  id: string;
  owner_id: string;
  client_id: string | null;
  project_id: string | null;
  summary: string | null;
  /** int8 arrives as a string from pg. */
  start_ns: string;
  end_ns: string | null;
  version: number;
}

/** The editable state of a session, as the service decides it. */
export interface WorkSessionValues {
  clientId: string;
  projectId: string | null;
  summary: string | null;
  startNs: bigint;
  endNs: bigint | null;
}

/** The public columns; title (legacy) and span are never read out. */
const COLUMNS = 'id, owner_id, client_id, project_id, summary, start_ns, end_ns, version';

export interface ListFilters {
  projectId: string | null;
  clientIds: string[] | null;
  range: { from: bigint; to: bigint } | null;
}

/** All SQL for work sessions; every statement is scoped to the owner in context. */
@Injectable()
export class WorkSessionsRepository {
  constructor(private readonly db: Database) {}

  async list(filters: ListFilters, afterId: string | null, take: number): Promise<WorkSessionRow[]> {
    const { rows } = await this.db.query<WorkSessionRow>(
      `SELECT ${COLUMNS} FROM work_sessions
        WHERE owner_id = $1
          AND ($2::uuid IS NULL OR project_id = $2::uuid)
          AND ($3::uuid[] IS NULL OR client_id = ANY ($3::uuid[]))
          AND ($4::bigint IS NULL OR span && int8range($4::bigint, $5::bigint, '[)'))
          AND ($6::uuid IS NULL OR id > $6::uuid)
        ORDER BY id LIMIT $7`,
      [
        RequestContext.ownerId(),
        filters.projectId,
        filters.clientIds,
        filters.range?.from.toString() ?? null,
        filters.range?.to.toString() ?? null,
        afterId,
        take,
      ],
    );
    return rows;
  }

  async find(id: string): Promise<WorkSessionRow | null> {
    const { rows } = await this.db.query<WorkSessionRow>(`SELECT ${COLUMNS} FROM work_sessions WHERE owner_id = $1 AND id = $2`, [RequestContext.ownerId(), id]);
    return rows[0] ?? null;
  }

  async findRunning(): Promise<WorkSessionRow | null> {
    const { rows } = await this.db.query<WorkSessionRow>(`SELECT ${COLUMNS} FROM work_sessions WHERE owner_id = $1 AND end_ns IS NULL`, [RequestContext.ownerId()]);
    return rows[0] ?? null;
  }

  async insert(id: string, v: WorkSessionValues): Promise<WorkSessionRow> {
    const { rows } = await this.db.query<WorkSessionRow>(
      `INSERT INTO work_sessions (id, owner_id, client_id, project_id, summary, start_ns, end_ns)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [id, RequestContext.ownerId(), v.clientId, v.projectId, v.summary, v.startNs.toString(), v.endNs?.toString() ?? null],
    );
    return rows[0];
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(id: string, version: number, v: WorkSessionValues): Promise<WorkSessionRow | null> {
    const { rows } = await this.db.query<WorkSessionRow>(
      `UPDATE work_sessions
          SET client_id = $4, project_id = $5, summary = $6, start_ns = $7, end_ns = $8, version = version + 1, updated_at = now()
        WHERE owner_id = $1 AND id = $2 AND version = $3 RETURNING ${COLUMNS}`,
      [RequestContext.ownerId(), id, version, v.clientId, v.projectId, v.summary, v.startNs.toString(), v.endNs?.toString() ?? null],
    );
    return rows[0] ?? null;
  }

  async delete(id: string, version: number): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM work_sessions WHERE owner_id = $1 AND id = $2 AND version = $3', [RequestContext.ownerId(), id, version]);
    return rowCount === 1;
  }

  /** The client of an owned project (null client only for a legacy project); undefined when not owned. */
  async projectClient(projectId: string): Promise<{ clientId: string | null } | undefined> {
    const { rows } = await this.db.query<{ client_id: string | null }>('SELECT client_id FROM projects WHERE owner_id = $1 AND id = $2', [RequestContext.ownerId(), projectId]);
    return rows[0] ? { clientId: rows[0].client_id } : undefined;
  }

  async clientExists(clientId: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM clients WHERE owner_id = $1 AND id = $2', [RequestContext.ownerId(), clientId]);
    return rows.length === 1;
  }

  /** How many of these client IDs the owner has. */
  async countOwnedClients(clientIds: string[]): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients WHERE owner_id = $1 AND id = ANY ($2::uuid[])', [RequestContext.ownerId(), clientIds]);
    return rows[0].n;
  }

  async projectExists(projectId: string): Promise<boolean> {
    return (await this.projectClient(projectId)) !== undefined;
  }

  // ---- start-up backfill (legacy rows) ----

  /** Owners that still have legacy rows: a NULL client or a stored title. Cross-owner, start-up only. */
  async ownersWithLegacyRows(): Promise<string[]> {
    const { rows } = await this.db.query<{ owner_id: string }>(
      'SELECT DISTINCT owner_id FROM work_sessions WHERE client_id IS NULL OR title IS NOT NULL ORDER BY owner_id',
    );
    return rows.map((r) => r.owner_id);
  }

  /**
   * Folds legacy titles into summary and attaches client-less sessions to their project's client, else
   * General. Rows whose public fields change get version + 1; returns their IDs (for change events).
   * The title is cleared in every case (a blank title, or one equal to the summary, changes nothing visible).
   */
  async backfillLegacyRows(generalClientId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string; changed: boolean }>(
      `WITH legacy AS (
         SELECT w.id, w.client_id AS old_client, w.summary AS old_summary,
                COALESCE(w.client_id, p.client_id, $2::uuid) AS new_client,
                CASE
                  WHEN NULLIF(btrim(w.title), '') IS NULL THEN w.summary
                  WHEN w.summary IS NULL THEN left(btrim(w.title), ${4000})
                  WHEN w.summary = btrim(w.title) THEN w.summary
                  ELSE left(w.summary || E'\\n' || btrim(w.title), ${4000})
                END AS new_summary
           FROM work_sessions w
           LEFT JOIN projects p ON p.owner_id = w.owner_id AND p.id = w.project_id
          WHERE w.owner_id = $1 AND (w.client_id IS NULL OR w.title IS NOT NULL)
          FOR UPDATE OF w
       )
       UPDATE work_sessions w
          SET client_id = l.new_client, summary = l.new_summary, title = NULL,
              version = w.version + CASE WHEN l.old_client IS DISTINCT FROM l.new_client OR l.old_summary IS DISTINCT FROM l.new_summary THEN 1 ELSE 0 END,
              updated_at = now()
         FROM legacy l
        WHERE w.owner_id = $1 AND w.id = l.id
       RETURNING w.id, (l.old_client IS DISTINCT FROM l.new_client OR l.old_summary IS DISTINCT FROM l.new_summary) AS changed`,
      [RequestContext.ownerId(), generalClientId],
    );
    return rows.filter((r) => r.changed).map((r) => r.id);
  }
}
