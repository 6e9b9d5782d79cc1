import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, Not, Raw } from 'typeorm';
import { containsPattern } from '../common/like';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';
import { InjectOwnedRepository, OwnedRepository } from '../db/owned-repository';
import { ExternalReference } from './dto/task.dto';
import { TaskExternalReferenceEntity } from './task-external-reference.entity';
import { TaskEntity } from './task.entity';

/** A task as the service reads it (the entity's columns a response shows). */
export type TaskRow = Pick<TaskEntity, 'id' | 'ownerId' | 'summary' | 'url' | 'projectId' | 'parentTaskId' | 'version' | 'archived'>;

/** A task with its currently linked references. */
export type TaskRecord = TaskRow & { references: ExternalReference[] };

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

const COLUMNS: Array<keyof TaskEntity> = ['id', 'ownerId', 'summary', 'url', 'projectId', 'parentTaskId', 'version', 'archived'];
const REFERENCE_COLUMNS: Array<keyof TaskExternalReferenceEntity> = ['id', 'taskId', 'providerId', 'repositoryId', 'externalId'];

/** The current link of an identity: its hash (the unique index) and, compared again, its parts. */
const currentLink = (ref: ExternalReference) => ({
  identityHash: identityHash(ref),
  unlinkedAt: IsNull(),
  providerId: ref.providerId,
  repositoryId: ref.repositoryId,
  externalId: ref.externalId,
});

/**
 * Tasks and their provider references, through TypeORM: an {@link OwnedRepository} per table, so
 * every statement is scoped to the owner in context by construction (not a hot path: the tracking
 * commands check their task in their own statement, in src/activities). The one hand-written
 * statement is the recursive ancestor walk ({@link selfAndAncestors}), which keeps its owner_id.
 */
@Injectable()
export class TasksRepository {
  constructor(
    private readonly db: Database,
    @InjectOwnedRepository(TaskEntity) private readonly tasks: OwnedRepository<TaskEntity>,
    @InjectOwnedRepository(TaskExternalReferenceEntity) private readonly references: OwnedRepository<TaskExternalReferenceEntity>,
  ) {}

  /** A page in ID order, filtered (summary containing q, case-insensitive; project, parent, unassigned, archived). */
  list(filters: TaskFilters, afterId: string | null, take: number): Promise<TaskRow[]> {
    // unassigned=true never comes with projectId (400); unassigned=false with a projectId is that project.
    const projectId =
      filters.projectId !== null
        ? filters.projectId
        : filters.unassigned === null
          ? undefined
          : filters.unassigned
            ? IsNull()
            : Not(IsNull());
    return this.tasks.find({
      select: COLUMNS,
      where: {
        ...(filters.q === null
          ? {}
          : { summary: Raw((summary) => `lower(${summary}) LIKE lower(:pattern)`, { pattern: containsPattern(filters.q) }) }),
        ...(projectId === undefined ? {} : { projectId }),
        ...(filters.parentTaskId === null ? {} : { parentTaskId: filters.parentTaskId }),
        ...(afterId === null ? {} : { id: MoreThan(afterId) }),
        ...(filters.archived === null ? {} : { archived: filters.archived }),
      },
      order: { id: 'ASC' },
      take,
    });
  }

  find(id: string): Promise<TaskRow | null> {
    return this.tasks.findOne({ select: COLUMNS, where: { id } });
  }

  /** The rows with their linked references (one query for all of them). */
  async withReferences(rows: TaskRow[]): Promise<TaskRecord[]> {
    if (rows.length === 0) return [];
    const refs = await this.references.find({
      select: REFERENCE_COLUMNS,
      where: { taskId: In(rows.map((r) => r.id)), unlinkedAt: IsNull() },
    });
    const byTask = new Map<string, ExternalReference[]>();
    for (const ref of refs) {
      const list = byTask.get(ref.taskId) ?? [];
      list.push({ providerId: ref.providerId, repositoryId: ref.repositoryId, externalId: ref.externalId });
      byTask.set(ref.taskId, list);
    }
    return rows.map((row) => ({ ...row, references: byTask.get(row.id) ?? [] }));
  }

  /**
   * The task itself and every ancestor, nearest first (the hierarchy is kept acyclic; the depth bound
   * is a guard). Hand-written: a recursive CTE walks the whole chain in one statement, which TypeORM's
   * find API cannot express (it would take one round trip per ancestor).
   */
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

  hasChildren(id: string): Promise<boolean> {
    return this.tasks.exists({ where: { parentTaskId: id } });
  }

  /** Inserts the task (the caller reads it back with {@link find} if it needs the row: bulk writers do not). */
  async insert(
    id: string,
    summary: string,
    url: string | null,
    projectId: string | null,
    parentTaskId: string | null,
    archived = false,
  ): Promise<void> {
    await this.tasks.insert({ id, summary, url, projectId, parentTaskId, archived });
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(
    id: string,
    version: number,
    summary: string,
    url: string | null,
    projectId: string | null,
    parentTaskId: string | null,
    archived: boolean,
  ): Promise<TaskRow | null> {
    const changed = await this.tasks.update(
      { id, version },
      { summary, url, projectId, parentTaskId, archived, version: () => 'version + 1', updatedAt: () => 'now()' },
    );
    return changed === 1 ? this.find(id) : null;
  }

  /** A change of the task's references is a change of the task: its version moves on. */
  async bumpVersion(id: string, version: number): Promise<TaskRow | null> {
    const changed = await this.tasks.update({ id, version }, { version: () => 'version + 1', updatedAt: () => 'now()' });
    return changed === 1 ? this.find(id) : null;
  }

  async delete(id: string, version: number): Promise<boolean> {
    return (await this.tasks.delete({ id, version })) === 1;
  }

  /** The task the identity is currently linked to, if any. */
  async linkedTaskId(ref: ExternalReference): Promise<string | null> {
    const row = await this.references.findOne({ select: ['id', 'taskId'], where: currentLink(ref) });
    return row?.taskId ?? null;
  }

  /** Links the identity (a unique violation means it is linked already). */
  async link(taskId: string, ref: ExternalReference): Promise<void> {
    await this.references.insert({
      taskId,
      providerId: ref.providerId,
      repositoryId: ref.repositoryId,
      externalId: ref.externalId,
      identityHash: identityHash(ref),
    });
  }

  /** Ends the current link of the identity to the task, keeping the row as history; false when not linked. */
  async unlink(taskId: string, ref: ExternalReference): Promise<boolean> {
    return (await this.references.update({ ...currentLink(ref), taskId }, { unlinkedAt: () => 'now()' })) === 1;
  }
}
