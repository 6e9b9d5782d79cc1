import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DayBoundariesService } from '../src/activities/day-boundaries.service';
import { FixedClock } from '../src/common/time/clock';
import { parseInstant } from '../src/common/time/instant';
import { ChildServer, startChildServer } from './support/child-server';
import { Api, expectProblem, newOwner, Owner, Reply, startServer, TestServer, uuid } from './support/harness';
import { IsolatedDatabase, isolatedDatabase, runCli } from './support/isolated-database';

/**
 * The contract's promise "serialised per owner, also across server replicas", kept true in CI: two
 * server processes on one PostgreSQL database; and a central settings change made on one replica is in
 * effect on the other without a restart.
 */
const onPostgres = process.env.TEST_DATABASE_KIND === 'postgresql';
const none = { expectedActiveId: null, expectedActiveVersion: null };

describe('two replicas on one database', () => {
  if (!onPostgres) {
    // Replicas need PostgreSQL: the embedded database admits exactly one server process.
    it('the embedded database refuses a second server process', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tt-replica-'));
      try {
        writeFileSync(join(dir, 'server.lock'), String(process.pid));
        await expect(startChildServer({ DATA_DIR: dir, LOG_LEVEL: 'warn' })).rejects.toThrow(/in use|locked/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
    return;
  }

  let a: ChildServer;
  let b: ChildServer;
  let owner: Owner;
  /** The owner's token against replica B. */
  let onB: Api;

  beforeAll(async () => {
    const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'warn' };
    [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
    owner = await newOwner({ api: a.api } as TestServer);
    onB = b.api.as(owner.token);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  const replica = (i: number) => (i % 2 === 0 ? owner.api : onB);

  it('racing starts across both replicas: exactly one opens, the rest are 409, in every round', async () => {
    const tasks: string[] = [];
    for (let i = 0; i < 8; i++) tasks.push((await owner.api.post('/tasks', { summary: `Race ${i}` })).body.id);
    for (let round = 0; round < 4; round++) {
      const replies = await Promise.all(
        tasks.map((taskId, i) => replica(i + round).post('/activities/start', { ...none, taskId }, { idempotencyKey: uuid() })),
      );
      const created = replies.filter((r) => r.status === 201);
      expect(created).toHaveLength(1);
      for (const reply of replies.filter((r) => r.status !== 201)) expectProblem(reply, 409, 'ACTIVE_STATE_CHANGED');
      const [seenByA, seenByB] = await Promise.all([owner.api.get('/activities/active'), onB.get('/activities/active')]);
      expect(seenByA.body.id).toBe(created[0].body.id);
      expect(seenByB.text).toBe(seenByA.text);
      const stopped = await onB.post(`/activities/${created[0].body.id}/stop`, undefined, {
        idempotencyKey: uuid(),
        ifMatch: seenByB.headers.get('etag')!,
      });
      expect(stopped.status).toBe(200);
    }
  });

  it('one Idempotency-Key sent to both replicas at once: one effect, identical answers', async () => {
    const key = uuid();
    const body = { ...none, taskId: null, summary: `Idempotent ${key}` };
    const replies: Reply[] = await Promise.all(
      Array.from({ length: 8 }, (_, i) => replica(i).post('/activities/start', body, { idempotencyKey: key })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(new Set(replies.map((r) => r.headers.get('etag'))).size).toBe(1);
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + 3600_000).toISOString();
    const listed = await owner.api.get(`/activities?from=${from}&to=${to}&limit=100`);
    expect(listed.body.items.filter((item: { summary: string }) => item.summary === body.summary)).toHaveLength(1);
    const active = await onB.get('/activities/active');
    await onB.post(`/activities/${active.body.id}/stop`, undefined, { idempotencyKey: uuid(), ifMatch: active.headers.get('etag')! });
  });

  it('a change committed on one replica wakes a long poll on the other at once', async () => {
    const latencies: number[] = [];
    for (let round = 0; round < 7; round++) {
      const [writer, reader] = round % 2 === 0 ? [owner.api, onB] : [onB, owner.api];
      const after = (await reader.get('/clients?limit=1')).body.revision;
      const poll = reader.get(`/changes?after=${after}&waitSeconds=20`).then((reply) => ({ reply, at: Date.now() }));
      // Give the poll time to reach its wait (a poll that finds the change on its first read proves nothing).
      await new Promise((r) => setTimeout(r, 300));
      const created = await writer.post('/clients', { name: `Wake ${round}`, color: '#1E88E5' });
      const committedAt = Date.now();
      const { reply, at } = await poll;
      expect(reply.status).toBe(200);
      expect(reply.body.items).toContainEqual(
        expect.objectContaining({ entityType: 'client', changeType: 'created', id: created.body.id }),
      );
      latencies.push(at - committedAt);
    }
    latencies.sort((x, y) => x - y);
    // Without LISTEN/NOTIFY a poll would only notice on its one-second recheck.
    expect(latencies[3]).toBeLessThan(250);
  });

  describe('central settings changed on one replica (a database of their own: settings are server-wide)', () => {
    let db: IsolatedDatabase;
    let p: ChildServer;
    let q: ChildServer;

    beforeAll(async () => {
      db = await isolatedDatabase('replicas');
      const env = { ...db.env, LOG_LEVEL: 'warn' };
      // One after the other: the first applies the migrations to the new schema.
      p = await startChildServer(env);
      q = await startChildServer(env);
    }, 180_000);
    afterAll(async () => {
      await Promise.all([p?.stop(), q?.stop()]);
      await db?.stop();
    });

    const signUp = (server: ChildServer) =>
      server.api.post('/auth/signup', { email: `signup-${uuid()}@example.com`, password: 'correct horse battery' });

    /** Signs up on `server` until it answers `status`; how long after `since` that took. */
    async function firstAnswer(server: ChildServer, status: number, since: number): Promise<{ reply: Reply; after: number }> {
      for (;;) {
        const reply = await signUp(server);
        if (reply.status === status || Date.now() - since > 5000) return { reply, after: Date.now() - since };
        await new Promise((r) => setTimeout(r, 20));
      }
    }

    it('PUT /admin/settings on one replica closes and reopens sign-up on the other at once', async () => {
      const admin = await newOwner({ api: p.api } as TestServer);
      const promoted = await runCli(db.env, ['set-admin', '--email', admin.email]);
      expect({ code: promoted.code, stdout: promoted.stdout }).toEqual({ code: 0, stdout: `${admin.email} is now an administrator\n` });
      const unset = {
        signupEnabled: null,
        sessionLifetimeMinutes: null,
        tokenMaxLifetimeDays: null,
        loginThrottle: null,
        rateLimit: null,
        trustedProxies: null,
        mail: null,
      };

      /** Saves `settings` on `server` the way an administrator does: cookie session, CSRF, If-Match, current password. */
      const save = async (server: ChildServer, settings: Record<string, unknown>, signupBefore: number) => {
        const signedIn = await server.api.post('/auth/session', { email: admin.email, password: admin.password });
        expect(signedIn.status).toBe(201);
        const auth = {
          token: null,
          headers: { cookie: signedIn.headers.get('set-cookie')!.split(';')[0], 'x-csrf-token': signedIn.body.csrfToken },
        };
        const current = await server.api.get('/admin/settings', auth);
        expect(current.status).toBe(200);
        // Both replicas now hold the settings in their cache; only the notification can refresh the other one early.
        expect([(await signUp(p)).status, (await signUp(q)).status]).toEqual([signupBefore, signupBefore]);
        const saved = await server.api.put(
          '/admin/settings',
          { settings, currentPassword: admin.password },
          { ...auth, ifMatch: current.headers.get('etag')! },
        );
        expect(saved.status).toBe(200);
        return { saved, at: Date.now() };
      };

      const closed = await save(p, { ...unset, signupEnabled: false }, 201);
      expect(closed.saved.body.effective.signupEnabled).toBe(false);
      const refused = await firstAnswer(q, 403, closed.at);
      expectProblem(refused.reply, 403, 'SIGNUP_DISABLED');
      // Well inside the settings cache's two seconds: LISTEN/NOTIFY told the other replica.
      expect(refused.after).toBeLessThan(1000);
      const seenByQ = await q.api.get('/admin/settings', { token: admin.token });
      expect(seenByQ.body.saved.signupEnabled).toBe(false);
      expect(seenByQ.headers.get('etag')).toBe(closed.saved.headers.get('etag'));

      // Back the other way: reopened on the second replica, in effect on the first.
      const reopened = await save(q, unset, 403);
      expect(reopened.saved.body.effective.signupEnabled).toBe(true);
      const admitted = await firstAnswer(p, 201, reopened.at);
      expect(admitted.reply.status).toBe(201);
      expect(admitted.after).toBeLessThan(1000);
    }, 180_000);
  });

  describe('the midnight job running on both replicas', () => {
    const ns = (text: string) => parseInstant(text)!;
    let p: TestServer;
    let q: TestServer;
    let clockP: FixedClock;
    let clockQ: FixedClock;

    beforeAll(async () => {
      clockP = FixedClock.at('2099-05-10T20:00:00Z');
      clockQ = FixedClock.at('2099-05-10T20:00:00Z');
      [p, q] = await Promise.all([startServer({ clock: clockP }), startServer({ clock: clockQ })]);
    });
    afterAll(async () => {
      await Promise.all([p?.close(), q?.close()]);
    });

    const setBoth = (text: string) => {
      clockP.set(ns(text));
      clockQ.set(ns(text));
    };

    it('splits each passed local midnight exactly once, whichever replica gets there first', async () => {
      const night = await newOwner(p);
      setBoth('2099-05-10T20:00:00Z');
      const started = await night.api.post('/activities/start', { ...none, taskId: null, summary: 'Long run' }, { idempotencyKey: uuid() });
      expect(started.status).toBe(201);
      // Three local midnights (UTC profile) have passed when both jobs run at the same moment.
      setBoth('2099-05-13T06:00:00Z');
      const jobs = [p, q, p, q].map((server) => server.app.get(DayBoundariesService));
      const results = await Promise.all(jobs.map((job) => job.runDue([night.ownerId])));
      expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
      const listed = await night.api.get('/activities?from=2099-05-10T00:00:00Z&to=2099-05-14T00:00:00Z&limit=100');
      const spans = listed.body.items.map((item: { start: string; end: string | null }) => [item.start, item.end]).sort();
      expect(spans).toEqual([
        ['2099-05-10T20:00:00Z', '2099-05-11T00:00:00Z'],
        ['2099-05-11T00:00:00Z', '2099-05-12T00:00:00Z'],
        ['2099-05-12T00:00:00Z', '2099-05-13T00:00:00Z'],
        ['2099-05-13T00:00:00Z', null],
      ]);
      const again = await Promise.all(jobs.map((job) => job.runDue([night.ownerId])));
      expect(again).toEqual([0, 0, 0, 0]);
    });
  });
});
