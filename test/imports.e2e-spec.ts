import { createHash } from 'node:crypto';
import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

/** External time-tracking import over HTTP: every rule of api-v1.md and decisions.md `/imports`. */

type Entry = Record<string, unknown>;
const entry = (row: number, start: string, end: string, extra: Entry = {}): Entry => ({
  row,
  sourceId: null,
  start,
  end,
  client: null,
  project: null,
  task: null,
  description: null,
  tags: [],
  ...extra,
});

const fingerprint = (start: string, end: string, e: Entry) =>
  createHash('sha256')
    .update(JSON.stringify([start, end, e.client, e.project, e.task, e.description, [...(e.tags as string[])].sort()]), 'utf8')
    .digest('hex');

const ALL = 'from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';

async function activities(owner: Owner): Promise<any[]> {
  const all: any[] = [];
  let cursor: string | null = null;
  do {
    const page: any = await owner.api.get(`/activities?${ALL}&limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    all.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return all;
}

async function revision(owner: Owner): Promise<number> {
  return (await owner.api.get(`/activities?${ALL}&limit=1`)).body.revision;
}

async function events(owner: Owner, after: number): Promise<Array<[string, string, string]>> {
  const feed = await owner.api.get(`/changes?after=${after}`);
  return feed.body.items.map((e: any) => [e.entityType, e.changeType, e.id]);
}

async function setZone(owner: Owner, zoneId: string) {
  const me = await owner.api.get('/me');
  const reply = await owner.api.put('/me', { zoneId }, { ifMatch: me.headers.get('etag')! });
  expect(reply.status).toBe(200);
}

const createAll = (entries: Entry[]) => {
  const names = (k: string) => [...new Set(entries.map((e) => e[k]).filter((v) => v !== null))] as string[];
  return {
    clients: names('client').map((name) => ({ name, action: 'create' })),
    projects: [
      ...new Map(
        entries
          .filter((e) => e.project !== null)
          .map((e) => [JSON.stringify([e.client, e.project]), { client: e.client, name: e.project, action: 'create' }]),
      ).values(),
    ],
    tasks: [
      ...new Map(
        entries
          .filter((e) => e.task !== null)
          .map((e) => [
            JSON.stringify([e.client, e.project, e.task]),
            { client: e.client, project: e.project, name: e.task, action: 'create' },
          ]),
      ).values(),
    ],
    labels: [...new Set(entries.flatMap((e) => e.tags as string[]))].map((name) => ({ name, action: 'create' })),
  };
};

async function newJob(owner: Owner, entries: Entry[], extra: Entry = {}) {
  const reply = await owner.api.post('/imports', {
    source: 'toggl',
    fileName: 'export.csv',
    fileSha256: 'a'.repeat(64),
    sourceZoneId: 'Europe/Berlin',
    mappings: createAll(entries),
    selectedCount: entries.length,
    ...extra,
  });
  expect(reply.status).toBe(201);
  return reply.body;
}

async function commit(owner: Owner, jobId: string, index: number, entries: Entry[], decisions?: unknown[]) {
  const preview = await owner.api.post(`/imports/${jobId}/batches/${index}/preview`, { entries, ...(decisions ? { decisions } : {}) });
  expect(preview.status).toBe(200);
  return owner.api.post(`/imports/${jobId}/batches/${index}`, {
    previewToken: preview.body.previewToken,
    entries,
    ...(decisions ? { decisions } : {}),
  });
}

async function undoAll(owner: Owner, jobId: string, decide: (r: any) => 'KEEP' | 'DELETE' | undefined = () => undefined) {
  const preview = await owner.api.post(`/imports/${jobId}/undo/preview`, {});
  expect(preview.status).toBe(200);
  const decisions = preview.body.records.flatMap((r: any) => (decide(r) ? [{ id: r.id, action: decide(r) }] : []));
  const undo = await owner.api.post(`/imports/${jobId}/undo`, { undoToken: preview.body.undoToken, decisions });
  expect(undo.status).toBe(200);
  return { preview: preview.body, undo: undo.body };
}

describe('external time-tracking import (/imports)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  describe('POST /imports/preview', () => {
    it('answers rows, statuses and catalog matches and writes nothing', async () => {
      const owner = await newOwner(server);
      const client = (await owner.api.post('/clients', { name: 'Acme', color: '#112233' })).body;
      const before = await revision(owner);
      const entries = [
        entry(2, '2026-03-10T09:00:00', '2026-03-10T10:30:00', {
          client: 'Acme',
          project: 'Web',
          task: 'Design',
          description: 'Mock-ups',
          tags: ['b', 'a'],
        }),
        entry(3, '2026-03-29T02:30:00', '2026-03-29T04:00:00'),
        entry(4, '2026-10-25T02:30:00', '2026-10-25T03:30:00'),
        entry(5, '2026-03-10T11:00:00', '2026-03-10T11:00:00'),
        entry(6, '2099-01-01T10:00:00', '2099-01-01T11:00:00'),
        entry(7, '2026-03-10T11:00:00', '2026-03-10T12:00:00', { client: 'x'.repeat(201) }),
        entry(8, '2026-03-10T22:00:00', '2026-03-11T02:00:00'),
        entry(9, '2026-03-10T08:00:00Z', '2026-03-10T11:00:00+02:00', { sourceId: 'src-1' }),
      ];
      const reply = await owner.api.post('/imports/preview', { sourceZoneId: 'Europe/Berlin', entries });
      expect(reply.status).toBe(200);
      expect(reply.body.zoneId).toBe('UTC');
      expect(reply.body.sourceZoneId).toBe('Europe/Berlin');
      const rows = reply.body.rows;
      expect(rows[0]).toEqual({
        row: 2,
        fingerprint: fingerprint('2026-03-10T08:00:00Z', '2026-03-10T09:30:00Z', entries[0]),
        start: '2026-03-10T08:00:00Z',
        end: '2026-03-10T09:30:00Z',
        dayParts: 1,
        status: 'new',
        matches: [],
        problems: [],
      });
      expect(rows.map((r: any) => r.status)).toEqual(['new', 'invalid', 'invalid', 'invalid', 'invalid', 'invalid', 'new', 'new']);
      expect(rows[1].problems[0].code).toBe('NONEXISTENT_LOCAL_TIME');
      expect(rows[1].start).toBeNull();
      expect(rows[1].fingerprint).toBeNull();
      expect(rows[2].problems[0].code).toBe('AMBIGUOUS_LOCAL_TIME');
      expect(rows[3].problems[0].code).toBe('END_NOT_AFTER_START');
      expect(rows[4].problems[0].code).toBe('START_IN_FUTURE');
      expect(rows[5].problems[0].code).toBe('NAME_TOO_LONG');
      // 21:00Z..01:00Z crosses the UTC midnight of the account zone.
      expect(rows[6]).toMatchObject({ start: '2026-03-10T21:00:00Z', end: '2026-03-11T01:00:00Z', dayParts: 2 });
      expect(rows[7]).toMatchObject({ start: '2026-03-10T08:00:00Z', end: '2026-03-10T09:00:00Z' });
      expect(reply.body.catalog).toEqual({
        clients: [
          { name: 'Acme', id: client.id },
          { name: 'x'.repeat(201), id: null },
        ],
        projects: [{ client: 'Acme', name: 'Web', id: null }],
        tasks: [{ client: 'Acme', project: 'Web', name: 'Design', id: null }],
        labels: [
          { name: 'b', id: null },
          { name: 'a', id: null },
        ],
      });
      expect(await revision(owner)).toBe(before);
      expect(await activities(owner)).toEqual([]);
    });

    it('is allowed with read permission; over 100 entries is 413; an unknown zone 422; a bad shape 400', async () => {
      const owner = await newOwner(server);
      const reader = await server.api.post(
        '/auth/tokens',
        { name: 'r', permissions: ['read'] },
        { headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf } },
      );
      const readOnly = owner.api.as(reader.body.token);
      const one = [entry(1, '2026-01-05T09:00:00', '2026-01-05T10:00:00')];
      expect((await readOnly.post('/imports/preview', { sourceZoneId: 'UTC', entries: one })).status).toBe(200);
      expectProblem(
        await readOnly.post('/imports', {
          source: 'toggl',
          fileName: 'f.csv',
          fileSha256: 'b'.repeat(64),
          sourceZoneId: 'UTC',
          mappings: {},
          selectedCount: 1,
        }),
        403,
      );
      const many = Array.from({ length: 101 }, (_, i) => entry(i + 1, '2026-01-05T09:00:00', '2026-01-05T10:00:00', { occurrence: i + 1 }));
      expectProblem(await owner.api.post('/imports/preview', { sourceZoneId: 'UTC', entries: many }), 413);
      expectProblem(await owner.api.post('/imports/preview', { sourceZoneId: 'Mars/Base', entries: one }), 422, 'VALIDATION');
      const { tags: _tags, ...missing } = one[0];
      expectProblem(await owner.api.post('/imports/preview', { sourceZoneId: 'UTC', entries: [missing] }), 400);
      expectProblem(await owner.api.post('/imports/preview', { sourceZoneId: 'UTC', entries: [{ ...one[0], extra: 1 }] }), 400);
      expectProblem(await owner.api.post('/imports/preview', { sourceZoneId: 'UTC', entries: [{ ...one[0], start: 'yesterday' }] }), 422);
    });

    it('a leap second or a time storage cannot hold is an invalid row, never a guess nor a failed request; a batch with one is 422', async () => {
      const owner = await newOwner(server);
      const entries = [
        // Temporal reads :60 as :59; the service has no leap seconds and never guesses.
        entry(1, '2016-12-31T23:59:60', '2017-01-01T00:30:00'),
        entry(2, '2016-12-31T23:59:60Z', '2017-01-01T00:30:00Z'),
        // Instants formatInstant cannot write (before year 1, after 9999) and ones a bigint column cannot hold.
        entry(3, '0001-01-01T00:00:00', '0001-01-01T01:00:00'),
        entry(4, '9999-12-31T23:00:00+00:00', '9999-12-31T23:30:00-01:00'),
        entry(5, '1677-09-21T00:12:43.145224191Z', '1677-09-21T01:00:00Z'),
        entry(6, '2026-01-05T09:00:00Z', '2262-04-11T23:47:16.854775808Z'),
        entry(7, '1677-09-21T00:12:43.145224192Z', '1677-09-21T01:00:00Z'),
      ];
      const reply = await owner.api.post('/imports/preview', { sourceZoneId: 'Europe/Berlin', entries });
      expect(reply.status).toBe(200);
      expect(reply.body.rows.map((r: any) => [r.row, r.status, r.problems.map((p: any) => p.code)])).toEqual([
        [1, 'invalid', ['MALFORMED_TIME']],
        [2, 'invalid', ['MALFORMED_TIME']],
        [3, 'invalid', ['TIME_OUT_OF_RANGE', 'TIME_OUT_OF_RANGE']],
        [4, 'invalid', ['TIME_OUT_OF_RANGE', 'TIME_OUT_OF_RANGE']],
        [5, 'invalid', ['TIME_OUT_OF_RANGE']],
        [6, 'invalid', ['TIME_OUT_OF_RANGE']],
        [7, 'new', []],
      ]);
      expect(reply.body.rows[0]).toMatchObject({ start: null, fingerprint: null });
      expect(reply.body.rows[6]).toMatchObject({ start: '1677-09-21T00:12:43.145224192Z', end: '1677-09-21T01:00:00Z', dayParts: 1 });
      const job = await newJob(owner, entries);
      const preview = await owner.api.post(`/imports/${job.id}/batches/0/preview`, { entries });
      expect(preview.status).toBe(200);
      const before = await revision(owner);
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: preview.body.previewToken, entries }), 422);
      expect(await revision(owner)).toBe(before);
    });
  });

  describe('jobs', () => {
    it('creates an immutable job with Location and ETag; lists newest first; foreign jobs are 404', async () => {
      const owner = await newOwner(server);
      const before = await revision(owner);
      const first = await owner.api.post('/imports', {
        source: 'clockify',
        fileName: 'Clockify.csv',
        fileSha256: 'c'.repeat(64),
        sourceZoneId: 'america/new_york',
        mappings: { clients: [{ name: 'Acme', action: 'create' }] },
        selectedCount: 3,
      });
      expect(first.status).toBe(201);
      expect(first.headers.get('location')).toBe(`/api/v1/imports/${first.body.id}`);
      expect(first.headers.get('etag')).toBeTruthy();
      expect(first.body).toEqual({
        id: first.body.id,
        ownerId: owner.ownerId,
        version: 1,
        source: 'clockify',
        fileName: 'Clockify.csv',
        fileSha256: 'c'.repeat(64),
        sourceZoneId: 'America/New_York',
        zoneId: 'UTC',
        mappings: { clients: [{ name: 'Acme', action: 'create' }], projects: [], tasks: [], labels: [] },
        selectedCount: 3,
        status: 'open',
        createdAt: expect.stringMatching(/Z$/),
        batches: [],
        counts: { created: 0, reused: 0, skipped: 0, removed: 0, kept: 0 },
      });
      // Jobs emit no change events.
      expect(await revision(owner)).toBe(before);
      const second = await newJob(owner, []);
      const list = await owner.api.get('/imports');
      expect(list.status).toBe(200);
      expect(list.body.items.map((j: any) => j.id)).toEqual([second.id, first.body.id]);
      const paged = await owner.api.get('/imports?limit=1');
      expect(paged.body.items.map((j: any) => j.id)).toEqual([second.id]);
      const rest = await owner.api.get(`/imports?limit=1&cursor=${encodeURIComponent(paged.body.nextCursor)}`);
      expect(rest.body.items.map((j: any) => j.id)).toEqual([first.body.id]);
      expect((await owner.api.get(`/imports/${first.body.id}`)).body).toEqual(first.body);

      const other = await newOwner(server);
      expectProblem(await other.api.get(`/imports/${first.body.id}`), 404, 'NOT_FOUND');
      expectProblem(await other.api.post(`/imports/${first.body.id}/batches/0/preview`, { entries: [] }), 404);
      expectProblem(await other.api.post(`/imports/${first.body.id}/batches/0`, { previewToken: 'x', entries: [] }), 404);
      expectProblem(await other.api.post(`/imports/${first.body.id}/undo/preview`, {}), 404);
      expect((await other.api.get('/imports')).body.items).toEqual([]);
      // A use mapping of another owner's record is 404; a use without id 422; an unknown source 422.
      const foreignClient = (await owner.api.post('/clients', { name: 'Mine', color: '#000000' })).body.id;
      expectProblem(
        await other.api.post('/imports', {
          source: 'toggl',
          fileName: 'f',
          fileSha256: 'd'.repeat(64),
          sourceZoneId: 'UTC',
          mappings: { clients: [{ name: 'Mine', action: 'use', id: foreignClient }] },
          selectedCount: 1,
        }),
        404,
      );
      expectProblem(
        await other.api.post('/imports', {
          source: 'toggl',
          fileName: 'f',
          fileSha256: 'd'.repeat(64),
          sourceZoneId: 'UTC',
          mappings: { clients: [{ name: 'Mine', action: 'use' }] },
          selectedCount: 1,
        }),
        422,
      );
      expectProblem(
        await other.api.post('/imports', {
          source: 'excel',
          fileName: 'f',
          fileSha256: 'd'.repeat(64),
          sourceZoneId: 'UTC',
          mappings: {},
          selectedCount: 1,
        }),
        422,
      );
      // Jobs are not part of the public export.
      const exported = await owner.api.get('/export');
      if (exported.status === 200) expect(exported.text).not.toContain(first.body.id);
    });
  });

  describe('batches', () => {
    it('commits a batch atomically: catalog records once, activities with every daily part, events, outcome, counts', async () => {
      const owner = await newOwner(server);
      await setZone(owner, 'Europe/Berlin');
      const entries = [
        entry(2, '2026-03-10T09:00:00', '2026-03-10T10:30:00', {
          client: 'Acme',
          project: 'Web',
          task: 'Design',
          description: '  Mock-ups ',
          tags: ['review', 'ux'],
        }),
        entry(3, '2026-03-10T22:00:00', '2026-03-11T01:00:00', { client: 'Acme', project: 'Web', description: '   ' }),
        entry(4, '2026-03-12T09:00:00', '2026-03-12T09:15:00', { client: 'Acme', description: 'Call', tags: ['ux'] }),
      ];
      const job = await newJob(owner, entries);
      const before = await revision(owner);
      const preview = await owner.api.post(`/imports/${job.id}/batches/0/preview`, { entries });
      expect(preview.status).toBe(200);
      expect(preview.body.rows.map((r: any) => [r.status, r.dayParts])).toEqual([
        ['new', 1],
        ['new', 2],
        ['new', 1],
      ]);
      expect(await revision(owner)).toBe(before);
      const reply = await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: preview.body.previewToken, entries });
      expect(reply.status).toBe(201);
      const outcome = reply.body;
      expect(outcome).toEqual({
        index: 0,
        created: [
          { row: 2, activityIds: [expect.any(String)] },
          { row: 3, activityIds: [expect.any(String), expect.any(String)] },
          { row: 4, activityIds: [expect.any(String)] },
        ],
        reused: [],
        skipped: [],
        committedAt: expect.stringMatching(/Z$/),
      });
      const stored = await activities(owner);
      expect(stored).toHaveLength(4);
      const task = (await owner.api.get('/tasks')).body.items[0];
      const project = (await owner.api.get('/projects')).body.items.find((p: any) => p.name === 'Web');
      const acme = (await owner.api.get('/clients')).body.items.find((c: any) => c.name === 'Acme');
      const labels = (await owner.api.get('/labels?q=ux')).body.items.concat((await owner.api.get('/labels?q=review')).body.items);
      expect(acme.color).toBe('#9E9E9E');
      expect(project.clientId).toBe(acme.id);
      expect(task).toMatchObject({ summary: 'Design', projectId: project.id, url: null, parentTaskId: null });
      expect(labels.map((l: any) => l.color)).toEqual([null, null]);
      const [first, secondA, secondB, third] = stored;
      expect(first).toMatchObject({
        id: outcome.created[0].activityIds[0],
        start: '2026-03-10T08:00:00Z',
        end: '2026-03-10T09:30:00Z',
        taskId: task.id,
        projectId: null,
        summary: 'Mock-ups',
        manual: true,
      });
      expect(first.labelIds).toEqual(labels.map((l: any) => l.id).sort());
      expect(secondA).toMatchObject({
        id: outcome.created[1].activityIds[0],
        start: '2026-03-10T21:00:00Z',
        end: '2026-03-10T23:00:00Z',
        taskId: null,
        projectId: project.id,
        summary: null,
        manual: true,
      });
      expect(secondB).toMatchObject({ id: outcome.created[1].activityIds[1], start: '2026-03-10T23:00:00Z', end: '2026-03-11T00:00:00Z' });
      // A client alone gives no project.
      expect(third).toMatchObject({ taskId: null, projectId: null, summary: 'Call' });
      const feed = await events(owner, before);
      expect(feed).toHaveLength(4 + 5);
      expect(feed.every(([, change]) => change === 'created')).toBe(true);
      expect(new Set(feed.filter(([type]) => type === 'activity').map(([, , id]) => id))).toEqual(new Set(stored.map((a) => a.id)));

      const jobNow = (await owner.api.get(`/imports/${job.id}`)).body;
      expect(jobNow).toMatchObject({
        version: 2,
        status: 'open',
        batches: [outcome],
        counts: { created: 3, reused: 0, skipped: 0, removed: 0, kept: 0 },
      });

      // The second batch reuses the catalog records the first one created.
      const more = [
        entry(5, '2026-03-13T09:00:00', '2026-03-13T10:00:00', { client: 'Acme', project: 'Web', task: 'Design', tags: ['ux'] }),
      ];
      const second = await commit(owner, job.id, 1, more);
      expect(second.status).toBe(201);
      expect((await owner.api.get('/tasks')).body.items).toHaveLength(1);
      expect((await owner.api.get('/clients')).body.items.filter((c: any) => c.name === 'Acme')).toHaveLength(1);
    });

    it('maps onto existing records checked once per batch: a target deleted after the job was made refuses the batch, the others write', async () => {
      const owner = await newOwner(server);
      const clientId = (await owner.api.post('/clients', { name: 'Mine', color: '#112233' })).body.id;
      const kept = await owner.api.post('/projects', { name: 'Kept', clientId });
      const gone = await owner.api.post('/projects', { name: 'Gone', clientId });
      expect([kept.status, gone.status]).toEqual([201, 201]);
      const entries = [
        entry(2, '2026-03-10T09:00:00', '2026-03-10T10:00:00', { project: 'Web' }),
        entry(3, '2026-03-10T11:00:00', '2026-03-10T12:00:00', { project: 'Old' }),
      ];
      const mappings = {
        clients: [],
        projects: [
          { client: null, name: 'Web', action: 'use', id: kept.body.id },
          { client: null, name: 'Old', action: 'use', id: gone.body.id },
        ],
        tasks: [],
        labels: [],
      };
      const job = await newJob(owner, entries, { mappings });
      expect((await owner.api.delete(`/projects/${gone.body.id}`, { ifMatch: gone.headers.get('etag')! })).status).toBe(204);
      const before = await revision(owner);
      const refused = await commit(owner, job.id, 0, entries);
      expectProblem(refused, 422, 'VALIDATION');
      expect(refused.body.detail).toMatch(/Row 3: the project the job maps Old onto no longer exists/);
      expect(await revision(owner)).toBe(before);
      // Without the row that names the deleted project, the batch writes onto the kept one.
      const written = await commit(owner, job.id, 0, entries.slice(0, 1));
      expect(written.status).toBe(201);
      expect((await activities(owner)).map((a) => a.projectId)).toEqual([kept.body.id]);
    });

    it('replays a committed batch (also after a dropped reply), refuses conflicting input, keeps order, and serialises concurrent commits', async () => {
      const owner = await newOwner(server);
      const entries = [
        entry(1, '2026-02-02T09:00:00', '2026-02-02T10:00:00', { sourceId: 'A' }),
        entry(2, '2026-02-02T10:00:00', '2026-02-02T11:00:00', { sourceId: 'B' }),
      ];
      const job = await newJob(owner, entries);
      const outOfOrder = await owner.api.post(`/imports/${job.id}/batches/1/preview`, { entries });
      expectProblem(
        await owner.api.post(`/imports/${job.id}/batches/1`, { previewToken: outOfOrder.body.previewToken, entries }),
        409,
        'BATCH_OUT_OF_ORDER',
      );
      const preview = await owner.api.post(`/imports/${job.id}/batches/0/preview`, { entries });
      const body = { previewToken: preview.body.previewToken, entries };
      // Two concurrent commits of the same batch: one outcome.
      const [a, b] = await Promise.all([
        owner.api.post(`/imports/${job.id}/batches/0`, body),
        owner.api.post(`/imports/${job.id}/batches/0`, body),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(a.body).toEqual(b.body);
      expect(await activities(owner)).toHaveLength(2);
      // The reply was lost: the client reads the job, then retries; the stored outcome comes back.
      const before = await revision(owner);
      const job1 = (await owner.api.get(`/imports/${job.id}`)).body;
      expect(job1.batches).toEqual([a.body]);
      const retry = await owner.api.post(`/imports/${job.id}/batches/0`, body);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(a.body);
      expect(await revision(owner)).toBe(before);
      // Even a stale token or a later undo does not change the replay.
      expect((await owner.api.post(`/imports/${job.id}/batches/0`, { ...body, previewToken: 'whatever' })).body).toEqual(a.body);
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/0`, { ...body, entries: [entries[0]] }), 409, 'BATCH_CONFLICT');
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/2`, body), 409, 'BATCH_OUT_OF_ORDER');
      expect(await revision(owner)).toBe(before);
      // The replay comes before every state check: after the fence and a zone change it still answers.
      expect((await owner.api.post(`/imports/${job.id}/undo/preview`, { limit: 1 })).status).toBe(200);
      await setZone(owner, 'Pacific/Auckland');
      const late = await owner.api.post(`/imports/${job.id}/batches/0`, body);
      expect(late.status).toBe(200);
      expect(late.body).toEqual(a.body);
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/0`, { ...body, entries: [entries[1]] }), 409, 'BATCH_CONFLICT');
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/1`, body), 409, 'IMPORT_UNDOING');
    });

    it('orders its checks: 404 job, input, undoing, zone, order', async () => {
      const owner = await newOwner(server);
      expectProblem(await owner.api.post(`/imports/${uuid()}/batches/0`, { nonsense: true }), 404, 'NOT_FOUND');
      expectProblem(await owner.api.post(`/imports/${uuid()}/undo`, { nonsense: true }), 404, 'NOT_FOUND');
      const entries = [entry(1, '2026-02-05T09:00:00', '2026-02-05T10:00:00')];
      const job = await newJob(owner, entries);
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/0`, { entries }), 400);
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: 'x', entries, extra: 1 }), 400);
      expectProblem(await owner.api.post(`/imports/${job.id}/undo`, {}), 400);
      await setZone(owner, 'Asia/Tokyo');
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/3`, { previewToken: 'x', entries }), 409, 'ZONE_CHANGED');
      await setZone(owner, 'UTC');
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/3`, { previewToken: 'x', entries }), 409, 'BATCH_OUT_OF_ORDER');
      expect((await owner.api.post(`/imports/${job.id}/undo/preview`, {})).status).toBe(200);
      await setZone(owner, 'Asia/Tokyo');
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/3`, { previewToken: 'x', entries }), 409, 'IMPORT_UNDOING');
    });

    it('a commit whose connection drops: reading the job and retrying gives the one stored outcome', async () => {
      const owner = await newOwner(server);
      const entries = Array.from({ length: 50 }, (_, i) =>
        entry(
          i + 1,
          `2026-08-${String(1 + (i % 28)).padStart(2, '0')}T0${i % 9}:00:00`,
          `2026-08-${String(1 + (i % 28)).padStart(2, '0')}T0${i % 9}:30:00`,
          { sourceId: `drop-${i}` },
        ),
      );
      const job = await newJob(owner, entries);
      const preview = await owner.api.post(`/imports/${job.id}/batches/0/preview`, { entries });
      const body = JSON.stringify({ previewToken: preview.body.previewToken, entries });
      const controller = new AbortController();
      const sent = fetch(`${owner.api.base}/imports/${job.id}/batches/0`, {
        method: 'POST',
        body,
        signal: controller.signal,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      }).catch((error: Error) => error);
      setTimeout(() => controller.abort(), 5);
      await sent;
      // Whether or not the dropped request committed, the client reads the job, then retries.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const read = (await owner.api.get(`/imports/${job.id}`)).body;
      const retry = await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: preview.body.previewToken, entries });
      // Committed before the read: the stored outcome (200). Otherwise the retry commits it (201), or
      // finds the dropped request committed it meanwhile (200); either way there is one outcome.
      if (read.batches.length === 1) expect(retry.status).toBe(200);
      else expect([200, 201]).toContain(retry.status);
      const after = (await owner.api.get(`/imports/${job.id}`)).body;
      expect(after.batches).toEqual([retry.body]);
      if (read.batches.length === 1) expect(retry.body).toEqual(read.batches[0]);
      expect(await activities(owner)).toHaveLength(50);
      expect(after.counts.created).toBe(50);
    });

    it('read permission suffices for previews, not for commits or undo', async () => {
      const owner = await newOwner(server);
      const reader = await server.api.post(
        '/auth/tokens',
        { name: 'r', permissions: ['read'] },
        { headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf } },
      );
      const readOnly = owner.api.as(reader.body.token);
      const entries = [entry(1, '2026-02-10T09:00:00', '2026-02-10T10:00:00')];
      const job = await newJob(owner, entries);
      const preview = await readOnly.post(`/imports/${job.id}/batches/0/preview`, { entries });
      expect(preview.status).toBe(200);
      expectProblem(await readOnly.post(`/imports/${job.id}/batches/0`, { previewToken: preview.body.previewToken, entries }), 403);
      expectProblem(await readOnly.post(`/imports/${job.id}/undo/preview`, {}), 403);
      expectProblem(await readOnly.post(`/imports/${job.id}/undo`, { undoToken: 'x', decisions: [] }), 403);
      expect((await readOnly.get(`/imports/${job.id}`)).status).toBe(200);
      expect((await owner.api.get(`/imports/${job.id}`)).body.status).toBe('open');
      // So the previews' 403 is never a read-only credential's, as the document says.
      const paths = ((await (await fetch(`${server.base}/api/v1/openapi.json`)).json()) as any).paths;
      for (const path of ['/api/v1/imports/preview', '/api/v1/imports/{id}/batches/{index}/preview'])
        expect(paths[path].post.responses['403'].description).not.toMatch(/read-only/);
    });

    it('checks the preview token, the zone, mappings and the batch size', async () => {
      const owner = await newOwner(server);
      const entries = [entry(1, '2026-02-03T09:00:00', '2026-02-03T10:00:00', { project: 'P' })];
      const job = await newJob(owner, entries);
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: 'forged', entries }), 409, 'PREVIEW_STALE');
      const preview = await owner.api.post(`/imports/${job.id}/batches/0/preview`, { entries });
      // Something the preview found changes: an activity with the same bounds appears.
      await owner.api.post('/activities', { start: '2026-02-03T08:00:00Z', end: '2026-02-03T09:00:00Z' });
      expectProblem(
        await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: preview.body.previewToken, entries }),
        422,
        'VALIDATION',
      );
      const decisions = [{ row: 1, action: 'distinctCreate' }];
      const stalePreview = await owner.api.post(`/imports/${job.id}/batches/0/preview`, { entries: [entries[0]] });
      expectProblem(
        await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: stalePreview.body.previewToken, entries, decisions }),
        409,
        'PREVIEW_STALE',
      );

      const unmapped = [entry(1, '2026-02-04T09:00:00', '2026-02-04T10:00:00', { project: 'Unmapped' })];
      expectProblem(await commit(owner, job.id, 0, unmapped), 422, 'VALIDATION');
      const invalid = [entry(1, '2026-03-29T02:30:00', '2026-03-29T03:30:00')];
      expectProblem(await commit(owner, job.id, 0, invalid), 422, 'VALIDATION');
      const many = Array.from({ length: 101 }, (_, i) => entry(i + 1, '2026-01-05T09:00:00', '2026-01-05T10:00:00', { occurrence: i + 1 }));
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: 'x', entries: many }), 413);
      const long = [entry(1, '2020-01-01T00:00:00', '2023-01-01T00:00:00')];
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/0/preview`, { entries: long }), 413);
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: 'x', entries: long }), 413);
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/x`, { previewToken: 'x', entries }), 400);
      // The document says why these routes answer 413: not only a body over 20 MiB.
      const paths = ((await (await fetch(`${server.base}/api/v1/openapi.json`)).json()) as any).paths;
      const tooLarge = (path: string): string => paths[path].post.responses['413'].description;
      expect(tooLarge('/api/v1/imports/preview')).toMatch(/more than 100 entries/);
      for (const path of ['/api/v1/imports/{id}/batches/{index}/preview', '/api/v1/imports/{id}/batches/{index}'])
        expect(tooLarge(path)).toMatch(/more than 100 entries.*more than 1000 local-day activities/);

      await setZone(owner, 'Asia/Tokyo');
      const zoned = await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: 'x', entries, decisions });
      expectProblem(zoned, 409, 'ZONE_CHANGED');
      expect(await activities(owner)).toHaveLength(1);
    });

    it('settles exact matches: unsettled 422, stale reuse 412, reuse claims the record, distinctCreate creates', async () => {
      const owner = await newOwner(server);
      const existing = (
        await owner.api.post('/activities', { start: '2026-04-01T07:00:00Z', end: '2026-04-01T08:00:00Z', summary: 'mine' })
      ).body;
      const twin = (await owner.api.post('/activities', { start: '2026-04-02T07:00:00Z', end: '2026-04-02T08:00:00Z' })).body;
      const entries = [entry(1, '2026-04-01T09:00:00', '2026-04-01T10:00:00'), entry(2, '2026-04-02T09:00:00', '2026-04-02T10:00:00')];
      const job = await newJob(owner, entries);
      const preview = await owner.api.post(`/imports/${job.id}/batches/0/preview`, { entries });
      expect(preview.body.rows.map((r: any) => [r.status, r.matches])).toEqual([
        ['exactMatch', [{ activityId: existing.id, version: 1 }]],
        ['exactMatch', [{ activityId: twin.id, version: 1 }]],
      ]);
      expectProblem(
        await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: preview.body.previewToken, entries }),
        422,
        'VALIDATION',
      );
      const decisions = [
        { row: 1, action: 'reuse', activityId: existing.id, version: 1 },
        { row: 2, action: 'distinctCreate' },
      ];
      const decided = await owner.api.post(`/imports/${job.id}/batches/0/preview`, { entries, decisions });
      await owner.api
        .put(
          `/activities/${existing.id}`,
          { start: existing.start, end: existing.end, projectId: null, summary: 'edited', labelIds: [] },
          { ifMatch: `"${'x'}"` },
        )
        .catch(() => undefined);
      const current = await owner.api.get(`/activities/${existing.id}`);
      const edited = await owner.api.put(
        `/activities/${existing.id}`,
        { start: existing.start, end: existing.end, projectId: null, summary: 'edited', labelIds: [] },
        { ifMatch: current.headers.get('etag')! },
      );
      expect(edited.body.version).toBe(2);
      expectProblem(
        await owner.api.post(`/imports/${job.id}/batches/0`, { previewToken: decided.body.previewToken, entries, decisions }),
        412,
        'STALE_VERSION',
      );
      const fresh = [
        { row: 1, action: 'reuse', activityId: existing.id, version: 2 },
        { row: 2, action: 'distinctCreate' },
      ];
      const done = await commit(owner, job.id, 0, entries, fresh);
      expect(done.status).toBe(201);
      expect(done.body.reused).toEqual([{ row: 1, activityId: existing.id }]);
      expect(done.body.created.map((c: any) => c.row)).toEqual([2]);
      expect(await activities(owner)).toHaveLength(3);
      // The reused record is now claimed: it matches nothing any more, and the rows are imported.
      const again = await owner.api.post('/imports/preview', { sourceZoneId: 'Europe/Berlin', entries });
      expect(again.body.rows.map((r: any) => r.status)).toEqual(['imported', 'imported']);
    });

    it('a re-import of the same file in a new job duplicates nothing; indistinguishable rows use occurrence numbers', async () => {
      const owner = await newOwner(server);
      const entries = [
        entry(1, '2026-05-04T09:00:00', '2026-05-04T10:00:00', { description: 'same' }),
        entry(2, '2026-05-04T09:00:00', '2026-05-04T10:00:00', { description: 'same', occurrence: 2 }),
        entry(3, '2026-05-04T11:00:00', '2026-05-04T12:00:00', { sourceId: 'x-1' }),
      ];
      const dup = await owner.api.post('/imports/preview', {
        sourceZoneId: 'UTC',
        entries: [entries[0], { ...entries[1], occurrence: 1 }],
      });
      expect(dup.body.rows.map((r: any) => r.status)).toEqual(['new', 'invalid']);
      expect(dup.body.rows[1].problems[0].code).toBe('DUPLICATE_ENTRY');
      const first = await newJob(owner, entries);
      expect((await commit(owner, first.id, 0, entries)).status).toBe(201);
      const before = await revision(owner);
      const second = await newJob(owner, entries, { fileName: 'renamed.csv' });
      const preview = await owner.api.post(`/imports/${second.id}/batches/0/preview`, { entries });
      expect(preview.body.rows.map((r: any) => r.status)).toEqual(['imported', 'imported', 'imported']);
      const reply = await owner.api.post(`/imports/${second.id}/batches/0`, { previewToken: preview.body.previewToken, entries });
      expect(reply.status).toBe(201);
      expect(reply.body.skipped).toEqual([
        { row: 1, reason: 'imported' },
        { row: 2, reason: 'imported' },
        { row: 3, reason: 'imported' },
      ]);
      expect(await activities(owner)).toHaveLength(3);
      expect(await revision(owner)).toBe(before);
      expect((await owner.api.get(`/imports/${second.id}`)).body.counts).toEqual({
        created: 0,
        reused: 0,
        skipped: 3,
        removed: 0,
        kept: 0,
      });
    });
  });

  describe('undo', () => {
    it('lists every blocker: a task with a running timer and an imported activity is blocked by both', async () => {
      const owner = await newOwner(server);
      const entries = [entry(1, '2026-06-01T09:00:00', '2026-06-01T10:00:00', { project: 'P', task: 'T' })];
      const job = await newJob(owner, entries);
      const out = await commit(owner, job.id, 0, entries);
      expect(out.status).toBe(201);
      const imported = out.body.created[0].activityIds[0];
      const taskId = (await owner.api.get(`/activities/${imported}`)).body.taskId as string;
      const timer = await owner.api.post(
        '/activities/start',
        { expectedActiveId: null, expectedActiveVersion: null, taskId },
        { idempotencyKey: uuid() },
      );
      expect(timer.status).toBe(201);
      const preview = await owner.api.post(`/imports/${job.id}/undo/preview`, {});
      expect(preview.status).toBe(200);
      const task = preview.body.records.find((r: any) => r.entityType === 'task');
      expect(task.state).toBe('blocked');
      expect(task.blockers).toEqual(
        expect.arrayContaining([
          { kind: 'runningTimer', id: timer.body.id },
          { kind: 'catalogDependency', id: expect.any(String) },
        ]),
      );
      expect(task.blockers).toHaveLength(2);
    });

    it('fences the job, removes unchanged records, asks about edited ones, reports blockers and keeps reused records', async () => {
      const owner = await newOwner(server);
      const mine = (await owner.api.post('/activities', { start: '2026-06-01T07:00:00Z', end: '2026-06-01T08:00:00Z' })).body;
      const entries = [
        entry(1, '2026-06-01T09:00:00', '2026-06-01T10:00:00'),
        entry(2, '2026-06-02T09:00:00', '2026-06-02T10:00:00', { project: 'P', task: 'T', tags: ['l'] }),
        entry(3, '2026-06-03T09:00:00', '2026-06-03T10:00:00', { project: 'P' }),
        entry(4, '2026-06-04T09:00:00', '2026-06-04T10:00:00'),
      ];
      const job = await newJob(owner, entries);
      const out = await commit(owner, job.id, 0, entries, [{ row: 1, action: 'reuse', activityId: mine.id, version: 1 }]);
      expect(out.status).toBe(201);
      const [row2, row3, row4] = out.body.created.map((c: any) => c.activityIds[0]);
      // Edit row 3's activity; make row 4's activity a running timer.
      const a3 = await owner.api.get(`/activities/${row3}`);
      await owner.api.put(
        `/activities/${row3}`,
        { start: a3.body.start, end: a3.body.end, projectId: a3.body.projectId, summary: 'edited', labelIds: [] },
        { ifMatch: a3.headers.get('etag')! },
      );
      const a4 = await owner.api.get(`/activities/${row4}`);
      const running = await owner.api.put(
        `/activities/${row4}`,
        { start: a4.body.start, end: null, projectId: null, summary: null, labelIds: [] },
        { ifMatch: a4.headers.get('etag')! },
      );
      expect(running.status).toBe(200);

      const before = await revision(owner);
      const preview = await owner.api.post(`/imports/${job.id}/undo/preview`, { limit: 100 });
      expect(preview.status).toBe(200);
      const state = Object.fromEntries(
        preview.body.records.map((r: any) => [r.id, [r.entityType, r.state, r.blockers.map((b: any) => b.kind)]]),
      );
      expect(state[row2]).toEqual(['activity', 'unchanged', []]);
      expect(state[row3]).toEqual(['activity', 'edited', []]);
      expect(state[row4]).toEqual(['activity', 'blocked', ['runningTimer']]);
      expect(state[mine.id]).toBeUndefined();
      expect(preview.body.records.map((r: any) => r.entityType)).toEqual(['activity', 'activity', 'activity', 'task', 'project', 'label']);
      // The task is used only by row 2 (unchanged, removed first); the project also by the edited row 3.
      expect(preview.body.records.find((r: any) => r.entityType === 'project').blockers).toEqual([
        { kind: 'catalogDependency', id: expect.any(String) },
      ]);
      expect(await revision(owner)).toBe(before);
      // Fenced for good.
      const fenced = await owner.api.get(`/imports/${job.id}`);
      expect(fenced.body.status).toBe('undoing');
      const late = [entry(9, '2026-06-09T09:00:00', '2026-06-09T10:00:00')];
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/1`, { previewToken: 'x', entries: late }), 409, 'IMPORT_UNDOING');
      expectProblem(await owner.api.post(`/imports/${job.id}/batches/1/preview`, { entries: late }), 409, 'IMPORT_UNDOING');

      const undo = await owner.api.post(`/imports/${job.id}/undo`, { undoToken: preview.body.undoToken, decisions: [] });
      expect(undo.status).toBe(200);
      // row 2 and its task and label go; the edited row, the running one and the project stay.
      expect(undo.body).toEqual({ removed: 3, kept: 0, remaining: 3 });
      const feed = await events(owner, before);
      expect(feed.every(([, change]) => change === 'deleted')).toBe(true);
      expect(feed.map(([, , id]) => id)).toContain(row2);
      // (The running timer has been split into daily records up to now; its open record keeps row 4's ID.)
      const present = (await activities(owner)).map((a) => a.id);
      expect(present).toEqual(expect.arrayContaining([mine.id, row3, row4]));
      expect(present).not.toContain(row2);

      // Second round: KEEP the running one, DELETE the edited one; the project follows.
      const round2 = await undoAll(owner, job.id, (r) => (r.id === row4 ? 'KEEP' : r.id === row3 ? 'DELETE' : undefined));
      expect(round2.undo).toEqual({ removed: 1, kept: 1, remaining: 1 });
      const round3 = await undoAll(owner, job.id);
      expect(round3.undo).toEqual({ removed: 1, kept: 0, remaining: 0 });
      const done = (await owner.api.get(`/imports/${job.id}`)).body;
      expect(done.status).toBe('undone');
      expect(done.counts).toEqual({ created: 3, reused: 1, skipped: 0, removed: 5, kept: 1 });
      const left = (await activities(owner)).map((a) => a.id);
      expect(left).toEqual(expect.arrayContaining([mine.id, row4]));
      expect(left).not.toContain(row3);
      // Claims: removed rows are free again; the kept and the reused ones stay imported.
      const again = await owner.api.post('/imports/preview', { sourceZoneId: 'Europe/Berlin', entries });
      expect(again.body.rows.map((r: any) => r.status)).toEqual(['imported', 'new', 'new', 'imported']);
    });

    it("releases a row's claim only when all its daily parts are gone", async () => {
      const owner = await newOwner(server);
      const entries = [
        entry(1, '2026-09-10T22:00:00', '2026-09-11T02:00:00', { sourceId: 'two-parts' }),
        entry(2, '2026-09-12T09:00:00', '2026-09-12T10:00:00', { sourceId: 'one-part' }),
      ];
      const job = await owner.api.post('/imports', {
        source: 'other',
        fileName: 'x.csv',
        fileSha256: 'f'.repeat(64),
        sourceZoneId: 'UTC',
        mappings: {},
        selectedCount: 2,
      });
      const out = await commit(owner, job.body.id, 0, entries);
      const [firstPart, secondPart] = out.body.created[0].activityIds;
      expect(out.body.created[0].activityIds).toHaveLength(2);
      // The user deletes one part by hand; the undo keeps the other one.
      const part = await owner.api.get(`/activities/${firstPart}`);
      expect((await owner.api.delete(`/activities/${firstPart}`, { ifMatch: part.headers.get('etag')! })).status).toBe(204);
      const preview = await owner.api.post(`/imports/${job.body.id}/undo/preview`, {});
      expect(preview.body.records.map((r: any) => r.id)).toEqual([secondPart, out.body.created[1].activityIds[0]]);
      const undo = await owner.api.post(`/imports/${job.body.id}/undo`, {
        undoToken: preview.body.undoToken,
        decisions: [{ id: secondPart, action: 'KEEP' }],
      });
      expect(undo.body).toEqual({ removed: 1, kept: 1, remaining: 0 });
      const again = await owner.api.post('/imports/preview', { sourceZoneId: 'UTC', entries });
      expect(again.body.rows.map((r: any) => r.status)).toEqual(['imported', 'new']);
    });

    it('works in rounds of at most 100 records', async () => {
      const owner = await newOwner(server);
      const entries = [
        entry(1, '2026-09-01T09:00:00', '2026-09-01T10:00:00'),
        entry(2, '2026-09-02T09:00:00', '2026-09-02T10:00:00'),
        entry(3, '2026-09-03T09:00:00', '2026-09-03T10:00:00'),
      ];
      const job = await newJob(owner, entries);
      expect((await commit(owner, job.id, 0, entries)).status).toBe(201);
      expectProblem(await owner.api.post(`/imports/${job.id}/undo/preview`, { limit: 101 }), 422);
      expectProblem(await owner.api.post(`/imports/${job.id}/undo/preview`, { limit: 0 }), 422);
      const first = await owner.api.post(`/imports/${job.id}/undo/preview`, { limit: 2 });
      expect(first.body.records).toHaveLength(2);
      expect((await owner.api.post(`/imports/${job.id}/undo`, { undoToken: first.body.undoToken })).body).toEqual({
        removed: 2,
        kept: 0,
        remaining: 1,
      });
      expect((await owner.api.get(`/imports/${job.id}`)).body.status).toBe('undoing');
      const second = await owner.api.post(`/imports/${job.id}/undo/preview`, { limit: 2 });
      expect(second.body.records).toHaveLength(1);
      // A token of another job is refused.
      const other = await newJob(owner, []);
      await owner.api.post(`/imports/${other.id}/undo/preview`, {});
      expectProblem(await owner.api.post(`/imports/${other.id}/undo`, { undoToken: second.body.undoToken, decisions: [] }), 422);
      expect((await owner.api.post(`/imports/${job.id}/undo`, { undoToken: second.body.undoToken, decisions: [] })).body).toEqual({
        removed: 1,
        kept: 0,
        remaining: 0,
      });
      expect((await owner.api.get(`/imports/${job.id}`)).body).toMatchObject({ status: 'undone', counts: { created: 3, removed: 3 } });
      expect(await activities(owner)).toEqual([]);
      // Undone: the rows can be imported again (their claims were released).
      const again = await owner.api.post('/imports/preview', { sourceZoneId: 'Europe/Berlin', entries });
      expect(again.body.rows.map((r: any) => r.status)).toEqual(['new', 'new', 'new']);
    });

    it('counts what remains after each round, also when imported records go by hand between rounds', async () => {
      const owner = await newOwner(server);
      const entries = [1, 2, 3, 4, 5].map((n) => entry(n, `2026-08-0${n}T09:00:00`, `2026-08-0${n}T10:00:00`));
      const job = await newJob(owner, entries);
      const created = (await commit(owner, job.id, 0, entries)).body.created.map((c: any) => c.activityIds[0]);
      const round = async () => {
        const preview = await owner.api.post(`/imports/${job.id}/undo/preview`, { limit: 1 });
        return (await owner.api.post(`/imports/${job.id}/undo`, { undoToken: preview.body.undoToken, decisions: [] })).body;
      };
      expect(await round()).toEqual({ removed: 1, kept: 0, remaining: 4 });
      expect(await round()).toEqual({ removed: 1, kept: 0, remaining: 3 });
      // One of the last three goes by hand, and an unrelated record comes: the next round counts again.
      const gone = await owner.api.get(`/activities/${created[4]}`);
      expect((await owner.api.delete(`/activities/${created[4]}`, { ifMatch: gone.headers.get('etag')! })).status).toBe(204);
      expect((await owner.api.post('/labels', { name: 'unrelated' })).status).toBe(201);
      expect(await round()).toEqual({ removed: 1, kept: 0, remaining: 1 });
      expect((await owner.api.get(`/imports/${job.id}`)).body.status).toBe('undoing');
      expect(await round()).toEqual({ removed: 1, kept: 0, remaining: 0 });
      expect((await owner.api.get(`/imports/${job.id}`)).body).toMatchObject({ status: 'undone', counts: { created: 5, removed: 4 } });
    });

    it('reports records another active import refers to, and re-checks versions at commit', async () => {
      const owner = await newOwner(server);
      const entries = [entry(1, '2026-07-01T09:00:00', '2026-07-01T10:00:00', { project: 'Shared' })];
      const first = await newJob(owner, entries);
      expect((await commit(owner, first.id, 0, entries)).status).toBe(201);
      const project = (await owner.api.get('/projects')).body.items.find((p: any) => p.name === 'Shared');
      const secondEntries = [entry(1, '2026-07-02T09:00:00', '2026-07-02T10:00:00', { project: 'Shared' })];
      const second = await owner.api.post('/imports', {
        source: 'other',
        fileName: 'b.csv',
        fileSha256: 'e'.repeat(64),
        sourceZoneId: 'UTC',
        mappings: { projects: [{ client: null, name: 'Shared', action: 'use', id: project.id }] },
        selectedCount: 1,
      });
      expect(second.status).toBe(201);
      const preview = await owner.api.post(`/imports/${first.id}/undo/preview`, {});
      const projectRecord = preview.body.records.find((r: any) => r.entityType === 'project');
      expect(projectRecord.blockers).toContainEqual({ kind: 'otherImport', id: second.body.id });
      const activity = preview.body.records.find((r: any) => r.entityType === 'activity');
      // Changed after the preview: left for the next round, not removed.
      const current = await owner.api.get(`/activities/${activity.id}`);
      await owner.api.put(
        `/activities/${activity.id}`,
        { start: current.body.start, end: current.body.end, projectId: current.body.projectId, summary: 'late edit', labelIds: [] },
        { ifMatch: current.headers.get('etag')! },
      );
      const undo = await owner.api.post(`/imports/${first.id}/undo`, { undoToken: preview.body.undoToken, decisions: [] });
      expect(undo.body).toEqual({ removed: 0, kept: 0, remaining: 2 });
      expect((await owner.api.get(`/activities/${activity.id}`)).status).toBe(200);
      expectProblem(await owner.api.post(`/imports/${first.id}/undo`, { undoToken: 'forged.token', decisions: [] }), 422);
      void secondEntries;
    });
  });
});
