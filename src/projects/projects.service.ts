import { Injectable, OnModuleInit } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { UNCHANGED, VersionedRecords, VersionedWrites } from '../changes/versioned-writes';
import { ClientsRepository } from '../clients/clients.repository';
import { ClientsService } from '../clients/clients.service';
import { IfMatch } from '../common/http/etag';
import { archivedFilter } from '../common/http/fields';
import { Problem } from '../common/http/problem';
import { RequestContext } from '../common/request-context';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { UnitOfWork } from '../db/unit-of-work';
import { OwnersService } from '../owners/owners.service';
import { ProjectInput, ProjectListQuery, ProjectResponse } from './dto/project.dto';
import { ProjectFilters, ProjectRow, ProjectsRepository } from './projects.repository';
import { toProjectResponse } from './dto/project.mapper';

/** Moves the records of a project that take their client from it to the project's new client. */
export type ClientFollower = (projectId: string, clientId: string) => Promise<void>;

/** Start-up order: the General client (and the projects attached to it) before anything that refers to it. */
export const GENERAL_BACKFILL_ORDER = 10;

@Injectable()
export class ProjectsService implements OnModuleInit {
  private readonly records: VersionedRecords<ProjectRow, ProjectResponse>;
  private readonly clientFollowers: ClientFollower[] = [];

  constructor(
    private readonly projects: ProjectsRepository,
    private readonly clients: ClientsRepository,
    private readonly clientsService: ClientsService,
    writes: VersionedWrites,
    private readonly uow: UnitOfWork,
    private readonly paginator: Paginator,
    private readonly owners: OwnersService,
  ) {
    this.records = writes.of({ type: 'project', missing: 'No such project', load: (id) => projects.find(id), present: toProjectResponse });
  }

  onModuleInit(): void {
    this.owners.registerStartupTask({ order: GENERAL_BACKFILL_ORDER, name: 'general-client-backfill', run: () => this.backfillGeneral() });
  }

  async list(query: ProjectListQuery): Promise<Page<ProjectResponse>> {
    const filters: ProjectFilters = {
      q: query.q ? query.q : null,
      clientIds: query.clientId ? [...new Set(query.clientId)].sort() : null,
      archived: archivedFilter(query.archived),
    };
    // A foreign filter value is indistinguishable from a missing one: 404.
    if (filters.clientIds && (await this.clients.ownedIds(filters.clientIds)).size !== filters.clientIds.length) {
      throw Problem.notFound('No such client');
    }
    return this.paginator.page(query, {
      filters: { q: filters.q, clientId: filters.clientIds, ...(filters.archived === null ? {} : { archived: filters.archived }) },
      fetch: (after, take) => this.projects.list(filters, after?.[0] ?? null, take),
      keyOf: (row) => [row.id],
      map: toProjectResponse,
    });
  }

  async get(id: string): Promise<ProjectResponse> {
    return toProjectResponse(await this.records.found(id));
  }

  create(input: ProjectInput): Promise<ProjectResponse> {
    return this.records.create(async () => {
      await this.ownedClient(input.clientId);
      return this.projects.insert(
        uuidv7(),
        input.name,
        input.clientId,
        input.icon ?? null,
        input.billableByDefault ?? false,
        input.archived ?? false,
      );
    });
  }

  update(id: string, ifMatch: IfMatch, input: ProjectInput): Promise<ProjectResponse> {
    return this.records.update(id, ifMatch, async (current) => {
      await this.ownedClient(input.clientId);
      // Omitted keeps the icon; an explicit null clears it.
      const icon = input.icon === undefined ? current.icon : input.icon;
      // Omitted keeps the billable default and the archived flag.
      const billableByDefault = input.billableByDefault ?? current.billableByDefault;
      const archived = input.archived ?? current.archived;
      if (
        current.name === input.name &&
        current.clientId === input.clientId &&
        current.icon === icon &&
        current.billableByDefault === billableByDefault &&
        current.archived === archived
      ) {
        return UNCHANGED;
      }
      const updated = await this.projects.update(id, current.version, input.name, input.clientId, icon, billableByDefault, archived);
      if (updated !== null && current.clientId !== input.clientId) {
        for (const follow of this.clientFollowers) await follow(id, input.clientId);
      }
      return updated;
    });
  }

  /**
   * Records whose client is their project's (work sessions, api-v1 item 8) follow a project to
   * another client in the command that moves it: `follow` runs in its transaction.
   */
  onClientChange(follow: ClientFollower): void {
    this.clientFollowers.push(follow);
  }

  delete(id: string, ifMatch: IfMatch): Promise<void> {
    // Tasks, activities and work sessions refer to projects through composite foreign keys without
    // cascade: a project in use cannot be deleted, whichever table uses it.
    return this.records.delete(id, ifMatch, (current) => this.projects.delete(id, current.version), {
      inUse: 'The project holds tasks, activities, work sessions or rates',
    });
  }

  /** The owner's project, or 404 (missing and foreign alike). For other modules validating relations. */
  found(id: string): Promise<ProjectRow> {
    return this.records.found(id);
  }

  /**
   * Start-up backfill, idempotent: every stored owner gets its General client, and projects from
   * before clients (client_id NULL) are attached to it, keeping their IDs, with a version bump and a
   * change event each. Owners with nothing to do are not touched (no transaction, no event).
   */
  async backfillGeneral(): Promise<void> {
    for (const ownerId of await this.projects.ownersNeedingGeneral()) {
      await RequestContext.runAsOwner(ownerId, () =>
        this.uow.run(async () => {
          const general = await this.clientsService.ensureGeneral();
          for (const projectId of await this.projects.attachClientless(general.id)) {
            await this.records.updated(projectId);
          }
        }),
      );
    }
  }

  private async ownedClient(clientId: string): Promise<void> {
    if (!(await this.clients.find(clientId))) throw Problem.notFound('No such client');
  }
}
