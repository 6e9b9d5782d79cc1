import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { behindPooler, withDatabase } from './pooler';

/**
 * A database of a spec's own, for specs that change server-wide state (central settings) which would
 * disturb specs running beside it on the shared test database: a fresh embedded data directory, or
 * on PostgreSQL a fresh schema of the test database (so several server processes can share it).
 */
const ROOT = join(__dirname, '..', '..');

export interface IsolatedDatabase {
  /** Environment for startServer / a child server / the command line. */
  env: Record<string, string>;
  kind: 'embedded' | 'postgresql';
  stop(): Promise<void>;
}

export async function isolatedDatabase(name: string): Promise<IsolatedDatabase> {
  if (process.env.TEST_DATABASE_KIND !== 'postgresql') return privateEmbedded(mkdtempSync(join(tmpdir(), `tt-${name}-`)));
  const base = process.env.TEST_DATABASE_URL!;
  if (behindPooler()) return poolerDatabase(name);
  const schema = `tt_${name.replace(/[^a-z0-9]/g, '_')}_${Date.now().toString(36)}`;
  const client = new Client({ connectionString: base });
  await client.connect();
  try {
    // The extension lives in public for every schema; created here first so that no migration run
    // with this schema first in its search path puts it anywhere else.
    await client.query('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public').catch(() => undefined);
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  const drop = async () => {
    const cleanup = new Client({ connectionString: base });
    await cleanup.connect();
    try {
      await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await cleanup.end();
    }
  };
  return { kind: 'postgresql', env: { DATABASE_URL: url }, stop: drop };
}

/**
 * Behind the test pooler a database of its own instead of a schema: a transaction-mode pooler
 * admits no `options` (search_path) in the start-up packet, and its wildcard entry serves any database.
 */
async function poolerDatabase(name: string): Promise<IsolatedDatabase> {
  const direct = process.env.TEST_POOLER_DIRECT_URL!;
  const database = `tt_${name.replace(/[^a-z0-9]/g, '_')}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: direct });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${database}`);
  return {
    kind: 'postgresql',
    env: {
      DATABASE_URL: withDatabase(process.env.TEST_DATABASE_URL!, database),
      DATABASE_POOLER: 'transaction',
      DATABASE_LISTEN_URL: withDatabase(direct, database),
    },
    stop: () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}

/**
 * The embedded database in a child process, served on its socket (PGlite needs dynamic import, which
 * Jest's VM lacks; the shared e2e database is started the same way by the global set-up). Also for a
 * spec that needs an embedded database of its own on either test database (its `stop` removes `dir`).
 */
export async function privateEmbedded(dir: string): Promise<IsolatedDatabase> {
  const script = `
    const { join } = require('node:path');
    (async () => {
      const { PGlite } = await import('@electric-sql/pglite');
      const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
      const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
      const dir = process.argv[1];
      const db = await PGlite.create({ dataDir: join(dir, 'pgdata'), extensions: { btree_gist } });
      const server = new PGLiteSocketServer({ db, path: join(dir, '.s.PGSQL.5432'), maxConnections: 64 });
      await server.start();
      process.send('ready');
      process.on('message', async () => { await server.stop(); await db.close(); process.exit(0); });
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script, dir], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`private database exited with ${code}`)));
  });
  return {
    kind: 'embedded',
    env: { DATABASE_URL: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}` },
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send('stop');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the built command line (`npm run cli -- …`) against a database. */
export async function runCli(env: Record<string, string>, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(ROOT, 'dist', 'src', 'cli.js'), ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', DAY_BOUNDARY_JOB: 'off', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
