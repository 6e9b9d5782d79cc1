import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { ROOT, startChildServer } from './support/child-server';
import { PgBouncer, startPgBouncer, StatementWatch, watchStatements } from './support/pgbouncer';
import { withDatabase } from './support/pooler';

/**
 * Behind PgBouncer in transaction mode (DATABASE_POOLER=transaction, DATABASE_LISTEN_URL direct):
 * the tracking, idempotency, change-feed and replicas specs run through Debian's PgBouncer 1.18
 * (no prepared-statement support: a named statement prepared in one transaction is unknown to the
 * server connection of the next), while a relay in front of it checks that the service sends no
 * named statement, no SQL PREPARE/EXECUTE and no LISTEN through the pooler. LISTEN goes to the
 * direct URL, so long polls and settings changes still wake every replica (the replicas spec).
 */
const onPostgres = process.env.TEST_DATABASE_KIND === 'postgresql';
const SPECS = ['tracking', 'idempotency', 'changes', 'replicas'].map((name) => `test/${name}.e2e-spec.ts`);

describe('behind a transaction-mode pooler', () => {
  it('DATABASE_POOLER=transaction without DATABASE_LISTEN_URL does not start, and says why', async () => {
    const url = onPostgres ? process.env.TEST_DATABASE_URL! : 'postgresql://postgres@127.0.0.1:1/none';
    await expect(startChildServer({ DATABASE_URL: url, DATABASE_POOLER: 'transaction', LOG_LEVEL: 'warn' })).rejects.toThrow(
      /DATABASE_POOLER=transaction needs DATABASE_URL \(the pooler\) and DATABASE_LISTEN_URL/,
    );
  });

  if (!onPostgres) return; // PgBouncer stands in front of PostgreSQL; the embedded database has no pooler.

  let database: string;
  let direct: string;
  let bouncer: PgBouncer;
  let watch: StatementWatch;

  const admin = async (sql: string) => {
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    // A database of its own: the specs it runs reset their database's schema at the start.
    database = `tt_pgbouncer_${Date.now().toString(36)}`;
    await admin(`CREATE DATABASE ${database}`);
    direct = withDatabase(process.env.TEST_DATABASE_URL!, database);
    bouncer = await startPgBouncer(direct);
    watch = await watchStatements(bouncer.port);
  });
  afterAll(async () => {
    await watch?.stop();
    await bouncer?.stop();
    if (database) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('runs the tracking, idempotency, change-feed and replicas specs through it, with no named statement and no LISTEN through the pooler', async () => {
    const pooled = new URL(direct);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(watch.port);
    const env: NodeJS.ProcessEnv = { ...process.env, TEST_DATABASE_URL: pooled.toString(), TEST_POOLER_DIRECT_URL: direct };
    for (const key of Object.keys(env)) if (key.startsWith('JEST_') || key === 'TEST_DATABASE_KIND') delete env[key];
    const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
    const run = spawn(process.execPath, [jest, ...SPECS, '--selectProjects', 'e2e', '--maxWorkers=2', '--ci'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    run.stdout!.on('data', (c) => (output += c));
    run.stderr!.on('data', (c) => (output += c));
    const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
    if (code !== 0)
      throw new Error(
        `the specs failed behind PgBouncer (exit ${code}):\n${output.slice(-20_000)}\n--- pgbouncer ---\n${bouncer.log().slice(-5_000)}`,
      );
    expect(output).toMatch(/Test Suites: 4 passed, 4 total/);
    expect(watch.seen.statements).toBeGreaterThan(1000);
    expect({
      namedParses: watch.seen.namedParses.slice(0, 5),
      sqlPrepares: watch.seen.sqlPrepares.slice(0, 5),
      listens: watch.seen.listens,
    }).toEqual({
      namedParses: [],
      sqlPrepares: [],
      listens: [],
    });
  }, 900_000);
});
