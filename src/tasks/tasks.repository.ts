import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { containsPattern } from '../common/like';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';
import { ExternalReference } from './dto/task.dto';

export interface TaskRow {
  id: string;
  owner_id: string;
  summary: string;
  url: string | null;
  project_id: string | null;
  parent_task_id: string | null;
  version: number;
  archived: boolean;
}

/** A task with its currently linked references. */
export interface TaskRecord extends TaskRow {
  references: ExternalReference[];
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Deterministic order: providerId, repositoryId, externalId, each in UTF-16 code-unit order (never a collation). */
export function compareReferences(a: ExternalReference, b: ExternalReference): number {
  return byCodeUnits(a.providerId, b.providerId) || byCodeUnits(a.repositoryId, b.repositoryId) || byCodeUnits(a.externalId, b.externalId);
}

/**
 * sha256 over an unambiguous encoding of the identity: each part as its UTF-8 byte length (u32 big
 * endian) followed by the bytes. Parts may be up to 5,296 characters together, too long for a btree
 * entry, so uniqueness is enforced on the hash (with the parts compared again on lookup).
 */
export function identityHash(ref: ExternalReference): Buffer {
  const hash = createHash('sha256');
  for (const part of [ref.providerId, ref.repositoryId, ref.externalId]) {
    const bytes = Buffer.from(part, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    hash.update(length).update(bytes);
  }
  return hash.digest();
}

export interface TaskFilters {
  q: string | null;
  projectId: string | null;
  parentTaskId: string | null;
  /** true: no project; false: with a project; null: either. */
  unassigned: boolean | null;
  /** null: either. */
  archived: boolean | null;
}

const COLUMNS = 'id, owner_id, summary, url, project_id, parent_task_id, version, archived';

interface ReferenceRow {
  task_id: string;
  provider_id: string;
  repository_id: string;
  external_id: string;
}

/** All SQL for tasks and their provider references; every statement is scoped to the owner in context. */
@Injectable()
export class TasksRepository {
  constructor(private readonly db: Database) {}

  async list(filters: TaskFilters, afterId: string | null, take: number): Promise<TaskRow[]> {
    const { rows } = await this.db.query<TaskRow>(
      `SELECT ${COLUMNS} FROM tasks
        WHERE owner_id = $1
          AND ($2::text IS NULL OR lower(summary) LIKE lower($2))
          AND ($3::uuid IS NULL OR project_id = $3::uuid)
          AND ($4::uuid IS NULL OR parent_task_id = $4::uuid)
          AND ($5::boolean IS NULL OR (project_id IS NULL) = $5::boolean)
          AND ($6::uuid IS NULL OR id > $6::uuid)
          AND ($8::boolean IS NULL OR archived = $8::boolean)
        ORDER BY id LIMIT $7`,
      [RequestContext.ownerId(), filters.q === null ? null : containsPattern(filters.q), filters.projectId, filters.parentTaskId, filters.unassigned, afterId, take, filters.archived],
    );
    return rows;
  }

  async find(id: string): Promise<TaskRow | null> {
    const { rows } = await this.db.query<TaskRow>(`SELECT ${COLUMNS} FROM tasks WHERE owner_id = $1 AND id = $2`, [RequestContext.ownerId(), id]);
    return rows[0] ?? null;
  }

  /** The rows with their linked references (one query for all of them). */
  async withReferences(rows: TaskRow[]): Promise<TaskRecord[]> {
    if (rows.length === 0) return [];
    const { rows: refs } = await this.db.query<ReferenceRow>(
      `SELECT task_id, provider_id, repository_id, external_id FROM task_external_references
        WHERE owner_id = $1 AND task_id = ANY($2::uuid[]) AND unlinked_at IS NULL`,
      [RequestContext.ownerId(), rows.map((r) => r.id)],
    );
    const byTask = new Map<string, ExternalReference[]>();
    for (const ref of refs) {
      const list = byTask.get(ref.task_id) ?? [];
      list.push({ providerId: ref.provider_id, repositoryId: ref.repository_id, externalId: ref.external_id });
      byTask.set(ref.task_id, list);
    }
    return rows.map((row) => ({ ...row, references: byTask.get(row.id) ?? [] }));
  }

  /** The task itself and every ancestor, nearest first (the hierarchy is kept acyclic; the depth bound is a guard). */
  async selfAndAncestors(id: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `WITH RECURSIVE chain (id, parent_task_id, depth) AS (
         SELECT id, parent_task_id, 0 FROM tasks WHERE owner_id = $1 AND id = $2
         UNION ALL
         SELECT t.id, t.parent_task_id, c.depth + 1 FROM tasks t JOIN chain c ON t.owner_id = $1 AND t.id = c.parent_task_id
          WHERE c.depth < 100000
       ) SELECT id FROM chain ORDER BY depth`,
      [RequestContext.ownerId(), id],
    );
    return rows.map((r) => r.id);
  }

  async hasChildren(id: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM tasks WHERE owner_id = $1 AND parent_task_id = $2 LIMIT 1', [RequestContext.ownerId(), id]);
    return rows.length > 0;
  }

  async insert(id: string, summary: string, url: string | null, projectId: string | null, parentTaskId: string | null, archived = false): Promise<TaskRow> {
    const { rows } = await this.db.query<TaskRow>(
      `INSERT INTO tasks (id, owner_id, summary, url, project_id, parent_task_id, archived) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [id, RequestContext.ownerId(), summary, url, projectId, parentTaskId, archived],
    );
    return rows[0];
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(
    id: string, version: number, summary: string, url: string | null, projectId: string | null, parentTaskId: string | null, archived: boolean,
  ): Promise<TaskRow | null> {
    const { rows } = await this.db.query<TaskRow>(
      `UPDATE tasks SET summary = $4, url = $5, project_id = $6, parent_task_id = $7, archived = $8, version = version + 1, updated_at = now()
        WHERE owner_id = $1 AND id = $2 AND version = $3 RETURNING ${COLUMNS}`,
      [RequestContext.ownerId(), id, version, summary, url, projectId, parentTaskId, archived],
    );
    return rows[0] ?? null;
  }

  /** A change of the task's references is a change of the task: its version moves on. */
  async bumpVersion(id: string, version: number): Promise<TaskRow | null> {
    const { rows } = await this.db.query<TaskRow>(
      `UPDATE tasks SET version = version + 1, updated_at = now() WHERE owner_id = $1 AND id = $2 AND version = $3 RETURNING ${COLUMNS}`,
      [RequestContext.ownerId(), id, version],
    );
    return rows[0] ?? null;
  }

  async delete(id: string, version: number): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM tasks WHERE owner_id = $1 AND id = $2 AND version = $3', [RequestContext.ownerId(), id, version]);
    return rowCount === 1;
  }

  /** The task the identity is currently linked to, if any. */
  async linkedTaskId(ref: ExternalReference): Promise<string | null> {
    const { rows } = await this.db.query<{ task_id: string }>(
      `SELECT task_id FROM task_external_references
        WHERE owner_id = $1 AND identity_hash = $2 AND unlinked_at IS NULL
          AND provider_id = $3 AND repository_id = $4 AND external_id = $5`,
      [RequestContext.ownerId(), identityHash(ref), ref.providerId, ref.repositoryId, ref.externalId],
    );
    return rows[0]?.task_id ?? null;
  }

  /** Links the identity (a unique violation means it is linked already). */
  async link(taskId: string, ref: ExternalReference): Promise<void> {
    await this.db.query(
      `INSERT INTO task_external_references (owner_id, task_id, provider_id, repository_id, external_id, identity_hash)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [RequestContext.ownerId(), taskId, ref.providerId, ref.repositoryId, ref.externalId, identityHash(ref)],
    );
  }

  /** Ends the current link of the identity to the task, keeping the row as history; false when not linked. */
  async unlink(taskId: string, ref: ExternalReference): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE task_external_references SET unlinked_at = now()
        WHERE owner_id = $1 AND identity_hash = $2 AND unlinked_at IS NULL AND task_id = $3
          AND provider_id = $4 AND repository_id = $5 AND external_id = $6`,
      [RequestContext.ownerId(), identityHash(ref), taskId, ref.providerId, ref.repositoryId, ref.externalId],
    );
    return rowCount === 1;
  }
}
