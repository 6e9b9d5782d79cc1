import { ChangeNotifier } from '../src/changes/change-notifier';
import { RetentionService } from '../src/changes/retention.service';
import { Database } from '../src/db/database';
import { Owner, TestServer, expectProblem, newOwner, startServer } from './support/harness';

describe('change feed', () => {
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    server = await startServer();
    owner = await newOwner(server);
  });
  afterAll(() => server.close());

  const current = async (o: Owner) => (await o.api.get('/clients')).body.revision as number;

  it('lists events in order with per-owner sequences; empty keeps nextSequence = after', async () => {
    const start = await current(owner);
    const a = await owner.api.post('/clients', { name: 'A', color: '#000001' });
    const b = await owner.api.post('/clients', { name: 'B', color: '#000002' });
    const feed = await owner.api.get(`/changes?after=${start}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('etag')).toBeTruthy();
    expect(feed.body.items).toEqual([
      { entityType: 'client', changeType: 'created', id: a.body.id, sequence: start + 1, timestamp: expect.stringMatching(/Z$/) },
      { entityType: 'client', changeType: 'created', id: b.body.id, sequence: start + 2, timestamp: expect.stringMatching(/Z$/) },
    ]);
    expect(feed.body.nextSequence).toBe(start + 2);
    const empty = await owner.api.get(`/changes?after=${start + 2}`);
    expect(empty.body).toEqual({ items: [], nextSequence: start + 2 });
  });

  it('sequences are per owner: another owner sees none of these events', async () => {
    const other = await newOwner(server);
    const feed = await other.api.get('/changes?after=0');
    const mine = new Set((await owner.api.get('/changes?after=0')).body.items.map((e: any) => e.id));
    expect(feed.body.items.some((e: any) => mine.has(e.id))).toBe(false);
  });

  it('validates after and waitSeconds; a future sequence is 409 RESYNC_REQUIRED', async () => {
    expectProblem(await owner.api.get('/changes'), 400);
    expectProblem(await owner.api.get('/changes?after=-1'), 422, 'VALIDATION');
    expectProblem(await owner.api.get('/changes?after=x'), 422, 'VALIDATION');
    expectProblem(await owner.api.get('/changes?after=0&waitSeconds=61'), 422, 'VALIDATION');
    expectProblem(await owner.api.get('/changes?after=0&other=1'), 400);
    const now = await current(owner);
    expectProblem(await owner.api.get(`/changes?after=${now + 1}`), 409, 'RESYNC_REQUIRED');
  });

  it('retention: events older than the retention window go; a sequence before them is 409 RESYNC_REQUIRED', async () => {
    const aged = await newOwner(server);
    const first = await aged.api.post('/clients', { name: 'Old', color: '#000005' });
    const after = await current(aged);
    const recent = await aged.api.post('/clients', { name: 'Recent', color: '#000006' });
    const db = server.app.get(Database);
    await db.query(`UPDATE change_events SET occurred_at = now() - interval '9 days' WHERE owner_id = $1 AND sequence <= $2`, [
      aged.ownerId,
      after,
    ]);
    await server.app.get(RetentionService).prune();
    expectProblem(await aged.api.get('/changes?after=0'), 409, 'RESYNC_REQUIRED');
    const kept = await aged.api.get(`/changes?after=${after}`);
    expect(kept.body.items.map((e: any) => e.id)).toEqual([recent.body.id]);
    expect(first.status).toBe(201);
    // another owner's events are untouched
    expect((await owner.api.get('/changes?after=0')).status).toBe(200);
  });

  it('long-polls until a commit wakes it, promptly', async () => {
    const after = await current(owner);
    const started = Date.now();
    const poll = owner.api.get(`/changes?after=${after}&waitSeconds=20`);
    await new Promise((r) => setTimeout(r, 300));
    const created = await owner.api.post('/clients', { name: 'Wake', color: '#000003' });
    const feed = await poll;
    expect(feed.body.items.map((e: any) => e.id)).toEqual([created.body.id]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('returns empty after waitSeconds when nothing happens', async () => {
    const after = await current(owner);
    const started = Date.now();
    const feed = await owner.api.get(`/changes?after=${after}&waitSeconds=1`);
    expect(feed.body).toEqual({ items: [], nextSequence: after });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('re-checks ownership while waiting: a token revoked mid-poll ends the poll with 401', async () => {
    const created = await server.api.post(
      '/auth/tokens',
      { name: 'poller', permissions: ['read'] },
      { headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf } },
    );
    const after = await current(owner);
    const poll = owner.api.as(created.body.token).get(`/changes?after=${after}&waitSeconds=20`);
    await new Promise((r) => setTimeout(r, 300));
    await owner.api.delete(`/auth/tokens/${created.body.id}`);
    const started = Date.now();
    expectProblem(await poll, 401);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  // Only PostgreSQL serves several server processes; the embedded database refuses a second one
  // (see server.e2e-spec.ts), so there the scenario does not exist.
  if (process.env.TEST_DATABASE_KIND === 'postgresql')
    it('wakes on a commit made by another server process on the same PostgreSQL', async () => {
      const second = await startServer();
      // The poll wakes through this process's notifier: only the listener's NOTIFY can call it here,
      // as the commit is made by the other process. Without it the poll would still answer, at its
      // next once-a-second recheck, so the test asserts the wake itself, not a wall-clock bound a
      // slow machine could miss or a broken NOTIFY could meet by luck.
      const wake = jest.spyOn(server.app.get(ChangeNotifier), 'wake');
      try {
        const after = await current(owner);
        const poll = owner.api.get(`/changes?after=${after}&waitSeconds=20`);
        await new Promise((r) => setTimeout(r, 300));
        const started = Date.now();
        const created = await second.api.as(owner.token).post('/clients', { name: 'Elsewhere', color: '#000004' });
        const feed = await poll;
        expect(feed.body.items.map((e: any) => e.id)).toEqual([created.body.id]);
        expect(wake).toHaveBeenCalledWith(owner.ownerId);
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        wake.mockRestore();
        await second.close();
      }
    });
});

describe('change feed during shutdown', () => {
  it('shutting the server down ends waiting long polls at once with what they have', async () => {
    const server = await startServer();
    const owner = await newOwner(server);
    const after = (await owner.api.get('/clients')).body.revision;
    const poll = owner.api.get(`/changes?after=${after}&waitSeconds=30`);
    await new Promise((r) => setTimeout(r, 500));
    const started = Date.now();
    await server.close();
    const reply = await poll;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ items: [], nextSequence: after });
  });
});
