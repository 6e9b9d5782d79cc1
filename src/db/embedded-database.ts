import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** PostgreSQL's socket naming, so that `pg` finds it with `host: <dataDir>`. */
const SOCKET_PORT = 5432;
const MAX_SOCKET_PATH = 100;

export interface PgConnectionTarget {
  host: string;
  port: number;
  user: string;
  database: string;
}

export class DataDirectoryInUseError extends Error {}

/**
 * The embedded default database: PGlite (PostgreSQL compiled to WASM) in DATA_DIR, served to the
 * ordinary `pg` driver on a unix socket inside that directory. A pid lock file plus the live socket
 * keep a second process from opening the same directory, which would corrupt it.
 */
export class EmbeddedDatabase {
  private constructor(
    readonly dataDir: string,
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    private readonly lockPath: string,
  ) {}

  static async open(dataDir: string): Promise<EmbeddedDatabase> {
    await mkdir(dataDir, { recursive: true });
    const socketPath = join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);
    if (socketPath.length > MAX_SOCKET_PATH) {
      throw new Error(`DATA_DIR path is too long for a unix socket (${socketPath.length} > ${MAX_SOCKET_PATH} characters)`);
    }
    const lockPath = join(dataDir, 'server.lock');
    await acquireLock(lockPath);
    try {
      if (await socketIsLive(socketPath)) {
        throw new DataDirectoryInUseError(`DATA_DIR ${dataDir} is in use by another server process`);
      }
      await rm(socketPath, { force: true });
      const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata'), extensions: { btree_gist } });
      const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 64 });
      await server.start();
      return new EmbeddedDatabase(dataDir, db, server, lockPath);
    } catch (error) {
      await rm(lockPath, { force: true });
      throw error;
    }
  }

  target(): PgConnectionTarget {
    return { host: this.dataDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' };
  }

  async close(): Promise<void> {
    await this.server.stop();
    await this.db.close();
    await rm(this.lockPath, { force: true });
  }
}

async function acquireLock(lockPath: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.sync();
      await handle.close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processIsAlive(pid)) {
        throw new DataDirectoryInUseError(`DATA_DIR is locked by running process ${pid} (${lockPath})`);
      }
      // A lock left by a process that died (kill -9): take it over.
      await rm(lockPath, { force: true });
    }
  }
  throw new DataDirectoryInUseError(`could not lock ${lockPath}`);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function socketIsLive(path: string): Promise<boolean> {
  if (!(await stat(path).catch(() => null))) return false;
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
