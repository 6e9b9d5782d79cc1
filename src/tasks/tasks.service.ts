import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { UNCHANGED, VersionedRecords, VersionedWrites } from '../changes/versioned-writes';
import { IfMatch } from '../common/http/etag';
import { archivedFilter } from '../common/http/fields';
import { Problem } from '../common/http/problem';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/database';
import { ProjectsService } from '../projects/projects.service';
import { ExternalReference, TaskCreateInput, TaskInput, TaskListQuery, TaskResponse } from './dto/task.dto';
import { TaskFilters, TaskRecord, TaskRow, TasksRepository, compareReferences } from './tasks.repository';
import { toTaskResponse } from './dto/task.mapper';

export const HIERARCHY_CONFLICT = 'HIERARCHY_CONFLICT';
export const EXTERNAL_REFERENCE_CONFLICT = 'EXTERNAL_REFERENCE_CONFLICT';

const identityTaken = () => Problem.conflict(EXTERNAL_REFERENCE_CONFLICT, 'This provider identity is already linked to a task');

@Injectable()
export class TasksService {
  private readonly records: VersionedRecords<TaskRecord, TaskResponse>;

  constructor(
    private readonly tasks: TasksRepository,
    private readonly projects: ProjectsService,
    writes: VersionedWrites,
    private readonly paginator: Paginator,
  ) {
    this.records = writes.of({
      type: 'task',
      missing: 'No such task',
      load: async (id) => {
        const row = await tasks.find(id);
        return row ? this.record(row) : null;
      },
      present: toTaskResponse,
    });
  }

  async list(query: TaskListQuery): Promise<Page<TaskResponse>> {
    const unassigned = query.unassigned === undefined ? null : query.unassigned === 'true';
    if (unassigned === true && query.projectId !== undefined) throw Problem.badRequest('unassigned=true cannot be combined with projectId');
    const filters: TaskFilters = {
      q: query.q ? query.q : null,
      projectId: query.projectId ?? null,
      parentTaskId: query.parentTaskId ?? null,
      unassigned,
      archived: archivedFilter(query.archived),
    };
    // Foreign filter values are indistinguishable from missing ones: 404.
    if (filters.projectId !== null) await this.projects.found(filters.projectId);
    if (filters.parentTaskId !== null) await this.found(filters.parentTaskId);
    return this.paginator.page(query, {
      filters: {
        q: filters.q,
        projectId: filters.projectId,
        parentTaskId: filters.parentTaskId,
        unassigned: filters.unassigned,
        ...(filters.archived === null ? {} : { archived: filters.archived }),
      },
      fetch: async (after, take) => this.tasks.withReferences(await this.tasks.list(filters, after?.[0] ?? null, take)),
      keyOf: (row) => [row.id],
      map: toTaskResponse,
    });
  }

  async get(id: string): Promise<TaskResponse> {
    return toTaskResponse(await this.record(await this.found(id)));
  }

  async findByReference(ref: ExternalReference): Promise<TaskResponse> {
    const taskId = await this.tasks.linkedTaskId(ref);
    const row = taskId === null ? null : await this.tasks.find(taskId);
    if (!row) throw Problem.notFound('No task is linked to this provider identity');
    return toTaskResponse(await this.record(row));
  }

  create(input: TaskCreateInput): Promise<TaskResponse> {
    const references = input.externalReferences ?? [];
    assertDistinct(references);
    return this.records.create(async () => {
      const projectId = input.projectId ?? null;
      const parentTaskId = input.parentTaskId ?? null;
      if (projectId !== null) await this.projects.found(projectId);
      const parent = parentTaskId === null ? null : await this.found(parentTaskId);
      assertParentProject(projectId, parent);
      for (const ref of references) if ((await this.tasks.linkedTaskId(ref)) !== null) throw identityTaken();
      const id = uuidv7();
      await this.tasks.insert(id, input.summary, input.url ?? null, projectId, parentTaskId, input.archived ?? false);
      for (const ref of references) await this.linkOrConflict(id, ref);
      return { ...(await this.found(id)), references };
    });
  }

  update(id: string, ifMatch: IfMatch, input: TaskInput): Promise<TaskResponse> {
    return this.records.update(id, ifMatch, async (current) => {
      const { projectId, parentTaskId } = input;
      // Relations first (404), then the hierarchy (409), then the subtask rule (422).
      if (projectId !== null) await this.projects.found(projectId);
      const parent = parentTaskId === null ? null : await this.found(parentTaskId);
      if (parentTaskId === id) throw Problem.conflict(HIERARCHY_CONFLICT, 'A task cannot be its own parent');
      if (parent && (await this.tasks.selfAndAncestors(parent.id)).includes(id)) {
        throw Problem.conflict(HIERARCHY_CONFLICT, 'The new parent is a subtask of this task: that would make a cycle');
      }
      if (projectId !== current.projectId && (await this.tasks.hasChildren(id))) {
        throw Problem.conflict(HIERARCHY_CONFLICT, 'A task that has subtasks cannot move to another project');
      }
      assertParentProject(projectId, parent);
      // Omitted keeps the archived flag.
      const archived = input.archived ?? current.archived;
      if (
        current.summary === input.summary &&
        current.url === input.url &&
        current.projectId === projectId &&
        current.parentTaskId === parentTaskId &&
        current.archived === archived
      ) {
        return UNCHANGED;
      }
      const row = await this.tasks.update(id, current.version, input.summary, input.url, projectId, parentTaskId, archived);
      return row && { ...row, references: current.references };
    });
  }

  delete(id: string, ifMatch: IfMatch): Promise<void> {
    // Activities refer to tasks through composite foreign keys without cascade.
    return this.records.delete(
      id,
      ifMatch,
      async (current) => {
        if (await this.tasks.hasChildren(id)) throw Problem.inUse('The task has subtasks');
        return this.tasks.delete(id, current.version);
      },
      { inUse: 'The task has subtasks or activities' },
    );
  }

  /** Links a provider identity to the task; already linked here is a no-op, linked to another task 409. */
  linkReference(id: string, ifMatch: IfMatch, ref: ExternalReference): Promise<TaskResponse> {
    return this.records.update(id, ifMatch, async (current) => {
      const linkedTo = await this.tasks.linkedTaskId(ref);
      if (linkedTo === id) return UNCHANGED;
      if (linkedTo !== null) throw identityTaken();
      await this.linkOrConflict(id, ref);
      return this.bump(current, [...current.references, ref]);
    });
  }

  /** Unlinks a provider identity from the task; the link stays in the history. Not linked here: 404. */
  unlinkReference(id: string, ifMatch: IfMatch, ref: ExternalReference): Promise<TaskResponse> {
    return this.records.update(id, ifMatch, async (current) => {
      if (!(await this.tasks.unlink(id, ref))) throw Problem.notFound('This provider identity is not linked to the task');
      return this.bump(
        current,
        current.references.filter((r) => compareReferences(r, ref) !== 0),
      );
    });
  }

  /** The owner's task, or 404 (missing and foreign alike). For other modules validating relations. */
  async found(id: string): Promise<TaskRow> {
    const row = await this.tasks.find(id);
    if (!row) throw Problem.notFound('No such task');
    return row;
  }

  private async record(row: TaskRow): Promise<TaskRecord> {
    return (await this.tasks.withReferences([row]))[0];
  }

  /** The link table changed: the task's representation did, so its version moves (null: stale). */
  private async bump(current: TaskRecord, references: ExternalReference[]): Promise<TaskRecord | null> {
    const row = await this.tasks.bumpVersion(current.id, current.version);
    return row && { ...row, references };
  }

  private async linkOrConflict(taskId: string, ref: ExternalReference): Promise<void> {
    try {
      await this.tasks.link(taskId, ref);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw identityTaken();
      throw error;
    }
  }
}

function assertDistinct(references: ExternalReference[]): void {
  const sorted = [...references].sort(compareReferences);
  for (let i = 1; i < sorted.length; i++) {
    if (compareReferences(sorted[i - 1], sorted[i]) === 0) {
      throw Problem.validation('externalReferences lists the same provider identity twice', [
        { field: 'externalReferences', message: 'identities must be distinct' },
      ]);
    }
  }
}

/** A subtask has the same non-null project as its parent (422; a parent without a project cannot have subtasks). */
function assertParentProject(projectId: string | null, parent: TaskRow | null): void {
  if (parent === null) return;
  if (parent.projectId === null) {
    throw Problem.validation('The parent task has no project, so it cannot have subtasks', [
      { field: 'parentTaskId', message: 'the parent task has no project' },
    ]);
  }
  if (projectId !== parent.projectId) {
    throw Problem.validation('A subtask must have the same project as its parent', [
      { field: 'projectId', message: "must equal the parent task's projectId" },
    ]);
  }
}
