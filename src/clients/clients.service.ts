import { Injectable, OnModuleInit } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { UNCHANGED, VersionedRecords, VersionedWrites } from '../changes/versioned-writes';
import { IfMatch } from '../common/http/etag';
import { archivedFilter } from '../common/http/fields';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { OwnersService } from '../owners/owners.service';
import { ClientRow, ClientsRepository } from './clients.repository';
import { toClientResponse } from './dto/client.mapper';
import { ClientInput, ClientListQuery, ClientResponse } from './dto/client.dto';

export const GENERAL_CLIENT = { name: 'General', color: '#607D8B' } as const;

@Injectable()
export class ClientsService implements OnModuleInit {
  private readonly records: VersionedRecords<ClientRow, ClientResponse>;

  constructor(
    private readonly clients: ClientsRepository,
    writes: VersionedWrites,
    private readonly paginator: Paginator,
    private readonly owners: OwnersService,
  ) {
    this.records = writes.of({ type: 'client', missing: 'No such client', load: (id) => clients.find(id), present: toClientResponse });
  }

  onModuleInit(): void {
    this.owners.registerInitializer({ order: 10, name: 'general-client', initialize: () => this.ensureGeneral().then(() => undefined) });
  }

  list(query: ClientListQuery): Promise<Page<ClientResponse>> {
    const q = query.q ? query.q : null;
    const archived = archivedFilter(query.archived);
    return this.paginator.page(query, {
      filters: { q, ...(archived === null ? {} : { archived }) },
      fetch: (after, take) => this.clients.list(q, archived, after?.[0] ?? null, take),
      keyOf: (row) => [row.id],
      map: toClientResponse,
    });
  }

  async get(id: string): Promise<ClientResponse> {
    return toClientResponse(await this.records.found(id));
  }

  create(input: ClientInput): Promise<ClientResponse> {
    return this.records.create(() => this.clients.insert(uuidv7(), input.name, input.color, false, input.archived ?? false));
  }

  update(id: string, ifMatch: IfMatch, input: ClientInput): Promise<ClientResponse> {
    return this.records.update(id, ifMatch, async (current) => {
      // Omitted keeps the archived flag.
      const archived = input.archived ?? current.archived;
      if (current.name === input.name && current.color === input.color && current.archived === archived) return UNCHANGED;
      return this.clients.update(id, current.version, input.name, input.color, archived);
    });
  }

  delete(id: string, ifMatch: IfMatch): Promise<void> {
    // Projects and work sessions refer to clients through composite foreign keys without cascade:
    // a client in use cannot be deleted, whichever table uses it.
    return this.records.delete(id, ifMatch, (current) => this.clients.delete(id, current.version), {
      inUse: 'The client is used by projects or work sessions',
    });
  }

  /** The owner's General client, created when missing (new owners, start-up backfill, work sessions). */
  async ensureGeneral(): Promise<ClientRow> {
    const existing = await this.clients.findGeneral();
    if (existing) return existing;
    const row = await this.clients.insert(uuidv7(), GENERAL_CLIENT.name, GENERAL_CLIENT.color, true);
    await this.records.created(row.id);
    return row;
  }
}
