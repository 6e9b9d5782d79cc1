import { Injectable } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';

export interface RateRow {
  id: string;
  owner_id: string;
  client_id: string | null;
  project_id: string | null;
  task_id: string | null;
  /** numeric as text, e.g. "80.5000". */
  hourly_rate: string;
  currency: string;
  effective_from_ns: string | null;
  version: number;
}

export interface RateFields {
  clientId: string | null;
  projectId: string | null;
  taskId: string | null;
  /** Canonical decimal text. */
  hourlyRate: string;
  currency: string;
  effectiveFromNs: bigint | null;
}

export interface RateFilters {
  clientId: string | null;
  projectId: string | null;
  taskId: string | null;
}

export const RATE_SCOPE_INDEX = 'rates_owner_scope_effective_idx';
const COLUMNS = 'id, owner_id, client_id, project_id, task_id, hourly_rate::text AS hourly_rate, currency, effective_from_ns::text AS effective_from_ns, version';
const str = (ns: bigint | null) => (ns === null ? null : ns.toString());

/** All SQL for rates; every statement is scoped to the owner in context. */
@Injectable()
export class RatesRepository {
  constructor(private readonly db: Database) {}

  async list(filters: RateFilters, afterId: string | null, take: number): Promise<RateRow[]> {
    const { rows } = await this.db.query<RateRow>(
      `SELECT ${COLUMNS} FROM rates
        WHERE owner_id = $1
          AND ($2::uuid IS NULL OR client_id = $2::uuid)
          AND ($3::uuid IS NULL OR project_id = $3::uuid)
          AND ($4::uuid IS NULL OR task_id = $4::uuid)
          AND ($5::uuid IS NULL OR id > $5::uuid)
        ORDER BY id LIMIT $6`,
      [RequestContext.ownerId(), filters.clientId, filters.projectId, filters.taskId, afterId, take],
    );
    return rows;
  }

  async find(id: string): Promise<RateRow | null> {
    const { rows } = await this.db.query<RateRow>(`SELECT ${COLUMNS} FROM rates WHERE owner_id = $1 AND id = $2`, [RequestContext.ownerId(), id]);
    return rows[0] ?? null;
  }

  /** Whether the owner has the record a scope names (one of the three, or none: true). */
  async scopeExists(scope: RateFilters): Promise<boolean> {
    const { rows } = await this.db.query<{ ok: boolean }>(
      `SELECT ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM clients WHERE owner_id = $1 AND id = $2::uuid))
          AND ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM projects WHERE owner_id = $1 AND id = $3::uuid))
          AND ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM tasks WHERE owner_id = $1 AND id = $4::uuid)) AS ok`,
      [RequestContext.ownerId(), scope.clientId, scope.projectId, scope.taskId],
    );
    return rows[0].ok;
  }

  async insert(id: string, f: RateFields): Promise<RateRow> {
    const { rows } = await this.db.query<RateRow>(
      `INSERT INTO rates (id, owner_id, client_id, project_id, task_id, hourly_rate, currency, effective_from_ns)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7, $8::bigint) RETURNING ${COLUMNS}`,
      [id, RequestContext.ownerId(), f.clientId, f.projectId, f.taskId, f.hourlyRate, f.currency, str(f.effectiveFromNs)],
    );
    return rows[0];
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(id: string, version: number, f: RateFields): Promise<RateRow | null> {
    const { rows } = await this.db.query<RateRow>(
      `UPDATE rates SET client_id = $4, project_id = $5, task_id = $6, hourly_rate = $7::numeric, currency = $8, effective_from_ns = $9::bigint,
              version = version + 1, updated_at = now()
        WHERE owner_id = $1 AND id = $2 AND version = $3 RETURNING ${COLUMNS}`,
      [RequestContext.ownerId(), id, version, f.clientId, f.projectId, f.taskId, f.hourlyRate, f.currency, str(f.effectiveFromNs)],
    );
    return rows[0] ?? null;
  }

  async delete(id: string, version: number): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM rates WHERE owner_id = $1 AND id = $2 AND version = $3', [RequestContext.ownerId(), id, version]);
    return rowCount === 1;
  }
}
