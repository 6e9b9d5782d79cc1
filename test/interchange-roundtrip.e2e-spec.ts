import fc from 'fast-check';
import { formatInstant, parseInstant } from '../src/common/time';
import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

/**
 * Round trip: a generated graph is imported into a source account, exported (doc1), imported into a
 * fresh account with the same reporting zone, and exported again (doc2). doc2 equals doc1 once every
 * new ID is mapped back through the import's idMap and the export instant is set aside.
 */

const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'UTC'];
// Instants near DST switches of those zones (and one plain day), so intervals cross them.
const ANCHORS = [
  '2025-03-09T06:30:00Z',
  '2025-03-30T00:30:00Z',
  '2025-10-05T15:00:00Z',
  '2025-10-26T00:30:00Z',
  '2025-11-02T05:30:00Z',
  '2026-04-05T14:30:00Z',
  '2026-06-15T12:00:00Z',
].map((s) => parseInstant(s)!);
const HOUR = 3_600_000_000_000n;

const name = (max: number) =>
  fc
    .tuple(fc.constantFrom('', '', '=', "'", '-', '"', ','), fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 12) }))
    .map(([prefix, s]) => `${prefix}${s}`.trim())
    .filter((s) => s.length > 0 && !s.includes('\u0000'));
const color = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);
const instant = fc.tuple(fc.constantFrom(...ANCHORS), fc.bigInt({ min: -30n * HOUR, max: 30n * HOUR })).map(([a, d]) => a + d);
const interval = fc
  .tuple(instant, fc.bigInt({ min: 0n, max: 60n * HOUR }))
  .map(([start, length]) => ({ start: formatInstant(start), end: formatInstant(start + length) }));

const graph = fc
  .record({
    zoneId: fc.constantFrom(...ZONES),
    clients: fc.array(fc.record({ name: name(200), color }), { maxLength: 3 }),
    projects: fc.array(fc.record({ name: name(200), client: fc.nat(), icon: fc.constantFrom(null, 'rocket', 'bug') }), { maxLength: 4 }),
    tasks: fc.array(
      fc.record({
        summary: name(1000),
        url: fc.constantFrom(null, 'https://example.com/issue/1', 'mailto:someone@example.com'),
        project: fc.option(fc.nat(), { nil: null }),
        parent: fc.option(fc.nat(), { nil: null }),
        refs: fc.array(name(50), { maxLength: 2 }),
      }),
      { maxLength: 6 },
    ),
    labels: fc.array(fc.record({ name: name(100), color: fc.option(color, { nil: null }) }), { maxLength: 3 }),
    activities: fc.array(
      fc.record({
        interval,
        task: fc.option(fc.nat(), { nil: null }),
        project: fc.option(fc.nat(), { nil: null }),
        summary: fc.option(name(4000), { nil: null }),
        labels: fc.array(fc.nat(), { maxLength: 3 }),
        manual: fc.boolean(),
      }),
      { maxLength: 6 },
    ),
    sessions: fc.array(
      fc.record({ interval, client: fc.nat(), project: fc.option(fc.nat(), { nil: null }), summary: fc.option(name(4000), { nil: null }) }),
      { maxLength: 3 },
    ),
    // an open activity and a running session, started up to a day ago (so possibly before a local midnight)
    openFor: fc.option(fc.bigInt({ min: 1n, max: 24n * HOUR }), { nil: null }),
    runningFor: fc.option(fc.bigInt({ min: 1n, max: 24n * HOUR }), { nil: null }),
  })
  .map((g) => {
    const clients = [
      { id: 'c-general', name: 'General', color: '#9E9E9E', general: true },
      ...g.clients.map((c, i) => ({ id: `c${i}`, ...c, general: false })),
    ];
    const projects = g.projects.map((p, i) => ({
      id: `p${i}`,
      name: p.name,
      clientId: clients[p.client % clients.length].id,
      icon: p.icon,
    }));
    const tasks: any[] = [];
    g.tasks.forEach((t, i) => {
      // A subtask takes an earlier task with a project as parent, and that parent's project.
      const parent = t.parent === null || i === 0 ? null : tasks[t.parent % i];
      const withParent = parent && parent.projectId !== null ? parent : null;
      const projectId = withParent
        ? withParent.projectId
        : t.project === null || projects.length === 0
          ? null
          : projects[t.project % projects.length].id;
      tasks.push({
        id: `t${i}`,
        summary: t.summary,
        url: t.url,
        projectId,
        parentTaskId: withParent ? withParent.id : null,
        externalReferences: t.refs.map((repositoryId, k) => ({ providerId: 'github', repositoryId, externalId: `${i}-${k}` })),
      });
    });
    const labels = g.labels.map((l, i) => ({ id: `l${i}`, ...l }));
    const pick = (list: Array<{ id: string }>, n: number | null) => (n === null || list.length === 0 ? null : list[n % list.length].id);
    const activities: any[] = g.activities.map((a, i) => ({
      id: `a${i}`,
      ...a.interval,
      taskId: pick(tasks, a.task),
      projectId: pick(projects, a.project),
      summary: a.summary,
      labelIds: labels.length === 0 ? [] : [...new Set(a.labels.map((n) => labels[n % labels.length].id))],
      manual: a.manual,
    }));
    const workSessions: any[] = g.sessions.map((s, i) => {
      const projectId = pick(projects, s.project);
      const clientId = projectId ? projects.find((p) => p.id === projectId)!.clientId : clients[s.client % clients.length].id;
      return { id: `w${i}`, clientId, projectId, summary: s.summary, ...s.interval };
    });
    const now = BigInt(Date.now()) * 1_000_000n;
    if (g.openFor !== null && activities.length > 0) Object.assign(activities[0], { start: formatInstant(now - g.openFor), end: null });
    if (g.runningFor !== null && workSessions.length > 0)
      Object.assign(workSessions[0], { start: formatInstant(now - g.runningFor), end: null });
    return { zoneId: g.zoneId, doc: { format: 'service-domain-v3', clients, projects, tasks, labels, activities, workSessions } };
  });

async function setZone(owner: Owner, zoneId: string) {
  const me = await owner.api.get('/me');
  const reply = await owner.api.put('/me', { zoneId }, { ifMatch: me.headers.get('etag')! });
  expect(reply.status).toBe(200);
}

async function deleteAllLabels(owner: Owner) {
  for (const label of (await owner.api.get('/labels?limit=500')).body.items) {
    const current = await owner.api.get(`/labels/${label.id}`);
    expect((await owner.api.delete(`/labels/${label.id}`, { ifMatch: current.headers.get('etag')! })).status).toBe(204);
  }
}

async function exportDoc(owner: Owner) {
  const reply = await owner.api.get('/export');
  expect(reply.status).toBe(200);
  return reply.body;
}

/** Source IDs in place of new ones, the export instant set aside, and every collection in one order. */
function comparable(doc: any, back: Map<string, string>) {
  const json = JSON.stringify({ ...doc, exportedAt: null }, (_key, value) =>
    typeof value === 'string' && back.has(value) ? back.get(value) : value,
  );
  const parsed = JSON.parse(json);
  for (const type of ['clients', 'projects', 'tasks', 'labels', 'activities', 'workSessions']) {
    parsed[type] = parsed[type]
      .map((r: any) => (r.labelIds ? { ...r, labelIds: [...r.labelIds].sort() } : r))
      .sort((a: any, b: any) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  return parsed;
}

describe('portable interchange round trip (property)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('export (JSON or CSV v3) → import into a fresh account → export gives the same document modulo IDs and the export instant', async () => {
    await fc.assert(
      fc.asyncProperty(graph, async ({ zoneId, doc }) => {
        const source = await newOwner(server);
        await setZone(source, zoneId);
        const seeded = await source.api.post('/import', doc, { idempotencyKey: uuid() });
        expect(seeded.status).toBe(201);
        const doc1 = await exportDoc(source);

        const target = await newOwner(server);
        await setZone(target, zoneId);
        await deleteAllLabels(target);
        const imported = await target.api.post('/import', doc1, { idempotencyKey: uuid() });
        expect(imported.status).toBe(201);
        const doc2 = await exportDoc(target);

        const back = new Map<string, string>(Object.entries(imported.body.idMap as Record<string, string>).map(([from, to]) => [to, from]));
        expect(comparable(doc2, back)).toEqual(comparable(doc1, new Map()));

        // The same through a CSV v3 archive.
        const archive = await fetch(`${source.api.base}/export?format=csv&version=3`, {
          headers: { authorization: `Bearer ${source.token}` },
        });
        expect(archive.status).toBe(200);
        const viaCsv = await newOwner(server);
        await setZone(viaCsv, zoneId);
        await deleteAllLabels(viaCsv);
        const csvImport = await viaCsv.api.request('POST', '/import', {
          raw: Buffer.from(await archive.arrayBuffer()),
          headers: { 'content-type': 'application/zip' },
          idempotencyKey: uuid(),
        });
        expect(csvImport.status).toBe(201);
        const backCsv = new Map<string, string>(
          Object.entries(csvImport.body.idMap as Record<string, string>).map(([from, to]) => [to, from]),
        );
        expect(comparable(await exportDoc(viaCsv), backCsv)).toEqual(comparable(doc1, new Map()));

        // Re-importing into the source account collides with its own external identities.
        if (doc1.tasks.some((t: any) => t.externalReferences.length > 0)) {
          expectProblem(await source.api.post('/import', doc1, { idempotencyKey: uuid() }), 409, 'EXTERNAL_REFERENCE_CONFLICT');
        }
      }),
      { numRuns: 8 },
    );
  });
});
