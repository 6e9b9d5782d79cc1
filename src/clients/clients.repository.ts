import { Injectable } from '@nestjs/common';
import { MoreThan, Raw } from 'typeorm';
import { containsPattern } from '../common/like';
import { InjectOwnedRepository, OwnedRepository } from '../db/owned-repository';
import { ClientEntity } from './client.entity';

/** A client as the services read it (the entity's columns a response or a rule uses). */
export type ClientRow = Pick<ClientEntity, 'id' | 'ownerId' | 'name' | 'color' | 'version' | 'isGeneral' | 'archived'>;

const COLUMNS: Array<keyof ClientEntity> = ['id', 'ownerId', 'name', 'color', 'version', 'isGeneral', 'archived'];

/**
 * Clients, through TypeORM: an {@link OwnedRepository}, so every statement is scoped to the owner in
 * context by construction (not a hot path).
 */
@Injectable()
export class ClientsRepository {
  constructor(@InjectOwnedRepository(ClientEntity) private readonly clients: OwnedRepository<ClientEntity>) {}

  /** A page in ID order: names containing q (case-insensitive), archived or not, after an ID. */
  list(q: string | null, archived: boolean | null, afterId: string | null, take: number): Promise<ClientRow[]> {
    return this.clients.find({
      select: COLUMNS,
      where: {
        ...(q === null ? {} : { name: Raw((name) => `lower(${name}) LIKE lower(:pattern)`, { pattern: containsPattern(q) }) }),
        ...(afterId === null ? {} : { id: MoreThan(afterId) }),
        ...(archived === null ? {} : { archived }),
      },
      order: { id: 'ASC' },
      take,
    });
  }

  find(id: string): Promise<ClientRow | null> {
    return this.clients.findOne({ select: COLUMNS, where: { id } });
  }

  findGeneral(): Promise<ClientRow | null> {
    return this.clients.findOne({ select: COLUMNS, where: { isGeneral: true } });
  }

  /** Which of these client IDs the owner has (for modules that refer to clients). */
  ownedIds(ids: string[]): Promise<Set<string>> {
    return this.clients.ownedIds(ids);
  }

  async insert(id: string, name: string, color: string, isGeneral = false, archived = false): Promise<ClientRow> {
    return this.clients.insertReturning({ id, name, color, isGeneral, archived }, COLUMNS);
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(id: string, version: number, name: string, color: string, archived: boolean): Promise<ClientRow | null> {
    return this.clients.updateVersioned(id, version, { name, color, archived }, COLUMNS);
  }

  async delete(id: string, version: number): Promise<boolean> {
    return (await this.clients.delete({ id, version })) === 1;
  }
}
