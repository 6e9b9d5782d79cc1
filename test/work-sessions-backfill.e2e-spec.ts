import { Database } from '../src/db/database';
import { WorkSessionsService } from '../src/work-sessions/work-sessions.service';
import { Owner, TestServer, newOwner, startServer, uuid } from './support/harness';

/**
 * Start-up backfill of legacy work sessions: rows from before clients (client_id NULL) and with the
 * retired title. Legacy rows are written with SQL, as an older build left them.
 */
describe('work-session start-up backfill', () => {
  let server: TestServer;
  let db: Database;
  let owner: Owner;

  beforeAll(async () => {
    server = await startServer();
    db = server.app.get(Database);
    owner = await newOwner(server);
  });
  afterAll(() => server.close());

  const legacy = async (
    o: Owner,
    values: { clientId?: string | null; projectId?: string | null; summary?: string | null; title?: string | null; version?: number },
  ) => {
    const id = uuid();
    await db.query(
      `INSERT INTO work_sessions (id, owner_id, client_id, project_id, summary, title, start_ns, end_ns, version)
       VALUES ($1, $2, $3, $4, $5, $6, 1773043200000000001, 1773046800000000000, $7)`,
      [id, o.ownerId, values.clientId ?? null, values.projectId ?? null, values.summary ?? null, values.title ?? null, values.version ?? 1],
    );
    return id;
  };
  const feed = async (o: Owner, after: number) =>
    ((await o.api.get(`/changes?after=${after}`)).body.items as any[]).filter((e) => e.entityType === 'workSession');
  const revision = async (o: Owner): Promise<number> => (await o.api.get('/clients')).body.revision;

  it("folds titles into summary and attaches client-less sessions (to the project's client, else General), once", async () => {
    const general = (await owner.api.get('/clients')).body.items.find((c: any) => c.name === 'General').id;
    const acme = (await owner.api.post('/clients', { name: 'Acme', color: '#000000' })).body.id;
    const project = (await owner.api.post('/projects', { name: 'Acme project', clientId: acme })).body.id;
    // Taken before the legacy rows exist: every e2e worker shares one database, and a server another
    // spec starts runs the start-up backfill for every owner, so the rows may be backfilled (once) by
    // that server before the restart below. Their events come after this revision either way.
    const before = await revision(owner);
    const titleOnly = await legacy(owner, { title: '  Legacy title ', version: 4 });
    const both = await legacy(owner, { clientId: acme, summary: 'Summary', title: 'Title' });
    const same = await legacy(owner, { clientId: acme, summary: 'Same', title: 'Same' });
    const blank = await legacy(owner, { clientId: acme, summary: null, title: '   ' });
    const viaProject = await legacy(owner, { projectId: project });
    const long = await legacy(owner, { clientId: acme, summary: 's'.repeat(3990), title: 't'.repeat(20) });
    const untouched = await legacy(owner, { clientId: acme, summary: 'Modern' });

    // a restart runs the start-up tasks before listening
    const restarted = await startServer();
    await restarted.close();

    const get = async (id: string) => (await owner.api.get(`/work-sessions/${id}`)).body;
    expect(await get(titleOnly)).toMatchObject({
      clientId: general,
      projectId: null,
      summary: 'Legacy title',
      version: 5,
      start: '2026-03-09T08:00:00.000000001Z',
      end: '2026-03-09T09:00:00Z',
    });
    expect(await get(both)).toMatchObject({ clientId: acme, summary: 'Summary\nTitle', version: 2 });
    expect(await get(same)).toMatchObject({ clientId: acme, summary: 'Same', version: 1 });
    expect(await get(blank)).toMatchObject({ clientId: acme, summary: null, version: 1 });
    expect(await get(viaProject)).toMatchObject({ clientId: acme, projectId: project, summary: null, version: 2 });
    const longRow = await get(long);
    expect(longRow.summary).toHaveLength(4000);
    expect(longRow.summary).toBe('s'.repeat(3990) + '\n' + 't'.repeat(9));
    expect(await get(untouched)).toMatchObject({ version: 1, summary: 'Modern' });
    for (const id of [titleOnly, both, same, blank, viaProject, long]) expect(await get(id)).not.toHaveProperty('title');
    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM work_sessions WHERE owner_id = $1 AND (title IS NOT NULL OR client_id IS NULL)',
      [owner.ownerId],
    );
    expect(Number(rows[0].n)).toBe(0);

    const events = await feed(owner, before);
    expect(events.map((e) => e.changeType)).toEqual(['updated', 'updated', 'updated', 'updated']);
    expect(events.map((e) => e.id).sort()).toEqual([titleOnly, both, viaProject, long].sort());

    // repeating is a no-op: no versions, no events
    const after = await revision(owner);
    await server.app.get(WorkSessionsService).backfillLegacy();
    const again = await startServer();
    await again.close();
    expect(await revision(owner)).toBe(after);
    expect((await get(titleOnly)).version).toBe(5);
  });

  it('creates the General client for an owner that lost it', async () => {
    const o = await newOwner(server);
    const general = (await o.api.get('/clients')).body.items.find((c: any) => c.name === 'General');
    const current = await o.api.get(`/clients/${general.id}`);
    expect((await o.api.delete(`/clients/${general.id}`, { ifMatch: current.headers.get('etag')! })).status).toBe(204);
    expect((await o.api.get('/clients')).body.items).toEqual([]);
    const id = await legacy(o, { title: 'Orphan' });
    await server.app.get(WorkSessionsService).backfillLegacy();
    const session = (await o.api.get(`/work-sessions/${id}`)).body;
    const clients = (await o.api.get('/clients')).body.items;
    expect(clients.map((c: any) => c.name)).toEqual(['General']);
    expect(session).toMatchObject({ clientId: clients[0].id, summary: 'Orphan', version: 2 });
  });
});
