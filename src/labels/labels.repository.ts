import { Injectable } from '@nestjs/common';
import { containsPattern } from '../common/like';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';

export interface LabelRow {
  id: string;
  owner_id: string;
  name: string;
  color: string | null;
  version: number;
  archived: boolean;
}

const COLUMNS = 'id, owner_id, name, color, version, archived';

/** All SQL for labels; every statement is scoped to the owner in context (except the start-up scan). */
@Injectable()
export class LabelsRepository {
  constructor(private readonly db: Database) {}

  async list(q: string | null, archived: boolean | null, afterId: string | null, take: number): Promise<LabelRow[]> {
    const { rows } = await this.db.query<LabelRow>(
      `SELECT ${COLUMNS} FROM labels
        WHERE owner_id = $1 AND ($2::text IS NULL OR lower(name) LIKE lower($2))
          AND ($3::uuid IS NULL OR id > $3::uuid)
          AND ($5::boolean IS NULL OR archived = $5::boolean)
        ORDER BY id LIMIT $4`,
      [RequestContext.ownerId(), q === null ? null : containsPattern(q), afterId, take, archived],
    );
    return rows;
  }

  async find(id: string): Promise<LabelRow | null> {
    const { rows } = await this.db.query<LabelRow>(`SELECT ${COLUMNS} FROM labels WHERE owner_id = $1 AND id = $2`, [RequestContext.ownerId(), id]);
    return rows[0] ?? null;
  }

  /** Which of these label IDs the owner has (for modules that refer to labels). */
  async ownedIds(ids: string[]): Promise<Set<string>> {
    const { rows } = await this.db.query<{ id: string }>('SELECT id FROM labels WHERE owner_id = $1 AND id = ANY($2::uuid[])', [RequestContext.ownerId(), ids]);
    return new Set(rows.map((r) => r.id));
  }

  async isEmpty(): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM labels WHERE owner_id = $1 LIMIT 1', [RequestContext.ownerId()]);
    return rows.length === 0;
  }

  async insert(id: string, name: string, color: string | null, archived = false): Promise<LabelRow> {
    const { rows } = await this.db.query<LabelRow>(
      `INSERT INTO labels (id, owner_id, name, color, archived) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [id, RequestContext.ownerId(), name, color, archived],
    );
    return rows[0];
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(id: string, version: number, name: string, color: string | null, archived: boolean): Promise<LabelRow | null> {
    const { rows } = await this.db.query<LabelRow>(
      `UPDATE labels SET name = $4, color = $5, archived = $6, version = version + 1, updated_at = now()
        WHERE owner_id = $1 AND id = $2 AND version = $3 RETURNING ${COLUMNS}`,
      [RequestContext.ownerId(), id, version, name, color, archived],
    );
    return rows[0] ?? null;
  }

  async delete(id: string, version: number): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM labels WHERE owner_id = $1 AND id = $2 AND version = $3', [RequestContext.ownerId(), id, version]);
    return rowCount === 1;
  }

  /** Maintenance query across owners (start-up only): owners whose label set is empty. */
  async ownersWithoutLabels(): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT o.id FROM owners o WHERE NOT EXISTS (SELECT 1 FROM labels l WHERE l.owner_id = o.id) ORDER BY o.id',
    );
    return rows.map((r) => r.id);
  }
}
