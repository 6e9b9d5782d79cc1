import { closeDataSource, openDataSource } from './db/data-source';
import { migrate, migrationStatus, revertLast } from './db/migrator';
import { loadConfig } from './config/app-config';
import { ENTITIES } from './entities';

const USAGE = `usage: node dist/src/migration-cli.js <run | revert | show>
  run     applies the pending migrations (the server does this at start too)
  revert  reverts the newest applied migration (its down)
  show    lists every migration, [X] applied, [ ] pending; exits 1 when one is pending
The database: DATABASE_URL, or the embedded database in DATA_DIR (stop its server first).
`;

/** `npm run migration:run|revert|show`: TypeORM's migration runner under the service's start-up lock. */
async function main(command: string | undefined): Promise<number> {
  if (command !== 'run' && command !== 'revert' && command !== 'show') {
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
