import { DayBoundariesService } from '../src/activities/day-boundaries.service';
import { FixedClock } from '../src/common/time/clock';
import { parseInstant } from '../src/common/time/instant';
import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

/**
 * Changing the reporting zone splits existing records at the new zone's passed local midnights, in
 * the PUT /me transaction, and never merges records. FixedClock far after the real date.
 */
const ns = (text: string): bigint => {
  const value = parseInstant(text);
  if (value === null) throw new Error(text);
  return value;
};
const RANGE = 'from=2099-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';
const none = { expectedActiveId: null, expectedActiveVersion: null };

async function records(owner: Owner): Promise<any[]> {
  return (await owner.api.get(`/activities?${RANGE}&limit=500`)).body.items;
}

async function revision(owner: Owner): Promise<number> {
  return (await owner.api.get(`/activities?${RANGE}&limit=1`)).body.revision;
}

async function eventsSince(owner: Owner, after: number): Promise<Array<[string, string, string]>> {
  const feed = await owner.api.get(`/changes?after=${after}`);
  return feed.body.items.map((e: { entityType: string; changeType: string; id: string }) => [e.entityType, e.changeType, e.id]);
}

async function setZone(owner: Owner, zoneId: string) {
  const me = await owner.api.get('/me');
  return owner.api.put('/me', { zoneId }, { ifMatch: me.headers.get('etag')! });
}

const span = (a: { start: string; end: string | null }) => [a.start, a.end];

describe('zone change', () => {
  let server: TestServer;
  let clock: FixedClock;
  let job: DayBoundariesService;

  beforeAll(async () => {
    clock = FixedClock.at('2099-06-20T12:00:00Z');
    server = await startServer({ clock });
    job = server.app.get(DayBoundariesService);
  });
  afterAll(() => server.close());

  it("splits existing records at the new zone's midnights in the same transaction; the last part keeps the ID; events for each", async () => {
    const owner = await newOwner(server);
    clock.set(ns('2099-06-20T12:00:00Z'));
    const label = (await owner.api.get('/labels')).body.items[0].id;
    const task = (await owner.api.post('/tasks', { summary: 'Zones' })).body.id;
    await owner.api.post('/activities', {
      start: '2099-06-15T20:00:00Z',
      end: '2099-06-16T04:00:00Z',
      taskId: task,
      summary: 'Late',
      labelIds: [label],
    });
    const utc = await records(owner);
    expect(utc.map(span)).toEqual([
      ['2099-06-15T20:00:00Z', '2099-06-16T00:00:00Z'],
      ['2099-06-16T00:00:00Z', '2099-06-16T04:00:00Z'],
    ]);
    const before = await revision(owner);

    const changed = await setZone(owner, 'Europe/Berlin'); // UTC+2 in June: midnight is 22:00Z
    expect(changed.status).toBe(200);
    const berlin = await records(owner);
    expect(berlin.map(span)).toEqual([
      ['2099-06-15T20:00:00Z', '2099-06-15T22:00:00Z'],
      ['2099-06-15T22:00:00Z', '2099-06-16T00:00:00Z'],
      ['2099-06-16T00:00:00Z', '2099-06-16T04:00:00Z'],
    ]);
    expect(berlin[1]).toMatchObject({ id: utc[0].id, version: 2 });
    expect(berlin[2]).toEqual(utc[1]);
    expect(berlin[0]).toMatchObject({ version: 1, taskId: task, summary: 'Late', labelIds: [label], manual: true });
    const events = await eventsSince(owner, before);
    expect(events).toEqual([
      ['activity', 'created', berlin[0].id],
      ['activity', 'updated', utc[0].id],
      ['profile', 'updated', owner.ownerId],
    ]);

    // back to UTC: nothing is merged (and nothing needs splitting)
    const back = await revision(owner);
    expect((await setZone(owner, 'UTC')).status).toBe(200);
    expect(await records(owner)).toEqual(berlin);
    expect(await eventsSince(owner, back)).toEqual([['profile', 'updated', owner.ownerId]]);
  });

  it("an open activity is split at a passed midnight of the new zone and is due at the new zone's next midnight", async () => {
    const owner = await newOwner(server);
    clock.set(ns('2099-06-21T20:00:00Z'));
    const started = await owner.api.post('/activities/start', { ...none, taskId: null }, { idempotencyKey: uuid() });
    clock.set(ns('2099-06-21T23:00:00Z'));
    expect((await setZone(owner, 'Europe/Berlin')).status).toBe(200);
    const all = await records(owner);
    expect(all.map(span)).toEqual([
      ['2099-06-21T20:00:00Z', '2099-06-21T22:00:00Z'],
      ['2099-06-21T22:00:00Z', null],
    ]);
    expect(all[1]).toMatchObject({ id: started.body.id, version: 2 });
    // the UTC midnight is no boundary any more; the Berlin one is
    clock.set(ns('2099-06-22T00:00:00Z'));
    expect(await job.runDue([owner.ownerId])).toBe(0);
    clock.set(ns('2099-06-22T22:00:00Z'));
    expect(await job.runDue([owner.ownerId])).toBe(1);
    expect((await records(owner)).map(span)).toEqual([
      ['2099-06-21T20:00:00Z', '2099-06-21T22:00:00Z'],
      ['2099-06-21T22:00:00Z', '2099-06-22T22:00:00Z'],
      ['2099-06-22T22:00:00Z', null],
    ]);
  });

  it('a zone whose next midnight is later moves the due split later without touching the record', async () => {
    const owner = await newOwner(server);
    clock.set(ns('2099-06-23T23:30:00Z'));
    const started = await owner.api.post('/activities/start', { ...none, taskId: null }, { idempotencyKey: uuid() });
    clock.set(ns('2099-06-23T23:45:00Z'));
    const before = await revision(owner);
    expect((await setZone(owner, 'America/Los_Angeles')).status).toBe(200); // UTC-7: midnight is 07:00Z
    expect(await eventsSince(owner, before)).toEqual([['profile', 'updated', owner.ownerId]]);
    clock.set(ns('2099-06-24T00:00:00Z'));
    expect(await job.runDue([owner.ownerId])).toBe(0);
    expect((await owner.api.get('/activities/active')).text).toBe(started.text);
    clock.set(ns('2099-06-24T07:00:00Z'));
    expect(await job.runDue([owner.ownerId])).toBe(1);
    expect((await owner.api.get('/activities/active')).body).toMatchObject({
      id: started.body.id,
      start: '2099-06-24T07:00:00Z',
      version: 2,
    });
  });

  it('independently edited records are never merged, and a record of another owner is never touched', async () => {
    const [owner, other] = [await newOwner(server), await newOwner(server)];
    clock.set(ns('2099-06-26T12:00:00Z'));
    const a = await owner.api.post('/activities', { start: '2099-06-25T10:00:00Z', end: '2099-06-25T11:00:00Z', summary: 'A' });
    const b = await owner.api.post('/activities', { start: '2099-06-25T11:00:00Z', end: '2099-06-25T12:00:00Z', summary: 'A' });
    const theirs = await other.api.post('/activities', { start: '2099-06-25T20:00:00Z', end: '2099-06-25T23:00:00Z' });
    expect((await setZone(owner, 'Asia/Tokyo')).status).toBe(200); // midnight is 15:00Z
    expect((await records(owner)).map((r) => r.id)).toEqual([a.body.id, b.body.id]);
    expect((await records(other)).map((r) => r.id)).toEqual([theirs.body.id]);
    expect((await setZone(owner, 'America/New_York')).status).toBe(200);
    expect((await records(owner)).map((r) => [r.id, r.version])).toEqual([
      [a.body.id, 1],
      [b.body.id, 1],
    ]);
  });

  it('new records follow the new zone; an unknown zone is 422 and splits nothing', async () => {
    const owner = await newOwner(server);
    clock.set(ns('2099-06-28T12:00:00Z'));
    expect((await setZone(owner, 'Asia/Kathmandu')).status).toBe(200); // UTC+5:45: midnight is 18:15Z
    const created = await owner.api.post('/activities', { start: '2099-06-27T18:00:00Z', end: '2099-06-27T19:00:00Z' });
    expect(created.body).toMatchObject({ start: '2099-06-27T18:15:00Z', end: '2099-06-27T19:00:00Z' });
    const before = await revision(owner);
    expectProblem(await setZone(owner, 'Mars/Olympus_Mons'), 422, 'VALIDATION');
    expect(await revision(owner)).toBe(before);
    expect((await records(owner)).map(span)).toEqual([
      ['2099-06-27T18:00:00Z', '2099-06-27T18:15:00Z'],
      ['2099-06-27T18:15:00Z', '2099-06-27T19:00:00Z'],
    ]);
  });
});
