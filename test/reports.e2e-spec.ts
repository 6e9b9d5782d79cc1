import { FixedClock } from '../src/common/time/clock';
import { Database } from '../src/db/database';
import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

/**
 * Reports read the activities table only. Rows are seeded with SQL so that the cases (nanoseconds,
 * DST days, overlaps, an open activity at a known clock) are exact and independent of how the
 * activities routes split or validate input.
 */

const NOW = '2026-11-20T12:00:00Z';
const ns = (text: string) => {
  const ms = Date.parse(text.replace(/\.(\d+)Z$/, 'Z'));
  const fraction = /\.(\d+)Z$/.exec(text)?.[1] ?? '';
  return BigInt(ms) * 1_000_000n + BigInt(fraction.padEnd(9, '0') || '0');
};

describe('reports', () => {
  let server: TestServer;
  let db: Database;
  const clock = FixedClock.at(NOW);

  beforeAll(async () => {
    server = await startServer({ clock });
    db = server.app.get(Database);
  });
  afterAll(() => server.close());

  async function seedTask(owner: Owner, summary = 'Task'): Promise<string> {
    const id = uuid();
    await db.query('INSERT INTO tasks (id, owner_id, summary) VALUES ($1, $2, $3)', [id, owner.ownerId, summary]);
    return id;
  }

  async function seedProject(owner: Owner): Promise<string> {
    const id = uuid();
    await db.query(
      `INSERT INTO projects (id, owner_id, name, client_id)
       SELECT $1, $2, 'Project', id FROM clients WHERE owner_id = $2 AND is_general`,
      [id, owner.ownerId],
    );
    return id;
  }

  async function seedActivity(
    owner: Owner,
    start: string,
    end: string | null,
    taskId: string | null = null,
    projectId: string | null = null,
  ): Promise<string> {
    const id = uuid();
    await db.query(
      `INSERT INTO activities (id, owner_id, task_id, project_id, summary, manual, start_ns, end_ns)
       VALUES ($1, $2, $3, $4, NULL, true, $5::bigint, $6::bigint)`,
      [id, owner.ownerId, taskId, projectId, ns(start).toString(), end === null ? null : ns(end).toString()],
    );
    return id;
  }

  async function setZone(owner: Owner, zoneId: string): Promise<void> {
    const me = await owner.api.get('/me');
    const updated = await owner.api.put('/me', { zoneId }, { ifMatch: me.headers.get('etag')! });
    expect(updated.status).toBe(200);
  }

  const daily = (owner: Owner, from: string, to: string, extra = '') => owner.api.get(`/reports/daily?from=${from}&to=${to}${extra}`);
  const weekly = (owner: Owner, from: string, to: string, extra = '') => owner.api.get(`/reports/weekly?from=${from}&to=${to}${extra}`);

  describe('in the Berlin profile zone across DST changes', () => {
    let owner: Owner;
    let task: string;
    let spring: string;
    let fall: string;

    beforeAll(async () => {
      owner = await newOwner(server);
      await setZone(owner, 'Europe/Berlin');
      task = await seedTask(owner);
      // 2026-03-28 23:00 local (+01:00) to 2026-03-30 01:00 local (+02:00): 1 h + 23 h + 1 h
      spring = await seedActivity(owner, '2026-03-28T22:00:00Z', '2026-03-29T23:00:00Z', task);
      // the whole of 2026-10-25 local: 25 h
      fall = await seedActivity(owner, '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', null);
    });

    it('daily: splits at real local midnights (23-hour day), lists every day, uses the profile zone', async () => {
      const reply = await daily(owner, '2026-03-27T23:00:00Z', '2026-03-30T22:00:00Z');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('etag')).toMatch(/^"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}"$/);
      expect(reply.body).toEqual({
        zoneId: 'Europe/Berlin',
        from: '2026-03-27T23:00:00Z',
        to: '2026-03-30T22:00:00Z',
        revision: (await owner.api.get('/clients')).body.revision,
        total: 'PT25H',
        billable: 'PT0S',
        unpriced: 'PT0S',
        amounts: [],
        intervals: [
          {
            activityId: spring,
            taskId: task,
            projectId: null,
            start: '2026-03-28T22:00:00Z',
            end: '2026-03-29T23:00:00Z',
            duration: 'PT25H',
            billable: false,
          },
        ],
        days: [
          {
            date: '2026-03-28',
            total: 'PT1H',
            billable: 'PT0S',
            unpriced: 'PT0S',
            amounts: [],
            tasks: [{ taskId: task, total: 'PT1H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
          },
          {
            date: '2026-03-29',
            total: 'PT23H',
            billable: 'PT0S',
            unpriced: 'PT0S',
            amounts: [],
            tasks: [{ taskId: task, total: 'PT23H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
          },
          {
            date: '2026-03-30',
            total: 'PT1H',
            billable: 'PT0S',
            unpriced: 'PT0S',
            amounts: [],
            tasks: [{ taskId: task, total: 'PT1H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
          },
        ],
        tasks: [{ taskId: task, total: 'PT25H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
      });
      expect('generatedAt' in reply.body).toBe(false);
    });

    it('daily: the fall-back day counts 25 hours; days without time are PT0S with no tasks', async () => {
      const reply = await daily(owner, '2026-10-23T22:00:00Z', '2026-10-26T23:00:00Z');
      expect(reply.status).toBe(200);
      expect(reply.body.days).toEqual([
        { date: '2026-10-24', total: 'PT0S', billable: 'PT0S', unpriced: 'PT0S', amounts: [], tasks: [] },
        {
          date: '2026-10-25',
          total: 'PT25H',
          billable: 'PT0S',
          unpriced: 'PT0S',
          amounts: [],
          tasks: [{ taskId: null, total: 'PT25H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
        },
        { date: '2026-10-26', total: 'PT0S', billable: 'PT0S', unpriced: 'PT0S', amounts: [], tasks: [] },
      ]);
      expect(reply.body.tasks).toEqual([{ taskId: null, total: 'PT25H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }]);
      expect(reply.body.intervals.map((i: any) => i.activityId)).toEqual([fall]);
    });

    it('weekly: Monday-based local weeks split at local Monday midnights, across both DST changes', async () => {
      const reply = await weekly(owner, '2026-03-22T23:00:00Z', '2026-04-05T22:00:00Z');
      expect(reply.status).toBe(200);
      expect(reply.body.weeks).toEqual([
        {
          weekStart: '2026-03-23',
          total: 'PT24H',
          billable: 'PT0S',
          unpriced: 'PT0S',
          amounts: [],
          tasks: [{ taskId: task, total: 'PT24H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
        },
        {
          weekStart: '2026-03-30',
          total: 'PT1H',
          billable: 'PT0S',
          unpriced: 'PT0S',
          amounts: [],
          tasks: [{ taskId: task, total: 'PT1H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
        },
      ]);
      expect(reply.body).not.toHaveProperty('days');
      expect(Object.keys(reply.body)).toEqual([
        'zoneId',
        'from',
        'to',
        'revision',
        'total',
        'billable',
        'unpriced',
        'amounts',
        'intervals',
        'weeks',
        'tasks',
      ]);
      const fallWeek = await weekly(owner, '2026-10-18T22:00:00Z', '2026-10-25T23:00:00Z');
      expect(fallWeek.body.weeks).toEqual([
        {
          weekStart: '2026-10-19',
          total: 'PT25H',
          billable: 'PT0S',
          unpriced: 'PT0S',
          amounts: [],
          tasks: [{ taskId: null, total: 'PT25H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
        },
      ]);
    });

    it('an explicit zoneId overrides the profile zone for this report only', async () => {
      const before = await owner.api.get('/me');
      const reply = await daily(owner, '2026-03-28T00:00:00Z', '2026-03-30T00:00:00Z', '&zoneId=UTC');
      expect(reply.status).toBe(200);
      expect(reply.body.zoneId).toBe('UTC');
      expect(reply.body.days.map((d: any) => [d.date, d.total])).toEqual([
        ['2026-03-28', 'PT2H'],
        ['2026-03-29', 'PT23H'],
      ]);
      const cased = await daily(owner, '2026-03-28T00:00:00Z', '2026-03-30T00:00:00Z', '&zoneId=america/new_york');
      expect(cased.body.zoneId).toBe('America/New_York');
      expect(cased.body.days.map((d: any) => d.date)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29']);
      const after = await owner.api.get('/me');
      expect(after.body).toEqual(before.body);
      expect(after.body.zoneId).toBe('Europe/Berlin');
      expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    });
  });

  it("through POST /activities: records split per Berlin day are re-split at the report zone's midnights", async () => {
    const owner = await newOwner(server);
    await setZone(owner, 'Europe/Berlin');
    const created = await owner.api.post('/activities', { start: '2026-03-28T20:00:00.000000001Z', end: '2026-03-30T01:00:00Z' });
    expect(created.status).toBe(201);
    const berlin = await daily(owner, '2026-03-27T23:00:00Z', '2026-03-30T22:00:00Z');
    expect(berlin.body.days.map((d: any) => [d.date, d.total])).toEqual([
      ['2026-03-28', 'PT2H59M59.999999999S'],
      ['2026-03-29', 'PT23H'],
      ['2026-03-30', 'PT3H'],
    ]);
    const utc = await daily(owner, '2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z', '&zoneId=UTC');
    expect(utc.body.days.map((d: any) => [d.date, d.total])).toEqual([
      ['2026-03-28', 'PT3H59M59.999999999S'],
      ['2026-03-29', 'PT24H'],
      ['2026-03-30', 'PT1H'],
    ]);
    for (const report of [berlin.body, utc.body]) {
      expect(report.total).toBe('PT28H59M59.999999999S');
      expect(report.intervals[0].start).toBe('2026-03-28T20:00:00.000000001Z');
      expect(report.intervals[report.intervals.length - 1].end).toBe('2026-03-30T01:00:00Z');
      for (let i = 1; i < report.intervals.length; i++) expect(report.intervals[i].start).toBe(report.intervals[i - 1].end);
    }
    expect(utc.body.intervals.map((i: any) => i.activityId)).toContain(created.body.id);
  });

  it('clips to the range, keeps nanoseconds, counts overlapping activities both, orders intervals and tasks', async () => {
    const owner = await newOwner(server);
    const [t1, t2] = [await seedTask(owner), await seedTask(owner)].sort();
    const project = await seedProject(owner);
    const a = await seedActivity(owner, '2026-05-04T08:00:00.000000001Z', '2026-05-04T10:00:00Z', t2, project);
    const b = await seedActivity(owner, '2026-05-04T09:00:00Z', '2026-05-04T16:30:00.000000002Z', t1);
    const c = await seedActivity(owner, '2026-05-03T22:00:00Z', '2026-05-04T01:00:00.5Z', null); // clipped at from
    await seedActivity(owner, '2026-05-03T10:00:00Z', '2026-05-04T00:00:00Z', t1); // ends exactly at from: excluded
    await seedActivity(owner, '2026-05-05T00:00:00Z', '2026-05-05T02:00:00Z', t1); // starts exactly at to: excluded
    const reply = await daily(owner, '2026-05-04T00:00:00Z', '2026-05-05T00:00:00Z');
    expect(reply.status).toBe(200);
    expect(reply.body.zoneId).toBe('UTC');
    expect(reply.body.intervals).toEqual([
      {
        activityId: c,
        taskId: null,
        projectId: null,
        start: '2026-05-04T00:00:00Z',
        end: '2026-05-04T01:00:00.5Z',
        duration: 'PT1H0.5S',
        billable: false,
      },
      {
        activityId: a,
        taskId: t2,
        projectId: project,
        start: '2026-05-04T08:00:00.000000001Z',
        end: '2026-05-04T10:00:00Z',
        duration: 'PT1H59M59.999999999S',
        billable: false,
      },
      {
        activityId: b,
        taskId: t1,
        projectId: null,
        start: '2026-05-04T09:00:00Z',
        end: '2026-05-04T16:30:00.000000002Z',
        duration: 'PT7H30M0.000000002S',
        billable: false,
      },
    ]);
    expect(reply.body.total).toBe('PT10H30M0.500000001S');
    expect(reply.body.tasks).toEqual([
      { taskId: null, total: 'PT1H0.5S', billable: 'PT0S', unpriced: 'PT0S', amounts: [] },
      { taskId: t1, total: 'PT7H30M0.000000002S', billable: 'PT0S', unpriced: 'PT0S', amounts: [] },
      { taskId: t2, total: 'PT1H59M59.999999999S', billable: 'PT0S', unpriced: 'PT0S', amounts: [] },
    ]);
    expect(reply.body.days).toEqual([
      { date: '2026-05-04', total: 'PT10H30M0.500000001S', billable: 'PT0S', unpriced: 'PT0S', amounts: [], tasks: reply.body.tasks },
    ]);
  });

  it('an open activity is counted up to generatedAt (the server clock), clipped to to', async () => {
    const owner = await newOwner(server);
    const open = await seedActivity(owner, '2026-11-20T10:29:59.999999999Z', null);
    const first = await daily(owner, '2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z');
    expect(first.status).toBe(200);
    expect(first.body.generatedAt).toBe(NOW);
    expect(Object.keys(first.body)).toEqual([
      'zoneId',
      'from',
      'to',
      'revision',
      'generatedAt',
      'total',
      'billable',
      'unpriced',
      'amounts',
      'intervals',
      'days',
      'tasks',
    ]);
    expect(first.body.intervals).toEqual([
      {
        activityId: open,
        taskId: null,
        projectId: null,
        start: '2026-11-20T10:29:59.999999999Z',
        end: NOW,
        duration: 'PT1H30M0.000000001S',
        billable: false,
      },
    ]);
    expect(first.body.total).toBe('PT1H30M0.000000001S');

    clock.advance(60n * 60n * 1_000_000_000n + 7n);
    try {
      const later = await daily(owner, '2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z');
      expect(later.body.generatedAt).toBe('2026-11-20T13:00:00.000000007Z');
      expect(later.body.total).toBe('PT2H30M0.000000008S');
      // the range ends before now: counted up to `to`, generatedAt still says when
      const clipped = await daily(owner, '2026-11-20T00:00:00Z', '2026-11-20T11:00:00Z');
      expect(clipped.body.generatedAt).toBe('2026-11-20T13:00:00.000000007Z');
      expect(clipped.body.intervals[0].end).toBe('2026-11-20T11:00:00Z');
      expect(clipped.body.total).toBe('PT30M0.000000001S');
      // a range before the open activity: nothing included, no generatedAt
      const before = await daily(owner, '2026-11-19T00:00:00Z', '2026-11-20T00:00:00Z');
      expect(before.body.intervals).toEqual([]);
      expect(before.body).not.toHaveProperty('generatedAt');
      // weekly too
      const week = await weekly(owner, '2026-11-16T00:00:00Z', '2026-11-23T00:00:00Z');
      expect(week.body.generatedAt).toBe('2026-11-20T13:00:00.000000007Z');
      expect(week.body.weeks).toEqual([
        {
          weekStart: '2026-11-16',
          total: 'PT2H30M0.000000008S',
          billable: 'PT0S',
          unpriced: 'PT0S',
          amounts: [],
          tasks: [{ taskId: null, total: 'PT2H30M0.000000008S', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
        },
      ]);
    } finally {
      clock.set(ns(NOW));
    }
  });

  it('generatedAt is absent (not null) when every included activity is closed', async () => {
    const owner = await newOwner(server);
    await seedActivity(owner, '2026-11-20T08:00:00Z', '2026-11-20T09:00:00Z');
    const reply = await daily(owner, '2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z');
    expect(reply.body.total).toBe('PT1H');
    expect(reply.text).not.toContain('generatedAt');
  });

  it("another owner's activities never appear, in any zone or range", async () => {
    const [alice, bob] = await Promise.all([newOwner(server), newOwner(server)]);
    const mine = await seedActivity(alice, '2026-06-01T08:00:00Z', '2026-06-01T09:00:00Z');
    const theirs = await seedActivity(bob, '2026-06-01T08:30:00Z', '2026-06-01T12:00:00Z', await seedTask(bob));
    await seedActivity(bob, '2026-06-01T13:00:00Z', null);
    for (const path of ['/reports/daily', '/reports/weekly']) {
      const reply = await alice.api.get(`${path}?from=2026-05-25T00:00:00Z&to=2026-06-08T00:00:00Z`);
      expect(reply.status).toBe(200);
      expect(reply.body.intervals.map((i: any) => i.activityId)).toEqual([mine]);
      expect(reply.body.total).toBe('PT1H');
      expect(reply.body).not.toHaveProperty('generatedAt');
      expect(reply.text).not.toContain(theirs);
      expect(reply.text).not.toContain(bob.ownerId);
    }
    const bobs = await daily(bob, '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z');
    expect(bobs.body.intervals.map((i: any) => i.activityId)).toContain(theirs);
    expect(bobs.text).not.toContain(mine);
  });

  it("revision is the owner's current change sequence", async () => {
    const owner = await newOwner(server);
    const first = await daily(owner, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z');
    expect(first.body.revision).toBe((await owner.api.get('/clients')).body.revision);
    await owner.api.post('/clients', { name: 'Bump', color: '#000000' });
    const second = await daily(owner, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z');
    expect(second.body.revision).toBe(first.body.revision + 1);
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  describe('query validation', () => {
    let owner: Owner;
    beforeAll(async () => {
      owner = await newOwner(server);
    });

    it.each(['/reports/daily', '/reports/weekly'])(
      '%s: missing from/to 400, malformed 422, unknown or repeated parameter 400',
      async (path) => {
        expectProblem(await owner.api.get(`${path}?to=2026-01-02T00:00:00Z`), 400);
        expectProblem(await owner.api.get(`${path}?from=2026-01-01T00:00:00Z`), 400);
        expectProblem(await owner.api.get(path), 400);
        expectProblem(await owner.api.get(`${path}?from=2026-01-01&to=2026-01-02T00:00:00Z`), 422, 'VALIDATION');
        expectProblem(await owner.api.get(`${path}?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00%2B01:00`), 422, 'VALIDATION');
        expectProblem(await owner.api.get(`${path}?from=2026-01-01T00:00:00.1234567890Z&to=2026-01-02T00:00:00Z`), 422, 'VALIDATION');
        expectProblem(await owner.api.get(`${path}?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&bogus=1`), 400);
        expectProblem(await owner.api.get(`${path}?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&limit=10`), 400);
        expectProblem(await owner.api.get(`${path}?from=2026-01-01T00:00:00Z&from=2026-01-01T01:00:00Z&to=2026-01-02T00:00:00Z`), 400);
      },
    );

    it.each(['/reports/daily', '/reports/weekly'])('%s: to must be strictly after from (422)', async (path) => {
      expectProblem(await owner.api.get(`${path}?from=2026-01-01T00:00:00Z&to=2026-01-01T00:00:00Z`), 422, 'VALIDATION');
      expectProblem(await owner.api.get(`${path}?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z`), 422, 'VALIDATION');
      const oneNs = await owner.api.get(`${path}?from=2026-01-01T00:00:00Z&to=2026-01-01T00:00:00.000000001Z`);
      expect(oneNs.status).toBe(200);
      expect(oneNs.body.total).toBe('PT0S');
    });

    it.each(['Nowhere/Zone', '%2B01:00', 'UTC%2B1', '', 'x'.repeat(200)])('%s: an unknown zoneId is 422 VALIDATION', async (zone) => {
      expectProblem(await daily(owner, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', `&zoneId=${zone}`), 422, 'VALIDATION');
      expectProblem(await weekly(owner, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', `&zoneId=${zone}`), 422, 'VALIDATION');
    });

    it('limits the range: daily at most 732 days, weekly at most 3660 days', async () => {
      const ok = await daily(owner, '2026-01-01T00:00:00Z', '2028-01-03T00:00:00Z'); // 732 days
      expect(ok.status).toBe(200);
      expect(ok.body.days).toHaveLength(732);
      expect(ok.body.days.every((d: any) => d.total === 'PT0S' && d.tasks.length === 0)).toBe(true);
      expectProblem(await daily(owner, '2026-01-01T00:00:00Z', '2028-01-03T00:00:00.000000001Z'), 422, 'VALIDATION');
      const weeks = await weekly(owner, '2026-01-01T00:00:00Z', '2028-01-03T00:00:00.000000001Z');
      expect(weeks.status).toBe(200);
      expect(weeks.body.weeks[0].weekStart).toBe('2025-12-29');
      expect((await weekly(owner, '2020-01-01T00:00:00Z', '2030-01-08T00:00:00Z')).status).toBe(200); // 3660 days
      expectProblem(await weekly(owner, '2020-01-01T00:00:00Z', '2030-01-08T00:00:00.000000001Z'), 422, 'VALIDATION');
      expectProblem(await daily(owner, '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z'), 422, 'VALIDATION');
    });

    it('needs credentials; a read-only token may read reports', async () => {
      const reply = await owner.api.get('/reports/daily?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z', { token: null });
      expectProblem(reply, 401);
      expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const reader = await newOwner(server, ['read']);
      const read = await daily(reader, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z');
      expect(read.status).toBe(200);
      expect(read.headers.get('x-service-owner')).toBeTruthy();
    });
  });

  it('is documented in the OpenAPI contract', async () => {
    const doc = (await server.api.get('/openapi.json')).body;
    for (const [path, schema, bucket] of [
      ['/api/v1/reports/daily', 'DailyReportResponse', 'days'],
      ['/api/v1/reports/weekly', 'WeeklyReportResponse', 'weeks'],
    ] as const) {
      const op = doc.paths[path].get;
      expect(op.tags).toEqual(['reports']);
      expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '421', '422', '429', '503']);
      // from/to stay the way to give instants; fromDate/toDate are the alternative (exactly one pair: 400 otherwise)
      expect(op.parameters.filter((p: any) => p.in === 'query').map((p: any) => [p.name, p.in, p.required])).toEqual([
        ['from', 'query', false],
        ['to', 'query', false],
        ['fromDate', 'query', false],
        ['toDate', 'query', false],
        ['zoneId', 'query', false],
        ['rounding', 'query', false],
        ['roundingMinutes', 'query', false],
        ['format', 'query', false],
        ['billable', 'query', false],
      ]);
      expect(Object.keys(op.responses['200'].content).sort()).toEqual([
        'application/json',
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'text/csv',
      ]);
      const s = doc.components.schemas[schema];
      // rounding, exactTotal: optional, present only when rounding is requested
      expect(Object.keys(s.properties).sort()).toEqual(
        [
          'exactTotal',
          'from',
          'generatedAt',
          'intervals',
          'revision',
          'rounding',
          'tasks',
          'to',
          'total',
          'zoneId',
          'billable',
          'unpriced',
          'amounts',
          bucket,
        ].sort(),
      );
      expect(s.required).not.toContain('rounding');
      expect(s.required).not.toContain('exactTotal');
      expect(s.required).not.toContain('generatedAt');
      expect(s.required).toEqual(expect.arrayContaining(['zoneId', 'from', 'to', 'revision', 'total', 'intervals', bucket, 'tasks']));
    }
    expect(doc.components.schemas.ReportTaskTotal.properties.taskId.type).toEqual(['string', 'null']);
  });
  it('ranges reaching outside the stored range are 422 VALIDATION on every report route, never 500', async () => {
    const owner = await newOwner(server);
    const outside = [
      'fromDate=0001-01-01&toDate=0001-01-02',
      'fromDate=1677-09-21&toDate=1677-09-22',
      'fromDate=1677-09-20&toDate=1677-09-21',
      'fromDate=2262-04-11&toDate=2262-04-12',
      'fromDate=9999-12-30&toDate=9999-12-31',
      'from=1677-09-21T00:12:43.145224191Z&to=1677-09-22T00:00:00Z',
      'from=2262-04-11T00:00:00Z&to=2262-04-11T23:47:16.854775808Z',
      'from=0001-01-01T00:00:00Z&to=0001-01-02T00:00:00Z',
      'from=9999-12-30T00:00:00Z&to=9999-12-31T23:59:59.999999999Z',
      // In a zone west of UTC the last stored date's end lies beyond the range, east of it the first date's start.
      'fromDate=2262-04-10&toDate=2262-04-11&zoneId=America/Los_Angeles',
      'fromDate=1677-09-21&toDate=1677-09-21&zoneId=Asia/Tokyo',
    ];
    for (const route of ['daily', 'weekly', 'summary']) {
      for (const range of outside) {
        const reply = await owner.api.get(`/reports/${route}?${range}`);
        expect({ route, range, status: reply.status, code: reply.body?.code }).toEqual({ route, range, status: 422, code: 'VALIDATION' });
      }
      // The first and last whole stored days are served.
      expect((await owner.api.get(`/reports/${route}?from=1677-09-21T00:12:43.145224192Z&to=1677-09-22T00:00:00Z`)).status).toBe(200);
      expect((await owner.api.get(`/reports/${route}?from=2262-04-10T00:00:00Z&to=2262-04-11T23:47:16.854775807Z`)).status).toBe(200);
    }
  });
});
