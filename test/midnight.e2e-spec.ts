import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DayBoundariesService } from '../src/activities/day-boundaries.service';
import { Clock, FixedClock } from '../src/common/time/clock';
import { formatInstant, parseInstant } from '../src/common/time/instant';
import { Database } from '../src/db/database';
import { Api, Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';
import { IsolatedDatabase, privateEmbedded } from './support/isolated-database';

/**
 * Day-boundary maintenance driven by the clock, never by sleeping. Servers on the shared e2e database
 * run no automatic splits (the harness sets DAY_BOUNDARY_JOB=off, and a FixedClock never runs them):
 * with one database and many clocks, a job at one spec's "now" would split another spec's records.
 * So these tests call runDue for their own owners, and the start-up catch-up and the schedule run
 * against a private embedded database.
 */
const ns = (text: string): bigint => {
  const value = parseInstant(text);
  if (value === null) throw new Error(text);
  return value;
};
const HOUR = 3_600_000_000_000n;
const RANGE = 'from=2099-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';
const none = { expectedActiveId: null, expectedActiveVersion: null };

async function revision(owner: Owner): Promise<number> {
  return (await owner.api.get(`/activities?${RANGE}&limit=1`)).body.revision;
}

async function eventsSince(owner: Owner, after: number): Promise<Array<[string, string, string]>> {
  const feed = await owner.api.get(`/changes?after=${after}`);
  return feed.body.items.map((e: { entityType: string; changeType: string; id: string }) => [e.entityType, e.changeType, e.id]);
}

async function records(owner: Owner): Promise<any[]> {
  const page = await owner.api.get(`/activities?${RANGE}&limit=500`);
  expect(page.status).toBe(200);
  return page.body.items;
}

async function setZone(owner: Owner, zoneId: string): Promise<void> {
  const me = await owner.api.get('/me');
  const updated = await owner.api.put('/me', { zoneId }, { ifMatch: me.headers.get('etag')! });
  expect(updated.status).toBe(200);
  expect(updated.body.zoneId).toBe(zoneId);
}

const span = (a: { start: string; end: string | null }) => [a.start, a.end];
const lengthOf = (a: { start: string; end: string }) => ns(a.end) - ns(a.start);

describe('midnight maintenance', () => {
  let server: TestServer;
  let clock: FixedClock;
  let job: DayBoundariesService;
  const runDue = (...owners: Owner[]) => job.runDue(owners.map((o) => o.ownerId));

  beforeAll(async () => {
    clock = FixedClock.at('2099-08-10T22:00:00Z');
    server = await startServer({ clock });
    job = server.app.get(DayBoundariesService);
  });
  afterAll(() => server.close());

  it('at local midnight the open day is closed and tracking continues in a new record; the open record keeps the active UUID', async () => {
    const owner = await newOwner(server);
    const task = (await owner.api.post('/tasks', { summary: 'Night shift' })).body.id;
    const label = (await owner.api.get('/labels')).body.items[0].id;
    clock.set(ns('2099-08-10T22:00:00Z'));
    const started = await owner.api.post(
      '/activities/start',
      { ...none, taskId: task, summary: 'Deploy', labelIds: [label] },
      { idempotencyKey: uuid() },
    );
    expect(started.status).toBe(201);
    clock.set(ns('2099-08-10T23:59:59.999999999Z'));
    expect(await runDue(owner)).toBe(0);
    expect((await owner.api.get('/activities/active')).text).toBe(started.text);

    const before = await revision(owner);
    clock.set(ns('2099-08-11T00:00:00Z'));
    expect(await runDue(owner)).toBe(1);
    const active = await owner.api.get('/activities/active');
    expect(active.body).toEqual({ ...started.body, version: 2, start: '2099-08-11T00:00:00Z' });
    const all = await records(owner);
    expect(all.map(span)).toEqual([
      ['2099-08-10T22:00:00Z', '2099-08-11T00:00:00Z'],
      ['2099-08-11T00:00:00Z', null],
    ]);
    const closed = all[0];
    expect(closed.id).not.toBe(started.body.id);
    expect(closed).toMatchObject({ version: 1, taskId: task, summary: 'Deploy', labelIds: [label], manual: false });
    expect(await eventsSince(owner, before)).toEqual([
      ['activity', 'created', closed.id],
      ['activity', 'updated', started.body.id],
    ]);
    // nothing more to do: no change, no event
    expect(await runDue(owner)).toBe(0);
    expect(await revision(owner)).toBe(before + 2);
    // the client's old ETag is stale now; the current one stops it
    const stopPath = `/activities/${started.body.id}/stop`;
    expectProblem(
      await owner.api.post(stopPath, undefined, { idempotencyKey: uuid(), ifMatch: started.headers.get('etag')! }),
      412,
      'STALE_VERSION',
    );
    clock.set(ns('2099-08-11T00:10:00Z'));
    const stopped = await owner.api.post(stopPath, undefined, { idempotencyKey: uuid(), ifMatch: active.headers.get('etag')! });
    expect(stopped.body).toMatchObject({ id: started.body.id, version: 3, start: '2099-08-11T00:00:00Z', end: '2099-08-11T00:10:00Z' });
  });

  it('catches up several missed days in one run, one record per day', async () => {
    const owner = await newOwner(server);
    clock.set(ns('2099-08-12T21:30:00Z'));
    const started = await owner.api.post('/activities/start', { ...none, taskId: null }, { idempotencyKey: uuid() });
    clock.set(ns('2099-08-15T05:00:00Z'));
    const before = await revision(owner);
    expect(await runDue(owner)).toBe(1);
    const all = await records(owner);
    expect(all.map(span)).toEqual([
      ['2099-08-12T21:30:00Z', '2099-08-13T00:00:00Z'],
      ['2099-08-13T00:00:00Z', '2099-08-14T00:00:00Z'],
      ['2099-08-14T00:00:00Z', '2099-08-15T00:00:00Z'],
      ['2099-08-15T00:00:00Z', null],
    ]);
    expect(all[3].id).toBe(started.body.id);
    expect(await eventsSince(owner, before)).toEqual([
      ...all.slice(0, 3).map((a) => ['activity', 'created', a.id]),
      ['activity', 'updated', started.body.id],
    ]);
  });

  it('a completed record with a future end is split as its days arrive, keeping its ID and manual flag on the last part', async () => {
    const owner = await newOwner(server);
    clock.set(ns('2099-08-20T21:00:00Z'));
    const created = await owner.api.post('/activities', {
      start: '2099-08-20T20:00:00Z',
      end: '2099-08-22T06:00:00.000000001Z',
      summary: 'Offsite',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ start: '2099-08-20T20:00:00Z', end: '2099-08-22T06:00:00.000000001Z' });
    expect(await runDue(owner)).toBe(0);
    clock.set(ns('2099-08-21T00:00:00Z'));
    expect(await runDue(owner)).toBe(1);
    expect((await records(owner)).map(span)).toEqual([
      ['2099-08-20T20:00:00Z', '2099-08-21T00:00:00Z'],
      ['2099-08-21T00:00:00Z', '2099-08-22T06:00:00.000000001Z'],
    ]);
    clock.set(ns('2099-08-23T00:00:00Z'));
    expect(await runDue(owner)).toBe(1);
    const all = await records(owner);
    expect(all.map(span)).toEqual([
      ['2099-08-20T20:00:00Z', '2099-08-21T00:00:00Z'],
      ['2099-08-21T00:00:00Z', '2099-08-22T00:00:00Z'],
      ['2099-08-22T00:00:00Z', '2099-08-22T06:00:00.000000001Z'],
    ]);
    expect(all[2]).toMatchObject({ id: created.body.id, version: 3, summary: 'Offsite', manual: true });
    for (const a of all) expect(a.manual).toBe(true);
    expect(await runDue(owner)).toBe(0);
  });

  it('runDue only touches due records of the owners asked for', async () => {
    const [a, b] = [await newOwner(server), await newOwner(server)];
    clock.set(ns('2099-08-24T23:00:00Z'));
    for (const owner of [a, b]) await owner.api.post('/activities/start', { ...none, taskId: null }, { idempotencyKey: uuid() });
    clock.set(ns('2099-08-25T01:00:00Z'));
    expect(await runDue(a)).toBe(1);
    expect(await records(a)).toHaveLength(2);
    expect(await records(b)).toHaveLength(1);
    expect(await runDue(b)).toBe(1);
    expect(await records(b)).toHaveLength(2);
  });

  describe('Europe/Berlin (DST)', () => {
    it('splits a completed interval at real local midnights: 23-hour spring day and 25-hour autumn day', async () => {
      const owner = await newOwner(server);
      await setZone(owner, 'Europe/Berlin');
      clock.set(ns('2099-11-01T12:00:00Z'));
      const spring = await owner.api.post('/activities', { start: '2099-03-28T20:00:00Z', end: '2099-03-30T02:00:00.000000001Z' });
      expect(spring.body).toMatchObject({ start: '2099-03-29T22:00:00Z', end: '2099-03-30T02:00:00.000000001Z' });
      const autumn = await owner.api.post('/activities', { start: '2099-10-24T21:00:00Z', end: '2099-10-26T01:00:00Z' });
      expect(autumn.body).toMatchObject({ start: '2099-10-25T23:00:00Z', end: '2099-10-26T01:00:00Z' });
      const all = await records(owner);
      expect(all.map(span)).toEqual([
        ['2099-03-28T20:00:00Z', '2099-03-28T23:00:00Z'],
        ['2099-03-28T23:00:00Z', '2099-03-29T22:00:00Z'],
        ['2099-03-29T22:00:00Z', '2099-03-30T02:00:00.000000001Z'],
        ['2099-10-24T21:00:00Z', '2099-10-24T22:00:00Z'],
        ['2099-10-24T22:00:00Z', '2099-10-25T23:00:00Z'],
        ['2099-10-25T23:00:00Z', '2099-10-26T01:00:00Z'],
      ]);
      expect(all.map(lengthOf)).toEqual([3n * HOUR, 23n * HOUR, 4n * HOUR + 1n, HOUR, 25n * HOUR, 2n * HOUR]);
    });

    it('an open activity crosses the 23-hour day: the job closes Saturday and Sunday at Berlin midnights', async () => {
      const owner = await newOwner(server);
      await setZone(owner, 'Europe/Berlin');
      clock.set(ns('2099-03-28T22:00:00Z')); // Saturday 23:00 CET
      const started = await owner.api.post('/activities/start', { ...none, taskId: null }, { idempotencyKey: uuid() });
      clock.set(ns('2099-03-28T23:00:00Z')); // Sunday 00:00 CET
      expect(await runDue(owner)).toBe(1);
      clock.set(ns('2099-03-29T21:59:59.999999999Z')); // Sunday 23:59:59.999999999 CEST
      expect(await runDue(owner)).toBe(0);
      clock.set(ns('2099-03-29T22:30:00Z')); // Monday 00:30 CEST
      expect(await runDue(owner)).toBe(1);
      const all = await records(owner);
      expect(all.map(span)).toEqual([
        ['2099-03-28T22:00:00Z', '2099-03-28T23:00:00Z'],
        ['2099-03-28T23:00:00Z', '2099-03-29T22:00:00Z'],
        ['2099-03-29T22:00:00Z', null],
      ]);
      expect(all[2]).toMatchObject({ id: started.body.id, version: 3 });
      expect(lengthOf(all[1])).toBe(23n * HOUR);
    });

    it('the 25-hour autumn day is one record for an open activity', async () => {
      const owner = await newOwner(server);
      await setZone(owner, 'Europe/Berlin');
      clock.set(ns('2099-10-24T21:00:00Z')); // Saturday 23:00 CEST
      await owner.api.post('/activities/start', { ...none, taskId: null }, { idempotencyKey: uuid() });
      clock.set(ns('2099-10-25T22:59:59Z')); // Sunday 23:59:59 CET
      expect(await runDue(owner)).toBe(1);
      clock.set(ns('2099-10-25T23:00:00Z')); // Monday 00:00 CET
      expect(await runDue(owner)).toBe(1);
      const all = await records(owner);
      expect(all.map(span)).toEqual([
        ['2099-10-24T21:00:00Z', '2099-10-24T22:00:00Z'],
        ['2099-10-24T22:00:00Z', '2099-10-25T23:00:00Z'],
        ['2099-10-25T23:00:00Z', null],
      ]);
      expect(lengthOf(all[1])).toBe(25n * HOUR);
    });
  });

  it('the due records are found through the split-due index', async () => {
    const db = server.app.get(Database);
    const plan = await db.transaction(async () => {
      await db.query('SET LOCAL enable_seqscan = off');
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT owner_id FROM activities WHERE split_due_ns IS NOT NULL AND split_due_ns <= $1::bigint ORDER BY split_due_ns LIMIT 500`,
        [ns('2099-08-25T00:00:00Z').toString()],
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('activities_split_due_idx');
  });

  it('a FixedClock server schedules nothing on its own, even when configured to', async () => {
    expect(server.app.get(SchedulerRegistry).doesExist('interval', 'activities-day-boundaries')).toBe(false);
    const configured = await startServer({ clock: FixedClock.at('2099-08-01T00:00:00Z'), env: { DAY_BOUNDARY_JOB: 'auto' } });
    try {
      expect(configured.app.get(SchedulerRegistry).doesExist('interval', 'activities-day-boundaries')).toBe(false);
    } finally {
      await configured.close();
    }
  });
});

/** A manually set clock that is not a FixedClock: the server treats it as real time. */
class ManualClock extends Clock {
  constructor(public now: bigint) {
    super();
  }
  override nowNs(): bigint {
    return this.now;
  }
}

// A private embedded database (privateEmbedded), on either test database: a start-up catch-up at a
// clock far after the real date would split every other spec's open activities.

describe('start-up catch-up and schedule (private database)', () => {
  let dir: string;
  let database: IsolatedDatabase;
  let server: TestServer | null = null;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tt-mid-'));
    database = await privateEmbedded(dir);
  });
  afterAll(async () => {
    await server?.close();
    await database?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a restart splits the days missed while the server was down before it serves requests; while running, the scheduled job follows the clock', async () => {
    const clock = new ManualClock(ns('2099-09-10T21:00:00Z'));
    const env = { DATABASE_URL: database.env.DATABASE_URL, DAY_BOUNDARY_JOB: 'auto' };
    server = await startServer({ clock, env });
    expect(server.app.get(SchedulerRegistry).doesExist('interval', 'activities-day-boundaries')).toBe(true);
    const owner = await newOwner(server);
    const started = await owner.api.post(
      '/activities/start',
      { ...none, taskId: null, summary: 'Before the outage' },
      { idempotencyKey: uuid() },
    );
    expect(started.status).toBe(201);
    const future = await owner.api.post('/activities', { start: '2099-09-10T20:00:00Z', end: '2099-09-12T01:00:00Z' });
    expect(future.body.start).toBe('2099-09-10T20:00:00Z');
    const before = await revision(owner);
    await server.close();
    server = null;

    clock.now = ns('2099-09-13T08:00:00Z');
    server = await startServer({ clock, env });
    const restarted = new Api(server.api.base, owner.token);
    const active = await restarted.get('/activities/active');
    expect(active.body).toMatchObject({
      id: started.body.id,
      version: 2,
      start: '2099-09-13T00:00:00Z',
      end: null,
      summary: 'Before the outage',
    });
    const all = (await restarted.get(`/activities?${RANGE}&limit=500`)).body.items;
    expect(all.map((a: any) => [a.start, a.end, a.id === started.body.id || a.id === future.body.id])).toEqual([
      ['2099-09-10T20:00:00Z', '2099-09-11T00:00:00Z', false],
      ['2099-09-10T21:00:00Z', '2099-09-11T00:00:00Z', false],
      ['2099-09-11T00:00:00Z', '2099-09-12T00:00:00Z', false],
      ['2099-09-11T00:00:00Z', '2099-09-12T00:00:00Z', false],
      ['2099-09-12T00:00:00Z', '2099-09-12T01:00:00Z', true],
      ['2099-09-12T00:00:00Z', '2099-09-13T00:00:00Z', false],
      ['2099-09-13T00:00:00Z', null, true],
    ]);
    const events = (await restarted.get(`/changes?after=${before}`)).body.items;
    expect(events).toHaveLength(7);
    expect(
      events
        .filter((e: any) => e.changeType === 'created')
        .map((e: any) => e.id)
        .sort(),
    ).toEqual(
      all
        .filter((a: any) => a.id !== started.body.id && a.id !== future.body.id)
        .map((a: any) => a.id)
        .sort(),
    );
    expect(
      events
        .filter((e: any) => e.changeType === 'updated')
        .map((e: any) => e.id)
        .sort(),
    ).toEqual([started.body.id, future.body.id].sort());
    // a second start finds nothing more to do
    await server.close();
    server = await startServer({ clock, env });
    const again = new Api(server.api.base, owner.token);
    expect((await again.get(`/changes?after=${before}`)).body.items).toHaveLength(7);
    expect(formatInstant(clock.nowNs())).toBe('2099-09-13T08:00:00Z');

    // While running, the scheduled job closes the day once the clock passes midnight (it runs every
    // few seconds: wait for it, the clock itself is moved by the test).
    clock.now = ns('2099-09-14T00:00:00.5Z');
    const deadline = Date.now() + 15_000;
    let current = await again.get('/activities/active');
    while (current.body.version === 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      current = await again.get('/activities/active');
    }
    expect(current.body).toMatchObject({ id: started.body.id, version: 3, start: '2099-09-14T00:00:00Z', end: null });
  });
});
