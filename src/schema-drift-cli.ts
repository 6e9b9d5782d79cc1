import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/app-config';
import { EmbeddedDatabase } from './db/embedded-database';
import { schemaDrift } from './db/schema-drift';
import { ENTITY_OPTIONS } from './entities';

/**
 * `npm run migration:drift`: what `migration:generate` would write against the database (DATABASE_URL,
 * else the embedded one in DATA_DIR), i.e. where the entities and the migrated schema disagree.
 * Prints the SQL and exits 1 if there is any; exits 0 and says so when there is none. Run it on a
 * database migrated by the current migrations (it migrates nothing itself).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await EmbeddedDatabase.open(config.dataDir);
  const target = embedded ? (({ user, ...rest }) => ({ ...rest, username: user }))(embedded.target()) : { url: config.databaseUrl! };
  const dataSource = new DataSource({ type: 'postgres', ...target, ...ENTITY_OPTIONS, applicationName: 'time-tracking-drift' });
  try {
    await dataSource.initialize();
    const drift = await schemaDrift(dataSource);
    if (drift.length === 0) {
      process.stdout.write(`no schema drift: the ${ENTITY_OPTIONS.entities.length} entities match the database\n`);
      return 0;
    }
    process.stdout.write(`-- schema drift: the entities and the database disagree; migration:generate would write:\n`);
    for (const statement of drift) process.stdout.write(`${statement};\n`);
    return 1;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
