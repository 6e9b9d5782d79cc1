import { closeDataSource, openDataSource } from './db/data-source';
import { migrate, migrationStatus, revertLast } from './db/migrator';
import { schemaDrift } from './db/schema-drift';
import { loadConfig } from './config/app-config';
import { ENTITIES } from './entities';

const USAGE = `usage: node dist/src/migration-cli.js <run | revert | show | drift>
  run     applies the pending migrations (the server does this at start too)
  revert  reverts the newest applied migration (its down)
  show    lists every migration, [X] applied, [ ] pending; exits 1 when one is pending
  drift   prints what TypeORM's migration:generate would write for the entities against this
          (migrated) database; exits 1 when that is anything: the entities and the schema disagree
The database: DATABASE_URL, or the embedded database in DATA_DIR (stop its server first).
`;

const COMMANDS = ['run', 'revert', 'show', 'drift'];

/**
 * `npm run migration:run|revert|show|drift`: TypeORM's migration runner under the service's start-up
 * lock, and the drift check (TypeORM's schema diff between the entities and the database).
 */
async function main(command: string | undefined): Promise<number> {
  if (command === undefined || !COMMANDS.includes(command)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const opened = await openDataSource(loadConfig(), ENTITIES);
  try {
    const { dataSource } = opened;
    if (command === 'run') {
      const ran = await migrate(dataSource);
      process.stdout.write(ran.length > 0 ? ran.map((name) => `applied ${name}\n`).join('') : 'no migration is pending\n');
      return 0;
    }
    if (command === 'revert') {
      const reverted = await revertLast(dataSource);
      process.stdout.write(reverted ? `reverted ${reverted}\n` : 'nothing to revert\n');
      return 0;
    }
    if (command === 'drift') {
      const drift = await schemaDrift(dataSource);
      if (drift.length === 0) {
        process.stdout.write(`no schema drift: the ${dataSource.entityMetadatas.length} entities match the database\n`);
        return 0;
      }
      process.stdout.write(`-- schema drift: the entities and the database disagree; migration:generate would write:\n`);
      process.stdout.write(drift.map((statement) => `${statement};\n`).join(''));
      return 1;
    }
    const status = await migrationStatus(dataSource);
    process.stdout.write(status.map(({ name, applied }) => `[${applied ? 'X' : ' '}] ${name}\n`).join(''));
    return status.every((m) => m.applied) ? 0 : 1;
  } finally {
    await closeDataSource(opened);
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
