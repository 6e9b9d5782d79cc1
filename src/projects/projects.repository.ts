import { Injectable } from '@nestjs/common';
import { containsPattern } from '../common/like';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';
import { ProjectIcon } from './dto/project.dto';

export interface ProjectRow {
  id: string;
  owner_id: string;
  name: string;
  /** NULL only in legacy rows until the start-up backfill attaches them to General. */
  client_id: string | null;
  icon: ProjectIcon | null;
  billable_by_default: boolean;
  version: number;
  archived: boolean;
}

export interface ProjectFilters {
  q: string | null;
  clientIds: string[] | null;
  archived: boolean | null;
}

const COLUMNS = 'id, owner_id, name, client_id, icon, billable_by_default, version, archived';

/** All SQL for projects; every statement is scoped to the owner in context. */
@Injectable()
export class ProjectsRepository {
  constructor(private readonly db: Database) {}

  async list(filters: ProjectFilters, afterId: string | null, take: number): Promise<ProjectRow[]> {
    const { rows } = await this.db.query<ProjectRow>(
      `SELECT ${COLUMNS} FROM projects
        WHERE owner_id = $1
          AND ($2::text IS NULL OR lower(name) LIKE lower($2))
          AND ($3::uuid[] IS NULL OR client_id = ANY($3::uuid[]))
          AND ($4::uuid IS NULL OR id > $4::uuid)
          AND ($6::boolean IS NULL OR archived = $6::boolean)
        ORDER BY id LIMIT $5`,
      [RequestContext.ownerId(), filters.q === null ? null : containsPattern(filters.q), filters.clientIds, afterId, take, filters.archived],
    );
    return rows;
  }

  async find(id: string): Promise<ProjectRow | null> {
    const { rows } = await this.db.query<ProjectRow>(`SELECT ${COLUMNS} FROM projects WHERE owner_id = $1 AND id = $2`, [RequestContext.ownerId(), id]);
    return rows[0] ?? null;
  }

  /** How many of these (distinct) client IDs the owner has. */
  async countOwnedClients(clientIds: string[]): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM clients WHERE owner_id = $1 AND id = ANY($2::uuid[])',
      [RequestContext.ownerId(), clientIds],
    );
    return rows[0].n;
  }

  async insert(id: string, name: string, clientId: string, icon: ProjectIcon | null, billableByDefault = false, archived = false): Promise<ProjectRow> {
    const { rows } = await this.db.query<ProjectRow>(
      `INSERT INTO projects (id, owner_id, name, client_id, icon, billable_by_default, archived) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [id, RequestContext.ownerId(), name, clientId, icon, billableByDefault, archived],
    );
    return rows[0];
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(
    id: string, version: number, name: string, clientId: string, icon: ProjectIcon | null, billableByDefault: boolean, archived: boolean,
  ): Promise<ProjectRow | null> {
    const { rows } = await this.db.query<ProjectRow>(
      `UPDATE projects SET name = $4, client_id = $5, icon = $6, billable_by_default = $7, archived = $8, version = version + 1, updated_at = now()
        WHERE owner_id = $1 AND id = $2 AND version = $3 RETURNING ${COLUMNS}`,
      [RequestContext.ownerId(), id, version, name, clientId, icon, billableByDefault, archived],
    );
    return rows[0] ?? null;
  }

  async delete(id: string, version: number): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM projects WHERE owner_id = $1 AND id = $2 AND version = $3', [RequestContext.ownerId(), id, version]);
    return rowCount === 1;
  }

  /** Start-up backfill: attaches the owner's projects without a client to `clientId`; the IDs of those changed, in ID order. */
  async attachClientless(clientId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE projects SET client_id = $2, version = version + 1, updated_at = now()
        WHERE owner_id = $1 AND client_id IS NULL RETURNING id`,
      [RequestContext.ownerId(), clientId],
    );
    return rows.map((r) => r.id).sort();
  }

  /**
   * Maintenance query across owners (start-up only): owners that still lack a General client or
   * still have projects without a client. Each is then handled in its own owner-locked transaction.
   */
  async ownersNeedingGeneral(): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT o.id FROM owners o
        WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.owner_id = o.id AND c.is_general)
           OR EXISTS (SELECT 1 FROM projects p WHERE p.owner_id = o.id AND p.client_id IS NULL)
        ORDER BY o.id`,
    );
    return rows.map((r) => r.id);
  }
}
