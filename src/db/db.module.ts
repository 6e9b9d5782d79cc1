import { Global, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
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
  dataSource: DataSource | null = null;

  async onApplicationShutdown(): Promise<void> {
    await this.dataSource?.destroy().catch(() => undefined);
    await this.embedded?.close().catch(() => undefined);
  }
}

/** Server-wide secrets (e.g. the cursor MAC key), made once and kept in the database so they survive restarts. */
export class ServerSecrets {
  constructor(readonly cursorKey: Buffer) {}
}

export async function openDataSource(config: AppConfig, lifecycle: DatabaseLifecycle): Promise<DataSource> {
  let target: { url: string } | PgConnectionTarget;
  if (config.databaseUrl) {
    target = { url: config.databaseUrl };
  } else {
    lifecycle.embedded = await EmbeddedDatabase.open(config.dataDir);
    target = lifecycle.embedded.target();
  }
  const dataSource = new DataSource({
    type: 'postgres',
    ...target,
    synchronize: false,
    migrationsRun: false,
    entities: [],
    applicationName: 'time-tracking',
    extra: { max: config.databaseUrl ? 20 : 8, connectionTimeoutMillis: 10_000 },
  });
  await dataSource.initialize();
  lifecycle.dataSource = dataSource;
  return dataSource;
}

@Global()
@Module({
  providers: [
    DatabaseLifecycle,
    {
      provide: Database,
      inject: [APP_CONFIG, DatabaseLifecycle],
      useFactory: async (config: AppConfig, lifecycle: DatabaseLifecycle) => {
        const dataSource = await openDataSource(config, lifecycle);
        // PGlite (ours, or one shared over its socket) names itself in version().
        const [{ version }] = (await dataSource.query('SELECT version()')) as Array<{ version: string }>;
        const db = new Database(dataSource, /PGlite/i.test(version));
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

