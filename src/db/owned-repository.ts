import { Inject, Provider } from '@nestjs/common';
import { In } from 'typeorm';
import type { EntityManager, EntityTarget, FindManyOptions, FindOneOptions, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { RequestContext } from '../context/request-context';
import { Database } from './database';

/** An entity of an owned table: its rows belong to one owner (`owner_id`). */
export type Owned = ObjectLiteral & { ownerId: string };

type Where<E extends Owned> = FindOptionsWhere<E> | Array<FindOptionsWhere<E>>;
/** What a caller may write (values, or `() => 'SQL'` for an expression): never the owner (it is the request's). */
type Values<E extends Owned> = Omit<QueryDeepPartialEntity<E>, 'ownerId'>;

/**
 * TypeORM's repository for an owned table, scoped by construction: every find, count, update and
 * delete gets `ownerId = <the request's owner>` added to each of its conditions, and every insert
 * gets it as its owner, so no query through it can forget the owner (or name another: a condition's
 * own `ownerId` is overwritten). It runs in the current transaction, or on the pool outside one
 * (see {@link Database.withManager}).
 * TypeORM's unscoped `Repository` is not available outside `src/db/` and the identity module
 * (lint: eslint.config.mjs, "typeorm-scoping").
 */
export class OwnedRepository<E extends Owned> {
  constructor(
    private readonly db: Database,
    private readonly target: EntityTarget<E>,
  ) {}

  async find(options: FindManyOptions<E> = {}): Promise<E[]> {
    const where = this.scoped(options.where);
    return this.with((repository) => repository.find({ ...options, where }));
  }

  async findOne(options: FindOneOptions<E>): Promise<E | null> {
    const where = this.scoped(options.where);
    return this.with((repository) => repository.findOne({ ...options, where }));
  }

  async exists(options: FindManyOptions<E> = {}): Promise<boolean> {
    const where = this.scoped(options.where);
    return this.with((repository) => repository.exists({ ...options, where }));
  }

  /** Which of these IDs name the owner's rows (a reference check for another module's write). */
  async ownedIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.find({
      select: ['id'] as FindManyOptions<E>['select'],
      where: { id: In(ids) } as unknown as FindOptionsWhere<E>,
    });
    return new Set(rows.map((row) => row.id as string));
  }

  /** Inserts the rows as the request owner's. */
  async insert(values: Values<E> | Array<Values<E>>): Promise<void> {
    const ownerId = RequestContext.ownerId();
    const rows = (Array.isArray(values) ? values : [values]).map((row) => ({ ...row, ownerId }));
    await this.with((repository) => repository.insert(rows as QueryDeepPartialEntity<E>[]));
  }

  /** Updates the owner's rows matching `where`; returns how many changed. */
  async update(where: Where<E>, values: Values<E>): Promise<number> {
    const { ownerId: _ignored, ...changes } = values as Record<string, unknown>;
    const scoped = this.scoped(where);
    const result = await this.with((repository) => repository.update(scoped, changes as QueryDeepPartialEntity<E>));
    return result.affected ?? 0;
  }

  /** Deletes the owner's rows matching `where`; returns how many went. */
  async delete(where: Where<E>): Promise<number> {
    const scoped = this.scoped(where);
    const result = await this.with((repository) => repository.delete(scoped));
    return result.affected ?? 0;
  }

  /** `where` with the request's owner added to each of its alternatives. */
  private scoped(where: FindOneOptions<E>['where']): Where<E> {
    const ownerId = RequestContext.ownerId();
    const owned = (condition: FindOptionsWhere<E>) => ({ ...condition, ownerId }) as FindOptionsWhere<E>;
    if (Array.isArray(where)) return where.length === 0 ? [owned({})] : where.map(owned);
    return owned(where ?? {});
  }

  private with<T>(fn: (repository: Repository<E>) => Promise<T>): Promise<T> {
    return this.db.withManager((manager: EntityManager) => fn(manager.getRepository(this.target)));
  }
}

const tokens = new Map<EntityTarget<Owned>, string>();

function tokenOf(target: EntityTarget<Owned>): string {
  let token = tokens.get(target);
  if (token === undefined) {
    token = `OwnedRepository<${typeof target === 'function' ? target.name : String(target)}>`;
    tokens.set(target, token);
  }
  return token;
}

/** The provider of an entity's {@link OwnedRepository} (list it in the module's providers). */
export function ownedRepositoryProvider<E extends Owned>(target: EntityTarget<E>): Provider {
  return { provide: tokenOf(target), inject: [Database], useFactory: (db: Database) => new OwnedRepository(db, target) };
}

/** Injects an entity's {@link OwnedRepository}: `@InjectOwnedRepository(Label) labels: OwnedRepository<Label>`. */
export function InjectOwnedRepository(target: EntityTarget<Owned>): ParameterDecorator {
  return Inject(tokenOf(target));
}
