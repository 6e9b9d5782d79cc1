import { FixedClock } from '../src/common/time/clock';
import { Database } from '../src/db/database';
import { KeptActivities } from '../src/reports/kept-activities';
import { PatchableReport } from '../src/reports/patchable-report';
import { Owner, TestServer, newOwner, startServer, uuid } from './support/harness';

/**
 * A report asked for again is answered from what the server kept (src/reports/report-cache.ts)
 * only while nothing it depends on has changed: each case below asks once, changes one thing the
 * report reads, and asks again.
 */

const NOW = '2026-11-20T12:00:00Z';
const YEAR = 'fromDate=2026-01-01&toDate=2026-12-31';
const MINUTE = 60_000_000_000n;

describe('reports asked for again', () => {
  let server: TestServer;
  let db: Database;
  const clock = FixedClock.at(NOW);

  beforeAll(async () => {
    server = await startServer({ clock });
    db = server.app.get(Database);
  });
  afterAll(() => server.close());

  const report = (owner: Owner, kind: 'daily' | 'weekly' | 'summary', extra = '') => owner.api.get(`/reports/${kind}?${YEAR}${extra}`);

  async function ownerWithTask(): Promise<{ owner: Owner; taskId: string }> {
    const owner = await newOwner(server);
    const task = await owner.api.post('/tasks', { summary: 'Write' });
    expect(task.status).toBe(201);
    return { owner, taskId: task.body.id };
  }

  async function record(owner: Owner, taskId: string, start: string, end: string, billable = false): Promise<any> {
    const created = await owner.api.post('/activities', { taskId, start, end, billable });
    expect(created.status).toBe(201);
    return created.body;
  }

  it('the same question gets the same bytes and ETag; a new activity changes them', async () => {
    const { owner, taskId } = await ownerWithTask();
    await record(owner, taskId, '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z');
    for (const kind of ['daily', 'weekly', 'summary'] as const) {
      const first = await report(owner, kind);
      const again = await report(owner, kind);
      expect(first.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(first.body.total).toBe('PT1H');
    }
    await record(owner, taskId, '2026-03-03T09:00:00Z', '2026-03-03T09:30:00.000000001Z');
    for (const kind of ['daily', 'weekly', 'summary'] as const) {
      const after = await report(owner, kind);
      expect(after.body.total).toBe('PT1H30M0.000000001S');
    }
  });

  it('follows an edit, a deletion, the profile zone, a rate and a rename', async () => {
    const { owner, taskId } = await ownerWithTask();
    const activity = await record(owner, taskId, '2026-06-30T22:30:00Z', '2026-06-30T23:30:00Z', true);
    expect((await report(owner, 'daily')).body.days.find((d: any) => d.date === '2026-06-30').total).toBe('PT1H');

    const me = await owner.api.get('/me');
    expect((await owner.api.put('/me', { zoneId: 'Europe/Berlin' }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
    const berlin = (await report(owner, 'daily')).body;
    expect(berlin.zoneId).toBe('Europe/Berlin');
    expect(berlin.days.find((d: any) => d.date === '2026-07-01').total).toBe('PT1H');

    expect(berlin.amounts).toEqual([]);
    const rate = await owner.api.post('/rates', {
      clientId: null,
      projectId: null,
      taskId: null,
      hourlyRate: '90',
      currency: 'EUR',
      effectiveFrom: null,
    });
    expect(rate.status).toBe(201);
    expect((await report(owner, 'daily')).body.amounts).toEqual([{ currency: 'EUR', amount: '90.00' }]);

    expect((await report(owner, 'summary', '&groupBy=task')).body.groups.map((g: any) => g.name)).toEqual(['Write']);
    const task = await owner.api.get(`/tasks/${taskId}`);
    const renamed = await owner.api.put(
      `/tasks/${taskId}`,
      { ...pick(task.body, ['url', 'projectId', 'parentTaskId']), summary: 'Review' },
      { ifMatch: task.headers.get('etag')! },
    );
    expect(renamed.status).toBe(200);
    expect((await report(owner, 'summary', '&groupBy=task')).body.groups.map((g: any) => g.name)).toEqual(['Review']);

    const current = await owner.api.get(`/activities/${activity.id}`);
    const edited = await owner.api.put(
      `/activities/${activity.id}`,
      { ...pick(current.body, ['start', 'projectId', 'summary', 'labelIds', 'billable']), end: '2026-07-01T00:00:00Z' },
      { ifMatch: current.headers.get('etag')! },
    );
    expect(edited.status).toBe(200);
    expect((await report(owner, 'weekly')).body.total).toBe('PT1H30M');

    expect((await owner.api.delete(`/activities/${activity.id}`, { ifMatch: edited.headers.get('etag')! })).status).toBe(204);
    for (const kind of ['daily', 'weekly', 'summary'] as const) expect((await report(owner, kind)).body.total).toBe('PT0S');
  });

  it('with a running activity, each answer is counted at its own time', async () => {
    const { owner, taskId } = await ownerWithTask();
    clock.set(BigInt(Date.parse('2026-11-20T12:00:00Z')) * 1_000_000n);
    const started = await owner.api.post(
      '/activities/start',
      { expectedActiveId: null, expectedActiveVersion: null, taskId },
      { idempotencyKey: uuid() },
    );
    expect(started.status).toBe(201);
    clock.advance(10n * MINUTE);
    const first = (await report(owner, 'daily')).body;
    clock.advance(5n * MINUTE);
    const later = (await report(owner, 'daily')).body;
    expect([first.total, first.generatedAt]).toEqual(['PT10M', '2026-11-20T12:10:00Z']);
    expect([later.total, later.generatedAt]).toEqual(['PT15M', '2026-11-20T12:15:00Z']);
    const summary = (await report(owner, 'summary')).body;
    clock.advance(MINUTE);
    expect([summary.total, (await report(owner, 'summary')).body.total]).toEqual(['PT15M', 'PT16M']);
  });

  it('another owner asking the same question gets their own figures', async () => {
    const a = await ownerWithTask();
    const b = await ownerWithTask();
    await record(a.owner, a.taskId, '2026-05-04T08:00:00Z', '2026-05-04T09:00:00Z');
    expect((await report(a.owner, 'daily')).body.total).toBe('PT1H');
    expect((await report(b.owner, 'daily')).body.total).toBe('PT0S');
    expect((await report(a.owner, 'daily')).body.total).toBe('PT1H');
  });

  it('data put back at the same change sequence (a restore) is not answered with the report of the data before', async () => {
    const { owner, taskId } = await ownerWithTask();
    const activity = await record(owner, taskId, '2026-02-02T08:00:00Z', '2026-02-02T09:00:00Z');
    const before = await report(owner, 'daily');
    expect(before.body.total).toBe('PT1H');
    for (const kind of ['weekly', 'summary'] as const) expect((await report(owner, kind)).body.total).toBe('PT1H');
    // What a restore does, in one transaction: other rows, and the owner's row written again with
    // the sequence it had (here: the same one).
    await db.transaction(async () => {
      await db.query('UPDATE activities SET end_ns = end_ns + 3600000000000 WHERE owner_id = $1 AND id = $2', [owner.ownerId, activity.id]);
      await db.query('UPDATE owners SET last_sequence = last_sequence WHERE id = $1', [owner.ownerId]);
    });
    for (const kind of ['daily', 'weekly', 'summary'] as const) {
      const after = await report(owner, kind);
      expect(after.body.revision).toBe(before.body.revision);
      expect(after.body.total).toBe('PT2H');
    }
  });

  describe('patched after a change (src/reports/patchable-report.ts)', () => {
    /**
     * The same report asked in a form not asked before (an explicit zone spelled like no earlier
     * question: the profile's zone, so the same figures) is computed afresh: the patched report must
     * be byte for byte that one.
     */
    const spellings = ['&zoneId=Europe/Berlin', '&zoneId=europe/berlin', '&zoneId=EUROPE/BERLIN', '&zoneId=Europe/BERLIN'];

    it('after activities alone changed (new ones, across midnights and the DST change, edits, deletions, filters), is what computing afresh gives', async () => {
      const owner = await newOwner(server);
      const me = await owner.api.get('/me');
      expect((await owner.api.put('/me', { zoneId: 'Europe/Berlin' }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
      const task = (await owner.api.post('/tasks', { summary: 'Write' })).body;
      const rates = [
        { clientId: null, projectId: null, taskId: null, hourlyRate: '90', currency: 'EUR', effectiveFrom: null },
        { clientId: null, projectId: null, taskId: task.id, hourlyRate: '0.125', currency: 'BHD', effectiveFrom: '2026-03-29T00:30:00Z' },
      ];
      for (const rate of rates) expect((await owner.api.post('/rates', rate)).status).toBe(201);
      const record = async (start: string, end: string, billable: boolean, taskId: string | null = task.id) => {
        const created = await owner.api.post('/activities', { taskId, start, end, billable });
        expect(created.status).toBe(201);
        return created.body;
      };
      const kept = [
        await record('2026-03-28T22:40:00Z', '2026-03-29T03:10:00.000000007Z', true),
        await record('2026-05-04T08:00:00Z', '2026-05-04T09:20:00Z', true, null),
        await record('2026-05-04T09:00:00Z', '2026-05-04T10:00:00Z', false),
        await record('2026-11-19T22:30:00Z', '2026-11-19T23:30:00Z', true),
      ];
      const asked = (kind: 'daily' | 'weekly', extra: string) => owner.api.get(`/reports/${kind}?${YEAR}${extra}`);
      const questions = ['', '&billable=true', '&billable=false'];
      for (const kind of ['daily', 'weekly'] as const) for (const q of questions) expect((await asked(kind, q)).status).toBe(200);

      const patched = jest.spyOn(PatchableReport.prototype, 'render');
      const changes: Array<() => Promise<unknown>> = [
        // New activities: one across two midnights and the night clocks go back, one on a new task.
        async () => {
          await record('2026-10-24T20:00:00Z', '2026-10-26T01:00:00.5Z', true);
          const other = (await owner.api.post('/tasks', { summary: 'Review' })).body;
          await record('2026-07-01T07:00:00Z', '2026-07-01T08:00:00Z', true, other.id);
          expect((await owner.api.post('/labels', { name: 'Not read by reports' })).status).toBe(201);
        },
        // An edit that moves one to another week and turns it billable, and a deletion.
        async () => {
          const current = await owner.api.get(`/activities/${kept[2].id}`);
          const moved = await owner.api.put(
            `/activities/${kept[2].id}`,
            {
              ...pick(current.body, ['projectId', 'summary', 'labelIds']),
              start: '2026-08-10T09:00:00Z',
              end: '2026-08-10T11:00:00Z',
              billable: true,
            },
            { ifMatch: current.headers.get('etag')! },
          );
          expect([moved.status, moved.body]).toEqual([200, expect.anything()]);
          const gone = await owner.api.get(`/activities/${kept[1].id}`);
          expect((await owner.api.delete(`/activities/${kept[1].id}`, { ifMatch: gone.headers.get('etag')! })).status).toBe(204);
        },
        // The last activity of the range deleted, one outside the range added.
        async () => {
          const gone = await owner.api.get(`/activities/${kept[3].id}`);
          expect((await owner.api.delete(`/activities/${kept[3].id}`, { ifMatch: gone.headers.get('etag')! })).status).toBe(204);
          await record('2025-12-30T08:00:00Z', '2025-12-30T09:00:00Z', true);
        },
      ];
      for (const [round, change] of changes.entries()) {
        await change();
        for (const kind of ['daily', 'weekly'] as const)
          for (const q of questions) {
            const calls = patched.mock.calls.length;
            const answer = await asked(kind, q);
            expect(patched.mock.calls.length).toBe(calls + 1);
            const fresh = await asked(kind, q + spellings[round]);
            expect(fresh.status).toBe(200);
            expect(answer.text).toBe(fresh.text);
            expect(answer.headers.get('etag')).toBe(fresh.headers.get('etag'));
          }
      }
      expect((await asked('daily', '')).body.amounts.length).toBe(2);
      patched.mockRestore();
    });

    it('is repriced after a rate changed, and computed afresh when the profile zone changed', async () => {
      const owner = await newOwner(server);
      const task = (await owner.api.post('/tasks', { summary: 'Write' })).body;
      expect(
        (
          await owner.api.post('/activities', {
            taskId: task.id,
            start: '2026-04-01T08:00:00Z',
            end: '2026-04-01T09:00:00Z',
            billable: true,
          })
        ).status,
      ).toBe(201);
      expect((await owner.api.get(`/reports/daily?${YEAR}`)).body.amounts).toEqual([]);
      const patched = jest.spyOn(PatchableReport.prototype, 'render');
      const rate = { clientId: null, projectId: null, taskId: null, hourlyRate: '90', currency: 'EUR', effectiveFrom: null };
      expect((await owner.api.post('/rates', rate)).status).toBe(201);
      expect((await owner.api.get(`/reports/daily?${YEAR}`)).body.amounts).toEqual([{ currency: 'EUR', amount: '90.00' }]);
      expect(patched).toHaveBeenCalledTimes(1);
      const me = await owner.api.get('/me');
      expect((await owner.api.put('/me', { zoneId: 'Asia/Tokyo' }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
      expect((await owner.api.get(`/reports/daily?${YEAR}`)).body.zoneId).toBe('Asia/Tokyo');
      expect(patched).toHaveBeenCalledTimes(1);
      patched.mockRestore();
    });

    it('after rates of every scope are created, edited and deleted (currencies, mid-day, the DST changes), is repriced to what computing afresh gives', async () => {
      const owner = await newOwner(server);
      const me = await owner.api.get('/me');
      expect((await owner.api.put('/me', { zoneId: 'Europe/Berlin' }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
      const { made, edit, remove } = catalogWrites(owner);
      const rateFields = ['clientId', 'projectId', 'taskId', 'hourlyRate', 'currency', 'effectiveFrom'];
      const acme = await made('/clients', { name: 'Acme', color: '#112233' });
      const globex = await made('/clients', { name: 'Globex', color: '#445566' });
      const site = await made('/projects', { name: 'Site', clientId: acme.id });
      const app = await made('/projects', { name: 'App', clientId: globex.id });
      const write = await made('/tasks', { summary: 'Write', projectId: site.id });
      const proof = await made('/tasks', { summary: 'Proofread', projectId: site.id, parentTaskId: write.id });
      const test = await made('/tasks', { summary: 'Test', projectId: app.id });
      const loose = await made('/tasks', { summary: 'Loose' });
      const activity = (taskId: string, start: string, end: string, extra: object = {}) =>
        made('/activities', { taskId, start, end, billable: true, ...extra });
      // Across the night clocks go forward and the night they go back, across midnights, mid-day, an
      // activity's own project, and time that is not billable.
      await activity(write.id, '2026-03-28T22:40:00Z', '2026-03-29T03:10:00.000000007Z');
      await activity(proof.id, '2026-03-29T00:50:00Z', '2026-03-29T02:20:00Z');
      await activity(test.id, '2026-06-01T09:00:00Z', '2026-06-01T12:45:00.5Z');
      await activity(proof.id, '2026-06-01T10:00:00Z', '2026-06-01T10:20:00Z');
      await activity(loose.id, '2026-06-02T07:00:00Z', '2026-06-02T08:00:00Z', { projectId: app.id });
      await activity(loose.id, '2026-06-03T07:00:00Z', '2026-06-03T08:07:00Z');
      await activity(test.id, '2026-10-24T20:00:00Z', '2026-10-26T01:00:00.5Z');
      await activity(write.id, '2026-10-25T00:15:00Z', '2026-10-25T01:45:00Z');
      await activity(proof.id, '2026-10-25T01:10:00Z', '2026-10-25T01:40:00Z');
      await activity(write.id, '2026-11-02T08:00:00Z', '2026-11-02T09:00:00Z', { billable: false });
      const asked = (kind: 'daily' | 'weekly', extra: string) => owner.api.get(`/reports/${kind}?${YEAR}${extra}`);
      const questions = ['', '&billable=true'];
      for (const kind of ['daily', 'weekly'] as const) for (const q of questions) expect((await asked(kind, q)).status).toBe(200);
      // The same zone spelled as no question before: computed afresh.
      const spelling = (round: number) => {
        const zone = 'Europe/Berlin'.split('');
        const at = [0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12][round];
        zone[at] = zone[at] === zone[at].toUpperCase() ? zone[at].toLowerCase() : zone[at].toUpperCase();
        return `&zoneId=${zone.join('')}`;
      };
      const rate = (scope: object, hourlyRate: string, currency: string, effectiveFrom: string | null = null) => ({
        clientId: null,
        projectId: null,
        taskId: null,
        ...scope,
        hourlyRate,
        currency,
        effectiveFrom,
      });
      const ids: Record<string, string> = {};
      const rounds: Array<{ change: () => Promise<unknown>; currencies: string[] }> = [
        { change: async () => (ids.default = (await made('/rates', rate({}, '90', 'EUR'))).id), currencies: ['EUR'] },
        // Mid-day, within an activity that has started.
        {
          change: async () =>
            (ids.client = (await made('/rates', rate({ clientId: globex.id }, '100.125', 'USD', '2026-06-01T10:30:00Z'))).id),
          currencies: ['EUR', 'USD'],
        },
        // From the hour the clocks went forward (a line started before it keeps the earlier rate).
        {
          change: async () =>
            (ids.project = (await made('/rates', rate({ projectId: site.id }, '12000', 'JPY', '2026-03-29T01:30:00Z'))).id),
          currencies: ['EUR', 'JPY', 'USD'],
        },
        // A parent task's rate, which its subtask's time takes too.
        {
          change: async () => (ids.task = (await made('/rates', rate({ taskId: write.id }, '0.125', 'BHD'))).id),
          currencies: ['BHD', 'EUR', 'USD'],
        },
        // The project's rate edited: from the second hour 01:00 of the night clocks go back, and another figure.
        {
          change: () => edit(`/rates/${ids.project}`, rateFields, { hourlyRate: '12345.6789', effectiveFrom: '2026-10-25T01:00:00Z' }),
          currencies: ['BHD', 'EUR', 'USD'],
        },
        // The task's rate moved to another task and currency (an edit of its scope), and a later one for the project.
        {
          change: async () => {
            await edit(`/rates/${ids.task}`, rateFields, { taskId: test.id, currency: 'KWD', hourlyRate: '7.5' });
            await made('/rates', rate({ projectId: site.id }, '95.5', 'EUR', '2026-10-25T00:30:00Z'));
          },
          currencies: ['EUR', 'JPY', 'KWD', 'USD'],
        },
        // The client's rate deleted, with an activity added in the same round.
        {
          change: async () => {
            await remove(`/rates/${ids.client}`);
            await activity(loose.id, '2026-07-01T07:00:00Z', '2026-07-01T08:00:00Z', { projectId: app.id });
          },
          currencies: ['EUR', 'JPY', 'KWD'],
        },
        // The default deleted: time with no other rate is unpriced.
        { change: () => remove(`/rates/${ids.default}`), currencies: ['JPY', 'KWD'] },
      ];
      const patched = jest.spyOn(PatchableReport.prototype, 'render');
      for (const [round, { change, currencies }] of rounds.entries()) {
        await change();
        for (const kind of ['daily', 'weekly'] as const)
          for (const q of questions) {
            const calls = patched.mock.calls.length;
            const answer = await asked(kind, q);
            expect([round, kind, q, patched.mock.calls.length]).toEqual([round, kind, q, calls + 1]);
            const fresh = await asked(kind, q + spelling(round));
            expect(fresh.status).toBe(200);
            expect(answer.text).toBe(fresh.text);
            expect(answer.headers.get('etag')).toBe(fresh.headers.get('etag'));
            expect([round, answer.body.amounts.map((a: { currency: string }) => a.currency)]).toEqual([round, currencies]);
          }
      }
      const last = (await asked('daily', '')).body;
      expect(last.unpriced).not.toBe('PT0S');
      patched.mockRestore();
    });

    it('follows where the billable tasks sit: renames are patched, a move that may change a rate is repriced', async () => {
      const owner = await newOwner(server);
      const me = await owner.api.get('/me');
      expect((await owner.api.put('/me', { zoneId: 'Europe/Berlin' }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
      const { made, edit } = catalogWrites(owner);
      const acme = await made('/clients', { name: 'Acme', color: '#112233' });
      const globex = await made('/clients', { name: 'Globex', color: '#445566' });
      const site = await made('/projects', { name: 'Site', clientId: acme.id });
      const app = await made('/projects', { name: 'App', clientId: globex.id });
      const write = await made('/tasks', { summary: 'Write', projectId: site.id });
      const proof = await made('/tasks', { summary: 'Proofread', projectId: site.id, parentTaskId: write.id });
      const test = await made('/tasks', { summary: 'Test', projectId: app.id });
      await made('/rates', { clientId: null, projectId: null, taskId: null, hourlyRate: '90', currency: 'EUR', effectiveFrom: null });
      await made('/rates', { clientId: globex.id, projectId: null, taskId: null, hourlyRate: '100', currency: 'USD', effectiveFrom: null });
      await made('/rates', { clientId: null, projectId: null, taskId: write.id, hourlyRate: '120', currency: 'EUR', effectiveFrom: null });
      for (const [taskId, day] of [
        [write.id, '03-02'],
        [proof.id, '03-03'],
        [test.id, '06-10'],
        [proof.id, '10-25'],
      ])
        await made('/activities', { taskId, start: `2026-${day}T08:00:00Z`, end: `2026-${day}T09:30:00Z`, billable: true });
      const asked = (kind: 'daily' | 'weekly', extra = '') => owner.api.get(`/reports/${kind}?${YEAR}${extra}`);
      for (const kind of ['daily', 'weekly'] as const) expect((await asked(kind)).status).toBe(200);
      const spellings = ['&zoneId=europe/berlin', '&zoneId=EUROPE/BERLIN', '&zoneId=Europe/BERLIN', '&zoneId=eUROPE/bERLIN'];
      const patched = jest.spyOn(PatchableReport.prototype, 'render');
      const rounds: Array<{ change: () => Promise<unknown>; patched: boolean }> = [
        // Names only: the report prints none, and no rate follows a name.
        {
          change: async () => {
            await edit(`/tasks/${write.id}`, ['url', 'projectId', 'parentTaskId'], { summary: 'Draft' });
            await edit(`/projects/${app.id}`, ['clientId', 'icon', 'billableByDefault'], { name: 'Mobile app' });
            await edit(`/clients/${acme.id}`, ['color'], { name: 'Acme Inc.' });
          },
          patched: true,
        },
        // A task moved to a project of the other client: its time is priced by the default rate now.
        {
          change: () => edit(`/tasks/${test.id}`, ['url', 'summary', 'parentTaskId'], { projectId: site.id }),
          patched: true,
        },
        // The child task taken from its parent (whose task rate it had), and its project moved to the
        // other client: its time is priced in USD now.
        {
          change: async () => {
            await edit(`/tasks/${proof.id}`, ['url', 'summary', 'projectId'], { parentTaskId: null });
            await edit(`/projects/${site.id}`, ['name', 'icon', 'billableByDefault'], { clientId: globex.id });
          },
          patched: true,
        },
        // A task no billable time is on: nothing priced depends on it.
        {
          change: async () => {
            const spare = await made('/tasks', { summary: 'Spare', projectId: site.id });
            await edit(`/tasks/${spare.id}`, ['url', 'summary', 'parentTaskId'], { projectId: app.id });
          },
          patched: true,
        },
      ];
      for (const [round, { change, patched: expected }] of rounds.entries()) {
        await change();
        for (const kind of ['daily', 'weekly'] as const) {
          const calls = patched.mock.calls.length;
          const answer = await asked(kind);
          expect([round, kind, patched.mock.calls.length]).toEqual([round, kind, calls + (expected ? 1 : 0)]);
          const fresh = await asked(kind, spellings[round]);
          expect(answer.text).toBe(fresh.text);
          expect(answer.headers.get('etag')).toBe(fresh.headers.get('etag'));
        }
      }
      const amounts = (await asked('daily')).body.amounts;
      expect(amounts).toEqual([
        { currency: 'EUR', amount: '180.00' },
        { currency: 'USD', amount: '450.00' },
      ]);
      patched.mockRestore();
    });
  });
});

describe('a summary made again from the rows it was made of (src/reports/kept-activities.ts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: FixedClock.at(NOW) });
  });
  afterAll(() => server.close());

  it('after any change but a restore, is byte for byte what reading every row afresh gives', async () => {
    const owner = await newOwner(server);
    const setZone = async (zoneId: string) => {
      const me = await owner.api.get('/me');
      expect((await owner.api.put('/me', { zoneId }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
    };
    await setZone('Europe/Berlin');
    const { made, edit, remove } = catalogWrites(owner);
    const acme = await made('/clients', { name: 'Acme', color: '#112233' });
    const globex = await made('/clients', { name: 'Globex', color: '#445566' });
    const site = await made('/projects', { name: 'Site', clientId: acme.id });
    const app = await made('/projects', { name: 'App', clientId: globex.id });
    const write = await made('/tasks', { summary: 'Write', projectId: site.id });
    const test = await made('/tasks', { summary: 'Test', projectId: app.id });
    const urgent = await made('/labels', { name: 'Urgent' });
    const calls = await made('/labels', { name: 'Calls' });
    await made('/rates', { clientId: null, projectId: null, taskId: null, hourlyRate: '90', currency: 'EUR', effectiveFrom: null });
    await made('/rates', {
      clientId: null,
      projectId: null,
      taskId: test.id,
      hourlyRate: '0.125',
      currency: 'BHD',
      effectiveFrom: '2026-03-29T00:30:00Z',
    });
    const record = (
      start: string,
      end: string,
      billable: boolean,
      taskId: string | null,
      labelIds: string[] = [],
      projectId: string | null = null,
    ) => made('/activities', { taskId, projectId, start, end, billable, labelIds });
    const kept = [
      await record('2026-03-28T22:40:00Z', '2026-03-29T03:10:00.000000007Z', true, test.id, [urgent.id]),
      await record('2026-05-04T08:00:00Z', '2026-05-04T09:20:00Z', true, null, [], site.id),
      await record('2026-05-04T09:00:00Z', '2026-05-04T10:00:00Z', false, write.id, [urgent.id, calls.id]),
      await record('2026-11-19T22:30:00Z', '2026-11-19T23:30:00Z', true, write.id),
    ];
    const questions = [
      '&groupBy=project&subgroupBy=task',
      '&groupBy=client',
      '&groupBy=label&subgroupBy=day',
      '&groupBy=week&subgroupBy=project&billable=true',
      `&groupBy=task&labelId=${urgent.id}`,
      `&groupBy=month&projectId=${site.id}&rounding=up&roundingMinutes=15`,
      `&groupBy=task&clientId=${acme.id}`,
    ];
    const asked = (q: string) => owner.api.get(`/reports/summary?${YEAR}${q}`);
    for (const q of questions) expect((await asked(q)).status).toBe(200);

    const activityFields = ['projectId', 'start', 'end', 'summary', 'labelIds', 'billable', 'workSessionId'];
    const updated = jest.spyOn(KeptActivities.prototype, 'update');
    // Each change, and whether the kept rows serve the next summaries (not when the range moved).
    const rounds: Array<{ change: () => Promise<unknown>; zone: string; kept: boolean }> = [
      {
        // New activities: across two midnights and the night clocks go back, on a new task of a new project.
        change: async () => {
          await record('2026-10-24T20:00:00Z', '2026-10-26T01:00:00.5Z', true, test.id, [calls.id]);
          const extra = await made('/projects', { name: 'Extra', clientId: globex.id });
          const task = await made('/tasks', { summary: 'Plan', projectId: extra.id });
          await record('2026-07-01T07:00:00Z', '2026-07-01T08:00:00Z', true, task.id, [urgent.id]);
        },
        zone: 'europe/berlin',
        kept: true,
      },
      {
        // Edits: another project, week, labels and billable flag; a deletion.
        change: async () => {
          await edit(`/activities/${kept[2].id}`, activityFields, {
            projectId: app.id,
            start: '2026-08-10T09:00:00Z',
            end: '2026-08-10T11:00:00Z',
            billable: true,
            labelIds: [calls.id],
          });
          await edit(`/activities/${kept[0].id}`, activityFields, { labelIds: [] });
          await remove(`/activities/${kept[1].id}`);
        },
        zone: 'EUROPE/BERLIN',
        kept: true,
      },
      {
        // What the rows imply, not the rows: a task renamed and moved to another project, a project
        // moved to another client, a label renamed, a rate added.
        change: async () => {
          await edit(`/tasks/${write.id}`, ['url', 'parentTaskId'], { summary: 'Draft', projectId: app.id });
          await edit(`/projects/${app.id}`, ['name', 'icon', 'billableByDefault'], { clientId: acme.id });
          await edit(`/labels/${calls.id}`, ['color'], { name: 'Meetings' });
          await made('/rates', {
            clientId: globex.id,
            projectId: null,
            taskId: null,
            hourlyRate: '120',
            currency: 'USD',
            effectiveFrom: '2026-06-01T00:00:00Z',
          });
        },
        zone: 'Europe/BERLIN',
        kept: true,
      },
      {
        // The profile's zone: the dates are other instants, so the rows are read anew.
        change: () => setZone('Asia/Tokyo'),
        zone: 'asia/tokyo',
        kept: false,
      },
      {
        // The last activity of the range deleted, one outside the range added.
        change: async () => {
          await remove(`/activities/${kept[3].id}`);
          await record('2025-12-30T08:00:00Z', '2025-12-30T09:00:00Z', true, write.id);
        },
        zone: 'ASIA/TOKYO',
        kept: true,
      },
    ];
    for (const { change, zone, kept: fromKept } of rounds) {
      await change();
      for (const q of questions) {
        const before = updated.mock.calls.length;
        const answer = await asked(q);
        expect(answer.status).toBe(200);
        expect(updated.mock.calls.length).toBe(before + (fromKept ? 1 : 0));
        const fresh = await asked(`${q}&zoneId=${zone}`);
        expect(fresh.status).toBe(200);
        expect(answer.text).toBe(fresh.text);
        expect(answer.headers.get('etag')).toBe(fresh.headers.get('etag'));
      }
    }
    const all = (await asked(questions[0])).body;
    expect(all.amounts.map((a: any) => a.currency)).toEqual(['BHD', 'EUR', 'USD']);
    updated.mockRestore();
  });
});

/** Creates, edits (a PUT of `fields` as they are, with `changes`) and deletes the owner's records, each expected to succeed. */
function catalogWrites(owner: Owner) {
  return {
    made: async (path: string, body: object) => {
      const created = await owner.api.post(path, body);
      expect([created.status, created.body.detail ?? '']).toEqual([201, '']);
      return created.body;
    },
    edit: async (path: string, fields: string[], changes: object) => {
      const current = await owner.api.get(path);
      const edited = await owner.api.put(path, { ...pick(current.body, fields), ...changes }, { ifMatch: current.headers.get('etag')! });
      expect([path, edited.status, edited.body.detail ?? '']).toEqual([path, 200, '']);
    },
    remove: async (path: string) => {
      const current = await owner.api.get(path);
      expect((await owner.api.delete(path, { ifMatch: current.headers.get('etag')! })).status).toBe(204);
    },
  };
}

function pick(value: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in value).map((k) => [k, value[k]]));
}
