import { Logger } from '@nestjs/common';
import { Client, ClientConfig } from 'pg';
import { DataSource, DataSourceOptions, MigrationInterface, MixedList } from 'typeorm';
import { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { MIGRATIONS } from '../../migrations';
import { AppConfig } from '../config/app-config';
import { EmbeddedDatabase, PgConnectionTarget } from './embedded-database';
import { installFastRowTemplate } from './pg-row-template';

// `MixedList<Function>` is TypeORM's own type for its entity list.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's entity list type
export type EntityList = MixedList<Function>;

/** An opened data source and, in the embedded default, the PGlite server it talks to. */
export interface OpenedDataSource {
  dataSource: DataSource;
  embedded: EmbeddedDatabase | null;
}

const logger = new Logger('Database');

/**
 * What every data source over the entities needs besides its connection. `installExtensions: false`:
 * `activities.time_entry_id` defaults to gen_random_uuid() (a TypeORM 'uuid' generated column), and
 * TypeORM would otherwise run CREATE EXTENSION on every start (not needed: gen_random_uuid is built in
 * since PostgreSQL 13; not available in PGlite; btree_gist comes from the first migration).
 * `uuidExtension: 'pgcrypto'`: SQL TypeORM writes for such a column says gen_random_uuid(), as the
 * migrations do.
 */
export const SCHEMA_OPTIONS = { installExtensions: false, uuidExtension: 'pgcrypto' } as const;

/**
 * A connection that drops (a terminated backend, a restart, a failover, a network cut) must never take
 * the process down: Node throws an 'error' event nobody listens to. `pg`'s pool listens only while a
 * connection is idle and removes its listener on checkout, so each connection gets one of its own,
 * from its construction on (the pool is TypeORM's, made inside `initialize()`: its first connection
 * opens before any 'connect' listener could be added). The statements on a lost connection fail (503,
 * see db/availability), and the pool discards it on release (it is no longer queryable).
 */
class ResilientClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', (error: Error) => logger.warn(`database connection lost: ${error.message}`));
  }
}

/**
 * The TypeORM options of the service's one data source. The pool: 10 connections on PostgreSQL (the
 * `pg` default, and the floor's): commands are CPU-bound in PostgreSQL on a small machine, so more
 * connections only add contention; requests wait their turn for a connection in FIFO order instead.
 * 8 on the embedded database. Migrations are the service's list, run by TypeORM's runner under the
 * start-up lock (see migrator.ts), never by `migrationsRun` (it takes no lock).
 */
export function dataSourceOptions(config: AppConfig, entities: EntityList, embedded: EmbeddedDatabase | null): DataSourceOptions {
  // Every pool of the service is made from these options: its rows come from the faster template from the first query on.
  installFastRowTemplate();
  return {
    ...(embedded ? onSocket(embedded.target()) : { url: config.databaseUrl ?? undefined }),
    ...COMMON_OPTIONS,
    applicationName: 'time-tracking',
    poolSize: config.databaseUrl ? config.databasePoolSize : 8,
    connectTimeoutMS: 10_000,
    entities,
    migrations: MIGRATIONS,
  };
}

/** What every data source of the service shares: the driver, the client, the history table, the schema options. */
const COMMON_OPTIONS = {
  type: 'postgres',
  // The pool's own 'error' event (an idle connection dropped) is logged by the client's listener.
  poolErrorHandler: () => undefined,
  extra: { Client: ResilientClient },
  migrationsTableName: 'migrations',
  ...SCHEMA_OPTIONS,
  synchronize: false,
  logging: false,
} as const satisfies Partial<PostgresConnectionOptions>;

const onSocket = ({ host, port, user, database }: PgConnectionTarget) => ({ host, port, username: user, database });

/**
 * A data source on one embedded database's socket with only the given migrations and no entities:
 * what a restore uses to build the backup's own schema (see backup.ts) before its rows go in.
 */
export function migrationsOnly(target: PgConnectionTarget, migrations: Array<new () => MigrationInterface>): DataSource {
  return new DataSource({ ...onSocket(target), ...COMMON_OPTIONS, poolSize: 1, migrations });
}

/**
 * Opens the data source: on DATABASE_URL, or on the embedded database in DATA_DIR (opened here, and
 * closed again if the data source cannot start).
 */
export async function openDataSource(config: AppConfig, entities: EntityList): Promise<OpenedDataSource> {
  const embedded = config.databaseUrl ? null : await EmbeddedDatabase.open(config.dataDir);
  try {
    const dataSource = new DataSource(dataSourceOptions(config, entities, embedded));
    await dataSource.initialize();
    return { dataSource, embedded };
  } catch (error) {
    await embedded?.close().catch(() => undefined);
    throw error;
  }
}

/** Closes what {@link openDataSource} opened: the pool, then the embedded server. */
export async function closeDataSource({ dataSource, embedded }: OpenedDataSource): Promise<void> {
  if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
  await embedded?.close().catch(() => undefined);
}
