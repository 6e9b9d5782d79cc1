import { Owner, TestServer, expectProblem, newOwner, uuid } from './support/harness';
import { Catalog, HOUR, MINUTE, WEEK, durationNs, REPORT_NOW, seedWeek, startWithSeededWeek, sum } from './support/report-fixture';

const NOW = REPORT_NOW;
const groupSummary = (body: any) => body.groups.map((g: any) => [g.id, g.name, g.total]);

describe('reports: summary, local-date ranges, rounding', () => {
  let server: TestServer;
  let owner: Owner;
  let c: Catalog;

  beforeAll(async () => {
    ({ server, owner, c } = await startWithSeededWeek());
  });
  afterAll(() => server.close());

  const summary = (query: string) => owner.api.get(`/reports/summary?${WEEK}&${query}`);

  describe('GET /reports/summary', () => {
    it('groups by project then task, with current names, the null group last, and every level adding up', async () => {
      const reply = await summary('groupBy=project&subgroupBy=task');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('etag')).toMatch(/^"/);
      const body = reply.body;
      expect(body).toMatchObject({
        zoneId: 'Europe/Berlin',
        from: '2026-11-15T23:00:00Z',
        to: '2026-11-22T23:00:00Z',
        groupBy: 'project',
        subgroupBy: 'task',
        groupsAddUp: true,
      });
      expect(body.generatedAt).toBeUndefined();
      expect(body.rounding).toBeUndefined();
      expect(body.total).toBe('PT3H37M0.000000001S');
      expect(
        body.groups.map((g: any) => [g.name, g.total, g.subgroups.map((s: any) => [s.id, s.name, s.total]), g.subgroupsAddUp]),
      ).toEqual([
        [
          'App',
          'PT1H37M',
          [
            [c.build, 'Build', 'PT1H30M'],
            [null, null, 'PT7M'],
          ],
          true,
        ],
        ['Website', 'PT1H30M', [[c.design, 'Design', 'PT1H30M']], true],
        [
          null,
          'PT30M0.000000001S',
          [
            [c.admin, 'Admin', 'PT20M0.000000001S'],
            [null, null, 'PT10M'],
          ],
          true,
        ],
      ]);
      expect(body.groups.map((g: any) => g.id)).toEqual([c.app, c.website, null]);
      expect(sum(body.groups.map((g: any) => g.total))).toBe(durationNs(body.total));
      // the same range and zone in the daily report: the same total
      const daily = await owner.api.get(`/reports/daily?${WEEK}`);
      expect(daily.body.total).toBe(body.total);
    });

    it("groups by client (the project's client, direct project first) and by task", async () => {
      const byClient = await summary('groupBy=client');
      expect(groupSummary(byClient.body)).toEqual([
        [c.acme, 'Acme', 'PT1H30M'],
        [c.beta, 'Beta', 'PT1H37M'],
        [null, null, 'PT30M0.000000001S'],
      ]);
      expect(byClient.body.groups[0].subgroups).toBeUndefined();
      expect(byClient.body.subgroupBy).toBeNull();
      const byTask = await summary('groupBy=task');
      expect(groupSummary(byTask.body)).toEqual([
        [c.admin, 'Admin', 'PT20M0.000000001S'],
        [c.build, 'Build', 'PT1H30M'],
        [c.design, 'Design', 'PT1H30M'],
        [null, null, 'PT17M'],
      ]);
      const byDefault = await summary('');
      expect(byDefault.body.groupBy).toBe('project');
    });

    it('a label group counts the full time of each of its intervals, so label groups may add up to more than the total', async () => {
      const reply = await summary('groupBy=label&subgroupBy=project');
      expect(reply.status).toBe(200);
      expect(groupSummary(reply.body)).toEqual([
        [c.billable, 'Billable', 'PT3H'],
        [c.urgent, 'Urgent', 'PT1H40M'],
        [null, null, 'PT27M0.000000001S'],
      ]);
      expect(reply.body.groupsAddUp).toBe(false);
      expect(sum(reply.body.groups.map((g: any) => g.total))).toBe(durationNs(reply.body.total) + HOUR + 30n * MINUTE);
      // as a second level, within one project
      const nested = await summary('groupBy=project&subgroupBy=label');
      const app = nested.body.groups.find((g: any) => g.id === c.app);
      expect(app.subgroups.map((s: any) => [s.name, s.total])).toEqual([
        ['Billable', 'PT1H30M'],
        ['Urgent', 'PT1H30M'],
        [null, 'PT7M'],
      ]);
      expect(app.subgroupsAddUp).toBe(false);
      expect(nested.body.groupsAddUp).toBe(true);
    });

    it('groups by local day, week and month of the report zone (split at local midnight), or of an explicit zoneId', async () => {
      const byDay = await summary('groupBy=day&subgroupBy=client');
      expect(byDay.body.groups.map((g: any) => [g.id, g.name, g.total])).toEqual([
        ['2026-11-16', '2026-11-16', 'PT2H'],
        ['2026-11-17', '2026-11-17', 'PT1H'],
        ['2026-11-18', '2026-11-18', 'PT7M'],
        ['2026-11-19', '2026-11-19', 'PT20M0.000000001S'],
        ['2026-11-20', '2026-11-20', 'PT10M'],
      ]);
      expect(byDay.body.groups[0].subgroups.map((s: any) => [s.name, s.total])).toEqual([
        ['Acme', 'PT1H30M'],
        ['Beta', 'PT30M'],
      ]);
      const byWeek = await summary('groupBy=week');
      expect(groupSummary(byWeek.body)).toEqual([['2026-11-16', '2026-11-16', 'PT3H37M0.000000001S']]);
      const byMonth = await summary('groupBy=month&subgroupBy=day');
      expect(byMonth.body.groups.map((g: any) => [g.id, g.subgroups.length])).toEqual([['2026-11', 5]]);
      // in UTC the Monday-night interval lies within Monday: the dates (and the range) move
      const utc = await summary('groupBy=day&zoneId=UTC');
      expect(utc.body.from).toBe('2026-11-16T00:00:00Z');
      expect(utc.body.groups.slice(0, 2).map((g: any) => [g.id, g.total])).toEqual([
        ['2026-11-16', 'PT3H'],
        ['2026-11-18', 'PT7M'],
      ]);
      const me = await owner.api.get('/me');
      expect(me.body.zoneId).toBe('Europe/Berlin');
    });

    it('filters by client, project, task and label (any value within a filter, all filters together)', async () => {
      const totals = async (query: string) => (await summary(`groupBy=task&${query}`)).body.total;
      expect(await totals(`clientId=${c.acme}`)).toBe('PT1H30M');
      expect(await totals(`clientId=${c.acme}&clientId=${c.beta}`)).toBe('PT3H7M');
      expect(await totals(`projectId=${c.app}`)).toBe('PT1H37M'); // through the task and directly
      expect(await totals(`taskId=${c.admin}`)).toBe('PT20M0.000000001S');
      expect(await totals(`labelId=${c.urgent}`)).toBe('PT1H40M');
      expect(await totals(`labelId=${c.urgent}&projectId=${c.app}`)).toBe('PT1H30M');
      expect(await totals(`labelId=${c.urgent}&labelId=${c.billable}`)).toBe('PT3H10M');
    });

    it('a foreign or unknown filter value is 404 NOT_FOUND; another owner never sees names or figures', async () => {
      const other = await newOwner(server);
      const otherCatalog = await seedWeek(other);
      for (const [param, id] of [
        ['clientId', otherCatalog.acme],
        ['projectId', otherCatalog.app],
        ['taskId', otherCatalog.design],
        ['labelId', otherCatalog.urgent],
        ['projectId', uuid()],
      ]) {
        expectProblem(await summary(`${param}=${id}`), 404, 'NOT_FOUND');
        expectProblem(await summary(`${param}=${c.app}&${param}=${id}`), 404, 'NOT_FOUND');
      }
      // the other owner renames its records: this owner's names do not change
      const project = await other.api.get(`/projects/${otherCatalog.app}`);
      await other.api.put(
        `/projects/${otherCatalog.app}`,
        { name: 'Secret', clientId: otherCatalog.beta, icon: project.body.icon },
        { ifMatch: project.headers.get('etag')! },
      );
      const mine = await summary('groupBy=project');
      expect(JSON.stringify(mine.body)).not.toContain('Secret');
      expect(JSON.stringify(mine.body)).not.toContain(otherCatalog.app);
      expect(mine.body.total).toBe('PT3H37M0.000000001S');
    });

    it('names are the current ones', async () => {
      const project = await owner.api.get(`/projects/${c.website}`);
      const renamed = await owner.api.put(
        `/projects/${c.website}`,
        { name: 'Web shop', clientId: c.acme, icon: project.body.icon },
        { ifMatch: project.headers.get('etag')! },
      );
      expect(renamed.status).toBe(200);
      const reply = await summary('groupBy=project');
      expect(reply.body.groups.find((g: any) => g.id === c.website).name).toBe('Web shop');
      expect(reply.body.revision).toBeGreaterThanOrEqual(0);
      const back = await owner.api.put(
        `/projects/${c.website}`,
        { name: 'Website', clientId: c.acme, icon: project.body.icon },
        { ifMatch: renamed.headers.get('etag')! },
      );
      expect(back.status).toBe(200);
    });

    it('counts an open activity up to generatedAt', async () => {
      const o = await newOwner(server);
      const started = await o.api.post('/activities', { start: '2026-11-20T11:00:00Z', end: null });
      expect(started.status).toBe(201);
      const reply = await o.api.get('/reports/summary?fromDate=2026-11-20&toDate=2026-11-20&groupBy=task');
      expect(reply.body.generatedAt).toBe(NOW);
      expect(groupSummary(reply.body)).toEqual([[null, null, 'PT1H']]);
    });

    it('refuses bad groupings', async () => {
      expectProblem(await summary('groupBy=project&subgroupBy=project'), 422, 'VALIDATION');
      expectProblem(await summary('groupBy=year'), 422, 'VALIDATION');
      expectProblem(await summary('subgroupBy=everything'), 422, 'VALIDATION');
      expectProblem(await summary('groupBy=project&groupBy=task'), 400);
      expectProblem(await summary('bogus=1'), 400);
      expectProblem(await owner.api.get('/reports/summary?groupBy=project'), 400);
    });
  });

  describe('local-date ranges (fromDate, toDate) on every report route', () => {
    it.each(['daily', 'weekly', 'summary'])('%s: the same report as the instants of those local midnights', async (route) => {
      const byDates = await owner.api.get(`/reports/${route}?fromDate=2026-11-16&toDate=2026-11-18`);
      const byInstants = await owner.api.get(`/reports/${route}?from=2026-11-15T23:00:00Z&to=2026-11-18T23:00:00Z`);
      expect(byDates.status).toBe(200);
      expect(byDates.body).toEqual(byInstants.body);
      expect(byDates.body.total).toBe('PT3H7M');
    });

    it.each(['daily', 'weekly', 'summary'])(
      '%s: both kinds or neither is 400; a half pair is 400; toDate before fromDate or a bad date is 422',
      async (route) => {
        const get = (q: string) => owner.api.get(`/reports/${route}?${q}`);
        expectProblem(await get('fromDate=2026-11-16&toDate=2026-11-17&from=2026-11-15T23:00:00Z&to=2026-11-18T23:00:00Z'), 400);
        expectProblem(await get('fromDate=2026-11-16&to=2026-11-18T23:00:00Z'), 400);
        expectProblem(await get(''), 400);
        expectProblem(await get('zoneId=UTC'), 400);
        expectProblem(await get('fromDate=2026-11-16'), 400);
        expectProblem(await get('toDate=2026-11-16'), 400);
        expectProblem(await get('fromDate=2026-11-17&toDate=2026-11-16'), 422, 'VALIDATION');
        expectProblem(await get('fromDate=2026-02-29&toDate=2026-03-01'), 422, 'VALIDATION');
        expectProblem(await get('fromDate=2026-11-16T00:00:00Z&toDate=2026-11-17'), 422, 'VALIDATION');
        expectProblem(await get('fromDate=2026-11-16&toDate=2026-11-16&toDate=2026-11-17'), 400);
        const oneDay = await get('fromDate=2026-11-16&toDate=2026-11-16');
        expect(oneDay.status).toBe(200);
        expect(oneDay.body.total).toBe('PT2H');
      },
    );

    it('spans real local days across DST: 23 and 25 hours in Berlin, and the zoneId override reads the dates in that zone', async () => {
      const spring = await owner.api.get('/reports/daily?fromDate=2026-03-29&toDate=2026-03-29');
      expect([spring.body.from, spring.body.to]).toEqual(['2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z']);
      expect(spring.body.days.map((d: any) => d.date)).toEqual(['2026-03-29']);
      const fall = await owner.api.get('/reports/weekly?fromDate=2026-10-25&toDate=2026-10-25');
      expect([fall.body.from, fall.body.to]).toEqual(['2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z']);
      const ny = await owner.api.get('/reports/daily?fromDate=2026-03-08&toDate=2026-03-09&zoneId=America/New_York');
      expect([ny.body.from, ny.body.to]).toEqual(['2026-03-08T05:00:00Z', '2026-03-10T04:00:00Z']);
      const santiago = await owner.api.get('/reports/daily?fromDate=2026-09-06&toDate=2026-09-06&zoneId=America/Santiago'); // no midnight: the day starts 01:00
      expect([santiago.body.from, santiago.body.to]).toEqual(['2026-09-06T04:00:00Z', '2026-09-07T03:00:00Z']);
    });

    it('limits: a daily report holds at most 732 dates, weekly and summary 3660', async () => {
      expect((await owner.api.get('/reports/daily?fromDate=2026-01-01&toDate=2028-01-02')).status).toBe(200);
      expectProblem(await owner.api.get('/reports/daily?fromDate=2026-01-01&toDate=2028-01-03'), 422, 'VALIDATION');
      expect((await owner.api.get('/reports/weekly?fromDate=2020-01-01&toDate=2030-01-07')).status).toBe(200);
      expectProblem(await owner.api.get('/reports/summary?fromDate=2020-01-01&toDate=2030-01-08'), 422, 'VALIDATION');
    });
  });

  describe('rounding', () => {
    it.each([
      ['up', 15, 'PT4H', ['PT1H30M', 'PT30M', 'PT1H', 'PT15M', 'PT30M', 'PT15M']],
      ['down', 15, 'PT3H15M', ['PT1H30M', 'PT30M', 'PT1H', 'PT0S', 'PT15M', 'PT0S']],
      ['nearest', 15, 'PT3H30M', ['PT1H30M', 'PT30M', 'PT1H', 'PT0S', 'PT15M', 'PT15M']],
      ['nearest', 6, 'PT3H36M', ['PT1H30M', 'PT30M', 'PT1H', 'PT6M', 'PT18M', 'PT12M']],
    ])('%s to %i minutes: each local-day part is rounded and every figure adds up (daily)', async (mode, minutes, total, parts) => {
      const reply = await owner.api.get(`/reports/daily?${WEEK}&rounding=${mode}&roundingMinutes=${minutes}`);
      expect(reply.status).toBe(200);
      const body = reply.body;
      expect(Object.keys(body)).toEqual([
        'zoneId',
        'from',
        'to',
        'revision',
        'rounding',
        'total',
        'exactTotal',
        'billable',
        'unpriced',
        'amounts',
        'intervals',
        'days',
        'tasks',
      ]);
      expect(Object.keys(body.intervals[0])).toEqual([
        'activityId',
        'taskId',
        'projectId',
        'start',
        'end',
        'duration',
        'billable',
        'exactDuration',
      ]);
      // the seeded week has no billable activity (no project bills by default): nothing billable, nothing priced
      expect([body.billable, body.unpriced, body.amounts]).toEqual(['PT0S', 'PT0S', []]);
      expect(body.intervals.map((i: any) => i.billable)).toEqual([false, false, false, false, false, false]);
      for (const x of [...body.days, ...body.tasks]) expect([x.billable, x.unpriced, x.amounts]).toEqual(['PT0S', 'PT0S', []]);
      expect(body.rounding).toEqual({ mode, minutes });
      expect(body.exactTotal).toBe('PT3H37M0.000000001S');
      expect(body.total).toBe(total);
      // intervals in report order: a1, a2 (Mon part), a2 (Tue part), a3, a4, a5
      expect(body.intervals.map((i: any) => i.duration)).toEqual(parts);
      expect(body.intervals.map((i: any) => i.exactDuration)).toEqual(['PT1H30M', 'PT30M', 'PT1H', 'PT7M', 'PT20M0.000000001S', 'PT10M']);
      const t = durationNs(body.total);
      expect(sum(body.intervals.map((i: any) => i.duration))).toBe(t);
      expect(sum(body.days.map((d: any) => d.total))).toBe(t);
      expect(sum(body.tasks.map((x: any) => x.total))).toBe(t);
      for (const day of body.days) expect(sum(day.tasks.map((x: any) => x.total))).toBe(durationNs(day.total));
      const weekly = await owner.api.get(`/reports/weekly?${WEEK}&rounding=${mode}&roundingMinutes=${minutes}`);
      expect(weekly.body.total).toBe(total);
      expect(weekly.body.tasks).toEqual(body.tasks);
      expect(sum(weekly.body.weeks.map((w: any) => w.total))).toBe(t);
      const summary = await owner.api.get(
        `/reports/summary?${WEEK}&groupBy=client&subgroupBy=task&rounding=${mode}&roundingMinutes=${minutes}`,
      );
      expect(summary.body.total).toBe(total);
      expect(summary.body.rounding).toEqual({ mode, minutes });
      expect(sum(summary.body.groups.map((g: any) => g.total))).toBe(t);
      for (const g of summary.body.groups) expect(sum(g.subgroups.map((s: any) => s.total))).toBe(durationNs(g.total));
    });

    it('"this week by project and task, rounded up to 15 minutes" is one request', async () => {
      const reply = await owner.api.get(`/reports/summary?${WEEK}&groupBy=project&subgroupBy=task&rounding=up&roundingMinutes=15`);
      expect(reply.body.groups.map((g: any) => [g.name, g.total, g.subgroups.map((s: any) => [s.name, s.total])])).toEqual([
        [
          'App',
          'PT1H45M',
          [
            ['Build', 'PT1H30M'],
            [null, 'PT15M'],
          ],
        ],
        ['Website', 'PT1H30M', [['Design', 'PT1H30M']]],
        [
          null,
          'PT45M',
          [
            ['Admin', 'PT30M'],
            [null, 'PT15M'],
          ],
        ],
      ]);
      expect(reply.body.total).toBe('PT4H');
    });

    it('is unrounded by default and with rounding=none (no rounding properties)', async () => {
      const plain = await owner.api.get(`/reports/daily?${WEEK}`);
      const none = await owner.api.get(`/reports/daily?${WEEK}&rounding=none`);
      expect(none.body).toEqual(plain.body);
      expect(plain.body.rounding).toBeUndefined();
      expect(plain.body.exactTotal).toBeUndefined();
      expect(plain.body.intervals[0].exactDuration).toBeUndefined();
    });

    it.each(['daily', 'weekly', 'summary'])(
      '%s: roundingMinutes is required with a rounding mode and refused without one; bad values are 422',
      async (route) => {
        const get = (q: string) => owner.api.get(`/reports/${route}?${WEEK}&${q}`);
        expectProblem(await get('rounding=up'), 400);
        expectProblem(await get('roundingMinutes=15'), 400);
        expectProblem(await get('rounding=none&roundingMinutes=15'), 400);
        expectProblem(await get('rounding=sideways&roundingMinutes=15'), 422, 'VALIDATION');
        expectProblem(await get('rounding=up&roundingMinutes=0'), 422, 'VALIDATION');
        expectProblem(await get('rounding=up&roundingMinutes=1441'), 422, 'VALIDATION');
        expectProblem(await get('rounding=up&roundingMinutes=1.5'), 422, 'VALIDATION');
        expect((await get('rounding=up&roundingMinutes=1440')).status).toBe(200);
      },
    );
  });

  it('is documented in the OpenAPI contract', async () => {
    const doc = (await server.api.get('/openapi.json')).body;
    const op = doc.paths['/api/v1/reports/summary'].get;
    expect(op.tags).toEqual(['reports']);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '421', '422', '429', '503']);
    expect(op.parameters.filter((p: any) => p.in === 'query').map((p: any) => p.name)).toEqual([
      'from',
      'to',
      'fromDate',
      'toDate',
      'zoneId',
      'rounding',
      'roundingMinutes',
      'format',
      'billable',
      'groupBy',
      'subgroupBy',
      'clientId',
      'projectId',
      'taskId',
      'labelId',
    ]);
    expect(op.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/SummaryReportResponse');
    expect(op.responses['200'].headers['Content-Disposition']).toBeDefined();
    const s = doc.components.schemas.SummaryReportResponse;
    expect(s.required).toEqual(
      expect.arrayContaining(['zoneId', 'from', 'to', 'revision', 'groupBy', 'subgroupBy', 'total', 'groupsAddUp', 'groups']),
    );
    expect(doc.components.schemas.SummaryGroup.properties.id.type).toEqual(['string', 'null']);
  });

  it('needs credentials; a read-only token may read it', async () => {
    expectProblem(await owner.api.get(`/reports/summary?${WEEK}`, { token: null }), 401);
    const reader = await newOwner(server, ['read']);
    expect((await reader.api.get(`/reports/summary?${WEEK}`)).status).toBe(200);
  });
});
