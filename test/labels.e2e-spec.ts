import { Database } from '../src/db/database';
import { Api, Owner, Reply, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

const DEFAULTS = ['Production issue', 'Testing', 'Prototyping', 'Planning', 'Programming', 'Debugging', 'Communication', 'Meeting'];

async function collect(api: Api, path: string, limit: number): Promise<{ items: any[]; pages: number }> {
  const items: any[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const reply: any = await api.get(`${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(reply.status).toBe(200);
    items.push(...reply.body.items);
    cursor = reply.body.nextCursor;
    pages++;
  } while (cursor);
  return { items, pages };
}

const etag = (reply: Reply) => reply.headers.get('etag')!;

describe('labels', () => {
  let server: TestServer;
  let alice: Owner;
  let bob: Owner;

  async function revision(owner: Owner): Promise<number> {
    return (await owner.api.get('/labels?limit=1')).body.revision;
  }

  beforeAll(async () => {
    server = await startServer();
    [alice, bob] = await Promise.all([newOwner(server), newOwner(server)]);
  });
  afterAll(() => server.close());

  it('a new owner starts with the eight default labels, in order, each with its own standard color', async () => {
    const page = await alice.api.get('/labels');
    expect(page.status).toBe(200);
    expect(page.body.items.map((l: any) => l.name)).toEqual(DEFAULTS);
    for (const label of page.body.items) {
      expect(label).toEqual({
        id: expect.any(String),
        ownerId: alice.ownerId,
        version: 1,
        name: expect.any(String),
        color: expect.stringMatching(/^#[0-9A-F]{6}$/),
        archived: false,
      });
    }
    const colors = page.body.items.map((l: any) => l.color);
    expect(new Set(colors).size).toBe(8);
    expect(page.body.items.find((l: any) => l.name === 'Production issue').color).toBe('#F44336');
    // IDs are separate per owner; names and colors are the same catalog.
    const bobs = (await bob.api.get('/labels')).body.items;
    expect(bobs.map((l: any) => [l.name, l.color])).toEqual(page.body.items.map((l: any) => [l.name, l.color]));
    const aliceIds = new Set(page.body.items.map((l: any) => l.id));
    expect(bobs.some((l: any) => aliceIds.has(l.id))).toBe(false);
  });

  it('initialisation emits a created event for each default label (after the General client)', async () => {
    const owner = await newOwner(server);
    const feed = await owner.api.get('/changes?after=0');
    const labels = (await owner.api.get('/labels')).body.items;
    const general = (await owner.api.get('/clients')).body.items[0];
    expect(feed.body.items.map((e: any) => [e.entityType, e.changeType, e.id])).toEqual([
      ['client', 'created', general.id],
      ...labels.map((l: any) => ['label', 'created', l.id]),
    ]);
  });

  it('creates with 201, Location, ETag; color optional (null) or #RRGGBB; name trimmed', async () => {
    const plain = await alice.api.post('/labels', { name: '  Review  ' });
    expect(plain.status).toBe(201);
    expect(plain.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ownerId: alice.ownerId,
      version: 1,
      name: 'Review',
      color: null,
      archived: false,
    });
    expect(Object.keys(plain.body)).toEqual(['id', 'ownerId', 'version', 'name', 'color', 'archived']);
    expect(plain.headers.get('location')).toBe(`/api/v1/labels/${plain.body.id}`);
    expect(etag(plain)).toMatch(/^"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}"$/);
    const fetched = await alice.api.get(`/labels/${plain.body.id}`);
    expect(fetched.body).toEqual(plain.body);
    expect(etag(fetched)).toBe(etag(plain));
    expect((await alice.api.post('/labels', { name: 'Colored', color: '#00aaFF' })).body.color).toBe('#00aaFF');
    expect((await alice.api.post('/labels', { name: 'Explicit null', color: null })).body.color).toBeNull();
    expect((await alice.api.post('/labels', { name: 'n'.repeat(100) })).status).toBe(201);
  });

  it.each([
    ['blank name', 422, { name: '  ' }],
    ['name over 100', 422, { name: 'n'.repeat(101) }],
    ['name with U+0000', 422, { name: 'a\u0000' }],
    ['name null', 422, { name: null }],
    ['color word', 422, { name: 'x', color: 'red' }],
    ['color short', 422, { name: 'x', color: '#12345' }],
    ['color without #', 422, { name: 'x', color: '123456' }],
    ['missing name', 400, { color: '#000000' }],
    ['unknown property', 400, { name: 'x', icon: 'bug' }],
    ['id', 400, { name: 'x', id: uuid() }],
    ['version', 400, { name: 'x', version: 1 }],
    ['ownerId', 400, { name: 'x', ownerId: 'x' }],
  ])('rejects %s with %i and creates nothing', async (_label, status, body) => {
    const before = await revision(alice);
    expectProblem(await alice.api.post('/labels', body), status, status === 422 ? 'VALIDATION' : undefined);
    expect(await revision(alice)).toBe(before);
  });

  it('replaces with If-Match; color is required on replace (null clears it)', async () => {
    const created = await alice.api.post('/labels', { name: 'Edit me', color: '#111111' });
    const path = `/labels/${created.body.id}`;
    expectProblem(await alice.api.put(path, { name: 'x', color: null }), 428, 'PRECONDITION_REQUIRED');
    expectProblem(await alice.api.put(path, { name: 'x', color: null }, { ifMatch: 'W/' + etag(created) }), 400);
    expectProblem(await alice.api.put(path, { name: 'x' }, { ifMatch: etag(created) }), 400);
    expectProblem(await alice.api.put(path, { color: null }, { ifMatch: etag(created) }), 400);
    expectProblem(await alice.api.put(path, { name: 'x', color: 'blue' }, { ifMatch: etag(created) }), 422, 'VALIDATION');
    const cleared = await alice.api.put(path, { name: ' Edited ', color: null }, { ifMatch: etag(created) });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ ...created.body, version: 2, name: 'Edited', color: null });
    expectProblem(await alice.api.put(path, { name: 'Stale', color: '#222222' }, { ifMatch: etag(created) }), 412, 'STALE_VERSION');
    const colored = await alice.api.put(path, { name: 'Edited', color: '#222222' }, { ifMatch: etag(cleared) });
    expect(colored.body).toMatchObject({ version: 3, color: '#222222' });
    expect((await alice.api.get(path)).body).toEqual(colored.body);
  });

  it('a PUT that changes nothing keeps the version and emits no event', async () => {
    const created = await alice.api.post('/labels', { name: 'Same' });
    const before = await revision(alice);
    const same = await alice.api.put(`/labels/${created.body.id}`, { name: 'Same ', color: null }, { ifMatch: etag(created) });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(created.body);
    expect(etag(same)).toBe(etag(created));
    expect(await revision(alice)).toBe(before);
  });

  it('deletes with If-Match (428, 412, 204, then 404)', async () => {
    const created = await alice.api.post('/labels', { name: 'Doomed' });
    const path = `/labels/${created.body.id}`;
    const updated = await alice.api.put(path, { name: 'Doomed 2', color: null }, { ifMatch: etag(created) });
    expectProblem(await alice.api.delete(path), 428, 'PRECONDITION_REQUIRED');
    expectProblem(await alice.api.delete(path, { ifMatch: etag(created) }), 412, 'STALE_VERSION');
    const deleted = await alice.api.delete(path, { ifMatch: etag(updated) });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expectProblem(await alice.api.get(path), 404, 'NOT_FOUND');
  });

  it('a label assigned to activities cannot be deleted (409 IN_USE, no cascade)', async () => {
    // activity_labels arrives in a later migration with a composite foreign key to labels; a stand-in
    // table with the same kind of key proves the foreign-key violation is translated.
    const db = server.app.get(Database);
    const table = `test_label_users_${uuid().replace(/-/g, '')}`;
    await db.query(
      `CREATE TABLE ${table} (owner_id text NOT NULL, label_id uuid NOT NULL, FOREIGN KEY (owner_id, label_id) REFERENCES labels (owner_id, id))`,
    );
    try {
      const label = await alice.api.post('/labels', { name: 'Assigned' });
      await db.query(`INSERT INTO ${table} (owner_id, label_id) VALUES ($1, $2)`, [alice.ownerId, label.body.id]);
      const before = await revision(alice);
      expectProblem(await alice.api.delete(`/labels/${label.body.id}`, { ifMatch: etag(label) }), 409, 'IN_USE');
      expect(await revision(alice)).toBe(before);
      expect((await alice.api.get(`/labels/${label.body.id}`)).body).toEqual(label.body);
    } finally {
      await db.query(`DROP TABLE ${table}`);
    }
  });

  it('emits created, updated and deleted events', async () => {
    const start = await revision(bob);
    const created = await bob.api.post('/labels', { name: 'Evented' });
    const updated = await bob.api.put(`/labels/${created.body.id}`, { name: 'Evented 2', color: '#010101' }, { ifMatch: etag(created) });
    await bob.api.delete(`/labels/${created.body.id}`, { ifMatch: etag(updated) });
    const feed = await bob.api.get(`/changes?after=${start}`);
    expect(feed.body.items.map((e: any) => [e.entityType, e.changeType, e.id])).toEqual([
      ['label', 'created', created.body.id],
      ['label', 'updated', created.body.id],
      ['label', 'deleted', created.body.id],
    ]);
  });

  it("another owner's label is 404 on every route, even with its current ETag", async () => {
    const mine = await alice.api.post('/labels', { name: 'Private' });
    const path = `/labels/${mine.body.id}`;
    expectProblem(await bob.api.get(path), 404, 'NOT_FOUND');
    expectProblem(await bob.api.put(path, { name: 'x', color: null }, { ifMatch: etag(mine) }), 404, 'NOT_FOUND');
    expectProblem(await bob.api.put(path, { name: 'x', color: null }), 404, 'NOT_FOUND');
    expectProblem(await bob.api.delete(path, { ifMatch: etag(mine) }), 404, 'NOT_FOUND');
    expect((await alice.api.get(path)).body).toEqual(mine.body);
    expect((await bob.api.get('/labels?limit=500')).body.items.map((l: any) => l.id)).not.toContain(mine.body.id);
  });

  it('q filters by name (trimmed, case-insensitive, wildcards literal) and paginates across pages', async () => {
    const owner = await newOwner(server);
    const names = Array.from({ length: 7 }, (_, i) => `Sprint ${i}`);
    for (const name of names) await owner.api.post('/labels', { name: name.toUpperCase() });
    await owner.api.post('/labels', { name: '5% pure_x' });
    const { items, pages } = await collect(owner.api, `/labels?q=${encodeURIComponent('  sprint ')}`, 3);
    expect(pages).toBe(3);
    expect(items.map((l: any) => l.name).sort()).toEqual(names.map((n) => n.toUpperCase()));
    expect(items.map((l: any) => l.id)).toEqual(items.map((l: any) => l.id).sort());
    expect((await owner.api.get('/labels?q=%25')).body.items.map((l: any) => l.name)).toEqual(['5% pure_x']);
    expect((await owner.api.get('/labels?q=_')).body.items.map((l: any) => l.name)).toEqual(['5% pure_x']);
    const all = await collect(owner.api, '/labels', 4);
    expect(all.items.length).toBe(16);
    expect(all.pages).toBe(4);
    const first = await owner.api.get('/labels?q=sprint&limit=2');
    expectProblem(await owner.api.get(`/labels?q=other&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`), 400);
    expectProblem(await owner.api.get('/labels?clientId=x'), 400);
  });

  it('deleting every label leaves the account empty; a restart restores the defaults (new IDs); a non-empty set is untouched', async () => {
    const owner = await newOwner(server);
    const keeper = await newOwner(server);
    for (const label of (await owner.api.get('/labels')).body.items) {
      expect((await owner.api.delete(`/labels/${label.id}`, { ifMatch: etag(await owner.api.get(`/labels/${label.id}`)) })).status).toBe(
        204,
      );
    }
    const empty = await owner.api.get('/labels');
    expect(empty.body.items).toEqual([]);
    expect((await owner.api.get('/labels')).body.items).toEqual([]);
    // keeper customises: renames one, deletes all but two
    const keepers = (await keeper.api.get('/labels')).body.items;
    const renamed = await keeper.api.put(
      `/labels/${keepers[0].id}`,
      { name: 'Mine now', color: null },
      { ifMatch: etag(await keeper.api.get(`/labels/${keepers[0].id}`)) },
    );
    for (const label of keepers.slice(2))
      await keeper.api.delete(`/labels/${label.id}`, { ifMatch: etag(await keeper.api.get(`/labels/${label.id}`)) });
    const keeperBefore = await keeper.api.get('/labels');
    const keeperRevision = keeperBefore.body.revision;

    const restarted = await startServer();
    try {
      const again = new Api(`${restarted.base}/api/v1`, owner.token);
      const restored = await again.get('/labels');
      expect(restored.body.items.map((l: any) => l.name)).toEqual(DEFAULTS);
      const oldIds = new Set(empty.body.items.map((l: any) => l.id));
      expect(restored.body.items.every((l: any) => !oldIds.has(l.id) && l.version === 1)).toBe(true);
      const feed = await again.get(`/changes?after=${empty.body.revision}`);
      expect(feed.body.items.map((e: any) => [e.entityType, e.changeType, e.id])).toEqual(
        restored.body.items.map((l: any) => ['label', 'created', l.id]),
      );
      const keeperAfter = await keeper.api.get('/labels');
      expect(keeperAfter.body.items).toEqual(keeperBefore.body.items);
      expect(keeperAfter.body.items.map((l: any) => l.name)).toEqual([renamed.body.name, keepers[1].name]);
      expect(keeperAfter.body.revision).toBe(keeperRevision);
    } finally {
      await restarted.close();
    }
  });
});
