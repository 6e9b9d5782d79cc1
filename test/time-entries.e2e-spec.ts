import { DayBoundariesService } from '../src/activities/day-boundaries.service';
import { FixedClock } from '../src/common/time/clock';
import { parseInstant } from '../src/common/time/instant';
import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

/**
 * Time entries: the daily parts split from one interval share `timeEntryId`, and
 * GET/PUT/DELETE /time-entries/{id} read, replace and delete the interval as one thing.
 * Europe/Berlin around the 2026 spring change: 2026-03-29 is a 23-hour day
 * (local midnights 2026-03-28T23:00Z and 2026-03-29T22:00Z).
 */
const ns = (text: string): bigint => {
  const value = parseInstant(text);
  if (value === null) throw new Error(text);
  return value;
};
const RANGE = 'from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z';
const none = { expectedActiveId: null, expectedActiveVersion: null };
const span = (a: { start: string; end: string | null }) => [a.start, a.end];

async function records(owner: Owner): Promise<any[]> {
  const page = await owner.api.get(`/activities?${RANGE}&limit=500`);
  expect(page.status).toBe(200);
  return page.body.items;
}

async function revision(owner: Owner): Promise<number> {
  return (await owner.api.get(`/activities?${RANGE}&limit=1`)).body.revision;
}

async function eventsSince(owner: Owner, after: number): Promise<Array<[string, string, string]>> {
  const feed = await owner.api.get(`/changes?after=${after}`);
  return feed.body.items.map((e: { entityType: string; changeType: string; id: string }) => [e.entityType, e.changeType, e.id]);
}

async function setZone(owner: Owner, zoneId: string): Promise<void> {
  const me = await owner.api.get('/me');
  expect((await owner.api.put('/me', { zoneId }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
}

describe('time entries', () => {
  let server: TestServer;
  let clock: FixedClock;
  let job: DayBoundariesService;

  beforeAll(async () => {
    clock = FixedClock.at('2026-06-01T12:00:00Z');
    server = await startServer({ clock });
    job = server.app.get(DayBoundariesService);
  });
  afterAll(() => server.close());

  it('an interval across two midnights (one a 23-hour day) is one entry of three parts; GET answers it with an ETag over every part', async () => {
    clock.set(ns('2026-06-01T12:00:00Z'));
    const owner = await newOwner(server);
    await setZone(owner, 'Europe/Berlin');
    const task = (await owner.api.post('/tasks', { summary: 'Release' })).body.id;
    const label = (await owner.api.get('/labels')).body.items[0].id;
    const created = await owner.api.post('/activities', {
      start: '2026-03-28T22:30:00Z',
      end: '2026-03-30T01:00:00.000000001Z',
      taskId: task,
      summary: 'Night deploy',
      labelIds: [label],
    });
    expect(created.status).toBe(201);
    const entryId = created.body.timeEntryId;
    expect(entryId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(entryId).not.toBe(created.body.id);

    const parts = await records(owner);
    expect(parts.map(span)).toEqual([
      ['2026-03-28T22:30:00Z', '2026-03-28T23:00:00Z'],
      ['2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z'],
      ['2026-03-29T22:00:00Z', '2026-03-30T01:00:00.000000001Z'],
    ]);
    expect(parts.map((p) => p.timeEntryId)).toEqual([entryId, entryId, entryId]);
    expect(parts[2]).toEqual(created.body);
    for (const part of parts) expect((await owner.api.get(`/activities/${part.id}`)).body).toEqual(part);

    const entry = await owner.api.get(`/time-entries/${entryId}`);
    expect(entry.status).toBe(200);
    expect(Object.keys(entry.body)).toEqual([
      'id',
      'ownerId',
      'start',
      'end',
      'taskId',
      'projectId',
      'summary',
      'labelIds',
      'billable',
      'manual',
      'parts',
    ]);
    expect(entry.body).toEqual({
      id: entryId,
      ownerId: owner.ownerId,
      start: '2026-03-28T22:30:00Z',
      end: '2026-03-30T01:00:00.000000001Z',
      taskId: task,
      projectId: null,
      summary: 'Night deploy',
      labelIds: [label],
      billable: false,
      manual: true,
      parts,
    });
    expect(entry.headers.get('etag')).toMatch(/^"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}"$/);
    expect((await owner.api.get(`/time-entries/${entryId}`)).headers.get('etag')).toBe(entry.headers.get('etag'));

    // Another owner's entry, a missing one and a malformed ID.
    const other = await newOwner(server);
    expectProblem(await other.api.get(`/time-entries/${entryId}`), 404, 'NOT_FOUND');
    expectProblem(await owner.api.get(`/time-entries/${uuid()}`), 404, 'NOT_FOUND');
    expectProblem(await owner.api.get('/time-entries/not-a-uuid'), 400);
    expectProblem(await owner.api.get(`/time-entries/${entryId}?x=1`), 400);
  });

  it('PUT shrinks to one day (the day that remains keeps its part), extends across midnight (a new part), and leaves unchanged parts alone', async () => {
    clock.set(ns('2026-06-01T12:00:00Z'));
    const owner = await newOwner(server);
    await setZone(owner, 'Europe/Berlin');
    const created = await owner.api.post('/activities', {
      start: '2026-03-28T22:30:00Z',
      end: '2026-03-30T01:00:00Z',
      summary: 'Night deploy',
    });
    const entryId = created.body.timeEntryId;
    const [a, b, c] = await records(owner);
    let entry = await owner.api.get(`/time-entries/${entryId}`);

    // Shrink to a part of 2026-03-29: that day's part stays, the others go.
    let before = await revision(owner);
    const shrunk = await owner.api.put(
      `/time-entries/${entryId}`,
      { start: '2026-03-29T08:00:00Z', end: '2026-03-29T09:00:00.5Z', projectId: null, summary: 'Shrunk', labelIds: [] },
      { ifMatch: entry.headers.get('etag')! },
    );
    expect(shrunk.status).toBe(200);
    expect(shrunk.body).toMatchObject({
      id: entryId,
      start: '2026-03-29T08:00:00Z',
      end: '2026-03-29T09:00:00.5Z',
      summary: 'Shrunk',
      manual: true,
    });
    expect(shrunk.body.parts).toEqual([
      { ...b, version: 2, start: '2026-03-29T08:00:00Z', end: '2026-03-29T09:00:00.5Z', summary: 'Shrunk', manual: true },
    ]);
    expect(shrunk.headers.get('etag')).not.toBe(entry.headers.get('etag'));
    expect((await owner.api.get(`/time-entries/${entryId}`)).headers.get('etag')).toBe(shrunk.headers.get('etag'));
    expectProblem(await owner.api.get(`/activities/${a.id}`), 404);
    expectProblem(await owner.api.get(`/activities/${c.id}`), 404);
    expect(await eventsSince(owner, before)).toEqual([
      ['activity', 'deleted', a.id],
      ['activity', 'deleted', c.id],
      ['activity', 'updated', b.id],
    ]);

    // Extend across the next local midnight: the 29th keeps its part, the 30th gets a new one.
    before = await revision(owner);
    const extended = await owner.api.put(
      `/time-entries/${entryId}`,
      { start: '2026-03-29T08:00:00Z', end: '2026-03-30T02:00:00Z', projectId: null, summary: 'Shrunk', labelIds: [] },
      { ifMatch: shrunk.headers.get('etag')! },
    );
    expect(extended.status).toBe(200);
    expect(extended.body.parts.map(span)).toEqual([
      ['2026-03-29T08:00:00Z', '2026-03-29T22:00:00Z'],
      ['2026-03-29T22:00:00Z', '2026-03-30T02:00:00Z'],
    ]);
    const [kept, added] = extended.body.parts;
    expect(kept).toMatchObject({ id: b.id, version: 3, timeEntryId: entryId });
    expect(added).toMatchObject({ version: 1, timeEntryId: entryId, manual: true, summary: 'Shrunk' });
    expect([a.id, b.id, c.id]).not.toContain(added.id);
    expect(await eventsSince(owner, before)).toEqual([
      ['activity', 'updated', b.id],
      ['activity', 'created', added.id],
    ]);

    // Only the last day changes: the first part keeps its version and emits nothing.
    before = await revision(owner);
    const later = await owner.api.put(
      `/time-entries/${entryId}`,
      { start: '2026-03-29T08:00:00Z', end: '2026-03-30T03:00:00Z', projectId: null, summary: 'Shrunk', labelIds: [] },
      { ifMatch: extended.headers.get('etag')! },
    );
    expect(later.body.parts).toEqual([kept, { ...added, version: 2, end: '2026-03-30T03:00:00Z' }]);
    expect(await eventsSince(owner, before)).toEqual([['activity', 'updated', added.id]]);

    // The same body again: nothing changes, no event, the same ETag.
    before = await revision(owner);
    const same = await owner.api.put(
      `/time-entries/${entryId}`,
      { start: '2026-03-29T08:00:00Z', end: '2026-03-30T03:00:00Z', projectId: null, summary: 'Shrunk', labelIds: [] },
      { ifMatch: later.headers.get('etag')! },
    );
    expect(same.status).toBe(200);
    expect(same.text).toBe(later.text);
    expect(same.headers.get('etag')).toBe(later.headers.get('etag'));
    expect(await revision(owner)).toBe(before);
    entry = same;

    // Project, labels and summary apply to every part.
    const project = (await owner.api.post('/projects', { name: 'Ops', clientId: (await owner.api.get('/clients')).body.items[0].id })).body
      .id;
    const label = (await owner.api.get('/labels')).body.items[1].id;
    const relabelled = await owner.api.put(
      `/time-entries/${entryId}`,
      {
        start: '2026-03-29T08:00:00Z',
        end: '2026-03-30T03:00:00Z',
        projectId: project,
        summary: '  Ops night  ',
        labelIds: [label, label],
      },
      { ifMatch: entry.headers.get('etag')! },
    );
    expect(relabelled.status).toBe(200);
    expect(relabelled.body).toMatchObject({ projectId: project, summary: 'Ops night', labelIds: [label] });
    expect(relabelled.body.parts.map((p: any) => [p.id, p.version, p.projectId, p.summary, p.labelIds])).toEqual([
      [b.id, 4, project, 'Ops night', [label]],
      [added.id, 3, project, 'Ops night', [label]],
    ]);
  });

  it('PUT and DELETE need the current ETag: 428 without, 412 when any part changed, and change nothing; bad bodies change nothing', async () => {
    clock.set(ns('2026-06-01T12:00:00Z'));
    const owner = await newOwner(server);
    await setZone(owner, 'Europe/Berlin');
    const created = await owner.api.post('/activities', { start: '2026-04-10T20:00:00Z', end: '2026-04-11T02:00:00Z', summary: 'Late' });
    const entryId = created.body.timeEntryId;
    const old = await owner.api.get(`/time-entries/${entryId}`);
    const body = { start: '2026-04-10T21:00:00Z', end: '2026-04-11T01:00:00Z', projectId: null, summary: 'Later', labelIds: [] };

    // One part edited on its own: the entry's ETag is stale.
    const part = old.body.parts[0];
    const edited = await owner.api.put(
      `/activities/${part.id}`,
      { start: part.start, end: part.end, projectId: null, summary: 'Changed', labelIds: [] },
      {
        ifMatch: (await owner.api.get(`/activities/${part.id}`)).headers.get('etag')!,
      },
    );
    expect(edited.status).toBe(200);
    const current = await owner.api.get(`/time-entries/${entryId}`);
    expect(current.headers.get('etag')).not.toBe(old.headers.get('etag'));

    const before = await revision(owner);
    expectProblem(await owner.api.put(`/time-entries/${entryId}`, body), 428, 'PRECONDITION_REQUIRED');
    expectProblem(await owner.api.put(`/time-entries/${entryId}`, body, { ifMatch: old.headers.get('etag')! }), 412, 'STALE_VERSION');
    expectProblem(await owner.api.delete(`/time-entries/${entryId}`), 428, 'PRECONDITION_REQUIRED');
    expectProblem(await owner.api.delete(`/time-entries/${entryId}`, { ifMatch: old.headers.get('etag')! }), 412, 'STALE_VERSION');
    expectProblem(await owner.api.put(`/time-entries/${entryId}`, body, { ifMatch: 'W/"x"' }), 400);
    const ifMatch = current.headers.get('etag')!;
    // The task cannot change; server-managed properties and unknown ones are refused.
    for (const extra of [
      { taskId: null },
      { timeEntryId: entryId },
      { id: entryId },
      { version: 1 },
      { manual: true },
      { colour: 'red' },
    ]) {
      expectProblem(await owner.api.put(`/time-entries/${entryId}`, { ...body, ...extra }, { ifMatch }), 400);
    }
    const { labelIds: _labels, ...missing } = body;
    expectProblem(await owner.api.put(`/time-entries/${entryId}`, missing, { ifMatch }), 400);
    expectProblem(
      await owner.api.put(`/time-entries/${entryId}`, { ...body, end: '2026-04-10T20:00:00Z' }, { ifMatch }),
      422,
      'VALIDATION',
    );
    expectProblem(
      await owner.api.put(`/time-entries/${entryId}`, { ...body, start: '2026-06-01T12:00:00.000000001Z', end: null }, { ifMatch }),
      422,
      'VALIDATION',
    );
    expectProblem(await owner.api.put(`/time-entries/${entryId}`, { ...body, summary: '   ' }, { ifMatch }), 422, 'VALIDATION');
    expectProblem(await owner.api.put(`/time-entries/${entryId}`, { ...body, projectId: uuid() }, { ifMatch }), 404, 'NOT_FOUND');
    expectProblem(await owner.api.put(`/time-entries/${entryId}`, { ...body, labelIds: [uuid()] }, { ifMatch }), 404, 'NOT_FOUND');
    expectProblem(await owner.api.put(`/time-entries/${uuid()}`, body, { ifMatch }), 404, 'NOT_FOUND');
    // Another owner's entry is missing, whatever the If-Match.
    const other = await newOwner(server);
    expectProblem(await other.api.put(`/time-entries/${entryId}`, body, { ifMatch }), 404, 'NOT_FOUND');
    expectProblem(await other.api.delete(`/time-entries/${entryId}`, { ifMatch }), 404, 'NOT_FOUND');
    // A read-only credential cannot write.
    const readOnly = await server.api.post(
      '/auth/tokens',
      { name: 'read', permissions: ['read'] },
      { headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf } },
    );
    const reader = owner.api.as(readOnly.body.token);
    expect((await reader.get(`/time-entries/${entryId}`)).status).toBe(200);
    expectProblem(await reader.put(`/time-entries/${entryId}`, body, { ifMatch }), 403);
    expectProblem(await reader.delete(`/time-entries/${entryId}`, { ifMatch }), 403);
    expect(await revision(owner)).toBe(before);
    expect((await owner.api.get(`/time-entries/${entryId}`)).text).toBe(current.text);

    const ok = await owner.api.put(`/time-entries/${entryId}`, body, { ifMatch });
    expect(ok.status).toBe(200);
    expect(ok.body.parts.map((p: any) => [p.summary, p.manual])).toEqual([
      ['Later', true],
      ['Later', true],
    ]);
  });

  it('DELETE removes every part in one transaction, one deleted event per part; the entry is gone after', async () => {
    clock.set(ns('2026-06-01T12:00:00Z'));
    const owner = await newOwner(server);
    await setZone(owner, 'Europe/Berlin');
    const created = await owner.api.post('/activities', { start: '2026-03-28T22:30:00Z', end: '2026-03-30T01:00:00Z' });
    const kept = await owner.api.post('/activities', { start: '2026-03-31T08:00:00Z', end: '2026-03-31T09:00:00Z' });
    const entryId = created.body.timeEntryId;
    const entry = await owner.api.get(`/time-entries/${entryId}`);
    const before = await revision(owner);
    const deleted = await owner.api.delete(`/time-entries/${entryId}`, { ifMatch: entry.headers.get('etag')! });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await eventsSince(owner, before)).toEqual(entry.body.parts.map((p: any) => ['activity', 'deleted', p.id]));
    expect((await records(owner)).map((p) => p.id)).toEqual([kept.body.id]);
    expectProblem(await owner.api.get(`/time-entries/${entryId}`), 404, 'NOT_FOUND');
    expectProblem(await owner.api.delete(`/time-entries/${entryId}`, { ifMatch: entry.headers.get('etag')! }), 404, 'NOT_FOUND');
  });

  it('GET /activities?timeEntryId= lists the parts of one entry; a foreign or missing entry is 404; timeEntryId is refused in every activity input', async () => {
    clock.set(ns('2026-06-01T12:00:00Z'));
    const owner = await newOwner(server);
    const first = await owner.api.post('/activities', { start: '2026-05-01T20:00:00Z', end: '2026-05-03T02:00:00Z' });
    const second = await owner.api.post('/activities', { start: '2026-05-02T10:00:00Z', end: '2026-05-02T11:00:00Z' });
    const entryId = first.body.timeEntryId;
    expect(second.body.timeEntryId).not.toBe(entryId);
    const filtered = await owner.api.get(`/activities?${RANGE}&timeEntryId=${entryId}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.items.map(span)).toEqual([
      ['2026-05-01T20:00:00Z', '2026-05-02T00:00:00Z'],
      ['2026-05-02T00:00:00Z', '2026-05-03T00:00:00Z'],
      ['2026-05-03T00:00:00Z', '2026-05-03T02:00:00Z'],
    ]);
    // Paged with the filter: the cursor keeps it.
    const page1 = await owner.api.get(`/activities?${RANGE}&timeEntryId=${entryId}&limit=2`);
    expect(page1.body.items).toEqual(filtered.body.items.slice(0, 2));
    const page2 = await owner.api.get(
      `/activities?${RANGE}&timeEntryId=${entryId}&limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`,
    );
    expect(page2.body.items).toEqual(filtered.body.items.slice(2));
    expectProblem(await owner.api.get(`/activities?${RANGE}&limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`), 400);

    const other = await newOwner(server);
    expectProblem(await other.api.get(`/activities?${RANGE}&timeEntryId=${entryId}`), 404, 'NOT_FOUND');
    expectProblem(await owner.api.get(`/activities?${RANGE}&timeEntryId=${uuid()}`), 404, 'NOT_FOUND');
    expectProblem(await owner.api.get(`/activities?${RANGE}&timeEntryId=nope`), 422);

    const before = await revision(owner);
    expectProblem(
      await owner.api.post('/activities', { start: '2026-05-04T10:00:00Z', end: '2026-05-04T11:00:00Z', timeEntryId: entryId }),
      400,
    );
    expectProblem(
      await owner.api.post('/activities/start', { ...none, taskId: null, timeEntryId: entryId }, { idempotencyKey: uuid() }),
      400,
    );
    expectProblem(
      await owner.api.put(
        `/activities/${second.body.id}`,
        { start: '2026-05-02T10:00:00Z', end: '2026-05-02T12:00:00Z', projectId: null, summary: null, labelIds: [], timeEntryId: entryId },
        {
          ifMatch: (await owner.api.get(`/activities/${second.body.id}`)).headers.get('etag')!,
        },
      ),
      400,
    );
    expect(await revision(owner)).toBe(before);
  });

  it('tracking: midnight maintenance keeps the parts in one entry; PUT edits the open entry keeping the active UUID, then closes it', async () => {
    const owner = await newOwner(server);
    await setZone(owner, 'Europe/Berlin');
    const task = (await owner.api.post('/tasks', { summary: 'Support' })).body.id;
    clock.set(ns('2026-06-10T21:00:00Z')); // 23:00 in Berlin
    const started = await owner.api.post('/activities/start', { ...none, taskId: task, summary: 'On call' }, { idempotencyKey: uuid() });
    expect(started.status).toBe(201);
    const entryId = started.body.timeEntryId;
    clock.set(ns('2026-06-10T22:30:00Z'));
    expect(await job.runDue([owner.ownerId])).toBe(1);
    const parts = await records(owner);
    expect(parts.map(span)).toEqual([
      ['2026-06-10T21:00:00Z', '2026-06-10T22:00:00Z'],
      ['2026-06-10T22:00:00Z', null],
    ]);
    expect(parts.map((p) => p.timeEntryId)).toEqual([entryId, entryId]);
    expect(parts[1].id).toBe(started.body.id);

    let entry = await owner.api.get(`/time-entries/${entryId}`);
    expect(entry.body).toMatchObject({ start: '2026-06-10T21:00:00Z', end: null, taskId: task, summary: 'On call', manual: false });

    // Edited while open: the newest part keeps the active UUID.
    const edited = await owner.api.put(
      `/time-entries/${entryId}`,
      { start: '2026-06-10T21:30:00Z', end: null, projectId: null, summary: 'On call (pager)', labelIds: [] },
      { ifMatch: entry.headers.get('etag')! },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.parts.map((p: any) => [p.id, p.start, p.end, p.manual, p.taskId])).toEqual([
      [parts[0].id, '2026-06-10T21:30:00Z', '2026-06-10T22:00:00Z', true, task],
      [started.body.id, '2026-06-10T22:00:00Z', null, true, task],
    ]);
    const active = await owner.api.get('/activities/active');
    expect(active.body).toEqual(edited.body.parts[1]);

    // Another entry may not be opened while this one is.
    const closedOther = await owner.api.post('/activities', { start: '2026-06-09T08:00:00Z', end: '2026-06-09T09:00:00Z' });
    const otherEntry = await owner.api.get(`/time-entries/${closedOther.body.timeEntryId}`);
    expectProblem(
      await owner.api.put(
        `/time-entries/${closedOther.body.timeEntryId}`,
        { start: '2026-06-09T08:00:00Z', end: null, projectId: null, summary: null, labelIds: [] },
        { ifMatch: otherEntry.headers.get('etag')! },
      ),
      409,
      'ACTIVE_ACTIVITY_EXISTS',
    );

    // Closed by a non-null end (which may be in the future, like any edit).
    clock.set(ns('2026-06-10T23:00:00Z'));
    entry = await owner.api.get(`/time-entries/${entryId}`);
    const closed = await owner.api.put(
      `/time-entries/${entryId}`,
      { start: '2026-06-10T21:30:00Z', end: '2026-06-10T22:45:00Z', projectId: null, summary: 'On call (pager)', labelIds: [] },
      { ifMatch: entry.headers.get('etag')! },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.end).toBe('2026-06-10T22:45:00Z');
    expect(closed.body.parts.map((p: any) => p.id)).toEqual([parts[0].id, started.body.id]);
    expect((await owner.api.get('/activities/active')).status).toBe(204);

    // A switch starts a new entry; stopping keeps the entry.
    const next = await owner.api.post('/activities/start', { ...none, taskId: null }, { idempotencyKey: uuid() });
    expect(next.body.timeEntryId).not.toBe(entryId);
    clock.set(ns('2026-06-10T23:10:00Z'));
    const switched = await owner.api.post(
      '/activities/start',
      { expectedActiveId: next.body.id, expectedActiveVersion: next.body.version, taskId: task },
      { idempotencyKey: uuid() },
    );
    expect(switched.status).toBe(201);
    expect(switched.body.timeEntryId).not.toBe(next.body.timeEntryId);
    expect((await owner.api.get(`/activities/${next.body.id}`)).body.timeEntryId).toBe(next.body.timeEntryId);
  });

  it('an edit of one part across midnight and a zone change keep the new parts in the entry', async () => {
    clock.set(ns('2026-06-01T12:00:00Z'));
    const owner = await newOwner(server);
    const one = await owner.api.post('/activities', { start: '2026-05-05T10:00:00Z', end: '2026-05-05T11:00:00Z' });
    const edited = await owner.api.put(
      `/activities/${one.body.id}`,
      { start: '2026-05-05T10:00:00Z', end: '2026-05-06T01:00:00Z', projectId: null, summary: null, labelIds: [] },
      {
        ifMatch: one.headers.get('etag')!,
      },
    );
    expect(edited.status).toBe(200);
    const afterEdit = await owner.api.get(`/activities?${RANGE}&timeEntryId=${one.body.timeEntryId}`);
    expect(afterEdit.body.items.map(span)).toEqual([
      ['2026-05-05T10:00:00Z', '2026-05-06T00:00:00Z'],
      ['2026-05-06T00:00:00Z', '2026-05-06T01:00:00Z'],
    ]);

    const two = await owner.api.post('/activities', { start: '2026-05-07T13:00:00Z', end: '2026-05-07T17:00:00Z' });
    await setZone(owner, 'Asia/Tokyo'); // midnight is 15:00Z
    const afterZone = await owner.api.get(`/activities?${RANGE}&timeEntryId=${two.body.timeEntryId}`);
    expect(afterZone.body.items.map(span)).toEqual([
      ['2026-05-07T13:00:00Z', '2026-05-07T15:00:00Z'],
      ['2026-05-07T15:00:00Z', '2026-05-07T17:00:00Z'],
    ]);
    const entry = await owner.api.get(`/time-entries/${two.body.timeEntryId}`);
    expect(entry.body).toMatchObject({ start: '2026-05-07T13:00:00Z', end: '2026-05-07T17:00:00Z' });
    expect(entry.body.parts).toEqual(afterZone.body.items);
  });

  it("billable: the entry carries its parts' flag; PUT without billable keeps it, with billable sets every part", async () => {
    clock.set(ns('2026-06-01T12:00:00Z'));
    const owner = await newOwner(server);
    const general = (await owner.api.get('/clients')).body.items[0].id;
    const project = (await owner.api.post('/projects', { name: 'Paid', clientId: general, billableByDefault: true })).body.id;
    const created = await owner.api.post('/activities', { start: '2026-05-10T22:00:00Z', end: '2026-05-11T02:00:00Z', projectId: project });
    const entryId = created.body.timeEntryId;
    let entry = await owner.api.get(`/time-entries/${entryId}`);
    expect(entry.body.billable).toBe(true);
    expect(entry.body.parts.map((p: any) => p.billable)).toEqual([true, true]);
    const body = { start: '2026-05-10T22:00:00Z', end: '2026-05-11T03:00:00Z', projectId: project, summary: null, labelIds: [] };
    const kept = await owner.api.put(`/time-entries/${entryId}`, body, { ifMatch: entry.headers.get('etag')! });
    expect(kept.body.billable).toBe(true);
    expect(kept.body.parts.map((p: any) => [p.billable, p.version])).toEqual([
      [true, 1],
      [true, 2],
    ]);
    const cleared = await owner.api.put(`/time-entries/${entryId}`, { ...body, billable: false }, { ifMatch: kept.headers.get('etag')! });
    expect(cleared.body.billable).toBe(false);
    expect(cleared.body.parts.map((p: any) => [p.billable, p.version, p.manual])).toEqual([
      [false, 2, true],
      [false, 3, true],
    ]);
    entry = await owner.api.get(`/time-entries/${entryId}`);
    expectProblem(
      await owner.api.put(`/time-entries/${entryId}`, { ...body, billable: 'yes' }, { ifMatch: entry.headers.get('etag')! }),
      422,
      'VALIDATION',
    );
  });

  it('a portable import gives each imported interval an entry of its own, shared by its daily parts', async () => {
    clock.set(ns('2026-06-01T12:00:00Z'));
    const owner = await newOwner(server);
    await owner.api.post('/activities', { start: '2026-05-01T22:00:00Z', end: '2026-05-02T02:00:00Z' });
    await owner.api.post('/activities', { start: '2026-05-03T09:00:00Z', end: '2026-05-03T10:00:00Z' });
    const exported = await owner.api.get('/export');
    expect(exported.status).toBe(200);
    const target = await newOwner(server);
    const imported = await target.api.post('/import', exported.body, { idempotencyKey: uuid() });
    expect(imported.status).toBe(201);
    const parts = await records(target);
    expect(parts.map(span)).toEqual([
      ['2026-05-01T22:00:00Z', '2026-05-02T00:00:00Z'],
      ['2026-05-02T00:00:00Z', '2026-05-02T02:00:00Z'],
      ['2026-05-03T09:00:00Z', '2026-05-03T10:00:00Z'],
    ]);
    const ids = parts.map((p) => p.timeEntryId);
    expect(new Set(ids).size).toBe(3);
  });
});
