import { FixedClock } from '../src/common/time/clock';
import { parseInstant } from '../src/common/time/instant';
import { Api, Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

/**
 * Tracking: the open activity, start / switch, stop, per the state table, as idempotent commands.
 * FixedClock far after the real date (see activities.e2e-spec.ts for why).
 */
const NOW = '2099-07-01T10:00:00Z';
const MINUTE = 60_000_000_000n;
const ns = (text: string): bigint => {
  const value = parseInstant(text);
  if (value === null) throw new Error(text);
  return value;
};
const RANGE = 'from=2099-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';

async function revision(owner: Owner): Promise<number> {
  return (await owner.api.get(`/activities?${RANGE}&limit=1`)).body.revision;
}

async function eventsSince(owner: Owner, after: number): Promise<Array<[string, string, string]>> {
  const feed = await owner.api.get(`/changes?after=${after}`);
  return feed.body.items.map((e: { entityType: string; changeType: string; id: string }) => [e.entityType, e.changeType, e.id]);
}

async function tasksOf(owner: Owner, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const task = await owner.api.post('/tasks', { summary: `Task ${i}` });
    expect(task.status).toBe(201);
    ids.push(task.body.id);
  }
  return ids;
}

interface StartBody {
  expectedActiveId: string | null;
  expectedActiveVersion: number | null;
  taskId: string | null;
  [key: string]: unknown;
}

const start = (owner: Owner, body: StartBody, key = uuid()) => owner.api.post('/activities/start', body, { idempotencyKey: key });
const none = { expectedActiveId: null, expectedActiveVersion: null };

describe('tracking', () => {
  let server: TestServer;
  let clock: FixedClock;

  beforeAll(async () => {
    clock = FixedClock.at(NOW);
    server = await startServer({ clock });
  });
  afterAll(() => server.close());
  beforeEach(() => clock.set(ns(NOW)));

  it('GET /activities/active: 204 with no body (owner header present) when nothing is open, else 200 with the record and its ETag', async () => {
    const owner = await newOwner(server);
    const empty = await owner.api.get('/activities/active');
    expect(empty.status).toBe(204);
    expect(empty.text).toBe('');
    expect(empty.headers.get('x-service-owner')).toBe(Buffer.from(owner.ownerId).toString('base64url'));
    const [task] = await tasksOf(owner, 1);
    const started = await start(owner, { ...none, taskId: task });
    const active = await owner.api.get('/activities/active');
    expect(active.status).toBe(200);
    expect(active.text).toBe(started.text);
    expect(active.headers.get('etag')).toBe(started.headers.get('etag'));
    expect(active.headers.get('x-service-owner')).toBeTruthy();
  });

  it('start with nothing open: 201 at the server clock, Location, manual false, events; clients send no clock', async () => {
    const owner = await newOwner(server);
    const [task] = await tasksOf(owner, 1);
    const label = (await owner.api.get('/labels')).body.items[0].id;
    const before = await revision(owner);
    const started = await start(owner, { ...none, taskId: task, summary: '  Deep work ', labelIds: [label, label], workSessionId: uuid() });
    expect(started.status).toBe(201);
    expect(started.body).toEqual({
      id: expect.any(String),
      ownerId: owner.ownerId,
      version: 1,
      start: NOW,
      end: null,
      taskId: task,
      projectId: null,
      summary: 'Deep work',
      labelIds: [label],
      manual: false,
      billable: false,
      timeEntryId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(started.headers.get('location')).toBe(`/api/v1/activities/${started.body.id}`);
    expect(started.headers.get('etag')).toMatch(/^"1-/);
    expect(await eventsSince(owner, before)).toEqual([['activity', 'created', started.body.id]]);
    expectProblem(await start(owner, { ...none, taskId: task, start: NOW } as StartBody), 400);
  });

  it('validates the start body: required-present fields 400, malformed values 422, inconsistent expectations 422, foreign references 404', async () => {
    const owner = await newOwner(server);
    const other = await newOwner(server);
    const [foreignTask] = await tasksOf(other, 1);
    expectProblem(await start(owner, { expectedActiveId: null, taskId: null } as unknown as StartBody), 400);
    expectProblem(await start(owner, { expectedActiveVersion: null, taskId: null } as unknown as StartBody), 400);
    expectProblem(await start(owner, { ...none } as unknown as StartBody), 400);
    expectProblem(await start(owner, { ...none, taskId: null, manual: true }), 400);
    expectProblem(await start(owner, { ...none, taskId: 'x' }), 422, 'VALIDATION');
    expectProblem(
      await start(owner, { expectedActiveId: null, expectedActiveVersion: 'one' as unknown as number, taskId: null }),
      422,
      'VALIDATION',
    );
    expectProblem(await start(owner, { expectedActiveId: uuid(), expectedActiveVersion: null, taskId: null }), 422, 'VALIDATION');
    expectProblem(await start(owner, { expectedActiveId: null, expectedActiveVersion: 1, taskId: null }), 422, 'VALIDATION');
    expectProblem(await start(owner, { ...none, taskId: null, summary: ' ' }), 422, 'VALIDATION');
    expectProblem(await start(owner, { ...none, taskId: foreignTask }), 404, 'NOT_FOUND');
    expectProblem(await start(owner, { ...none, taskId: null, projectId: uuid() }), 404, 'NOT_FOUND');
    expectProblem(await owner.api.post('/activities/start', { ...none, taskId: null }), 400);
    expectProblem(await owner.api.post('/activities/start', { ...none, taskId: null }, { idempotencyKey: 'not-a-uuid' }), 400);
    expect((await owner.api.get('/activities/active')).status).toBe(204);
  });

  it('expected state must match: expecting none while one is open, a wrong ID or an old version is 409 ACTIVE_STATE_CHANGED', async () => {
    const owner = await newOwner(server);
    const [a, b] = await tasksOf(owner, 2);
    const first = await start(owner, { ...none, taskId: a });
    const before = await revision(owner);
    expectProblem(await start(owner, { ...none, taskId: b }), 409, 'ACTIVE_STATE_CHANGED');
    expectProblem(await start(owner, { ...none, taskId: a }), 409, 'ACTIVE_STATE_CHANGED');
    expectProblem(await start(owner, { expectedActiveId: uuid(), expectedActiveVersion: 1, taskId: b }), 409, 'ACTIVE_STATE_CHANGED');
    expectProblem(
      await start(owner, { expectedActiveId: first.body.id, expectedActiveVersion: 2, taskId: b }),
      409,
      'ACTIVE_STATE_CHANGED',
    );
    expect(await revision(owner)).toBe(before);
    expect((await owner.api.get('/activities/active')).text).toBe(first.text);
    // and expecting one when none is open
    const empty = await newOwner(server);
    expectProblem(
      await start(empty, { expectedActiveId: first.body.id, expectedActiveVersion: 1, taskId: null }),
      409,
      'ACTIVE_STATE_CHANGED',
    );
  });

  it('start for the same task (null equals null): 200 with the interval unchanged and no event', async () => {
    const owner = await newOwner(server);
    const [task] = await tasksOf(owner, 1);
    const first = await start(owner, { ...none, taskId: task });
    clock.advance(5n * MINUTE);
    const before = await revision(owner);
    const same = await start(owner, { expectedActiveId: first.body.id, expectedActiveVersion: 1, taskId: task, summary: 'ignored' });
    expect(same.status).toBe(200);
    expect(same.text).toBe(first.text);
    expect(same.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(same.headers.get('location')).toBeNull();
    expect(await revision(owner)).toBe(before);

    const nullOwner = await newOwner(server);
    const open = await start(nullOwner, { ...none, taskId: null });
    expect(open.status).toBe(201);
    const again = await start(nullOwner, { expectedActiveId: open.body.id, expectedActiveVersion: 1, taskId: null });
    expect(again.status).toBe(200);
    expect(again.text).toBe(open.text);
  });

  it('switch: the old interval ends and the new one starts at the same server-clock instant, atomically (201)', async () => {
    const owner = await newOwner(server);
    const [a, b] = await tasksOf(owner, 2);
    const label = (await owner.api.post('/labels', { name: 'Deep work' })).body.id;
    const first = await start(owner, { ...none, taskId: a, summary: 'it\'s "quoted"', labelIds: [label], billable: true });
    clock.set(ns('2099-07-01T11:22:33.123456789Z'));
    const before = await revision(owner);
    const second = await start(owner, { expectedActiveId: first.body.id, expectedActiveVersion: 1, taskId: b });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ start: '2099-07-01T11:22:33.123456789Z', end: null, taskId: b, manual: false, version: 1 });
    const old = await owner.api.get(`/activities/${first.body.id}`);
    // Closed, and otherwise as it was: content, labels, time entry.
    expect(old.body).toEqual({
      ...first.body,
      end: '2099-07-01T11:22:33.123456789Z',
      version: 2,
    });
    expect(old.body).toMatchObject({ start: NOW, taskId: a, summary: 'it\'s "quoted"', labelIds: [label], billable: true, manual: false });
    expect(await eventsSince(owner, before)).toEqual([
      ['activity', 'updated', first.body.id],
      ['activity', 'created', second.body.id],
    ]);
    expect((await owner.api.get('/activities/active')).body.id).toBe(second.body.id);
    // switching to "no task" is a switch too
    const third = await start(owner, { expectedActiveId: second.body.id, expectedActiveVersion: 1, taskId: null });
    expect(third.status).toBe(201);
    expect(third.body.taskId).toBeNull();
  });

  it('a switch across a passed midnight closes the old interval as daily records; the closing part keeps its ID', async () => {
    const owner = await newOwner(server);
    const [a, b] = await tasksOf(owner, 2);
    clock.set(ns('2099-07-01T23:00:00Z'));
    const first = await start(owner, { ...none, taskId: a });
    clock.set(ns('2099-07-02T01:30:00Z'));
    const second = await start(owner, { expectedActiveId: first.body.id, expectedActiveVersion: 1, taskId: b });
    expect(second.body.start).toBe('2099-07-02T01:30:00Z');
    const items = (await owner.api.get(`/activities?${RANGE}`)).body.items;
    expect(items.map((x: any) => [x.id === first.body.id, x.start, x.end, x.taskId])).toEqual([
      [false, '2099-07-01T23:00:00Z', '2099-07-02T00:00:00Z', a],
      [true, '2099-07-02T00:00:00Z', '2099-07-02T01:30:00Z', a],
      [false, '2099-07-02T01:30:00Z', null, b],
    ]);
  });

  describe('stop', () => {
    it('428 without If-Match, 412 stale, 200 with the completed record at the server clock; a completed one is answered unchanged', async () => {
      const owner = await newOwner(server);
      const [task] = await tasksOf(owner, 1);
      const started = await start(owner, { ...none, taskId: task });
      const path = `/activities/${started.body.id}/stop`;
      const etag = started.headers.get('etag')!;
      clock.advance(90n * MINUTE + 1n);
      expectProblem(await owner.api.post(path, undefined, { idempotencyKey: uuid() }), 428, 'PRECONDITION_REQUIRED');
      expectProblem(
        await owner.api.post(path, undefined, { idempotencyKey: uuid(), ifMatch: '"1-000000000000000000000000"' }),
        412,
        'STALE_VERSION',
      );
      expectProblem(await owner.api.post(path, undefined, { ifMatch: etag }), 400);
      expectProblem(await owner.api.post(path, { at: NOW }, { idempotencyKey: uuid(), ifMatch: etag }), 400);
      const before = await revision(owner);
      const stopped = await owner.api.post(path, {}, { idempotencyKey: uuid(), ifMatch: etag });
      expect(stopped.status).toBe(200);
      expect(stopped.body).toMatchObject({
        id: started.body.id,
        version: 2,
        start: NOW,
        end: '2099-07-01T11:30:00.000000001Z',
        manual: false,
      });
      expect(stopped.headers.get('etag')).toMatch(/^"2-/);
      expect(stopped.headers.get('location')).toBeNull();
      // The answer is the record as stored, byte for byte, with its ETag.
      const stored = await owner.api.get(`/activities/${started.body.id}`);
      expect(stored.text).toBe(stopped.text);
      expect(stored.headers.get('etag')).toBe(stopped.headers.get('etag'));
      expect(await eventsSince(owner, before)).toEqual([['activity', 'updated', started.body.id]]);
      expect((await owner.api.get('/activities/active')).status).toBe(204);
      clock.advance(MINUTE);
      const again = await owner.api.post(path, undefined, { idempotencyKey: uuid(), ifMatch: stopped.headers.get('etag')! });
      expect(again.status).toBe(200);
      expect(again.text).toBe(stopped.text);
      expect(await revision(owner)).toBe(before + 1);
      expectProblem(
        await owner.api.post(`/activities/${uuid()}/stop`, undefined, { idempotencyKey: uuid(), ifMatch: etag }),
        404,
        'NOT_FOUND',
      );
      expectProblem(await owner.api.post('/activities/nope/stop', undefined, { idempotencyKey: uuid(), ifMatch: etag }), 400);
    });

    it('stopping after a passed midnight answers with the last daily part (it keeps the ID)', async () => {
      const owner = await newOwner(server);
      clock.set(ns('2099-07-01T22:00:00Z'));
      const started = await start(owner, { ...none, taskId: null });
      clock.set(ns('2099-07-03T00:45:00Z'));
      const stopped = await owner.api.post(`/activities/${started.body.id}/stop`, undefined, {
        idempotencyKey: uuid(),
        ifMatch: started.headers.get('etag')!,
      });
      expect(stopped.status).toBe(200);
      expect(stopped.body).toMatchObject({ id: started.body.id, version: 2, start: '2099-07-03T00:00:00Z', end: '2099-07-03T00:45:00Z' });
      const stored = await owner.api.get(`/activities/${started.body.id}`);
      expect([stored.text, stored.headers.get('etag')]).toEqual([stopped.text, stopped.headers.get('etag')]);
      const items = (await owner.api.get(`/activities?${RANGE}`)).body.items;
      expect(items.map((x: any) => [x.start, x.end])).toEqual([
        ['2099-07-01T22:00:00Z', '2099-07-02T00:00:00Z'],
        ['2099-07-02T00:00:00Z', '2099-07-03T00:00:00Z'],
        ['2099-07-03T00:00:00Z', '2099-07-03T00:45:00Z'],
      ]);
    });
  });

  describe('idempotent commands', () => {
    it('a retry with the same key and input returns the original bytes, status, ETag and Location, with no new event, even after the state moved on', async () => {
      const owner = await newOwner(server);
      const [a, b] = await tasksOf(owner, 2);
      const key = uuid();
      const body = { ...none, taskId: a };
      const first = await start(owner, body, key);
      expect(first.status).toBe(201);
      const switched = await start(owner, { expectedActiveId: first.body.id, expectedActiveVersion: 1, taskId: b });
      expect(switched.status).toBe(201);
      const before = await revision(owner);
      // same JSON, other key order and whitespace
      const replay = await owner.api.request('POST', '/activities/start', {
        raw: ` { "taskId" : "${a}", "expectedActiveVersion": null,  "expectedActiveId": null } `,
        headers: { 'content-type': 'application/json' },
        idempotencyKey: key.toUpperCase(),
      });
      expect(replay.status).toBe(201);
      expect(replay.text).toBe(first.text);
      expect(replay.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(replay.headers.get('location')).toBe(first.headers.get('location'));
      expect(await revision(owner)).toBe(before);
      expect((await owner.api.get('/activities/active')).body.id).toBe(switched.body.id);
    });

    it('the same key with different input is 409 IDEMPOTENCY_KEY_REUSED and changes nothing (start and stop share the key space)', async () => {
      const owner = await newOwner(server);
      const [a, b] = await tasksOf(owner, 2);
      const key = uuid();
      const first = await start(owner, { ...none, taskId: a }, key);
      const before = await revision(owner);
      expectProblem(await start(owner, { ...none, taskId: b }, key), 409, 'IDEMPOTENCY_KEY_REUSED');
      expectProblem(await start(owner, { ...none, taskId: a, summary: 'x' }, key), 409, 'IDEMPOTENCY_KEY_REUSED');
      expectProblem(
        await owner.api.post(`/activities/${first.body.id}/stop`, undefined, { idempotencyKey: key, ifMatch: first.headers.get('etag')! }),
        409,
        'IDEMPOTENCY_KEY_REUSED',
      );
      expect(await revision(owner)).toBe(before);
      expect((await owner.api.get('/activities/active')).text).toBe(first.text);
      // a stop replay keeps its original answer after the record changed
      const stopKey = uuid();
      const stop = () =>
        owner.api.post(`/activities/${first.body.id}/stop`, undefined, { idempotencyKey: stopKey, ifMatch: first.headers.get('etag')! });
      const stopped = await stop();
      expect(stopped.status).toBe(200);
      await owner.api.put(
        `/activities/${first.body.id}`,
        { start: NOW, end: NOW, projectId: null, summary: 'edited', labelIds: [] },
        { ifMatch: stopped.headers.get('etag')! },
      );
      const replayed = await stop();
      expect(replayed.status).toBe(200);
      expect(replayed.text).toBe(stopped.text);
      expect(replayed.headers.get('etag')).toBe(stopped.headers.get('etag'));
    });

    it('a failed start leaves no receipt: the same key is then accepted, with corrected and even different input', async () => {
      const owner = await newOwner(server);
      const [task] = await tasksOf(owner, 1);
      const key = uuid();
      expectProblem(await start(owner, { ...none, taskId: uuid() }, key), 404, 'NOT_FOUND');
      expectProblem(await start(owner, { ...none, taskId: task, summary: '  ' }, key), 422, 'VALIDATION');
      expectProblem(
        await start(owner, { expectedActiveId: uuid(), expectedActiveVersion: 1, taskId: task }, key),
        409,
        'ACTIVE_STATE_CHANGED',
      );
      const ok = await start(owner, { ...none, taskId: task }, key);
      expect(ok.status).toBe(201);
      // a failed stop leaves no receipt either
      const stopKey = uuid();
      expectProblem(await owner.api.post(`/activities/${ok.body.id}/stop`, undefined, { idempotencyKey: stopKey }), 428);
      const stopped = await owner.api.post(`/activities/${ok.body.id}/stop`, undefined, {
        idempotencyKey: stopKey,
        ifMatch: ok.headers.get('etag')!,
      });
      expect(stopped.status).toBe(200);
    });

    it('20 concurrent starts for one owner with different keys: exactly one opens an activity, the others are 409 ACTIVE_STATE_CHANGED', async () => {
      const owner = await newOwner(server);
      const tasks = await tasksOf(owner, 20);
      const before = await revision(owner);
      const replies = await Promise.all(tasks.map((taskId) => start(owner, { ...none, taskId })));
      const created = replies.filter((r) => r.status === 201);
      expect(created).toHaveLength(1);
      for (const reply of replies.filter((r) => r.status !== 201)) expectProblem(reply, 409, 'ACTIVE_STATE_CHANGED');
      const active = await owner.api.get('/activities/active');
      expect(active.body.id).toBe(created[0].body.id);
      const all = (await owner.api.get(`/activities?${RANGE}`)).body.items;
      expect(all).toHaveLength(1);
      expect(all[0].end).toBeNull();
      expect(await eventsSince(owner, before)).toEqual([['activity', 'created', created[0].body.id]]);
    });

    it('concurrent identical requests (same key) share one committed result', async () => {
      const owner = await newOwner(server);
      const [task] = await tasksOf(owner, 1);
      const key = uuid();
      const replies = await Promise.all(Array.from({ length: 8 }, () => start(owner, { ...none, taskId: task }, key)));
      for (const reply of replies) {
        expect(reply.status).toBe(201);
        expect(reply.text).toBe(replies[0].text);
      }
      expect((await owner.api.get(`/activities?${RANGE}`)).body.items).toHaveLength(1);
    });
  });

  it('a start is replayed byte-identically after a server restart, with the same ETag and no new event', async () => {
    const owner = await newOwner(server);
    const [task] = await tasksOf(owner, 1);
    const key = uuid();
    const body = { ...none, taskId: task, workSessionId: 'retired' };
    const first = await start(owner, body, key);
    expect(first.status).toBe(201);
    const stopKey = uuid();
    clock.advance(MINUTE);
    const stopped = await owner.api.post(`/activities/${first.body.id}/stop`, undefined, {
      idempotencyKey: stopKey,
      ifMatch: first.headers.get('etag')!,
    });
    const before = await revision(owner);
    await server.close();
    server = await startServer({ clock });
    const restarted = new Api(server.api.base, owner.token);
    const replay = await restarted.post('/activities/start', body, { idempotencyKey: key });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(replay.headers.get('location')).toBe(first.headers.get('location'));
    const stopReplay = await restarted.post(`/activities/${first.body.id}/stop`, undefined, {
      idempotencyKey: stopKey,
      ifMatch: first.headers.get('etag')!,
    });
    expect(stopReplay.status).toBe(200);
    expect(stopReplay.text).toBe(stopped.text);
    expect((await restarted.get(`/changes?after=${before}`)).body.items).toEqual([]);
    expect((await restarted.get('/activities/active')).status).toBe(204);
  });
});
