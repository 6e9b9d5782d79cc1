import { Owner, Reply, TestServer, expectProblem, newOwner, startServer } from './support/harness';

const etag = (reply: Reply) => reply.headers.get('etag')!;
const refQuery = (ref: { providerId: string; repositoryId: string; externalId: string }) =>
  `providerId=${encodeURIComponent(ref.providerId)}&repositoryId=${encodeURIComponent(ref.repositoryId)}&externalId=${encodeURIComponent(ref.externalId)}`;

/**
 * Every catalog route with another owner's IDs, in paths, bodies and filters: always 404 NOT_FOUND,
 * never a hint of the other owner's data, and nothing changes for either owner.
 */
describe('catalog owner isolation', () => {
  let server: TestServer;
  let alice: Owner;
  let bob: Owner;
  const a: Record<string, Reply> = {};
  const b: Record<string, Reply> = {};
  const ref = { providerId: 'github', repositoryId: 'alice/private', externalId: '42' };
  let aliceSnapshot: string;

  /** Everything alice owns in the catalog, as she sees it. */
  async function snapshot(owner: Owner): Promise<string> {
    const parts = await Promise.all(['/clients', '/projects', '/tasks', '/labels'].map((p) => owner.api.get(`${p}?limit=500`)));
    return JSON.stringify(parts.map((p) => [p.body.items, p.body.revision]));
  }

  function expectNotFound(reply: Reply): void {
    expectProblem(reply, 404, 'NOT_FOUND');
    expect(reply.text).not.toContain(alice.ownerId);
    expect(reply.headers.get('etag')).toBeNull();
  }

  beforeAll(async () => {
    server = await startServer();
    [alice, bob] = await Promise.all([newOwner(server), newOwner(server)]);
    for (const [owner, store] of [
      [alice, a],
      [bob, b],
    ] as const) {
      store.client = await owner.api.post('/clients', { name: 'Client', color: '#101010' });
      store.project = await owner.api.post('/projects', { name: 'Project', clientId: store.client.body.id });
      store.parent = await owner.api.post('/tasks', { summary: 'Parent', projectId: store.project.body.id });
      store.task = await owner.api.post('/tasks', {
        summary: 'Child',
        projectId: store.project.body.id,
        parentTaskId: store.parent.body.id,
        ...(owner === alice ? { externalReferences: [ref] } : {}),
      });
      store.label = await owner.api.post('/labels', { name: 'Label' });
    }
    for (const reply of [...Object.values(a), ...Object.values(b)]) expect(reply.status).toBe(201);
    aliceSnapshot = await snapshot(alice);
  });
  afterAll(() => server.close());

  afterEach(async () => {
    expect(await snapshot(alice)).toBe(aliceSnapshot);
  });

  it('projects: paths', async () => {
    const path = `/projects/${a.project.body.id}`;
    expectNotFound(await bob.api.get(path));
    expectNotFound(await bob.api.put(path, { name: 'x', clientId: b.client.body.id }, { ifMatch: etag(a.project) }));
    expectNotFound(await bob.api.put(path, { name: 'x', clientId: b.client.body.id }, { ifMatch: '"9-000000000000000000000000"' }));
    expectNotFound(await bob.api.put(path, { name: 'x', clientId: b.client.body.id }));
    expectNotFound(await bob.api.delete(path, { ifMatch: etag(a.project) }));
    expectNotFound(await bob.api.delete(path));
  });

  it('projects: bodies and filters', async () => {
    expectNotFound(await bob.api.post('/projects', { name: 'x', clientId: a.client.body.id }));
    expectNotFound(
      await bob.api.put(`/projects/${b.project.body.id}`, { name: 'x', clientId: a.client.body.id }, { ifMatch: etag(b.project) }),
    );
    expectNotFound(await bob.api.get(`/projects?clientId=${a.client.body.id}`));
    expectNotFound(await bob.api.get(`/projects?clientId=${b.client.body.id}&clientId=${a.client.body.id}`));
    const own = await bob.api.get('/projects');
    expect(own.body.items.map((p: any) => p.id)).toEqual([b.project.body.id]);
  });

  it('tasks: paths', async () => {
    const path = `/tasks/${a.task.body.id}`;
    const body = { summary: 'x', url: null, projectId: null, parentTaskId: null };
    expectNotFound(await bob.api.get(path));
    expectNotFound(await bob.api.put(path, body, { ifMatch: etag(a.task) }));
    expectNotFound(await bob.api.put(path, body, { ifMatch: '"9-000000000000000000000000"' }));
    expectNotFound(await bob.api.put(path, body));
    expectNotFound(await bob.api.delete(path, { ifMatch: etag(a.task) }));
    expectNotFound(await bob.api.delete(path));
  });

  it('tasks: bodies and filters', async () => {
    const mine = `/tasks/${b.task.body.id}`;
    const current = { summary: 'Child', url: null, projectId: b.project.body.id, parentTaskId: b.parent.body.id };
    expectNotFound(await bob.api.post('/tasks', { summary: 'x', projectId: a.project.body.id }));
    expectNotFound(await bob.api.post('/tasks', { summary: 'x', projectId: a.project.body.id, parentTaskId: a.parent.body.id }));
    expectNotFound(await bob.api.post('/tasks', { summary: 'x', projectId: b.project.body.id, parentTaskId: a.parent.body.id }));
    expectNotFound(await bob.api.put(mine, { ...current, projectId: a.project.body.id, parentTaskId: null }, { ifMatch: etag(b.task) }));
    expectNotFound(await bob.api.put(mine, { ...current, parentTaskId: a.parent.body.id }, { ifMatch: etag(b.task) }));
    expectNotFound(await bob.api.get(`/tasks?projectId=${a.project.body.id}`));
    expectNotFound(await bob.api.get(`/tasks?parentTaskId=${a.parent.body.id}`));
    expectNotFound(await bob.api.get(`/tasks?projectId=${b.project.body.id}&parentTaskId=${a.parent.body.id}`));
    expect((await bob.api.get(mine)).body.version).toBe(1);
    const own = await bob.api.get('/tasks');
    expect(own.body.items.map((t: any) => t.id).sort()).toEqual([b.parent.body.id, b.task.body.id].sort());
  });

  it('provider references: lookup, link and unlink', async () => {
    expectNotFound(await bob.api.get(`/tasks/by-external-reference?${refQuery(ref)}`));
    const other = { providerId: 'github', repositoryId: 'bob/repo', externalId: '1' };
    expectNotFound(await bob.api.put(`/tasks/${a.task.body.id}/external-references`, other, { ifMatch: etag(a.task) }));
    expectNotFound(await bob.api.put(`/tasks/${a.task.body.id}/external-references`, ref, { ifMatch: etag(a.task) }));
    expectNotFound(await bob.api.delete(`/tasks/${a.task.body.id}/external-references?${refQuery(ref)}`, { ifMatch: etag(a.task) }));
    expectNotFound(await bob.api.delete(`/tasks/${a.task.body.id}/external-references?${refQuery(ref)}`));
    expect((await alice.api.get(`/tasks/by-external-reference?${refQuery(ref)}`)).body.id).toBe(a.task.body.id);
  });

  it('labels: paths', async () => {
    const path = `/labels/${a.label.body.id}`;
    expectNotFound(await bob.api.get(path));
    expectNotFound(await bob.api.put(path, { name: 'x', color: null }, { ifMatch: etag(a.label) }));
    expectNotFound(await bob.api.put(path, { name: 'x', color: null }));
    expectNotFound(await bob.api.delete(path, { ifMatch: etag(a.label) }));
    expect((await bob.api.get('/labels?limit=500')).body.items.map((l: any) => l.id)).not.toContain(a.label.body.id);
  });

  it("the client a project uses is alice's and invisible to bob", async () => {
    expectNotFound(await bob.api.get(`/clients/${a.client.body.id}`));
    expectNotFound(await bob.api.delete(`/clients/${a.client.body.id}`, { ifMatch: etag(a.client) }));
  });
});
