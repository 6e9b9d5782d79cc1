import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';
import { InjectOwnedRepository, OwnedRepository } from '../db/owned-repository';
import { WorkSessionEntity } from './work-session.entity';

/** A work session as the service reads it (the entity's public columns; title and span are never read out). */
export type WorkSessionRow = Pick<
  WorkSessionEntity,
  'id' | 'ownerId' | 'clientId' | 'projectId' | 'summary' | 'startNs' | 'endNs' | 'version'
>;

/** The editable state of a session, as the service decides it. */
export interface WorkSessionValues {
  clientId: string;
  projectId: string | null;
  summary: string | null;
  startNs: bigint;
  endNs: bigint | null;
}

const COLUMNS: Array<keyof WorkSessionEntity> = ['id', 'ownerId', 'clientId', 'projectId', 'summary', 'startNs', 'endNs', 'version'];

/** The public columns for hand-written SQL, as {@link SqlSessionRow} (`w.` names them in a join). */
export function sessionColumns(alias = ''): string {
  const c = (name: string) => `${alias}${name}`;
  return (
    `${c('id')}, ${c('owner_id')} AS "ownerId", ${c('client_id')} AS "clientId", ${c('project_id')} AS "projectId", ${c('summary')}, ` +
    `${c('start_ns')}::text AS "startNs", ${c('end_ns')}::text AS "endNs", ${c('version')}`
  );
}

/** A row that hand-written SQL read with {@link sessionColumns}: int8 arrives as text. */
export type SqlSessionRow = Omit<WorkSessionRow, 'startNs' | 'endNs'> & { startNs: string; endNs: string | null };

/** {@link SqlSessionRow} to the entity's shape (what TypeORM reads through the BIGINT transformer). */
export function sessionRow(row: SqlSessionRow): WorkSessionRow {
  return { ...row, startNs: BigInt(row.startNs), endNs: row.endNs === null ? null : BigInt(row.endNs) };
}

export interface ListFilters {
  projectId: string | null;
  clientIds: string[] | null;
  range: { from: bigint; to: bigint } | null;
}

const LIST = `SELECT ${sessionColumns()} FROM work_sessions
        WHERE owner_id = $1
          AND ($2::uuid IS NULL OR project_id = $2::uuid)
          AND ($3::uuid[] IS NULL OR client_id = ANY ($3::uuid[]))
          AND ($4::bigint IS NULL OR span && int8range($4::bigint, $5::bigint, '[)'))
          AND ($6::uuid IS NULL OR id > $6::uuid)
        ORDER BY id LIMIT $7`;

/**
 * Work sessions: reads and writes of single sessions through TypeORM, an {@link OwnedRepository}, so
 * every statement on `work_sessions` is scoped to the owner in context by construction. Hand-written
 * SQL, each statement with its owner_id: the list (its range filter is an overlap over the generated
 * `span`, GiST), the reference checks on clients and projects, and the start-up backfill.
 */
@Injectable()
export class WorkSessionsRepository {
  constructor(
    private readonly db: Database,
    @InjectOwnedRepository(WorkSessionEntity) private readonly sessions: OwnedRepository<WorkSessionEntity>,
  ) {}

  /** A page in ID order; hand-written: the range filter is `span && int8range(from, to)` on the GiST index. */
  async list(filters: ListFilters, afterId: string | null, take: number): Promise<WorkSessionRow[]> {
    const { rows } = await this.db.query<SqlSessionRow>(LIST, [
      RequestContext.ownerId(),
      filters.projectId,
      filters.clientIds,
      filters.range?.from.toString() ?? null,
      filters.range?.to.toString() ?? null,
      afterId,
      take,
    ]);
    return rows.map(sessionRow);
  }

  find(id: string): Promise<WorkSessionRow | null> {
    return this.sessions.findOne({ select: COLUMNS, where: { id } });
  }

  /** The owner's running session (at most one: the partial unique index work_sessions_one_running_idx). */
  findRunning(): Promise<WorkSessionRow | null> {
    return this.sessions.findOne({ select: COLUMNS, where: { endNs: IsNull() } });
  }

  async insert(id: string, v: WorkSessionValues): Promise<WorkSessionRow> {
    return this.sessions.insertReturning(
      { id, clientId: v.clientId, projectId: v.projectId, summary: v.summary, startNs: v.startNs, endNs: v.endNs },
      COLUMNS,
    );
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(id: string, version: number, v: WorkSessionValues): Promise<WorkSessionRow | null> {
    return this.sessions.updateVersioned(
      id,
      version,
      { clientId: v.clientId, projectId: v.projectId, summary: v.summary, startNs: v.startNs, endNs: v.endNs },
      COLUMNS,
    );
  }

  async delete(id: string, version: number): Promise<boolean> {
    return (await this.sessions.delete({ id, version })) === 1;
  }

  /** The project's sessions take its new client (version bumped); the IDs of those that changed. */
  async followProjectClient(projectId: string, clientId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE work_sessions SET client_id = $3, version = version + 1, updated_at = now()
        WHERE owner_id = $1 AND project_id = $2 AND client_id IS DISTINCT FROM $3
       RETURNING id`,
      [RequestContext.ownerId(), projectId, clientId],
    );
    return rows.map((row) => row.id).sort();
  }

  // ---- reference checks: hand-written, they read other modules' tables (projects, clients) ----

  /** The client of an owned project (null client only for a legacy project); undefined when not owned. */
  async projectClient(projectId: string): Promise<{ clientId: string | null } | undefined> {
    const { rows } = await this.db.query<{ client_id: string | null }>('SELECT client_id FROM projects WHERE owner_id = $1 AND id = $2', [
      RequestContext.ownerId(),
      projectId,
    ]);
    return rows[0] ? { clientId: rows[0].client_id } : undefined;
  }

  async clientExists(clientId: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM clients WHERE owner_id = $1 AND id = $2', [RequestContext.ownerId(), clientId]);
    return rows.length === 1;
  }

  /** How many of these client IDs the owner has. */
  async countOwnedClients(clientIds: string[]): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM clients WHERE owner_id = $1 AND id = ANY ($2::uuid[])',
      [RequestContext.ownerId(), clientIds],
    );
    return rows[0].n;
  }

  async projectExists(projectId: string): Promise<boolean> {
    return (await this.projectClient(projectId)) !== undefined;
  }

  // ---- start-up backfill (legacy rows) ----

  /** Owners that still have legacy rows: a NULL client or a stored title. Cross-owner (hand-written), start-up only. */
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
   * Hand-written: one statement joins projects and bumps the version only where a public field changes,
   * per row, which TypeORM's update (one set of values for every row it matches) cannot say.
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
