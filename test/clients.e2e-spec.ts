import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

describe('clients', () => {
  let server: TestServer;
  let alice: Owner;
  let bob: Owner;

  beforeAll(async () => {
    server = await startServer();
    [alice, bob] = await Promise.all([newOwner(server), newOwner(server)]);
  });
  afterAll(() => server.close());

  it('a new owner starts with the General client', async () => {
    const page = await alice.api.get('/clients');
    expect(page.status).toBe(200);
    expect(page.body.items.map((c: any) => c.name)).toEqual(['General']);
    expect(page.body.nextCursor).toBeNull();
    expect(typeof page.body.revision).toBe('number');
  });

  it('creates with 201, Location, strong ETag, trimmed name, version 1', async () => {
    const created = await alice.api.post('/clients', { name: '  Acme  ', color: '#1E88E5' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ownerId: alice.ownerId,
      version: 1,
      name: 'Acme',
      color: '#1E88E5',
      archived: false,
    });
    expect(created.headers.get('location')).toBe(`/api/v1/clients/${created.body.id}`);
    expect(created.headers.get('etag')).toMatch(/^"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}"$/);
    const fetched = await alice.api.get(`/clients/${created.body.id}`);
    expect(fetched.body).toEqual(created.body);
    expect(fetched.headers.get('etag')).toBe(created.headers.get('etag'));
  });

  it.each([
    [{ name: '   ', color: '#000000' }, 422],
    [{ name: 'x', color: 'red' }, 422],
    [{ name: 'a\u0000b', color: '#000000' }, 422],
    [{ name: '\uD800', color: '#000000' }, 422],
    [{ name: 'x', color: '#12345' }, 422],
    [{ name: 'x'.repeat(201), color: '#000000' }, 422],
    [{ name: 'x' }, 400],
    [{ color: '#000000' }, 400],
    [{ name: 'x', color: '#000000', extra: 1 }, 400],
    [{ name: 'x', color: '#000000', id: uuid() }, 400],
    [{ name: 'x', color: '#000000', version: 3 }, 400],
    [{ name: 'x', color: '#000000', ownerId: 'someone' }, 400],
  ])('rejects %j with %i and creates nothing', async (body, status) => {
    const before = await alice.api.get('/clients');
    const reply = await alice.api.post('/clients', body);
    expectProblem(reply, status, status === 422 ? 'VALIDATION' : undefined);
    const after = await alice.api.get('/clients');
    expect(after.body.revision).toBe(before.body.revision);
    expect(after.body.items.length).toBe(before.body.items.length);
  });

  it('rejects invalid JSON, non-object bodies and wrong media types', async () => {
    expectProblem(await alice.api.request('POST', '/clients', { raw: '{"name":', headers: { 'content-type': 'application/json' } }), 400);
    expectProblem(await alice.api.request('POST', '/clients', { raw: '[1,2]', headers: { 'content-type': 'application/json' } }), 400);
    expectProblem(await alice.api.request('POST', '/clients', { raw: 'name=x', headers: { 'content-type': 'text/plain' } }), 415);
    expectProblem(
      await alice.api.request('POST', '/clients', { raw: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
    );
    expectProblem(await alice.api.request('POST', '/clients', {}), 400);
  });

  it('updates with If-Match; stale 412, missing 428, malformed 400, nothing changed', async () => {
    const created = await alice.api.post('/clients', { name: 'Beta', color: '#000000' });
    const path = `/clients/${created.body.id}`;
    const etag = created.headers.get('etag')!;
    expectProblem(await alice.api.put(path, { name: 'Beta 2', color: '#111111' }), 428, 'PRECONDITION_REQUIRED');
    for (const bad of ['W/' + etag, '*', `${etag}, ${etag}`, '', 'abc', '"-x"']) {
      expectProblem(await alice.api.put(path, { name: 'Beta 2', color: '#111111' }, { ifMatch: bad }), 400);
    }
    const updated = await alice.api.put(path, { name: 'Beta 2', color: '#111111' }, { ifMatch: etag });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, name: 'Beta 2', color: '#111111' });
    expect(updated.headers.get('etag')).not.toBe(etag);
    expectProblem(await alice.api.put(path, { name: 'Beta 3', color: '#222222' }, { ifMatch: etag }), 412, 'STALE_VERSION');
    expect((await alice.api.get(path)).body).toMatchObject({ version: 2, name: 'Beta 2' });
    expectProblem(await alice.api.delete(path, { ifMatch: etag }), 412, 'STALE_VERSION');
    expectProblem(await alice.api.delete(path), 428, 'PRECONDITION_REQUIRED');
    const deleted = await alice.api.delete(path, { ifMatch: updated.headers.get('etag')! });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(deleted.headers.get('x-service-owner')).toBeTruthy();
    expectProblem(await alice.api.get(path), 404, 'NOT_FOUND');
  });

  it('a PUT that changes nothing keeps the version and emits no event', async () => {
    const created = await alice.api.post('/clients', { name: 'Same', color: '#333333' });
    const before = (await alice.api.get('/clients')).body.revision;
    const same = await alice.api.put(
      `/clients/${created.body.id}`,
      { name: ' Same ', color: '#333333' },
      { ifMatch: created.headers.get('etag')! },
    );
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(1);
    expect((await alice.api.get('/clients')).body.revision).toBe(before);
  });

  it("another owner's client is 404 for every route, even with a stale If-Match", async () => {
    const mine = await alice.api.post('/clients', { name: 'Private', color: '#444444' });
    const path = `/clients/${mine.body.id}`;
    expectProblem(await bob.api.get(path), 404, 'NOT_FOUND');
    expectProblem(await bob.api.put(path, { name: 'x', color: '#000000' }, { ifMatch: '"1-000000000000000000000000"' }), 404, 'NOT_FOUND');
    expectProblem(await bob.api.put(path, { name: 'x', color: '#000000' }), 404, 'NOT_FOUND');
    expectProblem(await bob.api.delete(path, { ifMatch: mine.headers.get('etag')! }), 404, 'NOT_FOUND');
    expect((await alice.api.get(path)).body.version).toBe(1);
    const bobs = await bob.api.get('/clients');
    expect(bobs.body.items.map((c: any) => c.id)).not.toContain(mine.body.id);
  });

  it('malformed path UUIDs are 400; unknown routes are problem+json 404', async () => {
    expectProblem(await alice.api.get('/clients/not-a-uuid'), 400);
    expectProblem(await alice.api.get('/no-such-route'), 404);
  });

  it('filters by q (trimmed, case-insensitive, wildcards literal) and paginates across pages', async () => {
    const owner = await newOwner(server);
    const names = Array.from({ length: 7 }, (_, i) => `Zeta ${i}`);
    for (const name of names) await owner.api.post('/clients', { name, color: '#555555' });
    await owner.api.post('/clients', { name: '100% pure_', color: '#555555' });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/clients?q=${encodeURIComponent('  zeta ')}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await owner.api.get(query);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.items.map((c: any) => c.name));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(names);
    expect((await owner.api.get('/clients?q=%25')).body.items.map((c: any) => c.name)).toEqual(['100% pure_']);
    expect((await owner.api.get('/clients?q=_')).body.items.map((c: any) => c.name)).toEqual(['100% pure_']);
  });

  it('cursors: malformed, foreign and filter-mismatched are 400; a change between pages is 409 CURSOR_EXPIRED', async () => {
    const owner = await newOwner(server);
    for (let i = 0; i < 3; i++) await owner.api.post('/clients', { name: `C${i}`, color: '#666666' });
    const first = await owner.api.get('/clients?limit=2');
    const cursor = encodeURIComponent(first.body.nextCursor);
    expectProblem(await owner.api.get('/clients?limit=2&cursor=garbage'), 400, 'BAD_CURSOR');
    // Longer than any cursor can be: malformed too (400), not a value out of range (422).
    expectProblem(await owner.api.get(`/clients?limit=2&cursor=${'A'.repeat(2049)}`), 400, 'BAD_CURSOR');
    expectProblem(await bob.api.get(`/clients?limit=2&cursor=${cursor}`), 400);
    expectProblem(await owner.api.get(`/clients?limit=2&q=C&cursor=${cursor}`), 400);
    expect((await owner.api.get(`/clients?limit=2&cursor=${cursor}`)).status).toBe(200);
    await owner.api.post('/clients', { name: 'C9', color: '#666666' });
    expectProblem(await owner.api.get(`/clients?limit=2&cursor=${cursor}`), 409, 'CURSOR_EXPIRED');
  });

  it('query parameters: unknown 400, repeated scalar 400, limit bounds 422', async () => {
    expectProblem(await alice.api.get('/clients?bogus=1'), 400);
    expectProblem(await alice.api.get('/clients?limit=1&limit=2'), 400);
    expectProblem(await alice.api.get('/clients?limit=0'), 422, 'VALIDATION');
    expectProblem(await alice.api.get('/clients?limit=501'), 422, 'VALIDATION');
    expectProblem(await alice.api.get('/clients?limit=abc'), 422, 'VALIDATION');
    expect((await alice.api.get('/clients?limit=500')).status).toBe(200);
  });

  it('emits change events for create, update and delete', async () => {
    const owner = await newOwner(server);
    const start = (await owner.api.get('/clients')).body.revision;
    const created = await owner.api.post('/clients', { name: 'Evented', color: '#777777' });
    const updated = await owner.api.put(
      `/clients/${created.body.id}`,
      { name: 'Evented 2', color: '#777777' },
      { ifMatch: created.headers.get('etag')! },
    );
    await owner.api.delete(`/clients/${created.body.id}`, { ifMatch: updated.headers.get('etag')! });
    const feed = await owner.api.get(`/changes?after=${start}`);
    expect(feed.body.items.map((e: any) => [e.entityType, e.changeType, e.id])).toEqual([
      ['client', 'created', created.body.id],
      ['client', 'updated', created.body.id],
      ['client', 'deleted', created.body.id],
    ]);
    expect(feed.body.nextSequence).toBe(start + 3);
  });
});

describe('clients in use', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('deleting a client that a project uses is 409 IN_USE and changes nothing', async () => {
    const owner = await newOwner(server);
    const client = await owner.api.post('/clients', { name: 'Busy', color: '#888888' });
    const project = await owner.api.post('/projects', { name: 'Uses it', clientId: client.body.id });
    expect(project.status).toBe(201);
    const revision = (await owner.api.get('/clients')).body.revision;
    expectProblem(await owner.api.delete(`/clients/${client.body.id}`, { ifMatch: client.headers.get('etag')! }), 409, 'IN_USE');
    expect((await owner.api.get(`/clients/${client.body.id}`)).body.version).toBe(1);
    expect((await owner.api.get('/clients')).body.revision).toBe(revision);
  });
});
