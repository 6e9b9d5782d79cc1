import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import Ajv2020 from 'ajv/dist/2020';
import Papa from 'papaparse';
import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';
import { parameterNames } from './support/openapi-doc';

const RECORD_TYPES = ['clients', 'projects', 'tasks', 'labels', 'activities', 'workSessions'] as const;

async function exportJson(owner: Owner): Promise<any> {
  const reply = await owner.api.get('/export');
  expect(reply.status).toBe(200);
  return reply.body;
}

async function exportZip(owner: Owner, version: number): Promise<Record<string, string>> {
  const response = await fetch(`${owner.api.base}/export?format=csv&version=${version}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.zip"$/);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const zip = (files: Record<string, string>): Buffer =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)]))));

/** What a failure must leave untouched: the revision and every record. */
async function state(owner: Owner) {
  const revision = (await owner.api.get('/clients')).body.revision;
  const { exportedAt: _ignored, ...doc } = await exportJson(owner);
  return { revision, doc };
}

function importJson(owner: Owner, body: unknown, key: string = uuid()) {
  return owner.api.post('/import', body, { idempotencyKey: key });
}

function importZip(owner: Owner, bytes: Buffer, key: string = uuid()) {
  return owner.api.request('POST', '/import', { raw: bytes, headers: { 'content-type': 'application/zip' }, idempotencyKey: key });
}

async function changesSince(owner: Owner, after: number): Promise<any[]> {
  const items: any[] = [];
  for (let cursor = after; ;) {
    const reply = await owner.api.get(`/changes?after=${cursor}`);
    expect(reply.status).toBe(200);
    items.push(...reply.body.items);
    if (reply.body.items.length === 0) return items;
    cursor = reply.body.nextSequence;
  }
}

const past = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe('portable interchange: GET /export, POST /import', () => {
  let server: TestServer;
  let source: Owner;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startServer();
    source = await newOwner(server);
    const api = source.api;
    ids.client = (await api.post('/clients', { name: 'Ünïcødé client ✓', color: '#123456' })).body.id;
    ids.project = (await api.post('/projects', { name: 'Project, "quoted"\nline', clientId: ids.client, icon: 'rocket' })).body.id;
    ids.parent = (
      await api.post('/tasks', {
        summary: 'Parent',
        url: 'https://example.com/1',
        projectId: ids.project,
        parentTaskId: null,
        externalReferences: [{ providerId: 'github', repositoryId: 'octo/repo', externalId: '17' }],
      })
    ).body.id;
    ids.child = (await api.post('/tasks', { summary: 'Child', url: null, projectId: ids.project, parentTaskId: ids.parent })).body.id;
    ids.label = (await api.post('/labels', { name: 'Focus', color: null })).body.id;
    const activity = await api.post('/activities', {
      start: '2026-03-28T10:00:00.123456789Z',
      end: '2026-03-28T11:30:00.000000001Z',
      taskId: ids.child,
      summary: 'Work',
      labelIds: [ids.label],
    });
    expect(activity.status).toBe(201);
    ids.activity = activity.body.id;
    ids.direct = (
      await api.post('/activities', { start: '2026-03-27T08:00:00Z', end: '2026-03-27T09:00:00Z', projectId: ids.project })
    ).body.id;
    ids.session = (
      await api.post('/work-sessions', {
        start: '2026-03-28T09:00:00Z',
        end: '2026-03-28T12:00:00Z',
        projectId: ids.project,
        summary: 'Session',
      })
    ).body.id;
  });
  afterAll(() => server.close());

  describe('GET /export', () => {
    it('answers a service-domain-v3 attachment with every owned record and nothing internal', async () => {
      const reply = await source.api.get('/export');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="time-tracking-export-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(reply.headers.get('etag')).toMatch(/^"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}"$/);
      const doc = reply.body;
      expect(Object.keys(doc)).toEqual(['format', 'exportedAt', 'zoneId', ...RECORD_TYPES]);
      expect(doc.format).toBe('service-domain-v3');
      expect(doc.zoneId).toBe('UTC');
      expect(doc.clients.map((c: any) => c.name).sort()).toEqual(['General', 'Ünïcødé client ✓']);
      expect(doc.clients.find((c: any) => c.name === 'General').general).toBe(true);
      expect(doc.projects).toEqual([{ id: ids.project, name: 'Project, "quoted"\nline', clientId: ids.client, icon: 'rocket' }]);
      expect(doc.tasks.find((t: any) => t.id === ids.parent).externalReferences).toEqual([
        { providerId: 'github', repositoryId: 'octo/repo', externalId: '17' },
      ]);
      expect(doc.tasks.find((t: any) => t.id === ids.child)).toEqual({
        id: ids.child,
        summary: 'Child',
        url: null,
        projectId: ids.project,
        parentTaskId: ids.parent,
        externalReferences: [],
      });
      expect(doc.labels).toHaveLength(9);
      expect(doc.activities).toEqual([
        {
          id: ids.direct,
          start: '2026-03-27T08:00:00Z',
          end: '2026-03-27T09:00:00Z',
          taskId: null,
          projectId: ids.project,
          summary: null,
          labelIds: [],
          manual: true,
        },
        {
          id: ids.activity,
          start: '2026-03-28T10:00:00.123456789Z',
          end: '2026-03-28T11:30:00.000000001Z',
          taskId: ids.child,
          projectId: null,
          summary: 'Work',
          labelIds: [ids.label],
          manual: true,
        },
      ]);
      expect(doc.workSessions).toEqual([
        {
          id: ids.session,
          clientId: ids.client,
          projectId: ids.project,
          summary: 'Session',
          start: '2026-03-28T09:00:00Z',
          end: '2026-03-28T12:00:00Z',
        },
      ]);
      expect(reply.headers.get('x-service-owner')).toBe(Buffer.from(source.ownerId).toString('base64url'));
      expect(reply.text).not.toContain(source.token);
      expect(reply.text).not.toContain(source.ownerId);
    });

    it("never contains another owner's data", async () => {
      const other = await newOwner(server);
      const doc = await exportJson(other);
      expect(JSON.stringify(doc)).not.toContain(ids.project);
      expect(doc.projects).toEqual([]);
      expect(doc.activities).toEqual([]);
    });

    it('writes CSV archives v3, v2 and v1 whose manifest declares every file present', async () => {
      const v3 = await exportZip(source, 3);
      const manifest = JSON.parse(v3['manifest.json']);
      expect(manifest).toMatchObject({ format: 'service-domain-csv', version: 3 });
      const names = manifest.files.map((f: any) => f.name);
      expect(names).toEqual(
        expect.arrayContaining(['clients.csv', 'projects.csv', 'tasks.csv', 'labels.csv', 'activities.csv', 'workSessions.csv']),
      );
      for (const name of names) expect(v3[name]).toBeDefined();
      const projects = Papa.parse<any>(v3['projects.csv'].replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
      expect(projects.data).toEqual([{ id: ids.project, name: 'Project, "quoted"\nline', clientId: ids.client, icon: 'rocket' }]);
      const activities = Papa.parse<any>(v3['activities.csv'].replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
      expect(activities.find((a: any) => a.id === ids.activity)).toMatchObject({
        start: '2026-03-28T10:00:00.123456789Z',
        end: '2026-03-28T11:30:00.000000001Z',
        duration: 'PT1H29M59.876543212S',
        summary: 'Work',
      });
      expect(Papa.parse<any>(v3['workSessions.csv'].replace(/^\uFEFF/, ''), { header: true }).meta.fields).toEqual(
        expect.arrayContaining(['clientId', 'summary']),
      );

      const v2 = await exportZip(source, 2);
      const names2 = JSON.parse(v2['manifest.json']).files.map((f: any) => f.name);
      expect(names2).toContain('workSessions.csv');
      expect(names2).not.toContain('clients.csv');
      for (const name of names2) expect(v2[name]).toBeDefined();
      expect(v2['clients.csv']).toBeUndefined();

      const v1 = await exportZip(source, 1);
      const names1 = JSON.parse(v1['manifest.json']).files.map((f: any) => f.name);
      expect(names1).not.toContain('workSessions.csv');
      expect(names1).not.toContain('clients.csv');
    });

    it('refuses bad queries and read-less credentials', async () => {
      expectProblem(await source.api.get('/export?format=xml'), 422, 'VALIDATION');
      expectProblem(await source.api.get('/export?format=csv&version=5'), 422, 'VALIDATION');
      expectProblem(await source.api.get('/export?unknown=1'), 400);
      expectProblem(await source.api.get('/export?format=json&version=2'), 422, 'VALIDATION');
      expect((await source.api.get('/export?format=json&version=3')).status).toBe(200);
      expectProblem(await source.api.get('/export', { token: null }), 401);
    });
  });

  describe('POST /import', () => {
    it('imports an export into a fresh account with fresh IDs, rewritten references and one event per record', async () => {
      const doc = await exportJson(source);
      const target = await newOwner(server);
      const before = Number((await target.api.get('/clients')).body.revision);
      const reply = await importJson(target, doc);
      expect(reply.status).toBe(201);
      expect(reply.body.format).toBe('service-domain-v3');
      // The General client maps onto the target's own General client; everything else is created.
      expect(reply.body.counts).toEqual({ clients: 1, projects: 1, tasks: 2, labels: 9, activities: 2, workSessions: 1 });
      const sourceIds = RECORD_TYPES.flatMap((t) => doc[t].map((r: any) => r.id));
      expect(Object.keys(reply.body.idMap).sort()).toEqual([...sourceIds].sort());
      for (const id of sourceIds) expect(reply.body.idMap[id]).not.toBe(id);
      const map = reply.body.idMap;
      const child = (await target.api.get(`/tasks/${map[ids.child]}`)).body;
      expect(child).toMatchObject({ summary: 'Child', projectId: map[ids.project], parentTaskId: map[ids.parent], version: 1 });
      const activity = (await target.api.get(`/activities/${map[ids.activity]}`)).body;
      expect(activity).toMatchObject({
        start: '2026-03-28T10:00:00.123456789Z',
        end: '2026-03-28T11:30:00.000000001Z',
        taskId: map[ids.child],
        labelIds: [map[ids.label]],
        manual: true,
      });
      const session = (await target.api.get(`/work-sessions/${map[ids.session]}`)).body;
      expect(session).toMatchObject({ clientId: map[ids.client], projectId: map[ids.project], summary: 'Session' });
      const found = await target.api.get('/tasks/by-external-reference?providerId=github&repositoryId=octo%2Frepo&externalId=17');
      expect(found.body.id).toBe(map[ids.parent]);

      const events = await changesSince(target, before);
      const total = Object.values(reply.body.counts as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(events).toHaveLength(total);
      expect(events.every((e) => e.changeType === 'created')).toBe(true);
      expect(new Set(events.map((e) => e.id))).toEqual(
        new Set(
          Object.values(map).filter(
            (id) => id !== (doc.clients.find((c: any) => c.general) && map[doc.clients.find((c: any) => c.general).id]),
          ),
        ),
      );
    });

    it('replays the same key and body with the original 201 and nothing new; another body is IDEMPOTENCY_KEY_REUSED', async () => {
      const target = await newOwner(server);
      const doc = {
        format: 'service-domain-v1',
        projects: [{ id: 'p1', name: 'P' }],
        tasks: [{ id: 't1', summary: 'T', projectId: 'p1' }],
        labels: [],
        activities: [],
      };
      const key = uuid();
      const first = await importJson(target, doc, key);
      expect(first.status).toBe(201);
      const after = await state(target);
      const again = await importJson(target, doc, key);
      expect(again.status).toBe(201);
      expect(again.text).toBe(first.text);
      expect(await state(target)).toEqual(after);
      expectProblem(await importJson(target, { ...doc, labels: [{ id: 'l1', name: 'L' }] }, key), 409, 'IDEMPOTENCY_KEY_REUSED');
      expect(await state(target)).toEqual(after);
    });

    it('imports a CSV archive (v3, v2, v1) exported elsewhere', async () => {
      for (const version of [3, 2, 1]) {
        const files = await exportZip(source, version);
        const target = await newOwner(server);
        const reply = await importZip(target, zip(files));
        expect(reply.status).toBe(201);
        expect(reply.body.format).toBe(`service-domain-v${version}`);
        expect(reply.body.counts.tasks).toBe(2);
        expect(reply.body.counts.workSessions).toBe(version >= 2 ? 1 : 0);
        expect(reply.body.counts.activities).toBe(version === 3 ? 2 : 1);
        const task = (await target.api.get(`/tasks/${reply.body.idMap[ids.child]}`)).body;
        expect(task.parentTaskId).toBe(reply.body.idMap[ids.parent]);
      }
    });

    it("puts v1/v2 projects and sessions under the importer's General client, folds title into summary and ignores workSessionId", async () => {
      const target = await newOwner(server);
      const general = (await target.api.get('/clients')).body.items.find((c: any) => c.name === 'General');
      const doc = {
        format: 'service-domain-v2',
        projects: [{ id: 'p', name: 'Legacy', icon: null }],
        tasks: [{ id: 't', summary: 'Task', url: null, projectId: 'p', parentTaskId: null }],
        labels: [],
        activities: [{ id: 'a', start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z', taskId: 't', workSessionId: 'gone' }],
        workSessions: [{ id: 'w', projectId: null, title: '  Old title ', start: '2026-01-01T09:00:00Z', end: '2026-01-01T12:00:00Z' }],
      };
      const reply = await importJson(target, doc);
      expect(reply.status).toBe(201);
      expect(reply.body.counts).toEqual({ clients: 0, projects: 1, tasks: 1, labels: 0, activities: 1, workSessions: 1 });
      expect((await target.api.get(`/projects/${reply.body.idMap.p}`)).body.clientId).toBe(general.id);
      const session = (await target.api.get(`/work-sessions/${reply.body.idMap.w}`)).body;
      expect(session).toMatchObject({ clientId: general.id, summary: 'Old title' });
      expect(session.title).toBeUndefined();
      const activity = (await target.api.get(`/activities/${reply.body.idMap.a}`)).body;
      expect(activity.workSessionId).toBeUndefined();
      expect(activity.manual).toBe(false);
    });

    it('takes any string as a source ID, "__proto__" included', async () => {
      const target = await newOwner(server);
      const doc = {
        format: 'service-domain-v1',
        projects: [{ id: '__proto__', name: 'P' }],
        tasks: [
          { id: 'constructor', summary: 'T', projectId: '__proto__' },
          { id: 'toString', summary: 'S', projectId: '__proto__', parentTaskId: 'constructor' },
        ],
        labels: [{ id: 'hasOwnProperty', name: 'L' }],
        activities: [
          { id: '🙂 id', start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z', taskId: 'toString', labelIds: ['hasOwnProperty'] },
        ],
      };
      const reply = await importJson(target, doc);
      expect(reply.status).toBe(201);
      const map = JSON.parse(reply.text).idMap;
      expect(Object.keys(map).sort()).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString', '🙂 id']);
      for (const id of Object.values(map)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const task = (await target.api.get(`/tasks/${map.toString}`)).body;
      expect(task).toMatchObject({ projectId: map['__proto__'], parentTaskId: map.constructor });
      expect((await target.api.get(`/activities/${map['🙂 id']}`)).body.labelIds).toEqual([map.hasOwnProperty]);
    });

    it("splits activities into the importer's local days (DST included), mapping the source ID to the last part", async () => {
      const target = await newOwner(server);
      const me = await target.api.get('/me');
      expect((await target.api.put('/me', { zoneId: 'Europe/Berlin' }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
      const doc = {
        format: 'service-domain-v1',
        projects: [{ id: 'p', name: 'P' }],
        tasks: [{ id: 't', summary: 'T', projectId: 'p' }],
        labels: [],
        // 2026-03-28 20:00 Berlin (CET) to 2026-03-29 22:00 Berlin (CEST): crosses one local midnight and the DST switch
        activities: [{ id: 'a', start: '2026-03-28T19:00:00.000000007Z', end: '2026-03-29T20:00:00Z', taskId: 't' }],
      };
      const reply = await importJson(target, doc);
      expect(reply.status).toBe(201);
      expect(reply.body.counts.activities).toBe(2);
      const page = await target.api.get('/activities?from=2026-03-28T00:00:00Z&to=2026-03-30T00:00:00Z');
      expect(page.body.items.map((a: any) => [a.start, a.end])).toEqual([
        ['2026-03-28T19:00:00.000000007Z', '2026-03-28T23:00:00Z'],
        ['2026-03-28T23:00:00Z', '2026-03-29T20:00:00Z'],
      ]);
      expect(reply.body.idMap.a).toBe(page.body.items[1].id);
      expect((await target.api.get('/me')).body.zoneId).toBe('Europe/Berlin');
    });
  });

  describe('POST /import failures leave no record, receipt or event', () => {
    let target: Owner;
    const base = () => ({
      format: 'service-domain-v3',
      clients: [{ id: 'c', name: 'C', color: '#000000' }],
      projects: [{ id: 'p', name: 'P', clientId: 'c', icon: null }],
      tasks: [
        { id: 't', summary: 'T', url: null, projectId: 'p', parentTaskId: null, externalReferences: [] },
        { id: 's', summary: 'S', url: null, projectId: 'p', parentTaskId: 't', externalReferences: [] },
      ],
      labels: [{ id: 'l', name: 'L', color: null }],
      activities: [
        {
          id: 'a',
          start: '2026-01-01T10:00:00Z',
          end: '2026-01-01T11:00:00Z',
          taskId: 't',
          projectId: null,
          summary: null,
          labelIds: ['l'],
          manual: false,
        },
      ],
      workSessions: [] as any[],
    });

    beforeAll(async () => {
      target = await newOwner(server);
      // An open activity and a linked identity of the importer's own.
      const task = await target.api.post('/tasks', {
        summary: 'Mine',
        url: null,
        projectId: null,
        parentTaskId: null,
        externalReferences: [{ providerId: 'jira', repositoryId: 'X', externalId: '1' }],
      });
      expect(task.status).toBe(201);
      expect((await target.api.post('/activities', { start: past(5), end: null, taskId: task.body.id })).status).toBe(201);
    });

    /** Runs a failing request, then proves nothing changed, and that the key was not consumed. */
    async function expectNothingWritten(send: (key: string) => Promise<any>, status: number, code?: string) {
      const before = await state(target);
      const key = uuid();
      const reply = await send(key);
      expectProblem(reply, status, code);
      expect(await state(target)).toEqual(before);
      // No receipt: the same key with a valid body now succeeds.
      if (status !== 400 || code !== 'IDEMPOTENCY_KEY_REQUIRED') {
        const ok = await importJson(target, { format: 'service-domain-v1', projects: [], tasks: [], labels: [], activities: [] }, key);
        expect(ok.status).toBe(201);
      }
      return reply;
    }

    it('requires an Idempotency-Key', async () => {
      const before = await state(target);
      expectProblem(await target.api.post('/import', base()), 400);
      expectProblem(await target.api.post('/import', base(), { idempotencyKey: 'nope' }), 400);
      expect(await state(target)).toEqual(before);
    });

    it('422 for a dangling reference, with the offending path', async () => {
      const doc = base();
      doc.activities[0].labelIds = ['missing'];
      const reply = await expectNothingWritten((key) => importJson(target, doc, key), 422, 'VALIDATION');
      expect(reply.body.errors).toEqual([expect.objectContaining({ field: '/activities/0/labelIds/0' })]);
    });

    it('422 for an unknown property (the schemas are closed) and for a missing one', async () => {
      const doc: any = base();
      doc.projects[0].owner = 'me';
      delete doc.tasks[0].summary;
      const reply = await expectNothingWritten((key) => importJson(target, doc, key), 422, 'VALIDATION');
      expect(reply.body.errors.map((e: any) => e.field).sort()).toEqual(['/projects/0/owner', '/tasks/0/summary']);
    });

    it('422 for an unknown or newer format', async () => {
      await expectNothingWritten((key) => importJson(target, { ...base(), format: 'service-domain-v4' }, key), 422, 'VALIDATION');
      await expectNothingWritten((key) => importJson(target, [base()], key), 422, 'VALIDATION');
    });

    it('422 for hierarchy violations: a subtask in another project, self-parenting and cycles', async () => {
      const moved: any = base();
      moved.projects.push({ id: 'p2', name: 'P2', clientId: 'c', icon: null });
      moved.tasks[1].projectId = 'p2';
      expect((await expectNothingWritten((key) => importJson(target, moved, key), 422, 'VALIDATION')).body.errors[0].field).toBe(
        '/tasks/1/projectId',
      );
      const cycle: any = base();
      cycle.tasks[0].parentTaskId = 's';
      await expectNothingWritten((key) => importJson(target, cycle, key), 422, 'VALIDATION');
      const self: any = base();
      self.tasks[0].parentTaskId = 't';
      await expectNothingWritten((key) => importJson(target, self, key), 422, 'VALIDATION');
    });

    it('422 for bad values: whitespace names, a start after the server clock, an end before the start, duplicate source IDs', async () => {
      const blank: any = base();
      blank.labels[0].name = '   ';
      await expectNothingWritten((key) => importJson(target, blank, key), 422, 'VALIDATION');
      const future: any = base();
      future.activities[0].start = new Date(Date.now() + 3_600_000).toISOString();
      future.activities[0].end = null;
      await expectNothingWritten((key) => importJson(target, future, key), 422, 'VALIDATION');
      const backwards: any = base();
      backwards.activities[0].end = '2026-01-01T09:00:00Z';
      await expectNothingWritten((key) => importJson(target, backwards, key), 422, 'VALIDATION');
      const duplicate: any = base();
      duplicate.labels.push({ id: 'p', name: 'Clash', color: null });
      await expectNothingWritten((key) => importJson(target, duplicate, key), 422, 'VALIDATION');
      const badMonth: any = base();
      badMonth.activities[0].start = '2026-13-01T10:00:00Z';
      await expectNothingWritten((key) => importJson(target, badMonth, key), 422, 'VALIDATION');
    });

    it('422 naming the field for an instant outside the stored range (64-bit nanoseconds), not a 500', async () => {
      for (const [start, end] of [
        ['1000-01-01T00:00:00Z', '1000-01-01T01:00:00Z'],
        ['1677-09-21T00:12:43.145224191Z', '2026-01-01T09:00:00Z'],
      ]) {
        const old: any = base();
        old.activities[0].start = start;
        old.activities[0].end = end;
        const reply = await expectNothingWritten((key) => importJson(target, old, key), 422, 'VALIDATION');
        expect(reply.body.errors).toEqual(
          expect.arrayContaining([{ field: '/activities/0/start', message: expect.stringMatching(/supported range/) }]),
        );
      }
      const late: any = base();
      late.workSessions = [
        { id: 'w', clientId: 'c', projectId: null, summary: null, start: '2026-01-01T09:00:00Z', end: '2300-01-01T00:00:00Z' },
      ];
      const reply = await expectNothingWritten((key) => importJson(target, late, key), 422, 'VALIDATION');
      expect(reply.body.errors).toEqual(
        expect.arrayContaining([{ field: '/workSessions/0/end', message: expect.stringMatching(/supported range/) }]),
      );
    });

    it('422 for two open activities, or an open one while the importer has one open', async () => {
      const two: any = base();
      two.activities[0].end = null;
      two.activities.push({ ...two.activities[0], id: 'b', start: past(10) });
      await expectNothingWritten((key) => importJson(target, two, key), 422, 'VALIDATION');
      const one: any = base();
      one.activities[0].end = null;
      one.activities[0].start = past(1);
      const reply = await expectNothingWritten((key) => importJson(target, one, key), 422, 'VALIDATION');
      expect(reply.body.errors[0].field).toBe('/activities/0/end');
    });

    it('409 for an external identity the importer already has linked', async () => {
      const doc: any = base();
      doc.tasks[0].externalReferences = [{ providerId: 'jira', repositoryId: 'X', externalId: '1' }];
      // also open, while the importer has an open activity: the identity collision is what it answers
      doc.activities[0].end = null;
      doc.activities[0].start = past(1);
      const reply = await expectNothingWritten((key) => importJson(target, doc, key), 409, 'EXTERNAL_REFERENCE_CONFLICT');
      expect(reply.body.errors).toEqual([expect.objectContaining({ field: '/tasks/0/externalReferences/0' })]);
    });

    it('413 over 10,000 records of one type, and over 20 MiB', async () => {
      const many: any = base();
      many.labels = Array.from({ length: 10_001 }, (_, i) => ({ id: `l${i}`, name: `L${i}`, color: null }));
      many.activities[0].labelIds = [];
      await expectNothingWritten((key) => importJson(target, many, key), 413);
      const huge: any = base();
      huge.padding = 'x'.repeat(21 * 1024 * 1024);
      await expectNothingWritten((key) => importJson(target, huge, key), 413);
      // Activities count as the local-day records they are stored as: three decades are 10,958 of them.
      const decades: any = base();
      decades.activities = [
        { ...decades.activities[0], id: 'd1', start: '1996-01-01T00:00:00Z', end: '2006-01-01T00:00:00Z' },
        { ...decades.activities[0], id: 'd2', start: '2006-01-01T00:00:00Z', end: '2016-01-01T00:00:00Z' },
        { ...decades.activities[0], id: 'd3', start: '2016-01-01T00:00:00Z', end: '2026-01-01T00:00:00Z' },
      ];
      const split = await expectNothingWritten((key) => importJson(target, decades, key), 413);
      expect(split.body.detail).toMatch(/^activities: 10958 local-day records/);
    });

    it('415 for other media types; application/zip only on /import', async () => {
      await expectNothingWritten(
        (key) => target.api.request('POST', '/import', { raw: 'format=x', headers: { 'content-type': 'text/plain' }, idempotencyKey: key }),
        415,
      );
      const before = await state(target);
      expectProblem(
        await target.api.request('POST', '/clients', { raw: zip({ 'a.txt': 'x' }), headers: { 'content-type': 'application/zip' } }),
        415,
      );
      expect(await state(target)).toEqual(before);
    });

    it('422 for broken archives: not a ZIP, a newer version, a declared file missing', async () => {
      await expectNothingWritten((key) => importZip(target, Buffer.from('not a zip at all'), key), 422, 'VALIDATION');
      const files = await exportZip(source, 3);
      const manifest = JSON.parse(files['manifest.json']);
      const newer = await expectNothingWritten(
        (key) => importZip(target, zip({ ...files, 'manifest.json': JSON.stringify({ ...manifest, version: 5 }) }), key),
        422,
        'VALIDATION',
      );
      expect(newer.body.errors[0].field).toBe('/manifest.json/version');
      const { ['labels.csv']: _gone, ...missing } = files;
      await expectNothingWritten((key) => importZip(target, zip(missing), key), 422, 'VALIDATION');
    });

    it('403 with a read-only token', async () => {
      const reader = await newOwner(server, ['read']);
      const before = await state(reader);
      expectProblem(await importJson(reader, base()), 403);
      expect(await state(reader)).toEqual(before);
    });
  });

  it('export is 413 when the owner has more than 10,000 records of one type', async () => {
    const owner = await newOwner(server);
    const labels = Array.from({ length: 10_000 }, (_, i) => ({ id: `l${i}`, name: `Label ${i}`, color: null }));
    const reply = await importJson(owner, { format: 'service-domain-v1', projects: [], tasks: [], labels, activities: [] });
    expect(reply.status).toBe(201);
    // plus the eight default labels
    expectProblem(await owner.api.get('/export'), 413);
  });

  it('export is 413 when the document would be larger than 20 MiB', async () => {
    const owner = await newOwner(server);
    const summary = `${'a'.repeat(3998)}ä`;
    // Two imports under the body limit, together over the transfer limit.
    for (const batch of [0, 1]) {
      const activities = Array.from({ length: 3000 }, (_, i) => ({
        id: `a${i}`,
        start: new Date(Date.UTC(2025, 0, 1) + (batch * 3000 + i) * 60_000).toISOString(),
        end: null as string | null,
        taskId: 't',
        summary,
      })).map((a) => ({ ...a, end: new Date(Date.parse(a.start) + 30_000).toISOString() }));
      const reply = await importJson(owner, {
        format: 'service-domain-v1',
        projects: [],
        tasks: [{ id: 't', summary: 'T' }],
        labels: [],
        activities,
      });
      expect(reply.status).toBe(201);
    }
    expectProblem(await owner.api.get('/export'), 413);
    // The CSV archive compresses well under the limit.
    expect((await owner.api.get('/export?format=csv&version=3')).status).toBe(200);
  });

  it('/openapi.json documents both routes, their media types and the closed schemas', async () => {
    const doc = (await server.api.get('/openapi.json')).body;
    const exportOp = doc.paths['/api/v1/export'].get;
    expect(Object.keys(exportOp.responses['200'].content).sort()).toEqual(['application/json', 'application/zip']);
    expect(Object.keys(exportOp.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '413', '422']));
    const importOp = doc.paths['/api/v1/import'].post;
    expect(Object.keys(importOp.requestBody.content).sort()).toEqual(['application/json', 'application/zip']);
    expect(Object.keys(importOp.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '413', '415', '422']));
    expect(parameterNames(doc, importOp)).toContain('Idempotency-Key');
    for (const name of ['ServiceDomainV1', 'ServiceDomainV2', 'ServiceDomainV3', 'ServiceDomainV4']) {
      expect(doc.components.schemas[name].additionalProperties).toBe(false);
    }
    expect(doc.components.schemas.ServiceDomainV3.properties.clients.items.additionalProperties).toBe(false);
    // What the export writes is a valid instance of the published closed schema.
    const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(doc.components.schemas.ServiceDomainV3);
    const exported = await exportJson(source);
    const valid = validate(exported);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // and the v4 export of the published v4 schema
    expect(doc.components.schemas.ServiceDomainV4.additionalProperties).toBe(false);
    const validate4 = new Ajv2020({ strict: false, validateFormats: false }).compile(doc.components.schemas.ServiceDomainV4);
    const exported4 = (await source.api.get('/export?version=4')).body;
    expect(exported4.format).toBe('service-domain-v4');
    const valid4 = validate4(exported4);
    expect(validate4.errors ?? []).toEqual([]);
    expect(valid4).toBe(true);
  });
});
