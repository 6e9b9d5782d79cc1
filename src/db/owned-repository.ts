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

  /**
   * Inserts one row as the request owner's and answers it as stored (its defaults included), in one
   * statement (`INSERT … RETURNING`): the `select` properties.
   */
  async insertReturning(values: Values<E>, select: Array<keyof E & string>): Promise<E> {
    const ownerId = RequestContext.ownerId();
    const [row] = await this.with(async (repository) => {
      const query = repository
        .createQueryBuilder()
        .insert()
        .values({ ...values, ownerId } as QueryDeepPartialEntity<E>);
      return hydrate(repository, (await query.returning(select).execute()).raw, select);
    });
    return row;
  }

  /**
   * The versioned write of one of the owner's records: the row `id` at `version` gets `values`, its
   * version bumped and `updated_at` set, and is answered as it now is (the `select` properties), in one
   * statement (`UPDATE … WHERE version = … RETURNING`). Null when no such row is at that version.
   */
  async updateVersioned(id: string, version: number, values: Values<E>, select: Array<keyof E & string>): Promise<E | null> {
    const { ownerId: _ignored, ...changes } = values as Record<string, unknown>;
    const where = this.scoped({ id, version } as unknown as FindOptionsWhere<E>);
    const [row] = await this.with(async (repository) => {
      const query = repository
        .createQueryBuilder()
        .update()
        .set({ ...changes, version: () => 'version + 1', updatedAt: () => 'now()' } as QueryDeepPartialEntity<E>)
        .where(where);
      return hydrate(repository, (await query.returning(select).execute()).raw, select);
    });
    return row ?? null;
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

/**
 * RETURNING rows (keyed by database column, driver values) as entities of the given properties, hydrated
 * as a find hydrates them (the driver's conversions and the columns' transformers).
 */
function hydrate<E extends Owned>(repository: Repository<E>, raw: unknown, properties: string[]): E[] {
  const driver = repository.manager.connection.driver;
  return (raw as Array<Record<string, unknown>>).map((row) => {
    const entity = repository.create() as Record<string, unknown>;
    for (const property of properties) {
      const column = repository.metadata.findColumnWithPropertyName(property)!;
      entity[property] = driver.prepareHydratedValue(row[column.databaseName], column);
    }
    return entity as E;
  });
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
