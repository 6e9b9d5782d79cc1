import { Client } from 'pg';
import { admin } from './support/pg-admin';
import { ChangeNotifier } from '../src/changes/change-notifier';
import { isDatabaseUnavailable } from '../src/common/http/problem.render';
import { expectProblem, newOwner, startServer, TestServer, uuid } from './support/harness';

const onPostgres = process.env.TEST_DATABASE_KIND === 'postgresql';

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('resilience of the shared parts', () => {
  it('classifies lost or refused database connections as unavailable, and query errors not', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable({
        driverError: Object.assign(new Error('database "x" is not currently accepting connections'), { code: '55000' }),
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });

  if (onPostgres) {
    it('re-establishes the LISTEN connection after its backend is terminated, and wakes on NOTIFY again', async () => {
      const server = await startServer();
      try {
        const notifier = server.app.get(ChangeNotifier);
        const first = notifier.listenerBackendPid;
        expect(first).toEqual(expect.any(Number));
        const terminated = await admin(process.env.TEST_DATABASE_URL!, (c) => c.query('SELECT pg_terminate_backend($1) AS ok', [first]));
        expect(terminated.rows[0].ok).toBe(true);
        await until('a new listener connection', () => notifier.listenerBackendPid !== null && notifier.listenerBackendPid !== first);
        const listening = await admin(process.env.TEST_DATABASE_URL!, (c) =>
          c.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1 AND application_name = 'time-tracking-listener'", [
            notifier.listenerBackendPid,
          ]),
        );
        expect(listening.rows[0].n).toBe(1);
        // A NOTIFY from any connection reaches the new listener at once (the wait would otherwise run its full 5 s).
        const owner = `owner-${uuid()}`;
        const started = Date.now();
        const woken = notifier.waitFor(owner, 5000);
        await admin(process.env.TEST_DATABASE_URL!, (c) => c.query("SELECT pg_notify('tt_changes', $1)", [owner]));
        await woken;
        expect(Date.now() - started).toBeLessThan(2500);
      } finally {
        await server.close();
      }
    });

    it('answers 503 with Retry-After while the database refuses connections, readiness follows, and all recovers', async () => {
      const base = new URL(process.env.TEST_DATABASE_URL!);
      // A database of its own (named after the test database): the outage must not reach other specs.
      const name = `ops_outage_${base.pathname.slice(1) || 'postgres'}`;
      const outageUrl = Object.assign(new URL(base.toString()), { pathname: `/${name}` }).toString();
      const maintenance = Object.assign(new URL(base.toString()), { pathname: '/postgres' }).toString();
      const dropDatabase = (c: Client) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin(maintenance, async (c) => {
        await dropDatabase(c);
        await c.query(`CREATE DATABASE "${name}"`);
      });
      let server: TestServer | null = null;
      try {
        server = await startServer({ env: { DATABASE_URL: outageUrl } });
        const owner = await newOwner(server);
        expect((await owner.api.get('/clients')).status).toBe(200);

        // The outage: no new connections, and every existing one (pool and listener) cut.
        await admin(maintenance, async (c) => {
          await c.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
          await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        });
        const read = await owner.api.get('/clients');
        expectProblem(read, 503, 'SERVICE_UNAVAILABLE');
        expect(read.headers.get('retry-after')).toMatch(/^\d+$/);
        const key = uuid();
        const start = { expectedActiveId: null, expectedActiveVersion: null, taskId: null };
        const refused = await owner.api.post('/activities/start', start, { idempotencyKey: key });
        expectProblem(refused, 503);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
        const notReady = await fetch(`${server.base}/q/health/ready`);
        expect(notReady.status).toBe(503);
        expect(notReady.headers.get('retry-after')).toMatch(/^\d+$/);
        // Still alive: the process answers, it did not crash.
        expect((await fetch(`${server.base}/q/health/live`)).status).toBe(200);

        await admin(maintenance, (c) => c.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`));
        await until('readiness', async () => (await fetch(`${server!.base}/q/health/ready`)).status === 200);
        expect((await owner.api.get('/clients')).status).toBe(200);
        // The refused command committed nothing: the same key now starts the activity.
        const retried = await owner.api.post('/activities/start', start, { idempotencyKey: key });
        expect(retried.status).toBe(201);
        const notifier = server.app.get(ChangeNotifier);
        await until('the listener back', () => notifier.listenerBackendPid !== null);
      } finally {
        await server?.close();
        await admin(maintenance, async (c) => {
          await c.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => undefined);
          await dropDatabase(c);
        });
      }
    });
  }
});
