import { Injectable, OnModuleInit } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { ChangesService } from '../changes/changes.service';
import { assertCurrent } from '../common/http/conditional';
import { IfMatch } from '../common/http/etag';
import { Problem } from '../common/http/problem';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/database';
import { UnitOfWork } from '../db/unit-of-work';
import { OwnersService } from '../owners/owners.service';
import { ClientRow, ClientsRepository, toClientResponse } from './clients.repository';
import { ClientInput, ClientListQuery, ClientResponse } from './dto/client.dto';

export const GENERAL_CLIENT = { name: 'General', color: '#607D8B' } as const;

@Injectable()
export class ClientsService implements OnModuleInit {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly changes: ChangesService,
    private readonly uow: UnitOfWork,
    private readonly paginator: Paginator,
    private readonly owners: OwnersService,
  ) {}

  onModuleInit(): void {
    this.owners.registerInitializer({ order: 10, name: 'general-client', initialize: () => this.ensureGeneral().then(() => undefined) });
  }

  list(query: ClientListQuery): Promise<Page<ClientResponse>> {
    const q = query.q ? query.q : null;
    return this.paginator.page(query, {
      filters: { q },
      fetch: (after, take) => this.clients.list(q, after?.[0] ?? null, take),
      keyOf: (row) => [row.id],
      map: toClientResponse,
    });
  }

  async get(id: string): Promise<ClientResponse> {
    return toClientResponse(await this.found(id));
  }

  create(input: ClientInput): Promise<ClientResponse> {
    return this.uow.run(async () => {
      const row = await this.clients.insert(uuidv7(), input.name, input.color);
      await this.changes.record('client', 'created', row.id);
      return toClientResponse(row);
    });
  }

  update(id: string, ifMatch: IfMatch, input: ClientInput): Promise<ClientResponse> {
    return this.uow.run(async () => {
      const current = await this.found(id);
      assertCurrent(ifMatch, toClientResponse(current));
      if (current.name === input.name && current.color === input.color) return toClientResponse(current);
      const row = await this.clients.update(id, current.version, input.name, input.color);
      if (!row) throw Problem.stale();
      await this.changes.record('client', 'updated', id);
      return toClientResponse(row);
    });
  }

  delete(id: string, ifMatch: IfMatch): Promise<void> {
    return this.uow.run(async () => {
      const current = await this.found(id);
      assertCurrent(ifMatch, toClientResponse(current));
      try {
        // Projects and work sessions refer to clients through composite foreign keys without
        // cascade: a client in use cannot be deleted, whichever table uses it.
        if (!(await this.clients.delete(id, current.version))) throw Problem.stale();
      } catch (error) {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw Problem.inUse('The client is used by projects or work sessions');
        throw error;
      }
      await this.changes.record('client', 'deleted', id);
    });
  }

  /** The owner's General client, created when missing (new owners, start-up backfill, work sessions). */
  async ensureGeneral(): Promise<ClientRow> {
    const existing = await this.clients.findGeneral();
    if (existing) return existing;
    const row = await this.clients.insert(uuidv7(), GENERAL_CLIENT.name, GENERAL_CLIENT.color, true);
    await this.changes.record('client', 'created', row.id);
    return row;
  }

  private async found(id: string): Promise<ClientRow> {
    const row = await this.clients.find(id);
    if (!row) throw Problem.notFound('No such client');
    return row;
  }
}
