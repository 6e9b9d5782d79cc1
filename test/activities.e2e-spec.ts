import { FixedClock } from '../src/common/time/clock';
import { formatInstant, parseInstant } from '../src/common/time/instant';
import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

/**
 * Manual intervals and listing. The server runs on a FixedClock far after the real date, so the
 * other test servers sharing this database (real clocks) never see a split of these records as due.
 */
const NOW = '2099-06-15T12:00:00Z';
const ns = (text: string): bigint => {
  const value = parseInstant(text);
  if (value === null) throw new Error(text);
  return value;
};
const HOUR = 3_600_000_000_000n;
const plus = (text: string, delta: bigint) => formatInstant(ns(text) + delta);
const RANGE = 'from=2099-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';

interface Catalog {
  projectId: string;
  otherProjectId: string;
  taskId: string;
  otherTaskId: string;
  labelIds: string[];
}

async function catalogOf(owner: Owner): Promise<Catalog> {
  const clients = await owner.api.get('/clients');
  const clientId = clients.body.items[0].id;
  const project = await owner.api.post('/projects', { name: 'Relaunch', clientId });
  const otherProject = await owner.api.post('/projects', { name: 'Support', clientId });
  const task = await owner.api.post('/tasks', { summary: 'Fix login', projectId: project.body.id });
  const otherTask = await owner.api.post('/tasks', { summary: 'Answer mail' });
  const labels = await owner.api.get('/labels');
  for (const reply of [project, otherProject, task, otherTask]) expect(reply.status).toBe(201);
  expect(labels.body.items.length).toBeGreaterThanOrEqual(3);
  return {
    projectId: project.body.id,
    otherProjectId: otherProject.body.id,
    taskId: task.body.id,
    otherTaskId: otherTask.body.id,
    labelIds: labels.body.items.map((l: { id: string }) => l.id),
  };
}

async function revision(owner: Owner): Promise<number> {
  return (await owner.api.get(`/activities?${RANGE}&limit=1`)).body.revision;
}

async function eventsSince(owner: Owner, after: number): Promise<Array<[string, string, string]>> {
  const feed = await owner.api.get(`/changes?after=${after}`);
  expect(feed.status).toBe(200);
  return feed.body.items.map((e: { entityType: string; changeType: string; id: string }) => [e.entityType, e.changeType, e.id]);
}

async function listAll(owner: Owner, query = RANGE): Promise<any[]> {
  const page = await owner.api.get(`/activities?${query}&limit=500`);
  expect(page.status).toBe(200);
  expect(page.body.nextCursor).toBeNull();
  return page.body.items;
}

describe('activities (manual intervals)', () => {
  let server: TestServer;
  let clock: FixedClock;
  let alice: Owner;
  let bob: Owner;
  let cat: Catalog;
  let bobCat: Catalog;

  beforeAll(async () => {
    clock = FixedClock.at(NOW);
    server = await startServer({ clock });
    [alice, bob] = await Promise.all([newOwner(server), newOwner(server)]);
    [cat, bobCat] = await Promise.all([catalogOf(alice), catalogOf(bob)]);
  });
  afterAll(() => server.close());
  beforeEach(() => clock.set(ns(NOW)));

  it('creates a manual interval: 201, Location, strong ETag, the documented shape in order, version 1', async () => {
    const owner = await newOwner(server);
    const c = await catalogOf(owner);
    const labels = [c.labelIds[2], c.labelIds[0], c.labelIds[1]];
    const created = await owner.api.post('/activities', {
      start: '2099-06-15T09:00:00Z',
      end: '2099-06-15T10:30:00.5Z',
      taskId: c.taskId,
      projectId: c.otherProjectId,
      summary: '  Pairing  ',
      labelIds: labels,
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual([
      'id',
      'ownerId',
      'version',
      'start',
      'end',
      'taskId',
      'projectId',
      'summary',
      'labelIds',
      'manual',
      'billable',
      'timeEntryId',
    ]);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      ownerId: owner.ownerId,
      version: 1,
      start: '2099-06-15T09:00:00Z',
      end: '2099-06-15T10:30:00.5Z',
      taskId: c.taskId,
      projectId: c.otherProjectId,
      summary: 'Pairing',
      labelIds: [...labels].sort(),
      manual: true,
      billable: false,
      timeEntryId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    });
    expect(created.headers.get('location')).toBe(`/api/v1/activities/${created.body.id}`);
    expect(created.headers.get('etag')).toMatch(/^"1-[0-9a-f]+"$/);
    const fetched = await owner.api.get(`/activities/${created.body.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.text).toBe(created.text);
    expect(fetched.headers.get('etag')).toBe(created.headers.get('etag'));
  });

  it('keeps all nine fractional digits: instants round-trip unchanged', async () => {
    const owner = await newOwner(server);
    const start = '2026-03-29T00:59:59.123456789Z';
    const end = '2026-03-29T00:59:59.98765432Z';
    const created = await owner.api.post('/activities', { start, end });
    expect(created.status).toBe(201);
    expect(created.body.start).toBe(start);
    expect(created.body.end).toBe(end);
    expect((await owner.api.get(`/activities/${created.body.id}`)).body).toMatchObject({ start, end });
    const listed = await listAll(owner, 'from=2026-03-29T00:59:59.123456789Z&to=2026-03-29T00:59:59.12345679Z');
    expect(listed.map((a) => [a.start, a.end])).toEqual([[start, end]]);
    // before the start by one nanosecond: not overlapping
    expect(await listAll(owner, 'from=2026-03-29T00:00:00Z&to=2026-03-29T00:59:59.123456789Z')).toEqual([]);
    // trailing zeros on input are accepted and trimmed on output
    const zeros = await owner.api.post('/activities', { start: '2026-03-29T01:00:00.100000000Z', end: '2026-03-29T01:00:01.000000000Z' });
    expect(zeros.body).toMatchObject({ start: '2026-03-29T01:00:00.1Z', end: '2026-03-29T01:00:01Z' });
  });

  it('stores one record per local day; answers with the last part; one created event per record', async () => {
    const owner = await newOwner(server);
    const before = await revision(owner);
    const created = await owner.api.post('/activities', {
      start: '2099-06-12T22:00:00.000000001Z',
      end: '2099-06-15T01:00:00Z',
      summary: 'Long',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      start: '2099-06-15T00:00:00Z',
      end: '2099-06-15T01:00:00Z',
      summary: 'Long',
      manual: true,
      version: 1,
    });
    const items = await listAll(owner);
    expect(items.map((a) => [a.start, a.end])).toEqual([
      ['2099-06-12T22:00:00.000000001Z', '2099-06-13T00:00:00Z'],
      ['2099-06-13T00:00:00Z', '2099-06-14T00:00:00Z'],
      ['2099-06-14T00:00:00Z', '2099-06-15T00:00:00Z'],
      ['2099-06-15T00:00:00Z', '2099-06-15T01:00:00Z'],
    ]);
    expect(new Set(items.map((a) => a.id)).size).toBe(4);
    expect(items[3].id).toBe(created.body.id);
    for (const item of items) expect(item).toMatchObject({ summary: 'Long', manual: true, version: 1, taskId: null });
    expect(await eventsSince(owner, before)).toEqual(items.map((a) => ['activity', 'created', a.id]));
  });

  it('an end exactly at local midnight makes no empty record; a zero-length interval is one record', async () => {
    const owner = await newOwner(server);
    const created = await owner.api.post('/activities', { start: '2099-06-13T20:00:00Z', end: '2099-06-14T00:00:00Z' });
    expect(created.body).toMatchObject({ start: '2099-06-13T20:00:00Z', end: '2099-06-14T00:00:00Z' });
    const zero = await owner.api.post('/activities', { start: '2099-06-14T05:00:00Z', end: '2099-06-14T05:00:00Z' });
    expect(zero.status).toBe(201);
    expect((await listAll(owner)).map((a) => [a.start, a.end])).toEqual([
      ['2099-06-13T20:00:00Z', '2099-06-14T00:00:00Z'],
      ['2099-06-14T05:00:00Z', '2099-06-14T05:00:00Z'],
    ]);
  });

  it('start after the server clock is 422 (equal is allowed); end before start is 422; a future end is allowed', async () => {
    const owner = await newOwner(server);
    const before = await revision(owner);
    expectProblem(await owner.api.post('/activities', { start: plus(NOW, 1n), end: null }), 422, 'VALIDATION');
    expectProblem(await owner.api.post('/activities', { start: plus(NOW, 1n), end: plus(NOW, HOUR) }), 422, 'VALIDATION');
    expectProblem(
      await owner.api.post('/activities', { start: '2099-06-15T10:00:00Z', end: '2099-06-15T09:59:59.999999999Z' }),
      422,
      'VALIDATION',
    );
    expect(await revision(owner)).toBe(before);
    const equal = await owner.api.post('/activities', { start: NOW, end: plus(NOW, 2n * HOUR) });
    expect(equal.status).toBe(201);
    expect(equal.body).toMatchObject({ start: NOW, end: '2099-06-15T14:00:00Z' });
  });

  it.each([
    [{ end: null }, 400],
    [{ start: '2099-06-15T09:00:00Z' }, 400],
    [{ start: '2099-06-15T09:00:00Z', end: null, extra: 1 }, 400],
    [{ start: '2099-06-15T09:00:00Z', end: null, id: uuid() }, 400],
    [{ start: '2099-06-15T09:00:00Z', end: null, ownerId: 'x' }, 400],
    [{ start: '2099-06-15T09:00:00Z', end: null, version: 1 }, 400],
    [{ start: '2099-06-15T09:00:00Z', end: null, manual: false }, 400],
    [{ start: '2099-06-15T09:00:00+01:00', end: null }, 422],
    [{ start: '2099-06-15T09:00:00.1234567891Z', end: null }, 422],
    [{ start: '2099-06-15 09:00:00Z', end: null }, 422],
    [{ start: 12, end: null }, 422],
    [{ start: '2099-06-15T09:00:00Z', end: 'tomorrow' }, 422],
    [{ start: '2099-06-15T09:00:00Z', end: null, summary: '   ' }, 422],
    [{ start: '2099-06-15T09:00:00Z', end: null, summary: 'x'.repeat(4001) }, 422],
    [{ start: '2099-06-15T09:00:00Z', end: null, taskId: 'not-a-uuid' }, 422],
    [{ start: '2099-06-15T09:00:00Z', end: null, labelIds: 'a' }, 422],
    [{ start: '2099-06-15T09:00:00Z', end: null, labelIds: null }, 422],
    [{ start: '2099-06-15T09:00:00Z', end: null, labelIds: ['nope'] }, 422],
    [{ start: '2099-06-15T09:00:00Z', end: null, workSessionId: 5 }, 422],
  ])('rejects %j with %i and creates nothing', async (body, status) => {
    const owner = await newOwner(server);
    const before = await revision(owner);
    expectProblem(await owner.api.post('/activities', body), status, status === 422 ? 'VALIDATION' : undefined);
    expect(await revision(owner)).toBe(before);
    expect(await listAll(owner)).toEqual([]);
    expect((await owner.api.get('/activities/active')).status).toBe(204);
  });

  it('labelIds are a set: duplicates are ignored, the result is sorted', async () => {
    const [a, b] = [cat.labelIds[0], cat.labelIds[1]].sort();
    const created = await alice.api.post('/activities', {
      start: '2099-06-01T09:00:00Z',
      end: '2099-06-01T10:00:00Z',
      labelIds: [b, a, b.toUpperCase(), a],
    });
    expect(created.status).toBe(201);
    expect(created.body.labelIds).toEqual([a, b]);
  });

  it("every reference must be owned: another owner's or a missing task, project or label is 404 and nothing is created", async () => {
    const before = await revision(alice);
    const base = { start: '2099-06-01T09:00:00Z', end: '2099-06-01T10:00:00Z' };
    for (const body of [
      { ...base, taskId: bobCat.taskId },
      { ...base, taskId: uuid() },
      { ...base, projectId: bobCat.projectId },
      { ...base, projectId: uuid() },
      { ...base, labelIds: [cat.labelIds[0], bobCat.labelIds[0]] },
      { ...base, labelIds: [uuid()] },
    ]) {
      expectProblem(await alice.api.post('/activities', body), 404, 'NOT_FOUND');
    }
    expect(await revision(alice)).toBe(before);
  });

  it('the retired workSessionId is accepted on create (any string or null) and never returned', async () => {
    for (const workSessionId of [uuid(), 'legacy-session-17', null]) {
      const created = await alice.api.post('/activities', { start: '2099-06-02T09:00:00Z', end: '2099-06-02T09:30:00Z', workSessionId });
      expect(created.status).toBe(201);
      expect(created.body).not.toHaveProperty('workSessionId');
      expect(created.text).not.toContain('workSession');
    }
  });

  it('one open activity per owner: a second open interval is 409, a completed overlapping one is fine', async () => {
    const owner = await newOwner(server);
    const open = await owner.api.post('/activities', { start: '2099-06-15T08:00:00Z', end: null });
    expect(open.status).toBe(201);
    expect(open.body).toMatchObject({ end: null, manual: true });
    const before = await revision(owner);
    expectProblem(await owner.api.post('/activities', { start: '2099-06-15T09:00:00Z', end: null }), 409);
    expect(await revision(owner)).toBe(before);
    expect((await owner.api.post('/activities', { start: '2099-06-15T08:30:00Z', end: '2099-06-15T09:00:00Z' })).status).toBe(201);
    const active = await owner.api.get('/activities/active');
    expect(active.status).toBe(200);
    expect(active.body).toEqual(open.body);
    expect(active.headers.get('etag')).toBe(open.headers.get('etag'));
  });

  it('GET: 404 for missing, 400 for malformed IDs', async () => {
    expectProblem(await alice.api.get(`/activities/${uuid()}`), 404, 'NOT_FOUND');
    expectProblem(await alice.api.get('/activities/not-a-uuid'), 400);
  });

  describe('PUT /activities/{id}', () => {
    it('requires If-Match (428), refuses stale (412) and malformed (400) tags, refuses taskId (400) and missing fields (400)', async () => {
      const created = await alice.api.post('/activities', {
        start: '2099-06-03T09:00:00Z',
        end: '2099-06-03T10:00:00Z',
        taskId: cat.taskId,
      });
      const path = `/activities/${created.body.id}`;
      const etag = created.headers.get('etag')!;
      const body = { start: '2099-06-03T09:00:00Z', end: '2099-06-03T11:00:00Z', projectId: null, summary: null, labelIds: [] };
      expectProblem(await alice.api.put(path, body), 428, 'PRECONDITION_REQUIRED');
      expectProblem(await alice.api.put(path, body, { ifMatch: '"1-000000000000000000000000"' }), 412, 'STALE_VERSION');
      expectProblem(await alice.api.put(path, body, { ifMatch: `W/${etag}` }), 400);
      expectProblem(await alice.api.put(path, { ...body, taskId: cat.otherTaskId }, { ifMatch: etag }), 400);
      expectProblem(await alice.api.put(path, { ...body, taskId: cat.taskId }, { ifMatch: etag }), 400);
      expectProblem(await alice.api.put(path, { ...body, workSessionId: null }, { ifMatch: etag }), 400);
      for (const key of Object.keys(body)) {
        const partial: Record<string, unknown> = { ...body };
        delete partial[key];
        expectProblem(await alice.api.put(path, partial, { ifMatch: etag }), 400);
      }
      expect((await alice.api.get(path)).body).toEqual(created.body);
    });

    it('edits: version + 1, manual true on a tracked record, task kept, a new ETag; stale afterwards', async () => {
      const owner = await newOwner(server);
      const c = await catalogOf(owner);
      clock.set(ns('2099-06-15T08:00:00Z'));
      const started = await owner.api.post(
        '/activities/start',
        { expectedActiveId: null, expectedActiveVersion: null, taskId: c.taskId },
        { idempotencyKey: uuid() },
      );
      clock.set(ns(NOW));
      expect(started.body.manual).toBe(false);
      const path = `/activities/${started.body.id}`;
      const before = await revision(owner);
      const edited = await owner.api.put(
        path,
        {
          start: '2099-06-15T07:30:00Z',
          end: '2099-06-15T11:00:00.000000007Z',
          projectId: c.otherProjectId,
          summary: ' Review ',
          labelIds: [c.labelIds[1], c.labelIds[0]],
        },
        { ifMatch: started.headers.get('etag')! },
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual({
        id: started.body.id,
        ownerId: owner.ownerId,
        version: 2,
        start: '2099-06-15T07:30:00Z',
        end: '2099-06-15T11:00:00.000000007Z',
        taskId: c.taskId,
        projectId: c.otherProjectId,
        summary: 'Review',
        labelIds: [c.labelIds[0], c.labelIds[1]].sort(),
        manual: true,
        billable: false,
        timeEntryId: started.body.timeEntryId,
      });
      expect(edited.headers.get('etag')).not.toBe(started.headers.get('etag'));
      expect(await eventsSince(owner, before)).toEqual([['activity', 'updated', started.body.id]]);
      expect((await owner.api.get('/activities/active')).status).toBe(204);
      expectProblem(
        await owner.api.put(
          path,
          { start: NOW, end: NOW, projectId: null, summary: null, labelIds: [] },
          { ifMatch: started.headers.get('etag')! },
        ),
        412,
        'STALE_VERSION',
      );
      expect((await owner.api.get(path)).body.version).toBe(2);
    });

    it('an edit across midnights splits into daily records and answers with the last part, which keeps the ID', async () => {
      const owner = await newOwner(server);
      const created = await owner.api.post('/activities', { start: '2099-06-10T09:00:00Z', end: '2099-06-10T10:00:00Z', summary: 'One' });
      const before = await revision(owner);
      const edited = await owner.api.put(
        `/activities/${created.body.id}`,
        {
          start: '2099-06-08T23:00:00Z',
          end: '2099-06-10T10:00:00Z',
          projectId: null,
          summary: 'Two',
          labelIds: [],
        },
        { ifMatch: created.headers.get('etag')! },
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id: created.body.id,
        version: 2,
        start: '2099-06-10T00:00:00Z',
        end: '2099-06-10T10:00:00Z',
        summary: 'Two',
        manual: true,
      });
      const items = await listAll(owner);
      expect(items.map((a) => [a.start, a.end, a.summary, a.manual, a.version])).toEqual([
        ['2099-06-08T23:00:00Z', '2099-06-09T00:00:00Z', 'Two', true, 1],
        ['2099-06-09T00:00:00Z', '2099-06-10T00:00:00Z', 'Two', true, 1],
        ['2099-06-10T00:00:00Z', '2099-06-10T10:00:00Z', 'Two', true, 2],
      ]);
      expect(await eventsSince(owner, before)).toEqual([
        ['activity', 'created', items[0].id],
        ['activity', 'created', items[1].id],
        ['activity', 'updated', created.body.id],
      ]);
    });

    it('a PUT that changes nothing keeps the version and emits no event', async () => {
      const created = await alice.api.post('/activities', {
        start: '2099-06-04T09:00:00Z',
        end: '2099-06-04T10:00:00Z',
        summary: 'Same',
        labelIds: [cat.labelIds[0]],
      });
      const before = await revision(alice);
      const same = await alice.api.put(
        `/activities/${created.body.id}`,
        {
          start: '2099-06-04T09:00:00.000Z',
          end: '2099-06-04T10:00:00Z',
          projectId: null,
          summary: ' Same ',
          labelIds: [cat.labelIds[0], cat.labelIds[0]],
        },
        { ifMatch: created.headers.get('etag')! },
      );
      expect(same.status).toBe(200);
      expect(same.text).toBe(created.text);
      expect(same.headers.get('etag')).toBe(created.headers.get('etag'));
      expect(await revision(alice)).toBe(before);
    });

    it('applies the interval and reference rules: 422 start after the clock or end before start, 404 foreign references, 409 a second open', async () => {
      const owner = await newOwner(server);
      const c = await catalogOf(owner);
      const open = await owner.api.post('/activities', { start: '2099-06-15T06:00:00Z', end: null });
      const done = await owner.api.post('/activities', { start: '2099-06-15T04:00:00Z', end: '2099-06-15T05:00:00Z' });
      const path = `/activities/${done.body.id}`;
      const ifMatch = done.headers.get('etag')!;
      const body = { start: '2099-06-15T04:00:00Z', end: '2099-06-15T05:00:00Z', projectId: c.projectId, summary: null, labelIds: [] };
      expectProblem(await owner.api.put(path, { ...body, start: plus(NOW, 1n), end: null }), 428);
      expectProblem(await owner.api.put(path, { ...body, start: plus(NOW, 1n), end: plus(NOW, HOUR) }, { ifMatch }), 422, 'VALIDATION');
      expectProblem(await owner.api.put(path, { ...body, end: '2099-06-15T03:00:00Z' }, { ifMatch }), 422, 'VALIDATION');
      expectProblem(await owner.api.put(path, { ...body, summary: ' ' }, { ifMatch }), 422, 'VALIDATION');
      expectProblem(await owner.api.put(path, { ...body, projectId: bobCat.projectId }, { ifMatch }), 404, 'NOT_FOUND');
      expectProblem(await owner.api.put(path, { ...body, labelIds: [bobCat.labelIds[0]] }, { ifMatch }), 404, 'NOT_FOUND');
      expectProblem(await owner.api.put(path, { ...body, end: null }, { ifMatch }), 409);
      expect((await owner.api.get(path)).body).toEqual(done.body);
      // the open one may be edited and stay open; closing it frees the slot
      const moved = await owner.api.put(
        `/activities/${open.body.id}`,
        { ...body, start: '2099-06-15T05:30:00Z', end: null },
        { ifMatch: open.headers.get('etag')! },
      );
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ start: '2099-06-15T05:30:00Z', end: null, projectId: c.projectId, manual: true });
      const closed = await owner.api.put(
        `/activities/${open.body.id}`,
        { ...body, start: '2099-06-15T05:30:00Z', end: NOW },
        { ifMatch: moved.headers.get('etag')! },
      );
      expect(closed.body.end).toBe(NOW);
      const reopened = await owner.api.put(path, { ...body, end: null }, { ifMatch });
      expect(reopened.status).toBe(200);
      expect(reopened.body.end).toBeNull();
      expect((await owner.api.get('/activities/active')).body.id).toBe(done.body.id);
    });
  });

  describe('DELETE /activities/{id}', () => {
    it('428 without If-Match, 412 stale, 204 with the owner header, then 404; a deleted event', async () => {
      const created = await alice.api.post('/activities', {
        start: '2099-06-05T09:00:00Z',
        end: '2099-06-05T10:00:00Z',
        labelIds: [cat.labelIds[0]],
      });
      const path = `/activities/${created.body.id}`;
      expectProblem(await alice.api.delete(path), 428, 'PRECONDITION_REQUIRED');
      expectProblem(await alice.api.delete(path, { ifMatch: '"2-000000000000000000000000"' }), 412, 'STALE_VERSION');
      const before = await revision(alice);
      const deleted = await alice.api.delete(path, { ifMatch: created.headers.get('etag')! });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect(deleted.headers.get('x-service-owner')).toBeTruthy();
      expectProblem(await alice.api.get(path), 404, 'NOT_FOUND');
      expect(await eventsSince(alice, before)).toEqual([['activity', 'deleted', created.body.id]]);
    });

    it('a task, project or label used by an activity cannot be deleted (409)', async () => {
      const owner = await newOwner(server);
      const c = await catalogOf(owner);
      await owner.api.post('/activities', {
        start: '2099-06-05T09:00:00Z',
        end: '2099-06-05T10:00:00Z',
        taskId: c.otherTaskId,
        projectId: c.otherProjectId,
        labelIds: [c.labelIds[0]],
      });
      const label = await owner.api.get(`/labels/${c.labelIds[0]}`);
      expectProblem(await owner.api.delete(`/labels/${c.labelIds[0]}`, { ifMatch: label.headers.get('etag')! }), 409);
      const task = await owner.api.get(`/tasks/${c.otherTaskId}`);
      expectProblem(await owner.api.delete(`/tasks/${c.otherTaskId}`, { ifMatch: task.headers.get('etag')! }), 409);
      const project = await owner.api.get(`/projects/${c.otherProjectId}`);
      expectProblem(await owner.api.delete(`/projects/${c.otherProjectId}`, { ifMatch: project.headers.get('etag')! }), 409);
    });
  });

  describe('PUT /activities/{id}/work-session (deprecated)', () => {
    it('a non-null attachment is 409; null is a version-checked no-op returning the activity', async () => {
      const created = await alice.api.post('/activities', { start: '2099-06-06T09:00:00Z', end: '2099-06-06T10:00:00Z' });
      const path = `/activities/${created.body.id}/work-session`;
      const etag = created.headers.get('etag')!;
      const before = await revision(alice);
      expectProblem(await alice.api.put(path, { workSessionId: uuid() }, { ifMatch: etag }), 409);
      expectProblem(await alice.api.put(path, { workSessionId: 'anything' }), 409);
      expectProblem(await alice.api.put(path, { workSessionId: null }), 428, 'PRECONDITION_REQUIRED');
      expectProblem(await alice.api.put(path, { workSessionId: null }, { ifMatch: '"3-000000000000000000000000"' }), 412, 'STALE_VERSION');
      expectProblem(await alice.api.put(path, {}, { ifMatch: etag }), 400);
      expectProblem(await alice.api.put(path, { workSessionId: null, extra: true }, { ifMatch: etag }), 400);
      const detached = await alice.api.put(path, { workSessionId: null }, { ifMatch: etag });
      expect(detached.status).toBe(200);
      expect(detached.text).toBe(created.text);
      expect(detached.headers.get('etag')).toBe(etag);
      expect(await revision(alice)).toBe(before);
      expectProblem(
        await alice.api.put(`/activities/${uuid()}/work-session`, { workSessionId: null }, { ifMatch: etag }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('GET /activities (listing)', () => {
    let owner: Owner;
    let c: Catalog;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      owner = await newOwner(server);
      c = await catalogOf(owner);
      // created while the clock reads 2099-05-03, so that the open one is still a single record
      clock.set(ns('2099-05-03T12:00:00Z'));
      const add = async (name: string, body: Record<string, unknown>) => {
        const reply = await owner.api.post('/activities', body);
        expect(reply.status).toBe(201);
        ids[name] = reply.body.id;
      };
      await add('early', { start: '2099-05-01T08:00:00Z', end: '2099-05-01T09:00:00Z', taskId: c.taskId, labelIds: [c.labelIds[0]] });
      await add('touchEnd', { start: '2099-05-02T07:00:00Z', end: '2099-05-02T08:00:00Z' });
      await add('a', {
        start: '2099-05-02T08:00:00Z',
        end: '2099-05-02T09:00:00Z',
        taskId: c.taskId,
        labelIds: [c.labelIds[0], c.labelIds[1]],
      });
      await add('b', { start: '2099-05-02T08:00:00Z', end: '2099-05-02T08:30:00Z', projectId: c.projectId });
      await add('c', {
        start: '2099-05-02T08:15:00Z',
        end: '2099-05-02T12:00:00Z',
        taskId: c.otherTaskId,
        projectId: c.projectId,
        labelIds: [c.labelIds[1]],
      });
      await add('touchStart', { start: '2099-05-02T12:00:00Z', end: '2099-05-02T13:00:00Z' });
      await add('open', { start: '2099-05-03T08:00:00Z', end: null, taskId: c.taskId });
      clock.set(ns(NOW));
    });

    const range = 'from=2099-05-02T08:00:00Z&to=2099-05-02T12:00:00Z';

    it('returns records overlapping [from, to), by start then ID, with their original timestamps', async () => {
      const items = await listAll(owner, range);
      const [first, second] = [ids.a, ids.b].sort();
      expect(items.map((a) => a.id)).toEqual([first, second, ids.c]);
      expect(items.find((a) => a.id === ids.c)).toMatchObject({ start: '2099-05-02T08:15:00Z', end: '2099-05-02T12:00:00Z' });
      const all = await listAll(owner, 'from=2099-05-01T08:30:00Z&to=2099-05-04T00:00:00Z');
      expect(all.map((a) => a.id)).toEqual([ids.early, ids.touchEnd, first, second, ids.c, ids.touchStart, ids.open]);
      expect(all[6].end).toBeNull();
    });

    it('filters by task, direct project and label membership (combined with AND)', async () => {
      const wide = 'from=2099-05-01T00:00:00Z&to=2099-05-10T00:00:00Z';
      expect((await listAll(owner, `${wide}&taskId=${c.taskId}`)).map((a) => a.id)).toEqual([ids.early, ids.a, ids.open]);
      expect((await listAll(owner, `${wide}&projectId=${c.projectId}`)).map((a) => a.id).sort()).toEqual([ids.b, ids.c].sort());
      expect((await listAll(owner, `${wide}&labelId=${c.labelIds[1]}`)).map((a) => a.id)).toEqual([ids.a, ids.c]);
      expect((await listAll(owner, `${wide}&labelId=${c.labelIds[0]}&taskId=${c.taskId}`)).map((a) => a.id)).toEqual([ids.early, ids.a]);
      expect(await listAll(owner, `${wide}&labelId=${c.labelIds[2]}`)).toEqual([]);
      expect((await listAll(owner, `${wide}&taskId=${c.taskId.toUpperCase()}`)).map((a) => a.id)).toEqual([ids.early, ids.a, ids.open]);
    });

    it('foreign or missing filter values are 404', async () => {
      expectProblem(await owner.api.get(`/activities?${range}&taskId=${bobCat.taskId}`), 404, 'NOT_FOUND');
      expectProblem(await owner.api.get(`/activities?${range}&projectId=${bobCat.projectId}`), 404, 'NOT_FOUND');
      expectProblem(await owner.api.get(`/activities?${range}&labelId=${bobCat.labelIds[0]}`), 404, 'NOT_FOUND');
      expectProblem(await owner.api.get(`/activities?${range}&labelId=${uuid()}`), 404, 'NOT_FOUND');
    });

    it('validates the range: missing 400, malformed 422, to not after from 422; unknown parameters 400', async () => {
      expectProblem(await owner.api.get('/activities'), 400);
      expectProblem(await owner.api.get('/activities?from=2099-05-02T08:00:00Z'), 400);
      expectProblem(await owner.api.get('/activities?to=2099-05-02T08:00:00Z'), 400);
      expectProblem(await owner.api.get('/activities?from=yesterday&to=2099-05-02T08:00:00Z'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/activities?from=2099-05-02T08:00:00Z&to=2099-05-02T08:00:00+00:00'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/activities?from=2099-05-02T08:00:00Z&to=2099-05-02T08:00:00Z'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/activities?from=2099-05-02T08:00:00Z&to=2099-05-02T07:00:00Z'), 422, 'VALIDATION');
      expectProblem(await owner.api.get(`/activities?${range}&bogus=1`), 400);
      expectProblem(await owner.api.get(`/activities?${range}&taskId=${c.taskId}&taskId=${c.taskId}`), 400);
      expectProblem(await owner.api.get(`/activities?${range}&limit=0`), 422, 'VALIDATION');
    });

    it('paginates with keyset cursors over start then ID; cursors bind the filters', async () => {
      const wide = 'from=2099-05-01T00:00:00Z&to=2099-05-10T00:00:00Z';
      const expected = (await listAll(owner, wide)).map((a) => a.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const reply: any = await owner.api.get(`/activities?${wide}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(reply.status).toBe(200);
        expect(reply.body.items.length).toBeLessThanOrEqual(2);
        seen.push(...reply.body.items.map((a: { id: string }) => a.id));
        cursor = reply.body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(4);
      expect(seen).toEqual(expected);
      const first = await owner.api.get(`/activities?${wide}&limit=2`);
      expectProblem(
        await owner.api.get(
          `/activities?from=2099-05-01T00:00:00Z&to=2099-05-11T00:00:00Z&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
        ),
        400,
      );
      expectProblem(
        await owner.api.get(`/activities?${wide}&taskId=${c.taskId}&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`),
        400,
      );
    });
  });

  describe('GET /activities over random ranges (paged, against a brute-force overlap)', () => {
    it('every page of every range holds exactly the overlapping records, in (start, id) order', async () => {
      const owner = await newOwner(server);
      // A seeded generator: the same records and ranges every run.
      let seed = 20261123;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const base = ns('2099-03-01T00:00:00Z');
      const MINUTE = 60_000_000_000n;
      const at = (minutes: number) => formatInstant(base + BigInt(minutes) * MINUTE);
      // 40 intervals over three days: crossing midnights, nested, equal starts, zero-length.
      for (let i = 0; i < 40; i++) {
        const start = random(3 * 1440);
        const length = [0, 15, 90, 600, 1500][random(5)];
        expect((await owner.api.post('/activities', { start: at(start), end: at(start + length) })).status).toBe(201);
      }
      expect((await owner.api.post('/activities', { start: at(3 * 1440 + 30), end: null })).status).toBe(201);
      const stored = await listAll(owner, 'from=2099-02-01T00:00:00Z&to=2099-04-01T00:00:00Z');
      const overlaps = (record: { start: string; end: string | null }, from: bigint, to: bigint) => {
        const start = ns(record.start);
        const end = record.end === null ? null : ns(record.end);
        if (end !== null && end === start) return start >= from && start < to;
        return start < to && (end === null || end > from);
      };
      for (let round = 0; round < 25; round++) {
        const fromMinute = random(4 * 1440) - 300;
        const from = base + BigInt(fromMinute) * MINUTE;
        const to = from + BigInt(1 + random(2 * 1440)) * MINUTE;
        const expected = stored.filter((r) => overlaps(r, from, to)).map((r) => r.id);
        const limit = 1 + random(7);
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const reply: any = await owner.api.get(
            `/activities?from=${formatInstant(from)}&to=${formatInstant(to)}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          expect(reply.status).toBe(200);
          seen.push(...reply.body.items.map((a: { id: string }) => a.id));
          cursor = reply.body.nextCursor;
        } while (cursor);
        expect({ from: formatInstant(from), to: formatInstant(to), ids: seen }).toEqual({
          from: formatInstant(from),
          to: formatInstant(to),
          ids: expected,
        });
      }
    });
  });

  describe('owner isolation', () => {
    it("another owner's activity is 404 on every route, even with its current ETag", async () => {
      const mine = await alice.api.post('/activities', { start: '2099-06-07T09:00:00Z', end: null, taskId: cat.taskId });
      expect(mine.status).toBe(201);
      const path = `/activities/${mine.body.id}`;
      const etag = mine.headers.get('etag')!;
      expectProblem(await bob.api.get(path), 404, 'NOT_FOUND');
      expectProblem(
        await bob.api.put(path, { start: NOW, end: null, projectId: null, summary: null, labelIds: [] }, { ifMatch: etag }),
        404,
        'NOT_FOUND',
      );
      expectProblem(await bob.api.put(path, { start: NOW, end: null, projectId: null, summary: null, labelIds: [] }), 404, 'NOT_FOUND');
      expectProblem(await bob.api.delete(path, { ifMatch: etag }), 404, 'NOT_FOUND');
      expectProblem(await bob.api.post(`${path}/stop`, undefined, { ifMatch: etag, idempotencyKey: uuid() }), 404, 'NOT_FOUND');
      expectProblem(await bob.api.put(`${path}/work-session`, { workSessionId: null }, { ifMatch: etag }), 404, 'NOT_FOUND');
      expectProblem(
        await bob.api.post(
          '/activities/start',
          { expectedActiveId: null, expectedActiveVersion: null, taskId: cat.taskId },
          { idempotencyKey: uuid() },
        ),
        404,
        'NOT_FOUND',
      );
      expectProblem(await bob.api.get(`/activities?${RANGE}&taskId=${cat.taskId}`), 404, 'NOT_FOUND');
      expect((await bob.api.get(`/activities?${RANGE}`)).body.items.map((a: { id: string }) => a.id)).not.toContain(mine.body.id);
      const bobsActive = await bob.api.get('/activities/active');
      expect(bobsActive.body?.id).not.toBe(mine.body.id);
      // bob expecting alice's open activity is a state mismatch for bob, not a view of it
      const reply = await bob.api.post(
        '/activities/start',
        { expectedActiveId: mine.body.id, expectedActiveVersion: 1, taskId: null },
        { idempotencyKey: uuid() },
      );
      expectProblem(reply, 409, 'ACTIVE_STATE_CHANGED');
      expect(reply.text).not.toContain(mine.body.id);
      const after = await alice.api.get(path);
      expect(after.text).toBe(mine.text);
      await alice.api.post(`${path}/stop`, undefined, { ifMatch: etag, idempotencyKey: uuid() });
    });
  });
});
