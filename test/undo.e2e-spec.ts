import { FixedClock } from '../src/common/time/clock';
import { parseInstant } from '../src/common/time/instant';
import { Database } from '../src/db/database';
import { Owner, Reply, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

const NOW = '2026-03-10T12:00:00Z';
const SECOND = 1_000_000_000n;
const UNDO = { 'x-service-undo': 'true' };

describe('work-session undo offers', () => {
  const clock = FixedClock.at(NOW);
  let server: TestServer;
  let db: Database;

  beforeAll(async () => {
    server = await startServer({ clock });
    db = server.app.get(Database);
  });
  afterAll(() => server.close());
  beforeEach(() => clock.set(parseInstant(NOW)!));

  const revision = async (o: Owner): Promise<number> => (await o.api.get('/clients')).body.revision;
  const events = async (o: Owner, after: number) =>
    ((await o.api.get(`/changes?after=${after}`)).body.items as any[]).map((e) => [e.entityType, e.changeType, e.id]);
  const undo = (o: Owner, offerId: string, key = uuid()) => o.api.post(`/undo/${offerId}`, {}, { idempotencyKey: key });
  const offerOf = (reply: Reply) => {
    expect(reply.headers.get('x-service-undo-seconds')).toBe('600');
    const id = reply.headers.get('x-service-undo-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    return id!;
  };
  const session = async (o: Owner, body: object = {}) => {
    const reply = await o.api.post('/work-sessions', {
      start: '2026-03-09T08:00:00.000000001Z',
      end: '2026-03-09T10:00:00Z',
      summary: 'Original',
      ...body,
    });
    expect(reply.status).toBe(201);
    return reply;
  };

  it('edit undo: restores the previous state with the same ID at version + 1, records the result, emits updated', async () => {
    const owner = await newOwner(server);
    const created = await session(owner);
    const path = `/work-sessions/${created.body.id}`;
    const edited = await owner.api.put(
      path,
      { start: '2026-03-09T09:00:00Z', end: '2026-03-09T11:00:00Z', summary: 'Edited' },
      { ifMatch: created.headers.get('etag')!, headers: UNDO },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, summary: 'Edited' });
    const offer = offerOf(edited);
    const before = await revision(owner);
    const restored = await undo(owner, offer);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ ...created.body, version: 3 });
    expect(restored.headers.get('etag')).toMatch(/^"3-/);
    expect((await owner.api.get(path)).text).toBe(restored.text);
    expect(await events(owner, before)).toEqual([['workSession', 'updated', created.body.id]]);
  });

  it('delete undo: 204 carries the offer; restore brings back the ID, instants and metadata at the deleted version + 1, emits created', async () => {
    const owner = await newOwner(server);
    const client = (await owner.api.post('/clients', { name: 'Kept', color: '#000000' })).body.id;
    const created = await session(owner, { clientId: client });
    const path = `/work-sessions/${created.body.id}`;
    const edited = await owner.api.put(
      path,
      { start: '2026-03-09T08:00:00.000000001Z', end: '2026-03-09T10:00:00.5Z' },
      { ifMatch: created.headers.get('etag')! },
    );
    expect(edited.body.version).toBe(2);
    const createdAtBefore = (
      await db.query<{ created_at: string }>('SELECT created_at::text AS created_at FROM work_sessions WHERE id = $1', [created.body.id])
    ).rows[0].created_at;
    const deleted = await owner.api.delete(path, { ifMatch: edited.headers.get('etag')!, headers: UNDO });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const offer = offerOf(deleted);
    expectProblem(await owner.api.get(path), 404);
    const before = await revision(owner);
    const restored = await undo(owner, offer);
    const createdAt = await db.query<{ created_at: string }>('SELECT created_at::text AS created_at FROM work_sessions WHERE id = $1', [
      created.body.id,
    ]);
    expect(createdAt.rows[0].created_at).toBe(createdAtBefore);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ ...edited.body, version: 3 });
    expect(restored.body.start).toBe('2026-03-09T08:00:00.000000001Z');
    expect((await owner.api.get(path)).text).toBe(restored.text);
    expect(await events(owner, before)).toEqual([['workSession', 'created', created.body.id]]);
    // restored record is fully usable again
    const again = await owner.api.put(
      path,
      { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z' },
      { ifMatch: restored.headers.get('etag')! },
    );
    expect(again.body.version).toBe(4);
  });

  it('repeating a successful undo returns the recorded result without writing, whatever the Idempotency-Key', async () => {
    const owner = await newOwner(server);
    const created = await session(owner);
    const deleted = await owner.api.delete(`/work-sessions/${created.body.id}`, { ifMatch: created.headers.get('etag')!, headers: UNDO });
    const offer = offerOf(deleted);
    const key = uuid();
    const first = await undo(owner, offer, key);
    expect(first.status).toBe(200);
    const rev = await revision(owner);
    clock.advance(30n * SECOND);
    const sameKey = await undo(owner, offer, key);
    const otherKey = await undo(owner, offer);
    for (const reply of [sameKey, otherKey]) {
      expect(reply.status).toBe(200);
      expect(reply.text).toBe(first.text);
      expect(reply.headers.get('etag')).toBe(first.headers.get('etag'));
    }
    // even after the offer's lifetime, the recorded result stays (until pruned)
    clock.advance(3600n * SECOND);
    const late = await undo(owner, offer);
    expect(late.status).toBe(200);
    expect(late.text).toBe(first.text);
    expect(await revision(owner)).toBe(rev);
    expect((await owner.api.get(`/work-sessions/${created.body.id}`)).body.version).toBe(2);
  });

  it('expiry follows the server clock: valid before 600 s, 410 UNDO_EXPIRED from 600 s, nothing restored', async () => {
    const owner = await newOwner(server);
    const a = await session(owner);
    const b = await session(owner, { start: '2026-03-08T08:00:00Z', end: '2026-03-08T09:00:00Z' });
    const offerA = offerOf(await owner.api.delete(`/work-sessions/${a.body.id}`, { ifMatch: a.headers.get('etag')!, headers: UNDO }));
    const offerB = offerOf(await owner.api.delete(`/work-sessions/${b.body.id}`, { ifMatch: b.headers.get('etag')!, headers: UNDO }));
    clock.advance(600n * SECOND - 1n);
    expect((await undo(owner, offerA)).status).toBe(200);
    clock.advance(1n);
    const rev = await revision(owner);
    expectProblem(await undo(owner, offerB), 410, 'UNDO_EXPIRED');
    expectProblem(await owner.api.get(`/work-sessions/${b.body.id}`), 404);
    expect(await revision(owner)).toBe(rev);
    // a failed undo leaves no receipt: the same key still reports the expiry
    const key = uuid();
    expectProblem(await undo(owner, offerB, key), 410, 'UNDO_EXPIRED');
    expectProblem(await undo(owner, offerB, key), 410, 'UNDO_EXPIRED');
  });

  it('409 UNDO_CONFLICT when the session was edited again (or deleted) after an edit offer; nothing restored', async () => {
    const owner = await newOwner(server);
    const created = await session(owner);
    const path = `/work-sessions/${created.body.id}`;
    const first = await owner.api.put(
      path,
      { start: '2026-03-09T08:00:00Z', end: '2026-03-09T12:00:00Z', summary: 'One' },
      { ifMatch: created.headers.get('etag')!, headers: UNDO },
    );
    const offer = offerOf(first);
    const second = await owner.api.put(
      path,
      { start: '2026-03-09T08:00:00Z', end: '2026-03-09T13:00:00Z', summary: 'Two' },
      { ifMatch: first.headers.get('etag')! },
    );
    expect(second.body.version).toBe(3);
    const rev = await revision(owner);
    expectProblem(await undo(owner, offer), 409, 'UNDO_CONFLICT');
    expect((await owner.api.get(path)).text).toBe(second.text);
    expect(await revision(owner)).toBe(rev);

    const other = await session(owner, { start: '2026-03-07T08:00:00Z', end: '2026-03-07T09:00:00Z' });
    const otherEdit = await owner.api.put(
      `/work-sessions/${other.body.id}`,
      { start: '2026-03-07T08:00:00Z', end: '2026-03-07T10:00:00Z' },
      { ifMatch: other.headers.get('etag')!, headers: UNDO },
    );
    await owner.api.delete(`/work-sessions/${other.body.id}`, { ifMatch: otherEdit.headers.get('etag')! });
    expectProblem(await undo(owner, offerOf(otherEdit)), 409, 'UNDO_CONFLICT');
    expectProblem(await owner.api.get(`/work-sessions/${other.body.id}`), 404);
  });

  it('an edit offer is spent once a delete offer of the same session was used', async () => {
    const owner = await newOwner(server);
    const created = await session(owner);
    const path = `/work-sessions/${created.body.id}`;
    const edited = await owner.api.put(
      path,
      { start: '2026-03-09T08:00:00Z', end: '2026-03-09T12:00:00Z' },
      { ifMatch: created.headers.get('etag')!, headers: UNDO },
    );
    const deleted = await owner.api.delete(path, { ifMatch: edited.headers.get('etag')!, headers: UNDO });
    const restored = await undo(owner, offerOf(deleted));
    expect(restored.body.version).toBe(3);
    expectProblem(await undo(owner, offerOf(edited)), 409, 'UNDO_CONFLICT');
  });

  it('409 UNDO_CONFLICT when restoring a running session while another runs; fine once it stopped', async () => {
    const owner = await newOwner(server);
    const running = await owner.api.post('/work-sessions/start', {}, { idempotencyKey: uuid() });
    const deleted = await owner.api.delete(`/work-sessions/${running.body.id}`, { ifMatch: running.headers.get('etag')!, headers: UNDO });
    const offer = offerOf(deleted);
    clock.advance(10n * SECOND);
    const other = await owner.api.post('/work-sessions/start', {}, { idempotencyKey: uuid() });
    expect(other.status).toBe(201);
    expectProblem(await undo(owner, offer), 409, 'UNDO_CONFLICT');
    expectProblem(await owner.api.get(`/work-sessions/${running.body.id}`), 404);
    await owner.api.post(`/work-sessions/${other.body.id}/stop`, {}, { idempotencyKey: uuid(), ifMatch: other.headers.get('etag')! });
    const restored = await undo(owner, offer);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: running.body.id, end: null, version: 2 });
    expect((await owner.api.get('/work-sessions/active')).body.id).toBe(running.body.id);
  });

  it('edit undo of a stop-by-edit brings the running state back unless another session runs', async () => {
    const owner = await newOwner(server);
    const running = await owner.api.post('/work-sessions', { start: '2026-03-10T08:00:00Z' });
    const stopped = await owner.api.put(
      `/work-sessions/${running.body.id}`,
      { start: '2026-03-10T08:00:00Z', end: '2026-03-10T09:00:00Z' },
      { ifMatch: running.headers.get('etag')!, headers: UNDO },
    );
    const offer = offerOf(stopped);
    const another = await owner.api.post('/work-sessions', { start: '2026-03-10T10:00:00Z' });
    expectProblem(await undo(owner, offer), 409, 'UNDO_CONFLICT');
    await owner.api.delete(`/work-sessions/${another.body.id}`, { ifMatch: another.headers.get('etag')! });
    const restored = await undo(owner, offer);
    expect(restored.body).toMatchObject({ end: null, version: 3 });
  });

  it("409 UNDO_CONFLICT when the session's client is gone", async () => {
    const owner = await newOwner(server);
    const client = await owner.api.post('/clients', { name: 'Temporary', color: '#000000' });
    const created = await session(owner, { clientId: client.body.id });
    const deleted = await owner.api.delete(`/work-sessions/${created.body.id}`, { ifMatch: created.headers.get('etag')!, headers: UNDO });
    expect((await owner.api.delete(`/clients/${client.body.id}`, { ifMatch: client.headers.get('etag')! })).status).toBe(204);
    expectProblem(await undo(owner, offerOf(deleted)), 409, 'UNDO_CONFLICT');
  });

  it("a missing, malformed or another owner's offer: 404 / 400; the other owner cannot use or see it", async () => {
    const owner = await newOwner(server);
    const intruder = await newOwner(server);
    const created = await session(owner);
    const deleted = await owner.api.delete(`/work-sessions/${created.body.id}`, { ifMatch: created.headers.get('etag')!, headers: UNDO });
    const offer = offerOf(deleted);
    expectProblem(await undo(intruder, offer), 404, 'NOT_FOUND');
    expectProblem(await undo(owner, uuid()), 404, 'NOT_FOUND');
    expectProblem(await owner.api.post('/undo/not-a-uuid', {}, { idempotencyKey: uuid() }), 400);
    expectProblem(await owner.api.get(`/work-sessions/${created.body.id}`), 404);
    expect((await undo(owner, offer)).status).toBe(200);
    expectProblem(await undo(intruder, offer), 404, 'NOT_FOUND');
  });

  it('POST /undo/{id} requires the empty object body and an Idempotency-Key', async () => {
    const owner = await newOwner(server);
    const created = await session(owner);
    const deleted = await owner.api.delete(`/work-sessions/${created.body.id}`, { ifMatch: created.headers.get('etag')!, headers: UNDO });
    const offer = offerOf(deleted);
    expectProblem(await owner.api.post(`/undo/${offer}`, {}), 400);
    expectProblem(await owner.api.post(`/undo/${offer}`, undefined, { idempotencyKey: uuid() }), 400);
    expectProblem(await owner.api.post(`/undo/${offer}`, { force: true }, { idempotencyKey: uuid() }), 400);
    expectProblem(
      await owner.api.request('POST', `/undo/${offer}`, {
        raw: '[]',
        headers: { 'content-type': 'application/json' },
        idempotencyKey: uuid(),
      }),
      400,
    );
    expectProblem(await owner.api.get(`/work-sessions/${created.body.id}`), 404);
    expect((await undo(owner, offer)).status).toBe(200);
  });

  it('offers never appear in lists or the change feed', async () => {
    const owner = await newOwner(server);
    const created = await session(owner);
    const before = await revision(owner);
    const edited = await owner.api.put(
      `/work-sessions/${created.body.id}`,
      { start: '2026-03-09T08:00:00Z', end: '2026-03-09T12:00:00Z' },
      { ifMatch: created.headers.get('etag')!, headers: UNDO },
    );
    const offer = offerOf(edited);
    const feed = await owner.api.get(`/changes?after=${before}`);
    expect(feed.body.items.map((e: any) => e.id)).toEqual([created.body.id]);
    const list = await owner.api.get('/work-sessions');
    expect(list.body.items.map((s: any) => s.id)).toEqual([created.body.id]);
    expect(JSON.stringify(list.body)).not.toContain(offer);
  });

  it('at most 50 offers per account: expired ones pruned first, then the oldest dropped (404 afterwards)', async () => {
    const owner = await newOwner(server);
    const created = await session(owner);
    let etag = created.headers.get('etag')!;
    const offers: string[] = [];
    const edit = async (k: number) => {
      const reply = await owner.api.put(
        `/work-sessions/${created.body.id}`,
        { start: '2026-03-09T08:00:00Z', end: '2026-03-09T12:00:00Z', summary: `v${k}` },
        { ifMatch: etag, headers: UNDO },
      );
      expect(reply.status).toBe(200);
      etag = reply.headers.get('etag')!;
      offers.push(offerOf(reply));
      clock.advance(1n);
    };
    for (let k = 0; k < 52; k++) await edit(k);
    const stored = async () =>
      Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM undo_offers WHERE owner_id = $1', [owner.ownerId])).rows[0].n);
    expect(await stored()).toBe(50);
    // the two oldest were dropped: missing (404), not expired
    expectProblem(await undo(owner, offers[0]), 404, 'NOT_FOUND');
    expectProblem(await undo(owner, offers[1]), 404, 'NOT_FOUND');
    expectProblem(await undo(owner, offers[2]), 409, 'UNDO_CONFLICT');
    // once all have expired, the next opt-in mutation prunes them
    clock.advance(601n * SECOND);
    expectProblem(await undo(owner, offers[51]), 410, 'UNDO_EXPIRED');
    await edit(52);
    expect(await stored()).toBe(1);
    expectProblem(await undo(owner, offers[51]), 404, 'NOT_FOUND');
    expect((await undo(owner, offers[52])).status).toBe(200);
  });

  it('offers of different owners are independent', async () => {
    const a = await newOwner(server);
    const b = await newOwner(server);
    const sa = await session(a);
    const sb = await session(b);
    const oa = offerOf(await a.api.delete(`/work-sessions/${sa.body.id}`, { ifMatch: sa.headers.get('etag')!, headers: UNDO }));
    const ob = offerOf(await b.api.delete(`/work-sessions/${sb.body.id}`, { ifMatch: sb.headers.get('etag')!, headers: UNDO }));
    expect((await undo(b, ob)).body.ownerId).toBe(b.ownerId);
    expect((await undo(a, oa)).body.ownerId).toBe(a.ownerId);
  });

  it('a PUT that changes nothing with the header still answers with an offer; using it bumps the version', async () => {
    const owner = await newOwner(server);
    const created = await session(owner);
    const same = await owner.api.put(
      `/work-sessions/${created.body.id}`,
      { start: created.body.start, end: created.body.end, summary: 'Original' },
      { ifMatch: created.headers.get('etag')!, headers: UNDO },
    );
    expect(same.status).toBe(200);
    expect(same.text).toBe(created.text);
    const restored = await undo(owner, offerOf(same));
    expect(restored.body).toEqual({ ...created.body, version: 2 });
  });
});
