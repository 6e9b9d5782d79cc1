import { Global, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { MIGRATIONS } from '../../migrations';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Database } from './database';
import { EmbeddedDatabase, PgConnectionTarget } from './embedded-database';
import { migrate } from './migrator';
import { UnitOfWork } from './unit-of-work';

/** Keeps what must be closed on shutdown: the pool, then the embedded server. */
@Injectable()
export class DatabaseLifecycle implements OnApplicationShutdown {
  embedded: EmbeddedDatabase | null = null;
  pool: Pool | null = null;

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.end().catch(() => undefined);
    await this.embedded?.close().catch(() => undefined);
  }
}

/** Server-wide secrets (e.g. the cursor MAC key), made once and kept in the database so they survive restarts. */
export class ServerSecrets {
  constructor(readonly cursorKey: Buffer) {}
}

/**
 * The connection pool. 10 connections on PostgreSQL (the `pg` default, and the floor's): commands are
 * CPU-bound in PostgreSQL on a small machine, so more connections only add contention and queueing
 * inside the server; requests wait their turn for a connection in FIFO order instead.
 */
export async function openPool(config: AppConfig, lifecycle: DatabaseLifecycle): Promise<Pool> {
  let target: { connectionString: string } | PgConnectionTarget;
  if (config.databaseUrl) {
    target = { connectionString: config.databaseUrl };
  } else {
    lifecycle.embedded = await EmbeddedDatabase.open(config.dataDir);
    target = lifecycle.embedded.target();
  }
  const pool = new Pool({
    ...target,
    application_name: 'time-tracking',
    max: config.databaseUrl ? config.databasePoolSize : 8,
    connectionTimeoutMillis: 10_000,
  });
  // A connection that drops (a terminated backend, a restart, a failover, a network cut) must never
  // take the process down: Node throws an 'error' event nobody listens to. The pool listens only
  // while a connection is idle and removes that listener on checkout, so each connection gets one of
  // its own for its whole life: between the statements of a transaction too. The statements on it
  // fail (503, see db/availability), and the pool discards it on release (it is no longer
  // queryable) and opens a new one when asked.
  const logger = new Logger('Database');
  pool.on('connect', (client) => {
    client.on('error', (error: Error) => logger.warn(`database connection lost: ${error.message}`));
  });
  // The pool's own 'error' event (an idle connection dropped) is logged by the listener above.
  pool.on('error', () => undefined);
  lifecycle.pool = pool;
  return pool;
}

@Global()
@Module({
  providers: [
    DatabaseLifecycle,
    {
      provide: Database,
      inject: [APP_CONFIG, DatabaseLifecycle],
      useFactory: async (config: AppConfig, lifecycle: DatabaseLifecycle) => {
        const pool = await openPool(config, lifecycle);
        // PGlite (ours, or one shared over its socket) names itself in version().
        const { rows: [{ version }] } = await pool.query<{ version: string }>('SELECT version()');
        const db = new Database(pool, /PGlite/i.test(version), config.databasePooler !== 'transaction');
        const ran = await migrate(db, MIGRATIONS);
        if (ran.length > 0) new Logger('Migrations').log(`applied ${ran.join(', ')}`);
        return db;
      },
    },
    {
      provide: ServerSecrets,
      inject: [Database],
      useFactory: async (db: Database) => {
        await db.query(`INSERT INTO server_secrets (name, secret) VALUES ('cursor', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32)]);
        const { rows } = await db.query<{ secret: Buffer }>(`SELECT secret FROM server_secrets WHERE name = 'cursor'`);
        return new ServerSecrets(rows[0].secret);
      },
    },
    UnitOfWork,
  ],
  exports: [Database, UnitOfWork, ServerSecrets, DatabaseLifecycle],
})
export class DbModule {}

