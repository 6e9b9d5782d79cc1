import { strFromU8, unzipSync, zipSync, strToU8 } from 'fflate';
import { DayBoundariesService } from '../src/activities/day-boundaries.service';
import { FixedClock } from '../src/common/time/clock';
import { parseInstant } from '../src/common/time/instant';
import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

/** Billing: the billable flag, the project default, /rates, and amounts in the reports. */

const NOW = '2026-06-30T12:00:00Z';
const at = (time: string) => `2026-06-${time}Z`;

describe('billing', () => {
  let server: TestServer;
  let clock: FixedClock;
  let alice: Owner;
  let bob: Owner;

  beforeAll(async () => {
    clock = FixedClock.at(NOW);
    server = await startServer({ clock });
    [alice, bob] = await Promise.all([newOwner(server), newOwner(server)]);
  });
  afterAll(() => server.close());

  async function generalOf(owner: Owner): Promise<string> {
    return (await owner.api.get('/clients')).body.items.find((c: any) => c.name === 'General').id;
  }

  const rate = (
    fields: Partial<{
      clientId: string | null;
      projectId: string | null;
      taskId: string | null;
      hourlyRate: string;
      currency: string;
      effectiveFrom: string | null;
    }>,
  ) => ({
    clientId: null,
    projectId: null,
    taskId: null,
    hourlyRate: '80',
    currency: 'EUR',
    effectiveFrom: null,
    ...fields,
  });

  async function created(reply: Promise<any>): Promise<any> {
    const r = await reply;
    if (r.status !== 201) throw new Error(`${r.status} ${r.text}`);
    return r.body;
  }

  describe('billable flag and project default', () => {
    it('projects carry billableByDefault: false when omitted, kept by a PUT that omits it', async () => {
      const general = await generalOf(alice);
      const plain = await created(alice.api.post('/projects', { name: 'Plain', clientId: general }));
      expect(plain.billableByDefault).toBe(false);
      const billed = await alice.api.post('/projects', { name: 'Billed', clientId: general, billableByDefault: true });
      expect(billed.body.billableByDefault).toBe(true);
      const renamed = await alice.api.put(
        `/projects/${billed.body.id}`,
        { name: 'Billed 2', clientId: general },
        { ifMatch: billed.headers.get('etag')! },
      );
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ billableByDefault: true, version: 2 });
      const off = await alice.api.put(
        `/projects/${billed.body.id}`,
        { name: 'Billed 2', clientId: general, billableByDefault: false },
        { ifMatch: renamed.headers.get('etag')! },
      );
      expect(off.body).toMatchObject({ billableByDefault: false, version: 3 });
      expectProblem(await alice.api.post('/projects', { name: 'Bad', clientId: general, billableByDefault: 'yes' }), 422, 'VALIDATION');
    });

    it("an activity takes its project's default (projectId, else its task's project), false without a project; an explicit flag wins", async () => {
      const general = await generalOf(alice);
      const billed = await created(alice.api.post('/projects', { name: 'Default on', clientId: general, billableByDefault: true }));
      const task = await created(alice.api.post('/tasks', { summary: 'In billed', projectId: billed.id }));
      const loose = await created(alice.api.post('/tasks', { summary: 'Loose' }));
      const make = (body: object) => alice.api.post('/activities', { start: at('01T09:00:00'), end: at('01T10:00:00'), ...body });
      expect((await make({ projectId: billed.id })).body.billable).toBe(true);
      expect((await make({ taskId: task.id })).body.billable).toBe(true);
      expect((await make({ taskId: loose.id })).body.billable).toBe(false);
      expect((await make({})).body.billable).toBe(false);
      expect((await make({ projectId: billed.id, billable: false })).body.billable).toBe(false);
      const explicit = await make({ billable: true });
      expect(explicit.body.billable).toBe(true);
      expect(Object.keys(explicit.body)).toContain('billable');
      expectProblem(await make({ billable: null }), 422, 'VALIDATION');
      expectProblem(await make({ billable: 'true' }), 422, 'VALIDATION');
      // PUT: omitted keeps, explicit changes
      const kept = await alice.api.put(
        `/activities/${explicit.body.id}`,
        { start: at('01T09:00:00'), end: at('01T10:30:00'), projectId: null, summary: null, labelIds: [] },
        { ifMatch: explicit.headers.get('etag')! },
      );
      expect(kept.body).toMatchObject({ billable: true, version: 2 });
      const same = await alice.api.put(
        `/activities/${explicit.body.id}`,
        { start: at('01T09:00:00'), end: at('01T10:30:00'), projectId: null, summary: null, labelIds: [], billable: true },
        { ifMatch: kept.headers.get('etag')! },
      );
      expect(same.body.version).toBe(2);
      const cleared = await alice.api.put(
        `/activities/${explicit.body.id}`,
        { start: at('01T09:00:00'), end: at('01T10:30:00'), projectId: null, summary: null, labelIds: [], billable: false },
        { ifMatch: kept.headers.get('etag')! },
      );
      expect(cleared.body).toMatchObject({ billable: false, version: 3 });
    });

    it('start takes the default and every daily part keeps the flag (creation split and the midnight job)', async () => {
      const owner = await newOwner(server);
      const general = await generalOf(owner);
      const billed = await created(owner.api.post('/projects', { name: 'Billed', clientId: general, billableByDefault: true }));
      const task = await created(owner.api.post('/tasks', { summary: 'Billed task', projectId: billed.id }));
      const split = await owner.api.post('/activities', { start: at('10T20:00:00'), end: at('11T02:00:00'), billable: true });
      const parts = await owner.api.get(`/activities?from=${at('10T00:00:00')}&to=${at('12T00:00:00')}`);
      expect(parts.body.items.map((a: any) => a.billable)).toEqual([true, true]);
      expect(split.body.billable).toBe(true);

      clock.set(parseInstant('2026-06-30T23:00:00Z')!);
      try {
        const started = await owner.api.post(
          '/activities/start',
          { expectedActiveId: null, expectedActiveVersion: null, taskId: task.id },
          { idempotencyKey: uuid() },
        );
        expect(started.status).toBe(201);
        expect(started.body.billable).toBe(true);
        clock.set(parseInstant('2026-07-01T01:00:00Z')!);
        await server.app.get(DayBoundariesService).runDue([owner.ownerId]);
        const day = await owner.api.get(`/activities?from=2026-06-30T00:00:00Z&to=2026-07-02T00:00:00Z`);
        expect(day.body.items.map((a: any) => [a.end === null, a.billable])).toEqual([
          [false, true],
          [true, true],
        ]);
        const stop = await owner.api.post(
          `/activities/${started.body.id}/stop`,
          {},
          { idempotencyKey: uuid(), ifMatch: (await owner.api.get(`/activities/${started.body.id}`)).headers.get('etag')! },
        );
        expect(stop.body.billable).toBe(true);
        const explicit = await owner.api.post(
          '/activities/start',
          { expectedActiveId: null, expectedActiveVersion: null, taskId: task.id, billable: false },
          { idempotencyKey: uuid() },
        );
        expect(explicit.body.billable).toBe(false);
      } finally {
        clock.set(parseInstant(NOW)!);
      }
    });
  });

  it("tracker-import entries take their billable flag, else the mapped project's default; the fingerprint ignores it", async () => {
    const owner = await newOwner(server);
    const general = await generalOf(owner);
    const billed = await created(owner.api.post('/projects', { name: 'Billed', clientId: general, billableByDefault: true }));
    const entry = (row: number, hour: string, extra: object) => ({
      row,
      sourceId: null,
      start: `2026-06-0${row}T${hour}:00:00`,
      end: `2026-06-0${row}T${hour}:30:00`,
      client: null,
      project: 'Billed',
      task: null,
      description: null,
      tags: [],
      ...extra,
    });
    const entries = [
      entry(1, '09', { billable: false }),
      entry(2, '09', { billable: null }),
      entry(3, '09', {}),
      entry(4, '09', { billable: true }),
    ];
    expectProblem(
      await owner.api.post('/imports/preview', { sourceZoneId: 'UTC', entries: [entry(1, '09', { billable: 'yes' })] }),
      422,
      'VALIDATION',
    );
    const plain = await owner.api.post('/imports/preview', { sourceZoneId: 'UTC', entries: [entry(1, '09', {})] });
    const flagged = await owner.api.post('/imports/preview', { sourceZoneId: 'UTC', entries: [entry(1, '09', { billable: true })] });
    expect(flagged.body.rows[0].fingerprint).toBe(plain.body.rows[0].fingerprint);
    const job = await owner.api.post('/imports', {
      source: 'toggl',
      fileName: 'export.csv',
      fileSha256: 'a'.repeat(64),
      sourceZoneId: 'UTC',
      selectedCount: entries.length,
      mappings: { clients: [], projects: [{ client: null, name: 'Billed', action: 'use', id: billed.id }], tasks: [], labels: [] },
    });
    expect(job.status).toBe(201);
    const preview = await owner.api.post(`/imports/${job.body.id}/batches/0/preview`, { entries });
    expect(preview.status).toBe(200);
    const committed = await owner.api.post(`/imports/${job.body.id}/batches/0`, { previewToken: preview.body.previewToken, entries });
    expect(committed.status).toBe(201);
    const list = (await owner.api.get(`/activities?from=${at('01T00:00:00')}&to=${at('05T00:00:00')}`)).body.items;
    expect(list.map((a: any) => [a.projectId, a.billable])).toEqual([
      [billed.id, false],
      [billed.id, true],
      [billed.id, true],
      [billed.id, true],
    ]);
  });

  describe('/rates', () => {
    it('creates with 201, Location, ETag and the canonical rate; reads, lists, replaces and deletes with events', async () => {
      const before = (await alice.api.get('/changes?after=0')).body.nextSequence;
      const reply = await alice.api.post(
        '/rates',
        rate({ hourlyRate: '80.5000', currency: 'EUR', effectiveFrom: '2026-01-01T00:00:00.000Z' }),
      );
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ownerId: alice.ownerId,
        version: 1,
        clientId: null,
        projectId: null,
        taskId: null,
        hourlyRate: '80.5',
        currency: 'EUR',
        effectiveFrom: '2026-01-01T00:00:00Z',
      });
      expect(Object.keys(reply.body)).toEqual([
        'id',
        'ownerId',
        'version',
        'clientId',
        'projectId',
        'taskId',
        'hourlyRate',
        'currency',
        'effectiveFrom',
      ]);
      expect(reply.headers.get('location')).toBe(`/api/v1/rates/${reply.body.id}`);
      const id = reply.body.id;
      const got = await alice.api.get(`/rates/${id}`);
      expect(got.body).toEqual(reply.body);
      expect(got.headers.get('etag')).toBe(reply.headers.get('etag'));
      expect((await alice.api.post('/rates', rate({ hourlyRate: '0120.00' }))).body.hourlyRate).toBe('120');

      expectProblem(await alice.api.put(`/rates/${id}`, rate({ hourlyRate: '90' })), 428, 'PRECONDITION_REQUIRED');
      const replaced = await alice.api.put(`/rates/${id}`, rate({ hourlyRate: '90', effectiveFrom: '2026-01-01T00:00:00Z' }), {
        ifMatch: reply.headers.get('etag')!,
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject({ version: 2, hourlyRate: '90' });
      expectProblem(
        await alice.api.put(`/rates/${id}`, rate({ hourlyRate: '91' }), { ifMatch: reply.headers.get('etag')! }),
        412,
        'STALE_VERSION',
      );
      const unchanged = await alice.api.put(`/rates/${id}`, rate({ hourlyRate: '90.0', effectiveFrom: '2026-01-01T00:00:00Z' }), {
        ifMatch: replaced.headers.get('etag')!,
      });
      expect(unchanged.body.version).toBe(2);

      const events = (await alice.api.get(`/changes?after=${before}`)).body.items.filter((e: any) => e.entityType === 'rate');
      expect(events.map((e: any) => [e.changeType, e.id])).toEqual([
        ['created', id],
        ['created', expect.any(String)],
        ['updated', id],
      ]);

      expectProblem(await alice.api.delete(`/rates/${id}`), 428, 'PRECONDITION_REQUIRED');
      expect((await alice.api.delete(`/rates/${id}`, { ifMatch: replaced.headers.get('etag')! })).status).toBe(204);
      expectProblem(await alice.api.get(`/rates/${id}`), 404, 'NOT_FOUND');
      const deleted = (await alice.api.get(`/changes?after=${before}`)).body.items.filter(
        (e: any) => e.entityType === 'rate' && e.changeType === 'deleted',
      );
      expect(deleted.map((e: any) => e.id)).toEqual([id]);
    });

    it('validates exactly: a number, sign, exponent or a fifth fraction digit, an unknown or lowercase currency, two scopes are 422; missing properties 400', async () => {
      const bad = [
        { hourlyRate: 80 },
        { hourlyRate: '-1' },
        { hourlyRate: '+1' },
        { hourlyRate: '1e3' },
        { hourlyRate: '1.23456' },
        { hourlyRate: '1000000000' },
        { hourlyRate: '' },
        { hourlyRate: '1.' },
        { hourlyRate: '.5' },
        { hourlyRate: ' 1' },
        { hourlyRate: null },
        { currency: 'eur' },
        { currency: 'XYZ' },
        { currency: 'EURO' },
        { currency: null },
        { effectiveFrom: '2026-01-01' },
        { effectiveFrom: '2026-01-01T00:00:00+01:00' },
      ];
      for (const fields of bad) {
        const reply = await alice.api.post('/rates', rate(fields as any));
        expect({ fields, status: reply.status, code: reply.body.code }).toEqual({ fields, status: 422, code: 'VALIDATION' });
      }
      expect(
        (await alice.api.post('/rates', rate({ hourlyRate: '999999999.9999', currency: 'JPY', effectiveFrom: '2026-02-01T00:00:00Z' })))
          .body.hourlyRate,
      ).toBe('999999999.9999');
      expect(
        (await alice.api.post('/rates', rate({ hourlyRate: '0', currency: 'BHD', effectiveFrom: '2026-02-02T00:00:00Z' }))).body.hourlyRate,
      ).toBe('0');
      const general = await generalOf(alice);
      const project = await created(alice.api.post('/projects', { name: 'Scoped', clientId: general }));
      expectProblem(await alice.api.post('/rates', rate({ clientId: general, projectId: project.id })), 422, 'VALIDATION');
      for (const key of ['clientId', 'projectId', 'taskId', 'hourlyRate', 'currency', 'effectiveFrom']) {
        const body: any = rate({});
        delete body[key];
        expectProblem(await alice.api.post('/rates', body), 400);
      }
      expectProblem(await alice.api.post('/rates', { ...rate({}), id: uuid() }), 400);
      expectProblem(await alice.api.post('/rates', { ...rate({}), version: 1 }), 400);
    });

    it('one rate per scope and effectiveFrom (409); foreign or missing scope records 404; list filters by own scope', async () => {
      const owner = await newOwner(server);
      const general = await generalOf(owner);
      const project = await created(owner.api.post('/projects', { name: 'P', clientId: general }));
      const task = await created(owner.api.post('/tasks', { summary: 'T', projectId: project.id }));
      await created(owner.api.post('/rates', rate({})));
      expectProblem(await owner.api.post('/rates', rate({ hourlyRate: '99' })), 409);
      await created(owner.api.post('/rates', rate({ effectiveFrom: '2026-03-01T00:00:00Z' })));
      expectProblem(await owner.api.post('/rates', rate({ effectiveFrom: '2026-03-01T00:00:00.000Z', currency: 'USD' })), 409);
      const onClient = await created(owner.api.post('/rates', rate({ clientId: general })));
      const onProject = await created(owner.api.post('/rates', rate({ projectId: project.id })));
      const onTask = await created(owner.api.post('/rates', rate({ taskId: task.id })));
      expectProblem(await owner.api.post('/rates', rate({ projectId: project.id, hourlyRate: '1' })), 409);
      // moving a rate onto a taken slot is 409 too
      const later = await created(owner.api.post('/rates', rate({ projectId: project.id, effectiveFrom: '2026-05-01T00:00:00Z' })));
      expectProblem(
        await owner.api.put(`/rates/${later.id}`, rate({ projectId: project.id }), {
          ifMatch: `"${later.version}"` === 'x' ? '' : (await owner.api.get(`/rates/${later.id}`)).headers.get('etag')!,
        }),
        409,
      );

      const bobGeneral = await generalOf(bob);
      for (const scope of [{ clientId: bobGeneral }, { projectId: uuid() }, { taskId: uuid() }]) {
        expectProblem(await owner.api.post('/rates', rate(scope)), 404, 'NOT_FOUND');
      }
      expectProblem(await owner.api.get(`/rates?clientId=${bobGeneral}`), 404, 'NOT_FOUND');
      expectProblem(await bob.api.get(`/rates/${onClient.id}`), 404, 'NOT_FOUND');

      const ids = async (query: string) => (await owner.api.get(`/rates${query}`)).body.items.map((r: any) => r.id);
      expect(await ids(`?clientId=${general}`)).toEqual([onClient.id]);
      expect(await ids(`?projectId=${project.id}`)).toEqual([onProject.id, later.id].sort());
      expect(await ids(`?taskId=${task.id}`)).toEqual([onTask.id]);
      const all = await ids('');
      expect(all).toHaveLength(6);
      expect(all).toEqual([...all].sort());
      const page = await owner.api.get('/rates?limit=4');
      expect(page.body.items).toHaveLength(4);
      const next = await owner.api.get(`/rates?limit=4&cursor=${encodeURIComponent(page.body.nextCursor)}`);
      expect([...page.body.items, ...next.body.items].map((r: any) => r.id)).toEqual(all);
      expectProblem(await owner.api.get('/rates?currency=EUR'), 400);

      // deleting a record a rate names is 409 and changes nothing
      const etag = async (path: string) => (await owner.api.get(path)).headers.get('etag')!;
      expectProblem(await owner.api.delete(`/tasks/${task.id}`, { ifMatch: await etag(`/tasks/${task.id}`) }), 409);
      expect((await owner.api.get(`/tasks/${task.id}`)).status).toBe(200);
      const client = await created(owner.api.post('/clients', { name: 'Rated client', color: '#112233' }));
      await created(owner.api.post('/rates', rate({ clientId: client.id })));
      expectProblem(await owner.api.delete(`/clients/${client.id}`, { ifMatch: await etag(`/clients/${client.id}`) }), 409);
      const lone = await created(owner.api.post('/projects', { name: 'Lone', clientId: general }));
      const loneRate = await created(owner.api.post('/rates', rate({ projectId: lone.id })));
      expectProblem(await owner.api.delete(`/projects/${lone.id}`, { ifMatch: await etag(`/projects/${lone.id}`) }), 409);
      expect((await owner.api.delete(`/rates/${loneRate.id}`, { ifMatch: await etag(`/rates/${loneRate.id}`) })).status).toBe(204);
      expect((await owner.api.delete(`/projects/${lone.id}`, { ifMatch: await etag(`/projects/${lone.id}`) })).status).toBe(204);
    });

    it('a read-only token reads rates but cannot write them', async () => {
      const reader = await newOwner(server, ['read']);
      expect((await reader.api.get('/rates')).status).toBe(200);
      expectProblem(await reader.api.post('/rates', rate({})), 403);
    });
  });

  describe('amounts in reports', () => {
    let owner: Owner;
    let general: string;

    beforeEach(async () => {
      owner = await newOwner(server);
      general = await generalOf(owner);
    });

    const log = (start: string, end: string, body: object = {}) =>
      created(owner.api.post('/activities', { start: at(start), end: at(end), billable: true, ...body }));
    const daily = (query = '') => owner.api.get(`/reports/daily?from=${at('01T00:00:00')}&to=${at('08T00:00:00')}${query}`);

    it('prices each line at the rate in effect at its start and rounds it half to even at the minor unit (EUR 2, JPY 0, BHD 3 digits)', async () => {
      const eurProject = await created(owner.api.post('/projects', { name: 'EUR', clientId: general }));
      const jpyProject = await created(owner.api.post('/projects', { name: 'JPY', clientId: general }));
      const bhdProject = await created(owner.api.post('/projects', { name: 'BHD', clientId: general }));
      await created(owner.api.post('/rates', rate({ projectId: eurProject.id, hourlyRate: '0.03', currency: 'EUR' })));
      await created(owner.api.post('/rates', rate({ projectId: jpyProject.id, hourlyRate: '3', currency: 'JPY' })));
      await created(owner.api.post('/rates', rate({ projectId: bhdProject.id, hourlyRate: '0.003', currency: 'BHD' })));
      // 30 minutes each: EUR 0.015 → 0.02, JPY 1.5 → 2, BHD 0.0015 → 0.002 (half to even, up)
      await log('01T09:00:00', '01T09:30:00', { projectId: eurProject.id });
      await log('01T10:00:00', '01T10:30:00', { projectId: jpyProject.id });
      await log('01T11:00:00', '01T11:30:00', { projectId: bhdProject.id });
      // 10 minutes: EUR 0.005 → 0.00, JPY 0.5 → 0, BHD 0.0005 → 0.000 (half to even, down); a line of its own each
      await log('02T09:00:00', '02T09:10:00', { projectId: eurProject.id });
      await log('02T10:00:00', '02T10:10:00', { projectId: jpyProject.id });
      await log('02T11:00:00', '02T11:10:00', { projectId: bhdProject.id });
      // not billable: no amount
      await log('03T09:00:00', '03T19:00:00', { projectId: eurProject.id, billable: false });
      const reply = await daily();
      expect(reply.status).toBe(200);
      const body = reply.body;
      expect(body).toMatchObject({ total: 'PT12H', billable: 'PT2H', unpriced: 'PT0S' });
      expect(body.amounts).toEqual([
        { currency: 'BHD', amount: '0.002' },
        { currency: 'EUR', amount: '0.02' },
        { currency: 'JPY', amount: '2' },
      ]);
      expect(Object.keys(body).slice(Object.keys(body).indexOf('total'))).toEqual([
        'total',
        'billable',
        'unpriced',
        'amounts',
        'intervals',
        'days',
        'tasks',
      ]);
      expect(body.intervals.map((i: any) => i.billable)).toEqual([true, true, true, true, true, true, false]);
      expect(body.days.slice(0, 3).map((d: any) => [d.date, d.total, d.billable, d.unpriced, d.amounts])).toEqual([
        [
          '2026-06-01',
          'PT1H30M',
          'PT1H30M',
          'PT0S',
          [
            { currency: 'BHD', amount: '0.002' },
            { currency: 'EUR', amount: '0.02' },
            { currency: 'JPY', amount: '2' },
          ],
        ],
        [
          '2026-06-02',
          'PT30M',
          'PT30M',
          'PT0S',
          [
            { currency: 'BHD', amount: '0.000' },
            { currency: 'EUR', amount: '0.00' },
            { currency: 'JPY', amount: '0' },
          ],
        ],
        ['2026-06-03', 'PT10H', 'PT0S', 'PT0S', []],
      ]);
      expect(body.days[0].tasks).toEqual([
        { taskId: null, total: 'PT1H30M', billable: 'PT1H30M', unpriced: 'PT0S', amounts: body.days[0].amounts },
      ]);
      expect(body.tasks[0]).toMatchObject({ taskId: null, total: 'PT12H', billable: 'PT2H' });

      // the filter keeps the lines of one flag
      const onlyBillable = (await daily('&billable=true')).body;
      expect(onlyBillable).toMatchObject({ total: 'PT2H', billable: 'PT2H' });
      const notBillable = (await daily('&billable=false')).body;
      expect(notBillable).toMatchObject({ total: 'PT10H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] });
      expectProblem(await daily('&billable=yes'), 422, 'VALIDATION');

      // summary and weekly agree with the daily totals
      const summary = (
        await owner.api.get(`/reports/summary?from=${at('01T00:00:00')}&to=${at('08T00:00:00')}&groupBy=project&subgroupBy=day`)
      ).body;
      expect(summary).toMatchObject({ total: 'PT12H', billable: 'PT2H', unpriced: 'PT0S', amounts: body.amounts });
      expect(summary.groups.map((g: any) => [g.name, g.amounts])).toEqual([
        ['BHD', [{ currency: 'BHD', amount: '0.002' }]],
        ['EUR', [{ currency: 'EUR', amount: '0.02' }]],
        ['JPY', [{ currency: 'JPY', amount: '2' }]],
      ]);
      const eur = summary.groups.find((g: any) => g.name === 'EUR');
      expect(eur.subgroups.map((s: any) => [s.id, s.billable, s.amounts])).toEqual([
        ['2026-06-01', 'PT30M', [{ currency: 'EUR', amount: '0.02' }]],
        ['2026-06-02', 'PT10M', [{ currency: 'EUR', amount: '0.00' }]],
        ['2026-06-03', 'PT0S', []],
      ]);
      const weekly = (await owner.api.get(`/reports/weekly?from=${at('01T00:00:00')}&to=${at('08T00:00:00')}`)).body;
      expect(weekly).toMatchObject({ billable: 'PT2H', amounts: body.amounts });
      expect(weekly.weeks[0]).toMatchObject({ weekStart: '2026-06-01', billable: 'PT2H', unpriced: 'PT0S', amounts: body.amounts });
    });

    it('resolves the task, its ancestors, the project, its client, then the default; billable time without a rate is unpriced', async () => {
      const client = await created(owner.api.post('/clients', { name: 'Client', color: '#123456' }));
      const project = await created(owner.api.post('/projects', { name: 'Project', clientId: client.id }));
      const bare = await created(owner.api.post('/projects', { name: 'Bare', clientId: client.id }));
      const parent = await created(owner.api.post('/tasks', { summary: 'Parent', projectId: project.id }));
      const child = await created(owner.api.post('/tasks', { summary: 'Child', projectId: project.id, parentTaskId: parent.id }));
      const grandchild = await created(owner.api.post('/tasks', { summary: 'Grandchild', projectId: project.id, parentTaskId: child.id }));
      const plain = await created(owner.api.post('/tasks', { summary: 'Plain', projectId: project.id }));
      // one hour each, on separate days
      await log('01T09:00:00', '01T10:00:00');
      const hourOn = (day: number, body: object) => log(`0${day}T09:00:00`, `0${day}T10:00:00`, body);
      await hourOn(2, { taskId: grandchild.id });
      await hourOn(3, { taskId: plain.id });
      await hourOn(4, { projectId: bare.id });
      await hourOn(5, { taskId: plain.id, projectId: bare.id });
      const amounts = async () =>
        (await daily()).body.days.slice(0, 5).map((d: any) => [d.unpriced, d.amounts.map((a: any) => `${a.amount} ${a.currency}`)]);
      expect(await amounts()).toEqual([
        ['PT1H', []],
        ['PT1H', []],
        ['PT1H', []],
        ['PT1H', []],
        ['PT1H', []],
      ]);
      await created(owner.api.post('/rates', rate({ hourlyRate: '1', currency: 'EUR' })));
      expect(await amounts()).toEqual([
        ['PT0S', ['1.00 EUR']],
        ['PT0S', ['1.00 EUR']],
        ['PT0S', ['1.00 EUR']],
        ['PT0S', ['1.00 EUR']],
        ['PT0S', ['1.00 EUR']],
      ]);
      await created(owner.api.post('/rates', rate({ clientId: client.id, hourlyRate: '2' })));
      expect(await amounts()).toEqual([
        ['PT0S', ['1.00 EUR']],
        ['PT0S', ['2.00 EUR']],
        ['PT0S', ['2.00 EUR']],
        ['PT0S', ['2.00 EUR']],
        ['PT0S', ['2.00 EUR']],
      ]);
      await created(owner.api.post('/rates', rate({ projectId: project.id, hourlyRate: '3' })));
      // day 5: the activity's own project (bare) wins over its task's project
      expect(await amounts()).toEqual([
        ['PT0S', ['1.00 EUR']],
        ['PT0S', ['3.00 EUR']],
        ['PT0S', ['3.00 EUR']],
        ['PT0S', ['2.00 EUR']],
        ['PT0S', ['2.00 EUR']],
      ]);
      await created(owner.api.post('/rates', rate({ taskId: parent.id, hourlyRate: '4' })));
      expect(await amounts()).toEqual([
        ['PT0S', ['1.00 EUR']],
        ['PT0S', ['4.00 EUR']],
        ['PT0S', ['3.00 EUR']],
        ['PT0S', ['2.00 EUR']],
        ['PT0S', ['2.00 EUR']],
      ]);
      await created(owner.api.post('/rates', rate({ taskId: child.id, hourlyRate: '5', currency: 'USD' })));
      expect(await amounts()).toEqual([
        ['PT0S', ['1.00 EUR']],
        ['PT0S', ['5.00 USD']],
        ['PT0S', ['3.00 EUR']],
        ['PT0S', ['2.00 EUR']],
        ['PT0S', ['2.00 EUR']],
      ]);
      await created(owner.api.post('/rates', rate({ taskId: plain.id, hourlyRate: '6' })));
      expect(await amounts()).toEqual([
        ['PT0S', ['1.00 EUR']],
        ['PT0S', ['5.00 USD']],
        ['PT0S', ['6.00 EUR']],
        ['PT0S', ['2.00 EUR']],
        ['PT0S', ['6.00 EUR']],
      ]);
      const whole = (await daily()).body;
      expect(whole.amounts).toEqual([
        { currency: 'EUR', amount: '15.00' },
        { currency: 'USD', amount: '5.00' },
      ]);
    });

    it('a rate with a later effectiveFrom changes no earlier line; a line is priced at its start', async () => {
      await created(owner.api.post('/rates', rate({ hourlyRate: '100' })));
      await log('01T09:00:00', '01T11:00:00');
      await log('15T09:00:00', '15T10:00:00');
      const month = async () => (await owner.api.get(`/reports/daily?fromDate=2026-06-01&toDate=2026-06-30`)).body;
      const before = await month();
      expect(before.amounts).toEqual([{ currency: 'EUR', amount: '300.00' }]);
      // from 10:00 on the 1st: the line starting at 09:00 keeps the old rate; the 15th is repriced
      await created(owner.api.post('/rates', rate({ hourlyRate: '150', effectiveFrom: at('01T10:00:00') })));
      const after = await month();
      expect(after.days[0].amounts).toEqual(before.days[0].amounts);
      expect(after.days[14].amounts).toEqual([{ currency: 'EUR', amount: '150.00' }]);
      expect(after.amounts).toEqual([{ currency: 'EUR', amount: '350.00' }]);
      // a rate effective after everything changes nothing
      await created(owner.api.post('/rates', rate({ hourlyRate: '999', effectiveFrom: at('20T00:00:00') })));
      expect((await month()).amounts).toEqual(after.amounts);
    });

    it('rounds per line, so the rows always add up: a report line split at local midnight and rounding both apply', async () => {
      await created(owner.api.post('/rates', rate({ hourlyRate: '0.01' })));
      // three 30-minute lines of 0.005 each: each rounds to 0.00, so the total is 0.00, not 0.02
      await log('01T09:00:00', '01T09:30:00');
      await log('01T10:00:00', '01T10:30:00');
      await log('01T11:00:00', '01T11:30:00');
      expect((await daily()).body.amounts).toEqual([{ currency: 'EUR', amount: '0.00' }]);
      // with rounding up to an hour, each line is an hour: 0.01 each
      const rounded = (await daily('&rounding=up&roundingMinutes=60')).body;
      expect(rounded).toMatchObject({ total: 'PT3H', billable: 'PT3H', amounts: [{ currency: 'EUR', amount: '0.03' }] });
      // an interval over midnight is two lines in the report zone
      await created(owner.api.post('/rates', rate({ hourlyRate: '10', effectiveFrom: at('02T00:00:00') })));
      await log('02T23:00:00', '03T01:00:00');
      const range = `from=${at('02T00:00:00')}&to=${at('04T00:00:00')}`;
      const utc = (await owner.api.get(`/reports/daily?${range}`)).body;
      expect(utc.days.map((d: any) => [d.date, d.billable, d.amounts])).toEqual([
        ['2026-06-02', 'PT1H', [{ currency: 'EUR', amount: '10.00' }]],
        ['2026-06-03', 'PT1H', [{ currency: 'EUR', amount: '10.00' }]],
      ]);
      // in Berlin the same interval is one line of one local day
      const berlin = (await owner.api.get(`/reports/daily?${range}&zoneId=Europe/Berlin`)).body;
      expect(berlin.amounts).toEqual([{ currency: 'EUR', amount: '20.00' }]);
      expect(berlin.days.map((d: any) => [d.date, d.billable])).toEqual([
        ['2026-06-02', 'PT0S'],
        ['2026-06-03', 'PT2H'],
        ['2026-06-04', 'PT0S'],
      ]);
    });
  });

  describe('interchange service-domain-v4', () => {
    it('exports billable, billableByDefault and rates with version=4 only, and imports them with fresh IDs (JSON and CSV)', async () => {
      const source = await newOwner(server);
      const general = await generalOf(source);
      const client = await created(source.api.post('/clients', { name: 'Billed client', color: '#224466' }));
      const project = await created(source.api.post('/projects', { name: 'Billed', clientId: client.id, billableByDefault: true }));
      const task = await created(source.api.post('/tasks', { summary: 'Billed task', projectId: project.id }));
      await created(source.api.post('/activities', { start: at('01T09:00:00'), end: at('01T10:00:00'), taskId: task.id }));
      await created(source.api.post('/activities', { start: at('01T10:00:00'), end: at('01T10:30:00'), taskId: task.id }));
      await created(source.api.post('/activities', { start: at('02T09:00:00'), end: at('02T10:00:00') }));
      // one interval over midnight: two daily parts of one time entry
      await created(source.api.post('/activities', { start: at('05T22:00:00'), end: at('06T02:00:00'), billable: false }));
      const defaults = await created(source.api.post('/rates', rate({ hourlyRate: '50.25' })));
      await created(source.api.post('/rates', rate({ clientId: general, hourlyRate: '60', effectiveFrom: at('01T00:00:00') })));
      await created(
        source.api.post('/rates', rate({ taskId: task.id, hourlyRate: '90', currency: 'JPY', effectiveFrom: at('01T09:30:00.123456789') })),
      );

      const v3 = (await source.api.get('/export')).body;
      expect(v3.format).toBe('service-domain-v3');
      expect(v3.rates).toBeUndefined();
      expect(v3.activities[0].billable).toBeUndefined();
      expect(v3.projects.find((p: any) => p.id === project.id).billableByDefault).toBeUndefined();
      const v4 = (await source.api.get('/export?version=4')).body;
      expect(v4.format).toBe('service-domain-v4');
      expect(Object.keys(v4)).toEqual([
        'format',
        'exportedAt',
        'zoneId',
        'clients',
        'projects',
        'tasks',
        'labels',
        'activities',
        'workSessions',
        'rates',
      ]);
      expect(v4.activities.map((a: any) => a.billable)).toEqual([true, true, false, false, false]);
      expect(v4.activities.every((a: any) => typeof a.timeEntryId === 'string')).toBe(true);
      expect(v4.clients.every((c: any) => c.archived === false)).toBe(true);
      expect(v4.projects.find((p: any) => p.id === project.id).billableByDefault).toBe(true);
      expect(v4.rates).toHaveLength(3);
      expect(v4.rates.find((r: any) => r.id === defaults.id)).toEqual({
        id: defaults.id,
        clientId: null,
        projectId: null,
        taskId: null,
        hourlyRate: '50.25',
        currency: 'EUR',
        effectiveFrom: null,
      });
      expectProblem(await source.api.get('/export?version=2'), 422, 'VALIDATION');
      expectProblem(await source.api.get('/export?version=5'), 422, 'VALIDATION');

      // JSON into a fresh account: every rate recreated with its scope rewritten; the report prices the same
      const target = await newOwner(server);
      const imported = await target.api.post('/import', v4, { idempotencyKey: uuid() });
      expect(imported.status).toBe(201);
      expect(imported.body.format).toBe('service-domain-v4');
      expect(imported.body.counts).toMatchObject({ rates: 3, activities: 5, projects: 1 });
      const map = imported.body.idMap;
      const targetGeneral = await generalOf(target);
      const rates = (await target.api.get('/rates')).body.items;
      expect(rates.map((r: any) => [r.clientId, r.taskId, r.hourlyRate, r.currency, r.effectiveFrom]).sort()).toEqual(
        [
          [null, map[task.id], '90', 'JPY', at('01T09:30:00.123456789')],
          [null, null, '50.25', 'EUR', null],
          [targetGeneral, null, '60', 'EUR', at('01T00:00:00')],
        ].sort(),
      );
      expect(rates.map((r: any) => r.id)).toContain(map[defaults.id]);
      const parts = (await target.api.get(`/activities?from=${at('05T00:00:00')}&to=${at('07T00:00:00')}`)).body.items;
      expect(parts).toHaveLength(2);
      expect(parts[0].timeEntryId).toBe(parts[1].timeEntryId);
      expect(v4.activities.filter((a: any) => a.timeEntryId === v4.activities[3].timeEntryId)).toHaveLength(2);
      expect(Object.values(map)).not.toContain(parts[0].timeEntryId);
      const activities = (await target.api.get(`/activities?from=${at('01T00:00:00')}&to=${at('03T00:00:00')}`)).body.items;
      expect(activities.map((a: any) => a.billable)).toEqual([true, true, false]);
      expect((await target.api.get(`/projects/${map[project.id]}`)).body.billableByDefault).toBe(true);
      const report = (q: Owner) => q.api.get(`/reports/daily?from=${at('01T00:00:00')}&to=${at('03T00:00:00')}`);
      expect((await report(target)).body.amounts).toEqual((await report(source)).body.amounts);
      expect((await report(source)).body.amounts).toEqual([
        { currency: 'EUR', amount: '50.25' },
        { currency: 'JPY', amount: '45' },
      ]);
      const events = (await target.api.get('/changes?after=0')).body.items.filter((e: any) => e.entityType === 'rate');
      expect(events.map((e: any) => e.changeType)).toEqual(['created', 'created', 'created']);

      // again into the same account: the default rate since always collides, 409, nothing written
      const revision = (await target.api.get('/rates')).body.revision;
      const again = await target.api.post(
        '/import',
        { ...v4, tasks: v4.tasks.map((t: any) => ({ ...t, externalReferences: [] })) },
        { idempotencyKey: uuid() },
      );
      expectProblem(again, 409, 'RATE_EXISTS');
      expect((await target.api.get('/rates')).body).toMatchObject({ revision, items: expect.any(Array) });
      expect((await target.api.get('/rates')).body.items).toHaveLength(3);

      // the CSV archive v4 carries the same, with rates.csv
      const response = await fetch(`${source.api.base}/export?format=csv&version=4`, {
        headers: { authorization: `Bearer ${source.token}` },
      });
      expect(response.status).toBe(200);
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      const text = Object.fromEntries(Object.entries(files).map(([n, b]) => [n, strFromU8(b)]));
      expect(JSON.parse(text['manifest.json'])).toMatchObject({ version: 4, domainFormat: 'service-domain-v4' });
      expect(text['rates.csv'].split('\r\n')[0]).toBe('id,clientId,projectId,taskId,hourlyRate,currency,effectiveFrom');
      expect(text['activities.csv'].split('\r\n')[0]).toMatch(/,manual,billable,timeEntryId$/);
      const csvTarget = await newOwner(server);
      const fromZip = await csvTarget.api.request('POST', '/import', {
        raw: Buffer.from(zipSync(Object.fromEntries(Object.entries(text).map(([n, t]) => [n, strToU8(t)])))),
        headers: { 'content-type': 'application/zip' },
        idempotencyKey: uuid(),
      });
      expect(fromZip.status).toBe(201);
      expect(fromZip.body.counts.rates).toBe(3);
      expect((await report(csvTarget)).body.amounts).toEqual((await report(source)).body.amounts);

      // a v3 document imports as not billable, and its counts have no rates
      const plain = await newOwner(server);
      const fromV3 = await plain.api.post('/import', v3, { idempotencyKey: uuid() });
      expect(fromV3.status).toBe(201);
      expect(fromV3.body.counts.rates).toBeUndefined();
      const plainActivities = (await plain.api.get(`/activities?from=${at('01T00:00:00')}&to=${at('03T00:00:00')}`)).body.items;
      expect(plainActivities.map((a: any) => a.billable)).toEqual([false, false, false]);
      expect((await plain.api.get(`/projects/${fromV3.body.idMap[project.id]}`)).body.billableByDefault).toBe(false);
    });
  });
});
