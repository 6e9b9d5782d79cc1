import { open, readFile, rm, stat } from 'node:fs/promises';
import { connect, Server, Socket } from 'node:net';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Logger } from '@nestjs/common';
import { PRIVATE_FILE_MODE } from '../platform/private-files';
import { INITDB_OPTIONS, seedFromTemplate } from './embedded-template';
import { securePrivateDataDir } from './private-data-dir';

/** PostgreSQL's socket naming, so that `pg` finds it with `host: <dataDir>`. */
const SOCKET_PORT = 5432;
const MAX_SOCKET_PATH = 100;

/**
 * PostgreSQL settings of the embedded database, added to PGlite's own start parameters. PGlite keeps
 * PostgreSQL's shared memory in the WASM heap and touches all of it at start-up, so every megabyte of
 * shared_buffers is a resident megabyte of this process from the first second (PostgreSQL's default,
 * 128 MB, was most of its memory). One person's data fits in 8 MB (1,024 pages) with room to spare; pages
 * that do not are read back through the operating system's page cache. wal_buffers follows shared_buffers (1/32).
 * Finished WAL segments are removed at a checkpoint instead of renamed for reuse (wal_recycle): one
 * person's writes make a new 1 MB segment now and then, and the template (copied into every fresh
 * DATA_DIR) holds 4 segments instead of 7. PGlite runs one backend (the socket server takes turns on
 * it), yet PostgreSQL sizes its shared lock, predicate-lock and process tables for max_connections
 * (100 by default) and touches them at start-up: 20 keeps them small.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=8MB', 'maintenance_work_mem=16MB', 'wal_recycle=off', 'max_connections=20'];

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

  /** `template: false` runs PGlite's own initdb on an empty DATA_DIR (how the template itself is made). */
  static async open(
    dataDir: string,
    warn: (message: string) => void = (m) => new Logger('EmbeddedDatabase').warn(m),
    { template = true }: { template?: boolean } = {},
  ): Promise<EmbeddedDatabase> {
    // Before anything is created: the umask, DATA_DIR 0700, and an existing unsafe one repaired or refused.
    await securePrivateDataDir(dataDir, warn);
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
      const pgdata = join(dataDir, 'pgdata');
      if (template) await seedFromTemplate(pgdata);
      useBaselineWasmCompiler();
      const db = await PGlite.create({
        fs: new PrivateNodeFS(pgdata),
        extensions: { btree_gist },
        initDbStartParams: [...INITDB_OPTIONS],
        startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting])],
      });
      const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 64 });
      await server.start();
      guardSockets(server);
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

/**
 * PGlite's PostgreSQL is 9 MB of WASM. V8 compiles each function with its baseline compiler (Liftoff)
 * when first called, and recompiles hot ones with TurboFan on background threads: those compilations
 * left 60–80 MB of malloc arenas resident for good, for no measurable gain in requests per second on
 * this service's statements (see docs/performance.md). The flags are V8's, process-wide, and read
 * whenever a module is compiled, so they are set before PGlite compiles its module. Set at run time,
 * --liftoff-only does not bring the flags it implies when given on the command line (V8 applies
 * implications once, at start-up): tier-up is turned off by name too.
 */
function useBaselineWasmCompiler(): void {
  for (const flag of ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering']) setFlagsFromString(flag);
}

type SetAttr = (target: unknown, attr: { mode?: number } | null | undefined) => unknown;
interface EmscriptenNodeFs {
  node_ops: { setattr: SetAttr };
  stream_ops: { setattr: SetAttr };
}

/**
 * PGlite's file system on disk, kept private. The umask covers files it creates, but PGlite also
 * sets modes explicitly (it unpacks its initial cluster with chmod 0666, and chmods a few files
 * 0644 later), and chmod ignores the umask: every mode it sets passes through here without group
 * or other bits.
 */
class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const result = await super.init(pg, opts);
    const preRun = [...(result.emscriptenOpts.preRun ?? [])];
    preRun.push((mod) => {
      const nodefs = (mod.FS as unknown as { filesystems: { NODEFS: EmscriptenNodeFs } }).filesystems.NODEFS;
      for (const ops of [nodefs.node_ops, nodefs.stream_ops]) {
        const setattr = ops.setattr;
        ops.setattr = function privateSetattr(this: unknown, target, attr) {
          const narrowed = attr && typeof attr.mode === 'number' ? { ...attr, mode: attr.mode & ~0o077 } : attr;
          return setattr.call(this, target, narrowed);
        };
      }
    });
    return { ...result, emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/**
 * Every socket of the embedded server has an 'error' listener from its first moment: pglite-socket
 * attaches its own one tick after accepting, and removes it when it detaches (or never attaches, when
 * it refuses a connection over its cap), and an error nobody listens to would end the process.
 */
function guardSockets(server: PGLiteSocketServer): void {
  const net = (server as unknown as { server: Server | null }).server;
  net?.prependListener('connection', (socket: Socket) => {
    socket.on('error', () => undefined);
  });
}

async function acquireLock(lockPath: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx', PRIVATE_FILE_MODE);
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
