import { DynamicModule, Global, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { closeDataSource, dataSourceOptions, EntityList } from './data-source';
import { Database } from './database';
import { EmbeddedDatabase } from './embedded-database';
import { migrate } from './migrator';
import { UnitOfWork } from './unit-of-work';

/** Keeps what must be closed on shutdown: the data source's pool, then the embedded server. */
export class DatabaseLifecycle implements OnApplicationShutdown {
  embedded: EmbeddedDatabase | null = null;
  dataSource: DataSource | null = null;

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource) await closeDataSource({ dataSource: this.dataSource, embedded: this.embedded });
    else await this.embedded?.close().catch(() => undefined);
  }
}

/** Server-wide secrets (e.g. the cursor MAC key), made once and kept in the database so they survive restarts. */
export class ServerSecrets {
  constructor(readonly cursorKey: Buffer) {}
}

/**
 * The data layer: TypeORM's one data source (through `@nestjs/typeorm`), migrated by TypeORM's runner
 * before anything is served, and {@link Database}, the service's transactions on that data source's
 * pool. `entities` comes from the composition root (src/entities.ts), so this layer never imports a
 * feature module.
 */
@Global()
@Module({})
export class DbModule {
  static forRoot(entities: EntityList): DynamicModule {
    const lifecycle = new DatabaseLifecycle();
    return {
      module: DbModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig) => {
            lifecycle.embedded = config.databaseUrl ? null : await EmbeddedDatabase.open(config.dataDir);
            // A database that cannot be reached fails the start at once (no retries): the operator's
            // supervisor restarts the process, and the command line says so in a sentence.
            return { ...dataSourceOptions(config, entities, lifecycle.embedded), toRetry: () => false };
          },
          dataSourceFactory: async (options?: DataSourceOptions) => {
            const dataSource = new DataSource(options!);
            lifecycle.dataSource = dataSource;
            try {
              return await dataSource.initialize();
            } catch (error) {
              await lifecycle.onApplicationShutdown();
              throw error;
            }
          },
        }),
      ],
      providers: [
        { provide: DatabaseLifecycle, useValue: lifecycle },
        {
          provide: Database,
          inject: [APP_CONFIG, DataSource],
          useFactory: async (config: AppConfig, dataSource: DataSource) => {
            const ran = await migrate(dataSource);
            if (ran.length > 0) new Logger('Migrations').log(`applied ${ran.join(', ')}`);
            // PGlite (ours, or one shared over its socket) names itself in version().
            const [{ version }] = (await dataSource.query(`SELECT version()`)) as Array<{ version: string }>;
            const pool = (dataSource.driver as unknown as { master: Pool }).master;
            return new Database(pool, /PGlite/i.test(version), config.databasePooler !== 'transaction', dataSource);
          },
        },
        {
          provide: ServerSecrets,
          inject: [Database],
          useFactory: async (db: Database) => {
            await db.query(`INSERT INTO server_secrets (name, secret) VALUES ('cursor', $1) ON CONFLICT (name) DO NOTHING`, [
              randomBytes(32),
            ]);
            const { rows } = await db.query<{ secret: Buffer }>(`SELECT secret FROM server_secrets WHERE name = 'cursor'`);
            return new ServerSecrets(rows[0].secret);
          },
        },
        UnitOfWork,
      ],
      exports: [Database, UnitOfWork, ServerSecrets, DatabaseLifecycle],
    };
  }
}
