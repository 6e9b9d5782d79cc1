import { Database } from '../src/db/database';
import { Api, Owner, Reply, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

/** Every item of a filtered list, following nextCursor; also counts the pages. */
async function collect(api: Api, path: string, limit: number): Promise<{ items: any[]; pages: number }> {
  const items: any[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const reply: any = await api.get(`${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(reply.status).toBe(200);
    expect(reply.body.items.length).toBeLessThanOrEqual(limit);
    items.push(...reply.body.items);
    cursor = reply.body.nextCursor;
    pages++;
  } while (cursor);
  return { items, pages };
}

const ids = (items: any[]) => items.map((i) => i.id);
const sorted = (values: string[]) => [...values].sort();
const etag = (reply: Reply) => reply.headers.get('etag')!;

describe('tasks', () => {
  let server: TestServer;
  let alice: Owner;
  let bob: Owner;
  let projectA: string;
  let projectB: string;

  async function generalOf(owner: Owner): Promise<string> {
    return (await owner.api.get('/clients')).body.items.find((c: any) => c.name === 'General').id;
  }
  async function revision(owner: Owner): Promise<number> {
    return (await owner.api.get('/tasks?limit=1')).body.revision;
  }
  async function project(owner: Owner, name: string): Promise<string> {
    const reply = await owner.api.post('/projects', { name, clientId: await generalOf(owner) });
    expect(reply.status).toBe(201);
    return reply.body.id;
  }
  async function task(owner: Owner, body: Record<string, unknown>): Promise<Reply> {
    const reply = await owner.api.post('/tasks', body);
    expect(reply.status).toBe(201);
    return reply;
  }
  /** A full PUT body from the current representation, with overrides. */
  function replacement(current: any, overrides: Record<string, unknown> = {}) {
    return { summary: current.summary, url: current.url, projectId: current.projectId, parentTaskId: current.parentTaskId, ...overrides };
  }

  beforeAll(async () => {
    server = await startServer();
    [alice, bob] = await Promise.all([newOwner(server), newOwner(server)]);
    await generalOf(alice);
    projectA = await project(alice, 'A');
    projectB = await project(alice, 'B');
  });
  afterAll(() => server.close());

  describe('create', () => {
    it('201 with Location, ETag, trimmed summary, defaults null and no references', async () => {
      const created = await alice.api.post('/tasks', { summary: '  Write the spec  ' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ownerId: alice.ownerId,
        version: 1,
        summary: 'Write the spec',
        url: null,
        projectId: null,
        parentTaskId: null,
        externalReferences: [],
        archived: false,
      });
      expect(Object.keys(created.body)).toEqual([
        'id',
        'ownerId',
        'version',
        'summary',
        'url',
        'projectId',
        'parentTaskId',
        'externalReferences',
        'archived',
      ]);
      expect(created.headers.get('location')).toBe(`/api/v1/tasks/${created.body.id}`);
      expect(etag(created)).toMatch(/^"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}"$/);
      const fetched = await alice.api.get(`/tasks/${created.body.id}`);
      expect(fetched.body).toEqual(created.body);
      expect(etag(fetched)).toBe(etag(created));
    });

    it("takes url, project and parent; a subtask has its parent's project", async () => {
      const parent = await task(alice, { summary: 'Parent', projectId: projectA, url: 'https://tracker.example.com/issues/1?x=1#top' });
      expect(parent.body).toMatchObject({ projectId: projectA, url: 'https://tracker.example.com/issues/1?x=1#top', parentTaskId: null });
      const child = await task(alice, { summary: 'Child', projectId: projectA, parentTaskId: parent.body.id, url: null });
      expect(child.body).toMatchObject({ projectId: projectA, parentTaskId: parent.body.id, url: null });
      const grandchild = await task(alice, { summary: 'Grandchild', projectId: projectA, parentTaskId: child.body.id });
      expect(grandchild.body.parentTaskId).toBe(child.body.id);
    });

    it.each([
      ['https', 'https://example.com'],
      ['http with query, encoded characters and fragment', 'http://example.com/a%20b?q=1&r=%2F#frag'],
      ['mailto', 'mailto:someone@example.com'],
      ['urn', 'urn:isbn:0451450523'],
      ['ftp', 'ftp://files.example.com/pub/file.txt'],
      ['an internationalised URI', 'https://例え.jp/パス'],
      ['exactly 2048 characters', `https://example.com/${'p'.repeat(2048 - 'https://example.com/'.length)}`],
    ])('accepts an absolute URI: %s', async (_label, url) => {
      const reply = await alice.api.post('/tasks', { summary: 'Linked', url });
      expect(reply.status).toBe(201);
      expect(reply.body.url).toBe(url);
    });

    it.each([
      ['empty', ''],
      ['relative path', '/issues/1'],
      ['no scheme', 'example.com/issues/1'],
      ['scheme-relative', '//example.com/x'],
      ['space inside', 'https://example.com/a b'],
      ['leading space', ' https://example.com'],
      ['bad scheme', '1http://example.com'],
      ['broken percent', 'https://example.com/100%'],
      ['empty host', 'https://'],
      ['control character', 'https://example.com/\u0007'],
      ['too long (2049)', `https://example.com/${'p'.repeat(2049 - 'https://example.com/'.length)}`],
      ['not a string', 42],
    ])('rejects a url that is %s with 422', async (_label, url) => {
      const before = await revision(alice);
      expectProblem(await alice.api.post('/tasks', { summary: 'Linked', url }), 422, 'VALIDATION');
      expect(await revision(alice)).toBe(before);
    });

    it.each([
      ['blank summary', 422, { summary: '  ' }],
      ['summary over 1000', 422, { summary: 's'.repeat(1001) }],
      ['summary with U+0000', 422, { summary: 'a\u0000' }],
      ['summary null', 422, { summary: null }],
      ['malformed projectId', 422, { summary: 's', projectId: 'x' }],
      ['malformed parentTaskId', 422, { summary: 's', parentTaskId: 'x' }],
      ['externalReferences not an array', 422, { summary: 's', externalReferences: {} }],
      ['externalReferences null', 422, { summary: 's', externalReferences: null }],
      ['missing summary', 400, {}],
      ['unknown property', 400, { summary: 's', labels: [] }],
      ['id', 400, { summary: 's', id: uuid() }],
      ['version', 400, { summary: 's', version: 2 }],
      ['ownerId', 400, { summary: 's', ownerId: 'x' }],
    ])('rejects %s with %i and creates nothing', async (_label, status, body) => {
      const before = await revision(alice);
      expectProblem(await alice.api.post('/tasks', body), status, status === 422 ? 'VALIDATION' : undefined);
      expect(await revision(alice)).toBe(before);
    });

    it('a summary of exactly 1000 characters is accepted', async () => {
      expect((await alice.api.post('/tasks', { summary: 's'.repeat(1000) })).status).toBe(201);
    });

    it("a missing or another owner's project or parent is 404", async () => {
      const bobsProject = await project(bob, 'Bob');
      const bobsTask = await task(bob, { summary: 'Bob', projectId: bobsProject });
      const before = await revision(alice);
      expectProblem(await alice.api.post('/tasks', { summary: 's', projectId: bobsProject }), 404, 'NOT_FOUND');
      expectProblem(await alice.api.post('/tasks', { summary: 's', projectId: uuid() }), 404, 'NOT_FOUND');
      expectProblem(
        await alice.api.post('/tasks', { summary: 's', projectId: bobsProject, parentTaskId: bobsTask.body.id }),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await alice.api.post('/tasks', { summary: 's', projectId: projectA, parentTaskId: bobsTask.body.id }),
        404,
        'NOT_FOUND',
      );
      expectProblem(await alice.api.post('/tasks', { summary: 's', projectId: projectA, parentTaskId: uuid() }), 404, 'NOT_FOUND');
      expect(await revision(alice)).toBe(before);
    });

    it("a subtask whose project differs from its parent's, or a parent without a project, is 422 VALIDATION", async () => {
      const parent = await task(alice, { summary: 'In A', projectId: projectA });
      const unassigned = await task(alice, { summary: 'No project' });
      const before = await revision(alice);
      expectProblem(await alice.api.post('/tasks', { summary: 's', projectId: projectB, parentTaskId: parent.body.id }), 422, 'VALIDATION');
      expectProblem(await alice.api.post('/tasks', { summary: 's', projectId: null, parentTaskId: parent.body.id }), 422, 'VALIDATION');
      expectProblem(await alice.api.post('/tasks', { summary: 's', parentTaskId: parent.body.id }), 422, 'VALIDATION');
      expectProblem(await alice.api.post('/tasks', { summary: 's', parentTaskId: unassigned.body.id }), 422, 'VALIDATION');
      expectProblem(
        await alice.api.post('/tasks', { summary: 's', projectId: projectA, parentTaskId: unassigned.body.id }),
        422,
        'VALIDATION',
      );
      expect(await revision(alice)).toBe(before);
    });
  });

  describe('replace', () => {
    it('needs If-Match (428), a well-formed one (400) and a current one (412)', async () => {
      const created = await task(alice, { summary: 'Versioned' });
      const path = `/tasks/${created.body.id}`;
      const body = replacement(created.body, { summary: 'Versioned 2' });
      expectProblem(await alice.api.put(path, body), 428, 'PRECONDITION_REQUIRED');
      for (const bad of ['*', 'W/' + etag(created), `${etag(created)}, ${etag(created)}`, ''])
        expectProblem(await alice.api.put(path, body, { ifMatch: bad }), 400);
      const updated = await alice.api.put(path, body, { ifMatch: etag(created) });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ ...created.body, version: 2, summary: 'Versioned 2' });
      expectProblem(
        await alice.api.put(path, replacement(created.body, { summary: 'Stale' }), { ifMatch: etag(created) }),
        412,
        'STALE_VERSION',
      );
      expect((await alice.api.get(path)).body).toEqual(updated.body);
    });

    it.each(['summary', 'url', 'projectId', 'parentTaskId'])(
      'a missing %s is 400 (nullable fields must be sent as null)',
      async (field) => {
        const created = await task(alice, { summary: 'Full replace' });
        const body: Record<string, unknown> = replacement(created.body);
        delete body[field];
        expectProblem(await alice.api.put(`/tasks/${created.body.id}`, body, { ifMatch: etag(created) }), 400);
        expect((await alice.api.get(`/tasks/${created.body.id}`)).body.version).toBe(1);
      },
    );

    it('externalReferences and unknown properties are not accepted on replace (400)', async () => {
      const created = await task(alice, { summary: 'No refs here' });
      const ifMatch = etag(created);
      expectProblem(
        await alice.api.put(`/tasks/${created.body.id}`, replacement(created.body, { externalReferences: [] }), { ifMatch }),
        400,
      );
      expectProblem(await alice.api.put(`/tasks/${created.body.id}`, replacement(created.body, { id: created.body.id }), { ifMatch }), 400);
    });

    it('sets and clears url, project and parent', async () => {
      const parent = await task(alice, { summary: 'P', projectId: projectA });
      const created = await task(alice, { summary: 'Movable' });
      const path = `/tasks/${created.body.id}`;
      const assigned = await alice.api.put(
        path,
        replacement(created.body, { url: 'https://x.example/1', projectId: projectA, parentTaskId: parent.body.id }),
        { ifMatch: etag(created) },
      );
      expect(assigned.status).toBe(200);
      expect(assigned.body).toMatchObject({ version: 2, url: 'https://x.example/1', projectId: projectA, parentTaskId: parent.body.id });
      const cleared = await alice.api.put(path, replacement(assigned.body, { url: null, projectId: null, parentTaskId: null }), {
        ifMatch: etag(assigned),
      });
      expect(cleared.body).toMatchObject({ version: 3, url: null, projectId: null, parentTaskId: null });
      const moved = await alice.api.put(path, replacement(cleared.body, { projectId: projectB }), { ifMatch: etag(cleared) });
      expect(moved.body).toMatchObject({ version: 4, projectId: projectB });
    });

    it('a PUT that changes nothing keeps the version and emits no event', async () => {
      const created = await task(alice, { summary: 'Same', url: 'https://same.example', projectId: projectA });
      const before = await revision(alice);
      const same = await alice.api.put(`/tasks/${created.body.id}`, replacement(created.body, { summary: ' Same ' }), {
        ifMatch: etag(created),
      });
      expect(same.status).toBe(200);
      expect(same.body).toEqual(created.body);
      expect(etag(same)).toBe(etag(created));
      expect(await revision(alice)).toBe(before);
    });

    it('self-parenting is 409 HIERARCHY_CONFLICT', async () => {
      const created = await task(alice, { summary: 'Narcissus', projectId: projectA });
      expectProblem(
        await alice.api.put(`/tasks/${created.body.id}`, replacement(created.body, { parentTaskId: created.body.id }), {
          ifMatch: etag(created),
        }),
        409,
        'HIERARCHY_CONFLICT',
      );
      expect((await alice.api.get(`/tasks/${created.body.id}`)).body).toEqual(created.body);
    });

    it('a cycle (direct or deeper) is 409 HIERARCHY_CONFLICT and changes nothing', async () => {
      const a = await task(alice, { summary: 'A', projectId: projectA });
      const b = await task(alice, { summary: 'B', projectId: projectA, parentTaskId: a.body.id });
      const c = await task(alice, { summary: 'C', projectId: projectA, parentTaskId: b.body.id });
      const before = await revision(alice);
      expectProblem(
        await alice.api.put(`/tasks/${a.body.id}`, replacement(a.body, { parentTaskId: b.body.id }), { ifMatch: etag(a) }),
        409,
        'HIERARCHY_CONFLICT',
      );
      expectProblem(
        await alice.api.put(`/tasks/${a.body.id}`, replacement(a.body, { parentTaskId: c.body.id }), { ifMatch: etag(a) }),
        409,
        'HIERARCHY_CONFLICT',
      );
      expect(await revision(alice)).toBe(before);
      // Re-parenting without a cycle is fine: C moves up under A.
      const moved = await alice.api.put(`/tasks/${c.body.id}`, replacement(c.body, { parentTaskId: a.body.id }), { ifMatch: etag(c) });
      expect(moved.status).toBe(200);
      expect(moved.body.parentTaskId).toBe(a.body.id);
    });

    it("moving a task that has subtasks to another project (or to none) is 409; a childless subtask moving away from its parent's project is 422", async () => {
      const parent = await task(alice, { summary: 'Parent', projectId: projectA });
      const child = await task(alice, { summary: 'Child', projectId: projectA, parentTaskId: parent.body.id });
      const before = await revision(alice);
      expectProblem(
        await alice.api.put(`/tasks/${parent.body.id}`, replacement(parent.body, { projectId: projectB }), { ifMatch: etag(parent) }),
        409,
        'HIERARCHY_CONFLICT',
      );
      expectProblem(
        await alice.api.put(`/tasks/${parent.body.id}`, replacement(parent.body, { projectId: null }), { ifMatch: etag(parent) }),
        409,
        'HIERARCHY_CONFLICT',
      );
      expectProblem(
        await alice.api.put(`/tasks/${child.body.id}`, replacement(child.body, { projectId: projectB }), { ifMatch: etag(child) }),
        422,
        'VALIDATION',
      );
      expectProblem(
        await alice.api.put(`/tasks/${child.body.id}`, replacement(child.body, { projectId: null }), { ifMatch: etag(child) }),
        422,
        'VALIDATION',
      );
      expect(await revision(alice)).toBe(before);
      // The parent may still change other fields, and the child may leave the hierarchy and the project together.
      const renamed = await alice.api.put(`/tasks/${parent.body.id}`, replacement(parent.body, { summary: 'Parent 2' }), {
        ifMatch: etag(parent),
      });
      expect(renamed.status).toBe(200);
      const detached = await alice.api.put(
        `/tasks/${child.body.id}`,
        replacement(child.body, { projectId: projectB, parentTaskId: null }),
        { ifMatch: etag(child) },
      );
      expect(detached.body).toMatchObject({ projectId: projectB, parentTaskId: null, version: 2 });
      // Without subtasks, the former parent can move.
      const moved = await alice.api.put(`/tasks/${parent.body.id}`, replacement(renamed.body, { projectId: projectB }), {
        ifMatch: etag(renamed),
      });
      expect(moved.body).toMatchObject({ projectId: projectB, version: 3 });
    });

    it("a missing or another owner's project or parent is 404 and changes nothing", async () => {
      const bobsProject = await project(bob, 'Bob 2');
      const bobsTask = await task(bob, { summary: 'Bob', projectId: bobsProject });
      const created = await task(alice, { summary: 'Mine', projectId: projectA });
      const path = `/tasks/${created.body.id}`;
      const ifMatch = etag(created);
      expectProblem(await alice.api.put(path, replacement(created.body, { projectId: bobsProject }), { ifMatch }), 404, 'NOT_FOUND');
      expectProblem(
        await alice.api.put(path, replacement(created.body, { projectId: bobsProject, parentTaskId: bobsTask.body.id }), { ifMatch }),
        404,
        'NOT_FOUND',
      );
      expectProblem(await alice.api.put(path, replacement(created.body, { parentTaskId: uuid() }), { ifMatch }), 404, 'NOT_FOUND');
      expect((await alice.api.get(path)).body).toEqual(created.body);
    });
  });

  describe('delete', () => {
    it('204 with If-Match; 428 without; 412 stale; 404 afterwards', async () => {
      const created = await task(alice, { summary: 'Doomed' });
      const path = `/tasks/${created.body.id}`;
      const updated = await alice.api.put(path, replacement(created.body, { summary: 'Doomed 2' }), { ifMatch: etag(created) });
      expectProblem(await alice.api.delete(path), 428, 'PRECONDITION_REQUIRED');
      expectProblem(await alice.api.delete(path, { ifMatch: etag(created) }), 412, 'STALE_VERSION');
      const deleted = await alice.api.delete(path, { ifMatch: etag(updated) });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expectProblem(await alice.api.get(path), 404, 'NOT_FOUND');
    });

    it('a task with subtasks is 409 IN_USE (no cascade); once the subtasks are gone it can go', async () => {
      const parent = await task(alice, { summary: 'Parent', projectId: projectA });
      const child = await task(alice, { summary: 'Child', projectId: projectA, parentTaskId: parent.body.id });
      const before = await revision(alice);
      expectProblem(await alice.api.delete(`/tasks/${parent.body.id}`, { ifMatch: etag(parent) }), 409, 'IN_USE');
      expect(await revision(alice)).toBe(before);
      expect((await alice.api.get(`/tasks/${child.body.id}`)).status).toBe(200);
      expect((await alice.api.delete(`/tasks/${child.body.id}`, { ifMatch: etag(child) })).status).toBe(204);
      expect((await alice.api.delete(`/tasks/${parent.body.id}`, { ifMatch: etag(parent) })).status).toBe(204);
    });

    it('a task referred to by other rows (activities) is 409 IN_USE', async () => {
      // Activities arrive in a later migration with a composite foreign key to tasks; a stand-in table
      // with the same kind of key proves the foreign-key violation is translated.
      const db = server.app.get(Database);
      const table = `test_task_users_${uuid().replace(/-/g, '')}`;
      await db.query(
        `CREATE TABLE ${table} (owner_id text NOT NULL, task_id uuid NOT NULL, FOREIGN KEY (owner_id, task_id) REFERENCES tasks (owner_id, id))`,
      );
      try {
        const created = await task(alice, { summary: 'Tracked' });
        await db.query(`INSERT INTO ${table} (owner_id, task_id) VALUES ($1, $2)`, [alice.ownerId, created.body.id]);
        const before = await revision(alice);
        expectProblem(await alice.api.delete(`/tasks/${created.body.id}`, { ifMatch: etag(created) }), 409, 'IN_USE');
        expect(await revision(alice)).toBe(before);
        expect((await alice.api.get(`/tasks/${created.body.id}`)).body.version).toBe(1);
      } finally {
        await db.query(`DROP TABLE ${table}`);
      }
    });
  });

  it('emits created, updated and deleted events', async () => {
    const owner = await newOwner(server);
    const start = await revision(owner);
    const created = await task(owner, { summary: 'Evented' });
    const updated = await owner.api.put(`/tasks/${created.body.id}`, replacement(created.body, { summary: 'Evented 2' }), {
      ifMatch: etag(created),
    });
    await owner.api.delete(`/tasks/${created.body.id}`, { ifMatch: etag(updated) });
    const feed = await owner.api.get(`/changes?after=${start}`);
    expect(feed.body.items.map((e: any) => [e.entityType, e.changeType, e.id])).toEqual([
      ['task', 'created', created.body.id],
      ['task', 'updated', created.body.id],
      ['task', 'deleted', created.body.id],
    ]);
  });

  describe('listing and filters', () => {
    let owner: Owner;
    let p1: string;
    let p2: string;
    let parent1: string;
    let parent2: string;
    const made: Array<{ id: string; summary: string; projectId: string | null; parentTaskId: string | null }> = [];

    async function add(summary: string, projectId: string | null, parentTaskId: string | null = null): Promise<string> {
      const reply = await owner.api.post('/tasks', { summary, projectId, parentTaskId });
      expect(reply.status).toBe(201);
      made.push({ id: reply.body.id, summary, projectId, parentTaskId });
      return reply.body.id;
    }
    const expectIds = (filter: (t: (typeof made)[number]) => boolean) => sorted(made.filter(filter).map((t) => t.id));

    beforeAll(async () => {
      owner = await newOwner(server);
      p1 = await project(owner, 'One');
      p2 = await project(owner, 'Two');
      parent1 = await add('Feature epic', p1);
      parent2 = await add('Bug epic', p2);
      for (let i = 0; i < 5; i++) await add(`Feature part ${i}`, p1, parent1);
      for (let i = 0; i < 3; i++) await add(`Bug part ${i}`, p2, parent2);
      for (let i = 0; i < 3; i++) await add(`feature loose ${i}`, p1);
      for (let i = 0; i < 5; i++) await add(`Inbox FEATURE ${i}`, null);
      await add('Inbox 50%_off', null);
    });

    it('without filters: every task, ID order, across pages', async () => {
      const { items, pages } = await collect(owner.api, '/tasks', 5);
      expect(made.length).toBe(19);
      expect(pages).toBe(4);
      expect(ids(items)).toEqual(sorted(made.map((t) => t.id)));
    });

    it('q matches the summary trimmed and case-insensitively; wildcards are literal', async () => {
      const { items, pages } = await collect(owner.api, `/tasks?q=${encodeURIComponent(' FeAtUrE  ')}`, 4);
      const expected = expectIds((t) => t.summary.toLowerCase().includes('feature'));
      expect(expected.length).toBe(14);
      expect(pages).toBe(4);
      expect(ids(items)).toEqual(expected);
      expect((await owner.api.get('/tasks?q=%25_')).body.items.map((t: any) => t.summary)).toEqual(['Inbox 50%_off']);
      expect((await owner.api.get('/tasks?q=_')).body.items.map((t: any) => t.summary)).toEqual(['Inbox 50%_off']);
    });

    it('projectId, across pages', async () => {
      const { items, pages } = await collect(owner.api, `/tasks?projectId=${p1}`, 4);
      expect(pages).toBe(3);
      expect(ids(items)).toEqual(expectIds((t) => t.projectId === p1));
    });

    it('parentTaskId lists the direct subtasks, across pages', async () => {
      const { items, pages } = await collect(owner.api, `/tasks?parentTaskId=${parent1}`, 2);
      expect(pages).toBe(3);
      expect(ids(items)).toEqual(expectIds((t) => t.parentTaskId === parent1));
    });

    it('unassigned=true lists tasks without a project, unassigned=false those with one, across pages', async () => {
      const yes = await collect(owner.api, '/tasks?unassigned=true', 4);
      expect(yes.pages).toBe(2);
      expect(ids(yes.items)).toEqual(expectIds((t) => t.projectId === null));
      const no = await collect(owner.api, '/tasks?unassigned=false', 4);
      expect(no.pages).toBe(4);
      expect(ids(no.items)).toEqual(expectIds((t) => t.projectId !== null));
    });

    it('filters combine with AND, across pages', async () => {
      const qp = await collect(owner.api, `/tasks?q=feature&projectId=${p1}`, 3);
      expect(ids(qp.items)).toEqual(expectIds((t) => t.projectId === p1 && t.summary.toLowerCase().includes('feature')));
      expect(qp.pages).toBe(3);
      const qParent = await collect(owner.api, `/tasks?q=part&parentTaskId=${parent1}&projectId=${p1}`, 2);
      expect(ids(qParent.items)).toEqual(expectIds((t) => t.parentTaskId === parent1));
      expect(qParent.pages).toBe(3);
      const qUnassigned = await collect(owner.api, '/tasks?q=feature&unassigned=true', 2);
      expect(ids(qUnassigned.items)).toEqual(expectIds((t) => t.projectId === null && t.summary.toLowerCase().includes('feature')));
      expect(qUnassigned.pages).toBe(3);
      const assignedInP2 = await collect(owner.api, `/tasks?unassigned=false&projectId=${p2}`, 2);
      expect(ids(assignedInP2.items)).toEqual(expectIds((t) => t.projectId === p2));
      expect(assignedInP2.pages).toBe(2);
      expect((await owner.api.get(`/tasks?parentTaskId=${parent1}&projectId=${p2}`)).body.items).toEqual([]);
      expect((await owner.api.get(`/tasks?parentTaskId=${parent1}&unassigned=true`)).body.items).toEqual([]);
      expect((await owner.api.get('/tasks?q=bug&unassigned=true')).body.items).toEqual([]);
    });

    it('unassigned=true with projectId is 400; unassigned must be true or false (422)', async () => {
      expectProblem(await owner.api.get(`/tasks?unassigned=true&projectId=${p1}`), 400);
      expectProblem(await owner.api.get('/tasks?unassigned=yes'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/tasks?unassigned=true&unassigned=false'), 400);
    });

    it("a missing or another owner's project or parent in a filter is 404", async () => {
      const foreignTask = (await alice.api.post('/tasks', { summary: 'Alice', projectId: projectA })).body.id;
      expectProblem(await owner.api.get(`/tasks?projectId=${projectA}`), 404, 'NOT_FOUND');
      expectProblem(await owner.api.get(`/tasks?projectId=${uuid()}`), 404, 'NOT_FOUND');
      expectProblem(await owner.api.get(`/tasks?parentTaskId=${foreignTask}`), 404, 'NOT_FOUND');
      expectProblem(await owner.api.get(`/tasks?parentTaskId=${uuid()}`), 404, 'NOT_FOUND');
      expectProblem(await owner.api.get(`/tasks?projectId=${p1}&parentTaskId=${foreignTask}`), 404, 'NOT_FOUND');
    });

    it('malformed filters: bad UUIDs 422, unknown parameters 400, repeated projectId 400', async () => {
      expectProblem(await owner.api.get('/tasks?projectId=nope'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/tasks?parentTaskId=nope'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/tasks?clientId=x'), 400);
      expectProblem(await owner.api.get(`/tasks?projectId=${p1}&projectId=${p2}`), 400);
    });

    it('a cursor is bound to its filters', async () => {
      const first = await owner.api.get(`/tasks?projectId=${p1}&limit=2`);
      const cursor = encodeURIComponent(first.body.nextCursor);
      expect((await owner.api.get(`/tasks?projectId=${p1}&limit=2&cursor=${cursor}`)).status).toBe(200);
      expectProblem(await owner.api.get(`/tasks?projectId=${p2}&limit=2&cursor=${cursor}`), 400);
      expectProblem(await owner.api.get(`/tasks?projectId=${p1}&unassigned=false&limit=2&cursor=${cursor}`), 400);
      expectProblem(await owner.api.get(`/tasks?limit=2&cursor=${cursor}`), 400);
    });
  });
});
