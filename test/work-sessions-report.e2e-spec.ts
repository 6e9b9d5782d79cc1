import { FixedClock } from '../src/common/time/clock';
import { parseInstant } from '../src/common/time/instant';
import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

const NOW = '2026-03-10T12:00:00Z';

describe('work-session report', () => {
  const clock = FixedClock.at(NOW);
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ clock });
  });
  afterAll(() => server.close());
  beforeEach(() => clock.set(parseInstant(NOW)!));

  const activity = async (o: Owner, start: string, end: string | null, taskId: string | null = null): Promise<string> => {
    const reply = await o.api.post('/activities', { start, end, taskId });
    expect(reply.status).toBe(201);
    return reply.body.id;
  };
  const session = async (o: Owner, start: string, end: string | null): Promise<string> => {
    const reply = await o.api.post('/work-sessions', { start, end });
    expect(reply.status).toBe(201);
    return reply.body.id;
  };
  const report = async (o: Owner, id: string) => {
    const reply = await o.api.get(`/work-sessions/${id}/report`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('etag')).toMatch(/^"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}"$/);
    return reply.body;
  };

  it('overlapping, touching and crossing activities with nanosecond boundaries', async () => {
    const owner = await newOwner(server);
    const task = (await owner.api.post('/tasks', { summary: 'Report task' })).body.id;
    const id = await session(owner, '2026-03-09T08:00:00Z', '2026-03-09T12:00:00Z');
    const crossesStart = await activity(owner, '2026-03-09T07:30:00Z', '2026-03-09T08:30:00Z', task);
    const overlapping = await activity(owner, '2026-03-09T08:15:00Z', '2026-03-09T09:00:00Z');
    await activity(owner, '2026-03-09T06:00:00Z', '2026-03-09T08:00:00Z'); // touches the start
    await activity(owner, '2026-03-09T12:00:00Z', '2026-03-09T13:00:00Z'); // touches the end
    const crossesEnd = await activity(owner, '2026-03-09T11:59:59.999999999Z', '2026-03-09T12:30:00Z');
    const tiny = await activity(owner, '2026-03-09T10:00:00.000000001Z', '2026-03-09T10:00:00.000000002Z');
    const r = await report(owner, id);
    expect(r).toEqual({
      workSessionId: id,
      start: '2026-03-09T08:00:00Z',
      end: '2026-03-09T12:00:00Z',
      duration: 'PT4H',
      tracked: 'PT1H15M0.000000002S',
      allocated: 'PT1H0.000000002S',
      unallocated: 'PT2H59M59.999999998S',
      activities: [
        {
          activityId: crossesStart,
          taskId: task,
          start: '2026-03-09T08:00:00Z',
          end: '2026-03-09T08:30:00Z',
          tracked: 'PT30M',
          crossesStart: true,
          crossesEnd: false,
        },
        {
          activityId: overlapping,
          taskId: null,
          start: '2026-03-09T08:15:00Z',
          end: '2026-03-09T09:00:00Z',
          tracked: 'PT45M',
          crossesStart: false,
          crossesEnd: false,
        },
        {
          activityId: tiny,
          taskId: null,
          start: '2026-03-09T10:00:00.000000001Z',
          end: '2026-03-09T10:00:00.000000002Z',
          tracked: 'PT0.000000001S',
          crossesStart: false,
          crossesEnd: false,
        },
        {
          activityId: crossesEnd,
          taskId: null,
          start: '2026-03-09T11:59:59.999999999Z',
          end: '2026-03-09T12:00:00Z',
          tracked: 'PT0.000000001S',
          crossesStart: false,
          crossesEnd: true,
        },
      ],
    });
    expect(r).not.toHaveProperty('generatedAt');
  });

  it('touching activities are counted once each and their union has no gap', async () => {
    const owner = await newOwner(server);
    const id = await session(owner, '2026-03-09T08:00:00Z', '2026-03-09T10:00:00Z');
    await activity(owner, '2026-03-09T08:00:00Z', '2026-03-09T08:45:00.5Z');
    await activity(owner, '2026-03-09T08:45:00.5Z', '2026-03-09T09:30:00Z');
    await activity(owner, '2026-03-09T08:10:00Z', '2026-03-09T08:20:00Z'); // inside the first: counted in tracked only
    const r = await report(owner, id);
    expect([r.duration, r.tracked, r.allocated, r.unallocated]).toEqual(['PT2H', 'PT1H40M', 'PT1H30M', 'PT30M']);
    expect(r.activities.map((a: any) => [a.crossesStart, a.crossesEnd])).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it('an activity covering the whole session crosses both ends and allocates all of it', async () => {
    const owner = await newOwner(server);
    const id = await session(owner, '2026-03-09T09:00:00Z', '2026-03-09T10:00:00Z');
    await activity(owner, '2026-03-09T08:00:00Z', '2026-03-09T11:00:00Z');
    const r = await report(owner, id);
    expect([r.duration, r.tracked, r.allocated, r.unallocated]).toEqual(['PT1H', 'PT1H', 'PT1H', 'PT0S']);
    expect(r.activities[0]).toMatchObject({
      start: '2026-03-09T09:00:00Z',
      end: '2026-03-09T10:00:00Z',
      crossesStart: true,
      crossesEnd: true,
    });
  });

  it('a session spanning midnight sees both daily parts of an activity spanning midnight', async () => {
    const owner = await newOwner(server);
    const id = await session(owner, '2026-03-08T22:00:00Z', '2026-03-09T02:00:00Z');
    await activity(owner, '2026-03-08T23:00:00Z', '2026-03-09T01:00:00Z');
    const r = await report(owner, id);
    expect([r.duration, r.tracked, r.allocated, r.unallocated]).toEqual(['PT4H', 'PT2H', 'PT2H', 'PT2H']);
    expect(r.activities.map((a: any) => [a.start, a.end])).toEqual([
      ['2026-03-08T23:00:00Z', '2026-03-09T00:00:00Z'],
      ['2026-03-09T00:00:00Z', '2026-03-09T01:00:00Z'],
    ]);
  });

  it('a running session and a running activity are measured up to the server clock, with generatedAt', async () => {
    const owner = await newOwner(server);
    const id = await session(owner, '2026-03-10T10:00:00Z', null);
    await activity(owner, '2026-03-10T09:00:00Z', '2026-03-10T10:30:00Z');
    const running = await activity(owner, '2026-03-10T11:00:00.5Z', null);
    const r = await report(owner, id);
    expect(r).toMatchObject({
      start: '2026-03-10T10:00:00Z',
      end: null,
      generatedAt: NOW,
      duration: 'PT2H',
      tracked: 'PT1H29M59.5S',
      allocated: 'PT1H29M59.5S',
      unallocated: 'PT30M0.5S',
    });
    expect(r.activities[1]).toMatchObject({
      activityId: running,
      start: '2026-03-10T11:00:00.5Z',
      end: NOW,
      tracked: 'PT59M59.5S',
      crossesStart: false,
      crossesEnd: false,
    });
    clock.advance(60_000_000_000n + 1n);
    const later = await report(owner, id);
    expect(later).toMatchObject({
      generatedAt: '2026-03-10T12:01:00.000000001Z',
      duration: 'PT2H1M0.000000001S',
      allocated: 'PT1H30M59.500000001S',
      unallocated: 'PT30M0.5S',
    });
  });

  it('a completed session with a running activity crossing its end: generatedAt present, crossesEnd', async () => {
    const owner = await newOwner(server);
    const id = await session(owner, '2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z');
    await activity(owner, '2026-03-10T09:30:00Z', null);
    const r = await report(owner, id);
    expect(r).toMatchObject({ generatedAt: NOW, duration: 'PT1H', tracked: 'PT30M', allocated: 'PT30M', unallocated: 'PT30M' });
    expect(r.activities[0]).toMatchObject({ end: '2026-03-10T10:00:00Z', crossesEnd: true });
  });

  it('a completed session before a running activity starts: no overlap, no generatedAt', async () => {
    const owner = await newOwner(server);
    const id = await session(owner, '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z');
    await activity(owner, '2026-03-10T09:00:00Z', null);
    const r = await report(owner, id);
    expect(r).toEqual({
      workSessionId: id,
      start: '2026-03-10T08:00:00Z',
      end: '2026-03-10T09:00:00Z',
      duration: 'PT1H',
      tracked: 'PT0S',
      allocated: 'PT0S',
      unallocated: 'PT1H',
      activities: [],
    });
  });

  it('an empty session and a session without activities', async () => {
    const owner = await newOwner(server);
    await activity(owner, '2026-03-09T00:00:00Z', '2026-03-09T23:00:00Z');
    const empty = await report(owner, await session(owner, '2026-03-09T08:00:00Z', '2026-03-09T08:00:00Z'));
    expect(empty).toMatchObject({ duration: 'PT0S', tracked: 'PT0S', allocated: 'PT0S', unallocated: 'PT0S', activities: [] });
    const idle = await report(owner, await session(owner, '2026-03-08T08:00:00Z', '2026-03-08T09:00:00.000000001Z'));
    expect(idle).toMatchObject({
      duration: 'PT1H0.000000001S',
      tracked: 'PT0S',
      allocated: 'PT0S',
      unallocated: 'PT1H0.000000001S',
      activities: [],
    });
  });

  it("another owner's activities never count; another owner's session is 404", async () => {
    const owner = await newOwner(server);
    const other = await newOwner(server);
    const id = await session(owner, '2026-03-09T08:00:00Z', '2026-03-09T09:00:00Z');
    await activity(other, '2026-03-09T08:00:00Z', '2026-03-09T09:00:00Z');
    expect((await report(owner, id)).activities).toEqual([]);
    expectProblem(await other.api.get(`/work-sessions/${id}/report`), 404, 'NOT_FOUND');
    expectProblem(await owner.api.get(`/work-sessions/${uuid()}/report`), 404, 'NOT_FOUND');
    expectProblem(await owner.api.get('/work-sessions/nope/report'), 400);
  });

  it('the report follows edits of the session and of activities (derived, never stored)', async () => {
    const owner = await newOwner(server);
    const created = await owner.api.post('/work-sessions', { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z' });
    const a = await owner.api.post('/activities', { start: '2026-03-09T08:30:00Z', end: '2026-03-09T09:30:00Z' });
    expect((await report(owner, created.body.id)).allocated).toBe('PT30M');
    await owner.api.put(
      `/work-sessions/${created.body.id}`,
      { start: '2026-03-09T08:00:00Z', end: '2026-03-09T10:00:00Z' },
      { ifMatch: created.headers.get('etag')! },
    );
    const r = await report(owner, created.body.id);
    expect([r.duration, r.allocated]).toEqual(['PT2H', 'PT1H']);
    expect(r.activities[0].crossesEnd).toBe(false);
    // the activity was not changed by moving the session
    expect((await owner.api.get(`/activities/${a.body.id}`)).text).toBe(a.text);
  });
});
