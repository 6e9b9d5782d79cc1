import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin } from './support/pg-admin';
import { ChildServer, startChildServer } from './support/child-server';
import { newOwner, Owner, Reply, TestServer } from './support/harness';

/**
 * A replica survives its database's connections being cut under write load: PostgreSQL's
 * `pg_terminate_backend` on the server's busy backends, one at a time and all at once (the listener
 * included), and nothing else restarted. The process stays up; every acknowledged write is there;
 * every request that failed was a 503 problem with Retry-After; the pool refills by itself.
 */
const onPostgres = process.env.TEST_DATABASE_KIND === 'postgresql';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('terminated database connections under write load', () => {
  if (!onPostgres) {
    // The embedded database has no backends to terminate; its socket is what a connection can break.
    it('embedded: connections to the database socket that break mid-message never take the server down', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tt-outage-'));
      const child = await startChildServer({ DATA_DIR: dir, LOG_LEVEL: 'warn' });
      try {
        const owner = await newOwner({ api: child.api } as TestServer);
        const socketPath = join(dir, '.s.PGSQL.5432');
        const writes = Promise.all(
          Array.from({ length: 4 }, async (_, i) => {
            const statuses: number[] = [];
            for (let n = 0; n < 10; n++)
              statuses.push((await owner.api.post('/clients', { name: `Embedded ${i}-${n}`, color: '#1E88E5' })).status);
            return statuses;
          }),
        );
        for (let n = 0; n < 40; n++) {
          await new Promise<void>((resolve) => {
            const socket = connect(socketPath);
            socket.on('error', () => resolve());
            // Half a startup message, then a reset.
            socket.on('connect', () =>
              socket.write(Buffer.from([0, 0, 0, 40, 0, 3]), () => {
                socket.destroy();
                resolve();
              }),
            );
          });
        }
        expect((await writes).flat().every((status) => status === 201)).toBe(true);
        expect(child.process.exitCode).toBeNull();
        expect((await fetch(`${child.base}/q/health/ready`)).status).toBe(200);
      } finally {
        await child.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    }, 180_000);
    return;
  }
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://localhost/test');
  // A database of its own (named after the test database): terminating its backends touches no other spec.
  const name = `outage_kill_${base.pathname.slice(1) || 'postgres'}`;
  const url = Object.assign(new URL(base.toString()), { pathname: `/${name}` }).toString();
  const maintenance = Object.assign(new URL(base.toString()), { pathname: '/postgres' }).toString();
  let server: ChildServer;
  let owners: Owner[];

  beforeAll(async () => {
    await admin(maintenance, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${name}"`);
    });
    server = await startChildServer({ DATABASE_URL: url, LOG_LEVEL: 'warn' });
    owners = [];
    for (let i = 0; i < 4; i++) owners.push(await newOwner({ api: server.api } as TestServer));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await admin(maintenance, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch(() => undefined);
  });

  /** The server's backends (the pool's and its listeners'), busy ones only when asked. */
  const backends = (busyOnly: boolean) =>
    admin(maintenance, async (c) =>
      (
        await c.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name LIKE 'time-tracking%'
         AND ($2::boolean = false OR state IN ('active', 'idle in transaction'))`,
          [name, busyOnly],
        )
      ).rows.map((r) => r.pid),
    );
  const terminate = (pids: number[]) =>
    admin(maintenance, (c) => c.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]));

  /**
   * 16 writers creating clients until told to stop. Returns the acknowledged ids per owner and every
   * reply that was not a 201.
   */
  function writeLoad() {
    let running = true;
    const acknowledged: Array<{ owner: Owner; id: string }> = [];
    const failed: Reply[] = [];
    const unanswered: string[] = [];
    let sent = 0;
    const writer = async (i: number) => {
      const owner = owners[i % owners.length];
      while (running) {
        sent++;
        let reply: Reply;
        try {
          reply = await owner.api.post('/clients', { name: `Load ${i}-${sent}-${Math.random().toString(36).slice(2)}`, color: '#1E88E5' });
        } catch (error) {
          // No answer at all: the server went away (or reset the connection).
          unanswered.push((error as Error).message);
          return;
        }
        if (reply.status === 201) acknowledged.push({ owner, id: reply.body.id });
        else failed.push(reply);
      }
    };
    const done = Promise.all(Array.from({ length: 16 }, (_, i) => writer(i)));
    return {
      acknowledged,
      failed,
      unanswered,
      sent: () => sent,
      stop: async () => {
        running = false;
        await done;
      },
    };
  }

  async function expectAllThere(acknowledged: Array<{ owner: Owner; id: string }>) {
    for (const { owner, id } of acknowledged) {
      const reply = await owner.api.get(`/clients/${id}`);
      expect({ id, status: reply.status }).toEqual({ id, status: 200 });
    }
  }

  function expectOnly503Problems(failed: Reply[]) {
    for (const reply of failed) {
      expect({
        status: reply.status,
        type: reply.headers.get('content-type'),
        code: reply.body?.code,
        retryAfter: reply.headers.get('retry-after'),
      }).toEqual({
        status: 503,
        type: expect.stringMatching(/^application\/problem\+json/),
        code: 'SERVICE_UNAVAILABLE',
        retryAfter: expect.stringMatching(/^\d+$/),
      });
    }
  }

  async function expectReadyAgain() {
    const deadline = Date.now() + 30_000;
    let last = 0;
    while (Date.now() < deadline) {
      last = (await fetch(`${server.base}/q/health/ready`)).status;
      if (last === 200) return;
      await sleep(250);
    }
    throw new Error(`readiness did not come back (last ${last})`);
  }

  it('one busy backend at a time: the process stays up, acknowledged writes stay, failures are 503', async () => {
    const load = writeLoad();
    let kills = 0;
    try {
      await sleep(500);
      for (let i = 0; i < 12; i++) {
        const busy = await backends(true);
        if (busy.length > 0) {
          await terminate([busy[i % busy.length]]);
          kills++;
        }
        await sleep(200);
        expect(server.process.exitCode).toBeNull();
      }
      await sleep(500);
    } finally {
      await load.stop();
    }
    expect(load.unanswered).toEqual([]);
    expect(kills).toBeGreaterThanOrEqual(6);
    expect(server.process.exitCode).toBeNull();
    expect(load.acknowledged.length).toBeGreaterThan(0);
    expectOnly503Problems(load.failed);
    await expectAllThere(load.acknowledged);
    await expectReadyAgain();
    // The pool refilled: writes succeed again.
    expect((await owners[0].api.post('/clients', { name: 'After one at a time', color: '#1E88E5' })).status).toBe(201);
  });

  it('every backend at once, twice: the process stays up, acknowledged writes stay, failures are 503', async () => {
    const load = writeLoad();
    try {
      for (let round = 0; round < 2; round++) {
        await sleep(700);
        const all = await backends(false);
        expect(all.length).toBeGreaterThan(1);
        await terminate(all);
        await sleep(300);
        expect(server.process.exitCode).toBeNull();
      }
      await sleep(700);
    } finally {
      await load.stop();
    }
    expect(load.unanswered).toEqual([]);
    expect(server.process.exitCode).toBeNull();
    expect(load.acknowledged.length).toBeGreaterThan(0);
    // Statements were in flight on the terminated connections: they failed, as 503s.
    expect(load.failed.length).toBeGreaterThan(0);
    expectOnly503Problems(load.failed);
    await expectAllThere(load.acknowledged);
    await expectReadyAgain();
    expect((await owners[1].api.post('/clients', { name: 'After all at once', color: '#1E88E5' })).status).toBe(201);
    // The listener and the pool came back on their own.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !(await backends(false)).length) await sleep(200);
    expect((await backends(false)).length).toBeGreaterThan(0);
    expect(server.stderr() + server.stdout()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
  });
});
