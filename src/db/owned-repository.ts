import { Inject, Provider } from '@nestjs/common';
import type { EntityTarget, FindManyOptions, FindOneOptions, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import { RequestContext } from '../context/request-context';
import { Database } from './database';

/** An entity of an owned table: its rows belong to one owner (`owner_id`). */
export type Owned = ObjectLiteral & { ownerId: string };

type Where<E extends Owned> = FindOptionsWhere<E> | Array<FindOptionsWhere<E>>;
/** What a caller may write: never the owner (it is the request's). */
type Values<E extends Owned> = Omit<Partial<E>, 'ownerId'>;

/**
 * TypeORM's repository for an owned table, scoped by construction: every find, count, update and
 * delete gets `ownerId = <the request's owner>` added to each of its conditions, and every insert
 * gets it as its owner, so no query through it can forget the owner (or name another: a condition's
 * own `ownerId` is overwritten). It runs in the current transaction (see {@link Database.manager}).
 * TypeORM's unscoped `Repository` is not available outside `src/db/` and the identity module
 * (lint: eslint.config.mjs, "typeorm-scoping").
 */
export class OwnedRepository<E extends Owned> {
  constructor(
    private readonly db: Database,
    private readonly target: EntityTarget<E>,
  ) {}

  find(options: FindManyOptions<E> = {}): Promise<E[]> {
    return this.repository().find({ ...options, where: this.scoped(options.where) });
  }

  findBy(where: Where<E> = {}): Promise<E[]> {
    return this.repository().findBy(this.scoped(where));
  }

  findOne(options: FindOneOptions<E>): Promise<E | null> {
    return this.repository().findOne({ ...options, where: this.scoped(options.where) });
  }

  findOneBy(where: Where<E>): Promise<E | null> {
    return this.repository().findOneBy(this.scoped(where));
  }

  count(options: FindManyOptions<E> = {}): Promise<number> {
    return this.repository().count({ ...options, where: this.scoped(options.where) });
  }

  exists(options: FindManyOptions<E> = {}): Promise<boolean> {
    return this.repository().exists({ ...options, where: this.scoped(options.where) });
  }

  /** Inserts the rows as the request owner's. */
  async insert(values: Values<E> | Array<Values<E>>): Promise<void> {
    const ownerId = RequestContext.ownerId();
    const rows = (Array.isArray(values) ? values : [values]).map((row) => ({ ...row, ownerId }));
    await this.repository().insert(rows as never);
  }

  /** Updates the owner's rows matching `where`; returns how many changed. */
  async update(where: Where<E>, values: Values<E>): Promise<number> {
    const { ownerId: _ignored, ...changes } = values as Partial<E>;
    const result = await this.repository().update(this.scoped(where) as never, changes as never);
    return result.affected ?? 0;
  }

  /** Deletes the owner's rows matching `where`; returns how many went. */
  async delete(where: Where<E>): Promise<number> {
    const result = await this.repository().delete(this.scoped(where) as never);
    return result.affected ?? 0;
  }

  /** `where` with the request's owner added to each of its alternatives. */
  private scoped(where: FindOneOptions<E>['where']): Where<E> {
    const ownerId = RequestContext.ownerId();
    const owned = (condition: FindOptionsWhere<E>) => ({ ...condition, ownerId }) as FindOptionsWhere<E>;
    if (Array.isArray(where)) return where.length === 0 ? [owned({})] : where.map(owned);
    return owned(where ?? {});
  }

  private repository(): Repository<E> {
    return this.db.manager.getRepository(this.target);
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
