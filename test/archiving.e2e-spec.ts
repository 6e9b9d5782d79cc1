import { Owner, TestServer, expectProblem, newOwner, startServer } from './support/harness';

/**
 * Archiving: clients, projects, tasks and labels carry `archived` (always in responses), optional
 * on create (default false), kept when omitted on PUT; their lists filter on `archived=true|false`.
 */
interface Kind {
  path: string;
  create(owner: Owner, name: string): Promise<Record<string, unknown>>;
  replace(owner: Owner, current: any): Record<string, unknown>;
}

async function generalClient(owner: Owner): Promise<string> {
  return (await owner.api.get('/clients')).body.items.find((c: any) => c.name === 'General').id;
}

const KINDS: Kind[] = [
  {
    path: '/clients',
    create: async (_o, name) => ({ name, color: '#123456' }),
    replace: (_o, c) => ({ name: `${c.name}!`, color: c.color }),
  },
  {
    path: '/projects',
    create: async (o, name) => ({ name, clientId: await generalClient(o) }),
    replace: (_o, c) => ({ name: `${c.name}!`, clientId: c.clientId }),
  },
  {
    path: '/tasks',
    create: async (_o, name) => ({ summary: name }),
    replace: (_o, c) => ({ summary: `${c.summary}!`, url: null, projectId: null, parentTaskId: null }),
  },
  { path: '/labels', create: async (_o, name) => ({ name, color: null }), replace: (_o, c) => ({ name: `${c.name}!`, color: c.color }) },
];

describe('archiving', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  async function revision(owner: Owner): Promise<number> {
    return (await owner.api.get('/clients?limit=1')).body.revision;
  }

  describe.each(KINDS.map((k) => [k.path, k] as const))('%s', (path, kind) => {
    it('archived is false by default, may be set on create, is kept when omitted on PUT and changed when given', async () => {
      const owner = await newOwner(server);
      const plain = await owner.api.post(path, await kind.create(owner, 'Plain'));
      expect(plain.status).toBe(201);
      expect(plain.body.archived).toBe(false);
      const archived = await owner.api.post(path, { ...(await kind.create(owner, 'Old')), archived: true });
      expect(archived.status).toBe(201);
      expect(archived.body.archived).toBe(true);
      expect((await owner.api.get(`${path}/${archived.body.id}`)).body).toEqual(archived.body);

      // Bad values change nothing.
      const before = await revision(owner);
      for (const value of [null, 'true', 1]) {
        expectProblem(await owner.api.post(path, { ...(await kind.create(owner, 'Bad')), archived: value }), 422, 'VALIDATION');
        expectProblem(
          await owner.api.put(
            `${path}/${archived.body.id}`,
            { ...kind.replace(owner, archived.body), archived: value },
            { ifMatch: archived.headers.get('etag')! },
          ),
          422,
          'VALIDATION',
        );
      }
      expect(await revision(owner)).toBe(before);

      // Omitted on PUT keeps it (here: still archived, name changed).
      const renamed = await owner.api.put(`${path}/${archived.body.id}`, kind.replace(owner, archived.body), {
        ifMatch: archived.headers.get('etag')!,
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ archived: true, version: 2 });
      // The same values with archived given as stored: no change, same version.
      const same = await owner.api.put(
        `${path}/${archived.body.id}`,
        { ...kind.replace(owner, archived.body), archived: true },
        { ifMatch: renamed.headers.get('etag')! },
      );
      expect(same.status).toBe(200);
      expect(same.text).toBe(renamed.text);
      // Unarchive: a new version and an event.
      const feedBefore = await revision(owner);
      const restored = await owner.api.put(
        `${path}/${archived.body.id}`,
        { ...kind.replace(owner, archived.body), archived: false },
        { ifMatch: renamed.headers.get('etag')! },
      );
      expect(restored.body).toMatchObject({ archived: false, version: 3 });
      const feed = await owner.api.get(`/changes?after=${feedBefore}`);
      expect(feed.body.items.map((e: any) => [e.changeType, e.id])).toEqual([['updated', archived.body.id]]);
      // Archive again by PUT.
      const again = await owner.api.put(
        `${path}/${plain.body.id}`,
        { ...kind.replace(owner, plain.body), archived: true },
        { ifMatch: plain.headers.get('etag')! },
      );
      expect(again.body).toMatchObject({ archived: true, version: 2 });
    });

    it('the list accepts archived=true|false (omitted: all); archived records work as before', async () => {
      const owner = await newOwner(server);
      const active = (await owner.api.post(path, await kind.create(owner, 'Active'))).body;
      await owner.api.post(path, await kind.create(owner, 'Also active'));
      const archived = (await owner.api.post(path, { ...(await kind.create(owner, 'Archived')), archived: true })).body;
      const ids = async (query: string) => {
        const page = await owner.api.get(`${path}${query}`);
        expect(page.status).toBe(200);
        return page.body.items.map((r: any) => r.id);
      };
      const all = await ids('?limit=500');
      expect(all).toEqual(expect.arrayContaining([active.id, archived.id]));
      expect(await ids('?archived=true')).toEqual([archived.id]);
      const activeIds = await ids('?archived=false');
      expect(activeIds).toContain(active.id);
      expect(activeIds).not.toContain(archived.id);
      expect(activeIds.length).toBe(all.length - 1);
      expect(await ids('?archived=true&q=Archived')).toEqual([archived.id]);
      expect(await ids('?archived=true&q=Also')).toEqual([]);
      expectProblem(await owner.api.get(`${path}?archived=yes`), 422, 'VALIDATION');
      // Paging keeps the filter in the cursor; a cursor of another filter is refused.
      const first = await owner.api.get(`${path}?archived=false&limit=1`);
      expect(first.body.nextCursor).not.toBeNull();
      const second = await owner.api.get(`${path}?archived=false&limit=500&cursor=${encodeURIComponent(first.body.nextCursor)}`);
      expect([...first.body.items, ...second.body.items].map((r: any) => r.id)).toEqual(activeIds);
      expectProblem(await owner.api.get(`${path}?archived=true&cursor=${encodeURIComponent(first.body.nextCursor)}`), 400);
    });
  });

  it('archived records are still usable: an activity may use an archived task, project and label', async () => {
    const owner = await newOwner(server);
    const project = (await owner.api.post('/projects', { name: 'Old project', clientId: await generalClient(owner), archived: true })).body;
    const task = (await owner.api.post('/tasks', { summary: 'Old task', projectId: project.id, archived: true })).body;
    const label = (await owner.api.post('/labels', { name: 'Old label', archived: true })).body;
    const activity = await owner.api.post('/activities', {
      start: '2026-01-05T09:00:00Z',
      end: '2026-01-05T10:00:00Z',
      taskId: task.id,
      projectId: project.id,
      labelIds: [label.id],
    });
    expect(activity.status).toBe(201);
    expect(activity.body).toMatchObject({ taskId: task.id, projectId: project.id, labelIds: [label.id] });
  });
});
