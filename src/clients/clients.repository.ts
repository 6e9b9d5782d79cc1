import { Injectable } from '@nestjs/common';
import { containsPattern } from '../common/like';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';

export interface ClientRow {
  id: string;
  owner_id: string;
  name: string;
  color: string;
  version: number;
  is_general: boolean;
  archived: boolean;
}

/** All SQL for clients; every statement is scoped to the owner in context. */
@Injectable()
export class ClientsRepository {
  constructor(private readonly db: Database) {}

  async list(q: string | null, archived: boolean | null, afterId: string | null, take: number): Promise<ClientRow[]> {
    const { rows } = await this.db.query<ClientRow>(
      `SELECT * FROM clients
        WHERE owner_id = $1 AND ($2::text IS NULL OR lower(name) LIKE lower($2))
          AND ($3::uuid IS NULL OR id > $3::uuid)
          AND ($5::boolean IS NULL OR archived = $5::boolean)
        ORDER BY id LIMIT $4`,
      [RequestContext.ownerId(), q === null ? null : containsPattern(q), afterId, take, archived],
    );
    return rows;
  }

  async find(id: string): Promise<ClientRow | null> {
    const { rows } = await this.db.query<ClientRow>('SELECT * FROM clients WHERE owner_id = $1 AND id = $2', [RequestContext.ownerId(), id]);
    return rows[0] ?? null;
  }

  async findGeneral(): Promise<ClientRow | null> {
    const { rows } = await this.db.query<ClientRow>('SELECT * FROM clients WHERE owner_id = $1 AND is_general', [RequestContext.ownerId()]);
    return rows[0] ?? null;
  }

  async insert(id: string, name: string, color: string, isGeneral = false, archived = false): Promise<ClientRow> {
    const { rows } = await this.db.query<ClientRow>(
      'INSERT INTO clients (id, owner_id, name, color, is_general, archived) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
      [id, RequestContext.ownerId(), name, color, isGeneral, archived],
    );
    return rows[0];
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(id: string, version: number, name: string, color: string, archived: boolean): Promise<ClientRow | null> {
    const { rows } = await this.db.query<ClientRow>(
      `UPDATE clients SET name = $4, color = $5, archived = $6, version = version + 1, updated_at = now()
        WHERE owner_id = $1 AND id = $2 AND version = $3 RETURNING *`,
      [RequestContext.ownerId(), id, version, name, color, archived],
    );
    return rows[0] ?? null;
  }

  async delete(id: string, version: number): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM clients WHERE owner_id = $1 AND id = $2 AND version = $3', [RequestContext.ownerId(), id, version]);
    return rowCount === 1;
  }
}
