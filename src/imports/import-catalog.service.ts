import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { ChangesService, EntityType } from '../changes/changes.service';
import { ClientsRepository } from '../clients/clients.repository';
import { ClientsService } from '../clients/clients.service';
import { Problem } from '../common/http/problem';
import { LabelsRepository } from '../labels/labels.repository';
import { ProjectsRepository } from '../projects/projects.repository';
import { TasksRepository } from '../tasks/tasks.repository';
import { EntryNames } from './import-rows';
import { Mapping, NormalizedMappings, catalogKey, mappingsByKey, typeOfKey, usedIds } from './import-mappings';
import { CatalogType, ImportJobRow, ImportsRepository } from './imports.repository';

/** Neutral color of clients an import creates (the source has none). */
const IMPORTED_CLIENT_COLOR = '#9E9E9E';

type CatalogFields = { name: string; clientId?: string; projectId?: string | null };

/**
 * The catalog side of an import: the `use` targets a job's mappings name must be owned, and while a
 * batch is written each name resolves to its mapped record, or to the one the job creates (once).
 */
@Injectable()
export class ImportCatalogService {
  constructor(
    private readonly imports: ImportsRepository,
    private readonly clients: ClientsRepository,
    private readonly clientsService: ClientsService,
    private readonly projects: ProjectsRepository,
    private readonly tasks: TasksRepository,
    private readonly labels: LabelsRepository,
    private readonly changes: ChangesService,
  ) {}

  /** `use` targets must be owned (404 otherwise, as any foreign reference). */
  async checkMappings(mappings: NormalizedMappings): Promise<void> {
    for (const [type, ids] of usedIds(mappings)) {
      const owned = await this.imports.ownedIds(type, ids);
      if (owned.size !== ids.length) throw Problem.notFound(`A mapping uses a ${type} that does not exist`);
    }
  }

  /** The job's catalog for writing one batch, its known records checked to exist in one query. */
  async forBatch(job: ImportJobRow): Promise<JobCatalog> {
    const catalog = new JobCatalog(this, job, mappingsByKey(job.mappings), await this.imports.jobCatalog(job.id));
    await catalog.verifyKnown();
    return catalog;
  }

  /** Creates a catalog record for a `create` mapping (once per job), with its event and provenance. */
  async create(job: ImportJobRow, type: CatalogType, key: string, fields: CatalogFields): Promise<string> {
    const id = uuidv7();
    if (type === 'client') await this.clients.insert(id, fields.name, IMPORTED_CLIENT_COLOR);
    else if (type === 'project')
      await this.projects.insert(id, fields.name, fields.clientId ?? (await this.clientsService.ensureGeneral()).id, null);
    else if (type === 'task') await this.tasks.insert(id, fields.name, null, fields.projectId ?? null, null);
    else await this.labels.insert(id, fields.name, null);
    await this.changes.record(type as EntityType, 'created', id);
    await this.imports.insertRecords(job.id, [{ entityType: type, entityId: id, kind: 'created', claimKey: null, catalogKey: key }]);
    return id;
  }

  ownedIds(type: CatalogType, ids: string[]): Promise<Set<string>> {
    return this.imports.ownedIds(type, ids);
  }

  ownedIdsOfTypes(byType: Map<CatalogType, string[]>): Promise<Set<string>> {
    return this.imports.ownedIdsOfTypes(byType);
  }
}

/** The catalog decisions of one job while a batch is written: `use` targets, records created once. */
export class JobCatalog {
  constructor(
    private readonly service: ImportCatalogService,
    private readonly job: ImportJobRow,
    private readonly mappings: Map<string, Mapping>,
    private readonly created: Map<string, { type: CatalogType; id: string }>,
  ) {}

  /** Targets already checked to exist in this transaction (the owner lock keeps them there). */
  private readonly verified = new Set<string>();

  /**
   * Checks every `use` target and every record the job created so far in one query, so a
   * batch does not ask once per record it names. What is gone is simply not verified: a row that
   * names it is refused when it is resolved, as before.
   */
  async verifyKnown(): Promise<void> {
    const byType = new Map<CatalogType, Set<string>>();
    const add = (type: CatalogType, id: string) => {
      let ids = byType.get(type);
      if (!ids) byType.set(type, (ids = new Set()));
      ids.add(id);
    };
    for (const [key, mapping] of this.mappings) if (mapping.action === 'use') add(typeOfKey(key), mapping.id!);
    for (const { type, id } of this.created.values()) add(type, id);
    const owned = await this.service.ownedIdsOfTypes(new Map([...byType].map(([type, ids]) => [type, [...ids]])));
    for (const id of owned) this.verified.add(id);
  }

  private async exists(type: CatalogType, id: string): Promise<boolean> {
    if (this.verified.has(id)) return true;
    if ((await this.service.ownedIds(type, [id])).size !== 1) return false;
    this.verified.add(id);
    return true;
  }

  /** An entry's activity content: its task (else project), summary and labels, as the job maps its names. */
  async contentOf(names: EntryNames, row: number) {
    const clientId =
      names.client === null ? null : await this.resolve('client', catalogKey.client(names.client), row, { name: names.client });
    const projectId =
      names.project === null
        ? null
        : await this.resolve('project', catalogKey.project(names.client, names.project), row, {
            name: names.project,
            clientId: clientId ?? undefined,
          });
    let taskId: string | null = null;
    if (names.task !== null) {
      taskId = await this.resolve('task', catalogKey.task(names.client, names.project, names.task), row, { name: names.task, projectId });
    }
    const labelIds: string[] = [];
    for (const label of names.labels) labelIds.push((await this.resolve('label', catalogKey.label(label), row, { name: label }))!);
    return {
      taskId,
      projectId: taskId === null ? projectId : null,
      summary: names.summary,
      labelIds: [...new Set(labelIds)].sort(),
    };
  }

  /** The record a name maps to; null for a task mapped to `none`. */
  private async resolve(type: CatalogType, key: string, row: number, fields: CatalogFields): Promise<string | null> {
    const mapping = this.mappings.get(key);
    if (!mapping)
      throw Problem.validation(`Row ${row}: the ${type} ${fields.name} has no mapping in this job`, [{ field: 'mappings', message: key }]);
    if (mapping.action === 'none') return null;
    if (mapping.action === 'use') {
      if (!(await this.exists(type, mapping.id!))) {
        throw Problem.validation(`Row ${row}: the ${type} the job maps ${fields.name} onto no longer exists`);
      }
      return mapping.id!;
    }
    const existing = this.created.get(key);
    if (existing) {
      if (!(await this.exists(type, existing.id))) {
        throw Problem.validation(`Row ${row}: the ${type} this job created for ${fields.name} was deleted`);
      }
      return existing.id;
    }
    const id = await this.service.create(this.job, type, key, fields);
    this.created.set(key, { type, id });
    this.verified.add(id);
    return id;
  }
}
