import { readdir, rename, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS } from '../../../migrations';
import { AppConfig } from '../../config/app-config';
import { BackupFileError, readBackupHeader, restoreBackup, writeBackup } from '../../db/backup';
import { migrationsOnly } from '../../db/data-source';
import { DataDirectoryInUseError, EmbeddedDatabase, PgConnectionTarget } from '../../db/embedded-database';
import { migrate } from '../../db/migrator';
import { CliCommand, UsageError } from '../command';
import { cliConfig, EXIT_DATABASE_BUSY } from '../support';

const POSTGRES_HINT =
  'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.\n' +
  '  pg_dump --format=custom --file=timetracking.dump "$DATABASE_URL"\n' +
  '  pg_restore --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" timetracking.dump\n' +
  '(see docs/deployment.md, "Backups")\n';

/** The one FILE argument (the dispatcher refuses a second one and any option the command does not take). */
function onlyFile(args: { positional: string[] }): string {
  if (args.positional.length === 0) throw new UsageError('FILE is required');
  return args.positional[0];
}

const socketOf = (dataDir: string) => join(dataDir, '.s.PGSQL.5432');

/** Whether a running server serves the embedded database in `dataDir` on its socket. */
function serverRunning(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketOf(dataDir));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function withClient<T>(target: PgConnectionTarget, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ ...target, application_name: 'time-tracking-backup' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const backupCommand: CliCommand = {
  name: 'backup',
  summary: 'write a consistent backup of the embedded database to FILE (also while the server runs)',
  usage: `usage: npm run cli -- backup FILE

Writes every record of the embedded database in DATA_DIR to FILE (gzipped JSON lines, mode 0600,
replaced if it exists), read as one consistent snapshot. While a server runs on DATA_DIR the backup
goes through its socket, and requests wait while it reads; otherwise the command opens the database
itself. Restore with \`npm run cli -- restore FILE\`. For PostgreSQL (DATABASE_URL) use pg_dump.`,
  accepts: { options: [], positional: 1 },
  async run(args) {
    const file = onlyFile(args);
    const config = cliConfig();
    if (config.databaseUrl) {
      process.stderr.write(POSTGRES_HINT);
      return 2;
    }
    const summary = await withEmbedded(config, (target) => withClient(target, (client) => writeBackup(client, file)));
    if (typeof summary === 'number') return summary;
    process.stdout.write(`backed up ${summary.rows} records of ${summary.tables} tables to ${file}\n`);
    return 0;
  },
};

export const restoreCommand: CliCommand = {
  name: 'restore',
  summary: 'restore a backup FILE into an empty embedded data directory (--force: replace its database)',
  usage: `usage: npm run cli -- restore FILE [--force]

Restores a backup made by \`npm run cli -- backup\` into DATA_DIR, which must be empty or not exist;
--force replaces the embedded database already there (stop its server first). The backup's schema is
rebuilt by its own migrations; a newer release's migrations run when the server starts on it. A
backup cut short changes nothing. For PostgreSQL (DATABASE_URL) use pg_restore.`,
  accepts: { options: ['force'], positional: 1 },
  async run(args) {
    const file = onlyFile(args);
    const config = cliConfig();
    if (config.databaseUrl) {
      process.stderr.write(POSTGRES_HINT);
      return 2;
    }
    try {
      await stat(file);
      await readBackupHeader(file);
    } catch (error) {
      process.stderr.write(
        `error: ${error instanceof BackupFileError ? error.message : `cannot read ${file}: ${(error as Error).message}`}\n`,
      );
      return 1;
    }
    const existed = await stat(config.dataDir).then(
      () => true,
      () => false,
    );
    const entries = await readdir(config.dataDir).catch(() => [] as string[]);
    const pgdata = join(config.dataDir, 'pgdata');
    const kept = `${pgdata}.before-restore`;
    let replacing = false;
    if (entries.length > 0) {
      if (args.options.force !== true) {
        process.stderr.write(
          `error: DATA_DIR ${config.dataDir} is not empty; restore into an empty directory, or pass --force to replace its database\n`,
        );
        return 1;
      }
      if (await serverRunning(config.dataDir)) return busy(config);
      // Set aside, not deleted, until the restore has committed: a failed one puts it back.
      await rm(kept, { recursive: true, force: true });
      replacing = await rename(pgdata, kept).then(
        () => true,
        () => false,
      );
    }
    // Whatever fails from here leaves the directory as it was: the database set aside comes back, and
    // a directory that was empty (or did not exist) is emptied (or removed) again.
    const undo = async () => {
      await rm(pgdata, { recursive: true, force: true });
      if (replacing) await rename(kept, pgdata);
      else if (!existed) await rm(config.dataDir, { recursive: true, force: true });
      else if (entries.length === 0) {
        for (const entry of await readdir(config.dataDir)) await rm(join(config.dataDir, entry), { recursive: true, force: true });
      }
    };
    let summary;
    try {
      summary = await openEmbedded(config, async (target) => {
        const schemaOf = async (migrations: typeof MIGRATIONS) => {
          const dataSource = await migrationsOnly(target, migrations).initialize();
          try {
            await migrate(dataSource);
          } finally {
            await dataSource.destroy();
          }
        };
        return withClient(target, (client) => restoreBackup(client, file, MIGRATIONS, schemaOf));
      });
    } catch (error) {
      await undo();
      if (error instanceof BackupFileError) {
        process.stderr.write(`error: ${error.message}\n`);
        return 1;
      }
      throw error;
    }
    if (typeof summary === 'number') {
      // Another server took the directory meanwhile: touch nothing it may use; only what was set aside comes back.
      if (
        replacing &&
        !(await stat(pgdata).then(
          () => true,
          () => false,
        ))
      )
        await rename(kept, pgdata);
      return summary;
    }
    if (replacing) await rm(kept, { recursive: true, force: true });
    process.stdout.write(`restored ${summary.rows} records of ${summary.tables} tables into ${config.dataDir}\n`);
    return 0;
  },
};

function busy(config: AppConfig): number {
  process.stderr.write(`error: the embedded database in ${config.dataDir} is in use by a running server: stop it first\n`);
  return EXIT_DATABASE_BUSY;
}

/** The running server's database over its socket, or the database opened by this process. */
async function withEmbedded<T>(config: AppConfig, fn: (target: PgConnectionTarget) => Promise<T>): Promise<T | number> {
  if (await serverRunning(config.dataDir)) return fn({ host: config.dataDir, port: 5432, user: 'postgres', database: 'postgres' });
  if (!(await stat(join(config.dataDir, 'pgdata')).catch(() => null))) {
    process.stderr.write(`error: there is no embedded database in ${config.dataDir} (set DATA_DIR to the server's)\n`);
    return 1;
  }
  return openEmbedded(config, fn);
}

async function openEmbedded<T>(config: AppConfig, fn: (target: PgConnectionTarget) => Promise<T>): Promise<T | number> {
  let embedded: EmbeddedDatabase;
  try {
    embedded = await EmbeddedDatabase.open(config.dataDir, (message) => process.stderr.write(`warning: ${message}\n`));
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) return busy(config);
    throw error;
  }
  try {
    return await fn(embedded.target());
  } finally {
    await embedded.close();
  }
}
