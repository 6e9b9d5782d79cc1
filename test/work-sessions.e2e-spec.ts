import { FixedClock } from '../src/common/time/clock';
import { parseInstant } from '../src/common/time/instant';
import { Owner, TestServer, expectProblem, newOwner, ownerHeader, startServer, uuid } from './support/harness';

const NOW = '2026-03-10T12:00:00Z';
const HOUR = 3_600_000_000_000n;

describe('work sessions', () => {
  const clock = FixedClock.at(NOW);
  let server: TestServer;
  let alice: Owner;
  let bob: Owner;

  beforeAll(async () => {
    server = await startServer({ clock });
    [alice, bob] = await Promise.all([newOwner(server), newOwner(server)]);
  });
  afterAll(() => server.close());

  const general = async (o: Owner): Promise<string> =>
    (await o.api.get('/clients?limit=500')).body.items.find((c: any) => c.name === 'General').id;
  const newClient = async (o: Owner, name = 'Acme'): Promise<string> => {
    const reply = await o.api.post('/clients', { name, color: '#1E88E5' });
    expect(reply.status).toBe(201);
    return reply.body.id;
  };
  const newProject = async (o: Owner, clientId: string, name = 'Website'): Promise<string> => {
    const reply = await o.api.post('/projects', { name, clientId });
    expect(reply.status).toBe(201);
    return reply.body.id;
  };
  const revision = async (o: Owner): Promise<number> => (await o.api.get('/clients')).body.revision;
  const events = async (o: Owner, after: number) => (await o.api.get(`/changes?after=${after}`)).body.items as any[];

  describe('create and read', () => {
    it('creates a completed session with 201, Location, ETag; omitted client is General; title never returned', async () => {
      const before = await revision(alice);
      const created = await alice.api.post('/work-sessions', {
        start: '2026-03-09T08:00:00.123456789Z',
        end: '2026-03-09T12:30:00Z',
        summary: '  Planning  ',
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ownerId: alice.ownerId,
        version: 1,
        clientId: await general(alice),
        projectId: null,
        summary: 'Planning',
        start: '2026-03-09T08:00:00.123456789Z',
        end: '2026-03-09T12:30:00Z',
      });
      expect(Object.keys(created.body)).toEqual(['id', 'ownerId', 'version', 'clientId', 'projectId', 'summary', 'start', 'end']);
      expect(created.headers.get('location')).toBe(`/api/v1/work-sessions/${created.body.id}`);
      expect(created.headers.get('etag')).toMatch(/^"1-[0-9a-f]+"$/);
      const fetched = await alice.api.get(`/work-sessions/${created.body.id}`);
      expect(fetched.status).toBe(200);
      expect(fetched.text).toBe(created.text);
      expect(fetched.headers.get('etag')).toBe(created.headers.get('etag'));
      expect(fetched.headers.get('x-service-owner')).toBe(ownerHeader(alice.ownerId));
      const feed = await events(alice, before);
      expect(feed.map((e) => [e.entityType, e.changeType, e.id])).toEqual([['workSession', 'created', created.body.id]]);
    });

    it('keeps every nanosecond; a session may span midnight; several sessions may fall on one day', async () => {
      const owner = await newOwner(server);
      const a = await owner.api.post('/work-sessions', { start: '2026-03-08T22:00:00.000000001Z', end: '2026-03-09T02:00:00.999999999Z' });
      const b = await owner.api.post('/work-sessions', { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z' });
      const c = await owner.api.post('/work-sessions', { start: '2026-03-09T08:30:00Z', end: '2026-03-09T10:00:00Z' });
      expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
      expect(a.body.start).toBe('2026-03-08T22:00:00.000000001Z');
      expect(a.body.end).toBe('2026-03-09T02:00:00.999999999Z');
      expect((await owner.api.get('/work-sessions')).body.items).toHaveLength(3);
    });

    it('a zero-length session is allowed; end before start is 422; start after the server clock is 422', async () => {
      const owner = await newOwner(server);
      expect((await owner.api.post('/work-sessions', { start: '2026-03-09T08:00:00Z', end: '2026-03-09T08:00:00Z' })).status).toBe(201);
      expectProblem(
        await owner.api.post('/work-sessions', { start: '2026-03-09T08:00:00Z', end: '2026-03-09T07:59:59.999999999Z' }),
        422,
        'VALIDATION',
      );
      expectProblem(
        await owner.api.post('/work-sessions', { start: '2026-03-10T12:00:00.000000001Z', end: '2026-03-10T13:00:00Z' }),
        422,
        'VALIDATION',
      );
      // exactly now is allowed, and a future end too
      expect((await owner.api.post('/work-sessions', { start: NOW, end: '2026-03-10T13:00:00Z' })).status).toBe(201);
    });

    it.each<[string, object, number]>([
      ['{}', {}, 400],
      ['{ end: 2026-03-09T09:00:00Z }', { end: '2026-03-09T09:00:00Z' }, 400],
      ['{ start: 2026-03-09T08:00:00Z, bogus: 1 }', { start: '2026-03-09T08:00:00Z', bogus: 1 }, 400],
      [
        '{ start: 2026-03-09T08:00:00Z, id: 0190c5d0-0000-7000-8000-000000000000 }',
        { start: '2026-03-09T08:00:00Z', id: '0190c5d0-0000-7000-8000-000000000000' },
        400,
      ],
      ['{ start: 2026-03-09T08:00:00Z, version: 1 }', { start: '2026-03-09T08:00:00Z', version: 1 }, 400],
      ['{ start: 2026-03-09T08:00:00Z, ownerId: x }', { start: '2026-03-09T08:00:00Z', ownerId: 'x' }, 400],
      ['{ start: 2026-03-09T08:00:00+01:00 }', { start: '2026-03-09T08:00:00+01:00' }, 422],
      ['{ start: 2026-03-09T08:00:00.1234567891Z }', { start: '2026-03-09T08:00:00.1234567891Z' }, 422],
      ['{ start: yesterday }', { start: 'yesterday' }, 422],
      [
        '{ start: 2026-03-09T08:00:00Z, end: 2026-03-09T09:00:00Z, summary:     }',
        { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z', summary: '   ' },
        422,
      ],
      [
        '{ start: 2026-03-09T08:00:00Z, end: 2026-03-09T09:00:00Z, summary: <4001 chars> }',
        { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z', summary: 'x'.repeat(4001) },
        422,
      ],
      [
        '{ start: 2026-03-09T08:00:00Z, end: 2026-03-09T09:00:00Z, summary: 7 }',
        { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z', summary: 7 },
        422,
      ],
      [
        '{ start: 2026-03-09T08:00:00Z, end: 2026-03-09T09:00:00Z, title:    }',
        { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z', title: '  ' },
        422,
      ],
      [
        '{ start: 2026-03-09T08:00:00Z, end: 2026-03-09T09:00:00Z, clientId: nope }',
        { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z', clientId: 'nope' },
        422,
      ],
      [
        '{ start: 2026-03-09T08:00:00Z, end: 2026-03-09T09:00:00Z, clientId: null }',
        { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z', clientId: null },
        422,
      ],
    ])('rejects %s with %i and writes nothing', async (_label, body, status) => {
      const before = await revision(alice);
      expectProblem(await alice.api.post('/work-sessions', body), status, status === 422 ? 'VALIDATION' : undefined);
      expect(await revision(alice)).toBe(before);
    });

    it('a summary of exactly 4,000 characters is accepted', async () => {
      const reply = await alice.api.post('/work-sessions', {
        start: '2026-03-01T08:00:00Z',
        end: '2026-03-01T09:00:00Z',
        summary: 'y'.repeat(4000),
      });
      expect(reply.status).toBe(201);
      expect(reply.body.summary).toHaveLength(4000);
    });

    it('the retired title is folded into summary: alone it becomes the summary; a summary string wins; never returned', async () => {
      const onlyTitle = await alice.api.post('/work-sessions', {
        start: '2026-03-02T08:00:00Z',
        end: '2026-03-02T09:00:00Z',
        title: ' Legacy ',
      });
      expect(onlyTitle.status).toBe(201);
      expect(onlyTitle.body.summary).toBe('Legacy');
      expect(onlyTitle.body).not.toHaveProperty('title');
      const both = await alice.api.post('/work-sessions', {
        start: '2026-03-02T10:00:00Z',
        end: '2026-03-02T11:00:00Z',
        summary: 'New',
        title: 'Old',
      });
      expect(both.body.summary).toBe('New');
      const nullSummary = await alice.api.post('/work-sessions', {
        start: '2026-03-02T12:00:00Z',
        end: '2026-03-02T13:00:00Z',
        summary: null,
        title: 'Old',
      });
      expect(nullSummary.body.summary).toBe('Old');
      const fetched = await alice.api.get(`/work-sessions/${onlyTitle.body.id}`);
      expect(fetched.body).not.toHaveProperty('title');
    });

    it('malformed path IDs are 400; missing are 404', async () => {
      expectProblem(await alice.api.get('/work-sessions/not-a-uuid'), 400);
      expectProblem(await alice.api.get(`/work-sessions/${uuid()}`), 404, 'NOT_FOUND');
    });
  });

  describe('client rules (api-v1 item 8)', () => {
    let owner: Owner;
    let gen: string;
    let acme: string;
    let beta: string;
    let acmeProject: string;
    let betaProject: string;
    const span = { start: '2026-03-05T08:00:00Z', end: '2026-03-05T09:00:00Z' };

    beforeAll(async () => {
      owner = await newOwner(server);
      gen = await general(owner);
      acme = await newClient(owner, 'Acme');
      beta = await newClient(owner, 'Beta');
      acmeProject = await newProject(owner, acme, 'Acme site');
      betaProject = await newProject(owner, beta, 'Beta app');
    });

    const create = (body: object) => owner.api.post('/work-sessions', { ...span, ...body });

    it.each<[string, () => object, () => { clientId: string; projectId: string | null } | number]>([
      ['omitted client, no project -> General', () => ({}), () => ({ clientId: gen, projectId: null })],
      ['explicit client', () => ({ clientId: acme }), () => ({ clientId: acme, projectId: null })],
      ['explicit null client -> 422', () => ({ clientId: null }), () => 422],
      ['project derives the client', () => ({ projectId: acmeProject }), () => ({ clientId: acme, projectId: acmeProject })],
      [
        'project with the same explicit client',
        () => ({ projectId: acmeProject, clientId: acme }),
        () => ({ clientId: acme, projectId: acmeProject }),
      ],
      ['project with a conflicting client -> 422', () => ({ projectId: acmeProject, clientId: beta }), () => 422],
      ['project with General as a conflicting client -> 422', () => ({ projectId: betaProject, clientId: gen }), () => 422],
      ['explicit null project -> General', () => ({ projectId: null }), () => ({ clientId: gen, projectId: null })],
      ['project and null client -> 422', () => ({ projectId: acmeProject, clientId: null }), () => 422],
    ])('on create: %s', async (_name, body, expected) => {
      const reply = await create(body());
      const want = expected();
      if (typeof want === 'number') expectProblem(reply, want, 'VALIDATION');
      else {
        expect(reply.status).toBe(201);
        expect({ clientId: reply.body.clientId, projectId: reply.body.projectId }).toEqual(want);
      }
    });

    it('start follows the same rules: project derives the client, a conflicting or null client is 422, omitted is General', async () => {
      const o = await newOwner(server);
      const c = await newClient(o, 'Start');
      const p = await newProject(o, c, 'Start project');
      expectProblem(
        await o.api.post('/work-sessions/start', { projectId: p, clientId: await general(o) }, { idempotencyKey: uuid() }),
        422,
        'VALIDATION',
      );
      expectProblem(
        await o.api.post('/work-sessions/start', { projectId: p, clientId: null }, { idempotencyKey: uuid() }),
        422,
        'VALIDATION',
      );
      expectProblem(await o.api.post('/work-sessions/start', { projectId: acmeProject }, { idempotencyKey: uuid() }), 404, 'NOT_FOUND');
      const started = await o.api.post('/work-sessions/start', { projectId: p, summary: 'Derived' }, { idempotencyKey: uuid() });
      expect(started.status).toBe(201);
      expect(started.body).toMatchObject({ clientId: c, projectId: p, summary: 'Derived' });
    });

    it('unowned or missing client and project are 404 on create', async () => {
      const bobsClient = await newClient(bob, 'Bob client');
      const bobsProject = await newProject(bob, bobsClient, 'Bob project');
      expectProblem(await create({ clientId: bobsClient }), 404, 'NOT_FOUND');
      expectProblem(await create({ projectId: bobsProject }), 404, 'NOT_FOUND');
      expectProblem(await create({ clientId: uuid() }), 404, 'NOT_FOUND');
      expectProblem(await create({ projectId: uuid() }), 404, 'NOT_FOUND');
    });

    /** Creates a session with `initial`, then PUTs start/end plus `edit`. */
    const edit = async (initial: object, editBody: object) => {
      const created = await create(initial);
      expect(created.status).toBe(201);
      return owner.api.put(`/work-sessions/${created.body.id}`, { ...span, ...editBody }, { ifMatch: created.headers.get('etag')! });
    };

    it.each<[string, () => object, () => object, () => { clientId: string; projectId: string | null } | number]>([
      ['omitted client and project keep both', () => ({ clientId: acme }), () => ({}), () => ({ clientId: acme, projectId: null })],
      [
        'omitted client and project keep a project-derived pair',
        () => ({ projectId: acmeProject }),
        () => ({}),
        () => ({ clientId: acme, projectId: acmeProject }),
      ],
      ['explicit client changes it', () => ({ clientId: acme }), () => ({ clientId: beta }), () => ({ clientId: beta, projectId: null })],
      ['explicit null client -> 422', () => ({ clientId: acme }), () => ({ clientId: null }), () => 422],
      [
        'a new project derives its client',
        () => ({ clientId: acme }),
        () => ({ projectId: betaProject }),
        () => ({ clientId: beta, projectId: betaProject }),
      ],
      ['a new project with a conflicting client -> 422', () => ({}), () => ({ projectId: betaProject, clientId: acme }), () => 422],
      ['a kept project with a conflicting client -> 422', () => ({ projectId: acmeProject }), () => ({ clientId: beta }), () => 422],
      [
        'a kept project with its own client is fine',
        () => ({ projectId: acmeProject }),
        () => ({ clientId: acme }),
        () => ({ clientId: acme, projectId: acmeProject }),
      ],
      [
        'explicit null project removes it; the client stays',
        () => ({ projectId: acmeProject }),
        () => ({ projectId: null }),
        () => ({ clientId: acme, projectId: null }),
      ],
      [
        'explicit null project with a client: that client',
        () => ({ projectId: acmeProject }),
        () => ({ projectId: null, clientId: beta }),
        () => ({ clientId: beta, projectId: null }),
      ],
    ])('on edit: %s', async (_name, initial, editBody, expected) => {
      const reply = await edit(initial(), editBody());
      const want = expected();
      if (typeof want === 'number') expectProblem(reply, want, 'VALIDATION');
      else {
        expect(reply.status).toBe(200);
        expect({ clientId: reply.body.clientId, projectId: reply.body.projectId }).toEqual(want);
      }
    });

    it('filters: projectId, a repeated clientId list, and both combined (AND)', async () => {
      const o = await newOwner(server);
      const g = await general(o);
      const c1 = await newClient(o, 'One');
      const c2 = await newClient(o, 'Two');
      const p1 = await newProject(o, c1, 'P1');
      const mk = async (body: object) => (await o.api.post('/work-sessions', { ...span, ...body })).body.id as string;
      const inGeneral = await mk({});
      const inC1 = await mk({ clientId: c1 });
      const inP1 = await mk({ projectId: p1 });
      const inC2 = await mk({ clientId: c2 });
      const ids = async (query: string) => ((await o.api.get(`/work-sessions${query}`)).body.items as any[]).map((s) => s.id).sort();
      expect(await ids('')).toEqual([inGeneral, inC1, inP1, inC2].sort());
      expect(await ids(`?projectId=${p1}`)).toEqual([inP1]);
      expect(await ids(`?clientId=${c1}`)).toEqual([inC1, inP1].sort());
      expect(await ids(`?clientId=${c1}&clientId=${c2}`)).toEqual([inC1, inP1, inC2].sort());
      expect(await ids(`?clientId=${g}&clientId=${c2.toUpperCase()}`)).toEqual([inGeneral, inC2].sort());
      expect(await ids(`?clientId=${c2}&projectId=${p1}`)).toEqual([]);
      // foreign or missing filter values are 404; malformed 422
      expectProblem(await o.api.get(`/work-sessions?clientId=${acme}`), 404, 'NOT_FOUND');
      expectProblem(await o.api.get(`/work-sessions?clientId=${c1}&clientId=${uuid()}`), 404, 'NOT_FOUND');
      expectProblem(await o.api.get(`/work-sessions?projectId=${acmeProject}`), 404, 'NOT_FOUND');
      expectProblem(await o.api.get('/work-sessions?clientId=nope'), 422, 'VALIDATION');
      expectProblem(await o.api.get(`/work-sessions?projectId=${p1}&projectId=${p1}`), 400);
      expectProblem(await o.api.get('/work-sessions?bogus=1'), 400);
    });

    it('a client or project used by a session cannot be deleted (409)', async () => {
      const o = await newOwner(server);
      const c = await newClient(o, 'Used');
      const session = await o.api.post('/work-sessions', { ...span, clientId: c });
      expect(session.status).toBe(201);
      const client = await o.api.get(`/clients/${c}`);
      expectProblem(await o.api.delete(`/clients/${c}`, { ifMatch: client.headers.get('etag')! }), 409);
      expect((await o.api.get(`/work-sessions/${session.body.id}`)).body.clientId).toBe(c);
      const p = await newProject(o, c, 'Used project');
      const withProject = await o.api.post('/work-sessions', { ...span, projectId: p });
      const project = await o.api.get(`/projects/${p}`);
      expectProblem(await o.api.delete(`/projects/${p}`, { ifMatch: project.headers.get('etag')! }), 409);
      expect((await o.api.get(`/work-sessions/${withProject.body.id}`)).body.projectId).toBe(p);
    });

    it('moving a project to another client moves its sessions with it (version bump, event each, same command); the old client is free', async () => {
      const o = await newOwner(server);
      const [c1, c2] = [await newClient(o, 'First'), await newClient(o, 'Second')];
      const p = await newProject(o, c1, 'Moving');
      const a = (await o.api.post('/work-sessions', { ...span, projectId: p })).body;
      const b = (await o.api.post('/work-sessions', { ...span, projectId: p, summary: 'second' })).body;
      const elsewhere = (await o.api.post('/work-sessions', { ...span, clientId: c1 })).body;
      const before = await revision(o);
      const project = await o.api.get(`/projects/${p}`);
      const moved = await o.api.put(`/projects/${p}`, { name: 'Moving', clientId: c2 }, { ifMatch: project.headers.get('etag')! });
      expect(moved.status).toBe(200);
      for (const session of [a, b]) {
        const now = await o.api.get(`/work-sessions/${session.id}`);
        expect(now.body).toMatchObject({ clientId: c2, projectId: p, version: session.version + 1 });
        // What a client reads back, it can write back unchanged.
        const rewrite = await o.api.put(
          `/work-sessions/${session.id}`,
          { start: now.body.start, end: now.body.end, clientId: now.body.clientId, projectId: p, summary: now.body.summary },
          { ifMatch: now.headers.get('etag')! },
        );
        expect(rewrite.status).toBe(200);
      }
      expect((await o.api.get(`/work-sessions/${elsewhere.id}`)).body).toMatchObject({ clientId: c1, version: elsewhere.version });
      const feed = (await events(o, before)).map((e) => [e.entityType, e.changeType, e.id]);
      expect(feed.slice(0, 3).sort()).toEqual(
        [['project', 'updated', p], ...[a.id, b.id].map((id) => ['workSession', 'updated', id])].sort(),
      );
      expect((await o.api.get(`/work-sessions?clientId=${c2}`)).body.items.map((w: any) => w.id).sort()).toEqual([a.id, b.id].sort());
      // A rename keeps the client: nothing moves, no session event.
      const renamedFrom = await revision(o);
      const current = await o.api.get(`/projects/${p}`);
      await o.api.put(`/projects/${p}`, { name: 'Renamed', clientId: c2 }, { ifMatch: current.headers.get('etag')! });
      expect((await events(o, renamedFrom)).map((e) => e.entityType)).toEqual(['project']);
    });
  });

  describe('edit and delete', () => {
    it('PUT needs If-Match (428), a current one (412), bumps the version and emits an event', async () => {
      const created = await alice.api.post('/work-sessions', { start: '2026-03-03T08:00:00Z', end: '2026-03-03T09:00:00Z', summary: 'A' });
      const path = `/work-sessions/${created.body.id}`;
      const etag = created.headers.get('etag')!;
      const body = { start: '2026-03-03T08:00:00Z', end: '2026-03-03T10:00:00.5Z', summary: 'B' };
      expectProblem(await alice.api.put(path, body), 428, 'PRECONDITION_REQUIRED');
      expectProblem(await alice.api.put(path, body, { ifMatch: 'W/' + etag }), 400);
      expectProblem(await alice.api.put(path, body, { ifMatch: '"1-000000000000000000000000"' }), 412, 'STALE_VERSION');
      const before = await revision(alice);
      const updated = await alice.api.put(path, body, { ifMatch: etag });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ version: 2, summary: 'B', end: '2026-03-03T10:00:00.5Z' });
      expect(updated.headers.get('etag')).toMatch(/^"2-/);
      expect(updated.headers.get('x-service-undo-id')).toBeNull();
      expect((await events(alice, before)).map((e) => [e.entityType, e.changeType, e.id])).toEqual([
        ['workSession', 'updated', created.body.id],
      ]);
      expectProblem(await alice.api.put(path, body, { ifMatch: etag }), 412, 'STALE_VERSION');
    });

    it('PUT requires start and end (end may be null); omitted summary is kept, null clears it', async () => {
      const created = await alice.api.post('/work-sessions', {
        start: '2026-03-04T08:00:00Z',
        end: '2026-03-04T09:00:00Z',
        summary: 'Keep me',
      });
      const path = `/work-sessions/${created.body.id}`;
      const ifMatch = created.headers.get('etag')!;
      expectProblem(await alice.api.put(path, { start: '2026-03-04T08:00:00Z' }, { ifMatch }), 400);
      expectProblem(await alice.api.put(path, { end: '2026-03-04T09:00:00Z' }, { ifMatch }), 400);
      expectProblem(
        await alice.api.put(path, { start: '2026-03-04T08:00:00Z', end: '2026-03-04T07:00:00Z' }, { ifMatch }),
        422,
        'VALIDATION',
      );
      const kept = await alice.api.put(path, { start: '2026-03-04T07:00:00Z', end: '2026-03-04T09:00:00Z' }, { ifMatch });
      expect(kept.body).toMatchObject({ version: 2, summary: 'Keep me', start: '2026-03-04T07:00:00Z' });
      const titled = await alice.api.put(
        path,
        { start: '2026-03-04T07:00:00Z', end: '2026-03-04T09:00:00Z', title: 'From title' },
        { ifMatch: kept.headers.get('etag')! },
      );
      expect(titled.body).toMatchObject({ version: 3, summary: 'From title' });
      const cleared = await alice.api.put(
        path,
        { start: '2026-03-04T07:00:00Z', end: '2026-03-04T09:00:00Z', summary: null },
        { ifMatch: titled.headers.get('etag')! },
      );
      expect(cleared.body).toMatchObject({ version: 4, summary: null });
    });

    it('a PUT that changes nothing keeps the version and emits no event', async () => {
      const created = await alice.api.post('/work-sessions', {
        start: '2026-03-04T10:00:00Z',
        end: '2026-03-04T11:00:00Z',
        summary: 'Same',
      });
      const before = await revision(alice);
      const same = await alice.api.put(
        `/work-sessions/${created.body.id}`,
        { start: '2026-03-04T10:00:00.000Z', end: '2026-03-04T11:00:00Z', summary: ' Same ' },
        { ifMatch: created.headers.get('etag')! },
      );
      expect(same.status).toBe(200);
      expect(same.text).toBe(created.text);
      expect(await revision(alice)).toBe(before);
    });

    it('DELETE needs a current If-Match, answers 204 with the owner header, emits an event', async () => {
      const created = await alice.api.post('/work-sessions', { start: '2026-03-04T12:00:00Z', end: '2026-03-04T13:00:00Z' });
      const path = `/work-sessions/${created.body.id}`;
      expectProblem(await alice.api.delete(path), 428, 'PRECONDITION_REQUIRED');
      expectProblem(await alice.api.delete(path, { ifMatch: '"1-000000000000000000000000"' }), 412, 'STALE_VERSION');
      const before = await revision(alice);
      const deleted = await alice.api.delete(path, { ifMatch: created.headers.get('etag')! });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect(deleted.headers.get('x-service-owner')).toBe(ownerHeader(alice.ownerId));
      expect(deleted.headers.get('x-service-undo-id')).toBeNull();
      expectProblem(await alice.api.get(path), 404, 'NOT_FOUND');
      expect((await events(alice, before)).map((e) => [e.entityType, e.changeType, e.id])).toEqual([
        ['workSession', 'deleted', created.body.id],
      ]);
    });

    it('X-Service-Undo must be true or false', async () => {
      const created = await alice.api.post('/work-sessions', { start: '2026-03-04T14:00:00Z', end: '2026-03-04T15:00:00Z' });
      const ifMatch = created.headers.get('etag')!;
      expectProblem(await alice.api.delete(`/work-sessions/${created.body.id}`, { ifMatch, headers: { 'x-service-undo': 'yes' } }), 400);
      const plain = await alice.api.delete(`/work-sessions/${created.body.id}`, { ifMatch, headers: { 'x-service-undo': 'false' } });
      expect(plain.status).toBe(204);
      expect(plain.headers.get('x-service-undo-id')).toBeNull();
    });
  });

  describe('running sessions', () => {
    it('POST with end omitted or null runs; a second running session is 409; GET /active answers 200 or 204', async () => {
      const owner = await newOwner(server);
      const none = await owner.api.get('/work-sessions/active');
      expect(none.status).toBe(204);
      expect(none.text).toBe('');
      expect(none.headers.get('x-service-owner')).toBe(ownerHeader(owner.ownerId));
      const running = await owner.api.post('/work-sessions', { start: '2026-03-10T08:00:00Z' });
      expect(running.status).toBe(201);
      expect(running.body.end).toBeNull();
      const active = await owner.api.get('/work-sessions/active');
      expect(active.status).toBe(200);
      expect(active.text).toBe(running.text);
      expect(active.headers.get('etag')).toBe(running.headers.get('etag'));
      expectProblem(await owner.api.post('/work-sessions', { start: '2026-03-10T09:00:00Z', end: null }), 409, 'WORK_SESSION_RUNNING');
      expectProblem(await owner.api.post('/work-sessions/start', {}, { idempotencyKey: uuid() }), 409, 'WORK_SESSION_RUNNING');
      // a completed one can still be created alongside
      expect((await owner.api.post('/work-sessions', { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z' })).status).toBe(201);
      // editing another session to running is 409 too; the running one may stay running
      const completed = await owner.api.post('/work-sessions', { start: '2026-03-08T08:00:00Z', end: '2026-03-08T09:00:00Z' });
      expectProblem(
        await owner.api.put(
          `/work-sessions/${completed.body.id}`,
          { start: '2026-03-08T08:00:00Z', end: null },
          { ifMatch: completed.headers.get('etag')! },
        ),
        409,
        'WORK_SESSION_RUNNING',
      );
      const moved = await owner.api.put(
        `/work-sessions/${running.body.id}`,
        { start: '2026-03-10T07:00:00Z', end: null },
        { ifMatch: running.headers.get('etag')! },
      );
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ start: '2026-03-10T07:00:00Z', end: null, version: 2 });
      // other owners are unaffected
      expect((await bob.api.get('/work-sessions/active')).status).toBe(204);
    });

    it('start: Idempotency-Key required, server clock, 201 + Location; replay answers the original; reuse with other input 409', async () => {
      const owner = await newOwner(server);
      const c = await newClient(owner, 'Start client');
      expectProblem(await owner.api.post('/work-sessions/start', {}), 400);
      expectProblem(await owner.api.post('/work-sessions/start', {}, { idempotencyKey: 'nope' }), 400);
      expectProblem(await owner.api.post('/work-sessions/start', { start: NOW }, { idempotencyKey: uuid() }), 400);
      expectProblem(await owner.api.post('/work-sessions/start', { clientId: null }, { idempotencyKey: uuid() }), 422, 'VALIDATION');
      expectProblem(await owner.api.post('/work-sessions/start', { clientId: uuid() }, { idempotencyKey: uuid() }), 404, 'NOT_FOUND');
      const key = uuid();
      clock.set(parseInstant('2026-03-10T12:00:00.000000007Z')!);
      const before = await revision(owner);
      const started = await owner.api.post('/work-sessions/start', { clientId: c, title: 'Legacy client' }, { idempotencyKey: key });
      expect(started.status).toBe(201);
      expect(started.body).toMatchObject({
        clientId: c,
        projectId: null,
        summary: 'Legacy client',
        start: '2026-03-10T12:00:00.000000007Z',
        end: null,
        version: 1,
      });
      expect(started.headers.get('location')).toBe(`/api/v1/work-sessions/${started.body.id}`);
      const after = await revision(owner);
      clock.set(parseInstant('2026-03-10T12:00:05Z')!);
      const replay = await owner.api.post('/work-sessions/start', { title: 'Legacy client', clientId: c }, { idempotencyKey: key });
      expect(replay.status).toBe(201);
      expect(replay.text).toBe(started.text);
      expect(replay.headers.get('etag')).toBe(started.headers.get('etag'));
      expect(replay.headers.get('location')).toBe(started.headers.get('location'));
      expect(await revision(owner)).toBe(after);
      expect((await events(owner, before)).filter((e) => e.entityType === 'workSession')).toHaveLength(1);
      expectProblem(
        await owner.api.post('/work-sessions/start', { summary: 'other' }, { idempotencyKey: key }),
        409,
        'IDEMPOTENCY_KEY_REUSED',
      );
      clock.set(parseInstant(NOW)!);
    });

    it('start accepts an absent body as {}; other non-object bodies are 400', async () => {
      const owner = await newOwner(server);
      expectProblem(
        await owner.api.request('POST', '/work-sessions/start', {
          raw: '[]',
          headers: { 'content-type': 'application/json' },
          idempotencyKey: uuid(),
        }),
        400,
      );
      expectProblem(
        await owner.api.request('POST', '/work-sessions/start', {
          raw: 'null',
          headers: { 'content-type': 'application/json' },
          idempotencyKey: uuid(),
        }),
        400,
      );
      const key = uuid();
      const started = await owner.api.post('/work-sessions/start', undefined, { idempotencyKey: key });
      expect(started.status).toBe(201);
      expect(started.body).toMatchObject({ clientId: await general(owner), projectId: null, summary: null, start: NOW, end: null });
      const replay = await owner.api.post('/work-sessions/start', undefined, { idempotencyKey: key });
      expect(replay.text).toBe(started.text);
    });

    it('10 concurrent starts with different keys: exactly one 201, the rest 409', async () => {
      const owner = await newOwner(server);
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, k) => owner.api.post('/work-sessions/start', { summary: `try ${k}` }, { idempotencyKey: uuid() })),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      for (const r of replies.filter((x) => x.status === 409)) expectProblem(r, 409, 'WORK_SESSION_RUNNING');
      const all = await owner.api.get('/work-sessions');
      expect(all.body.items.filter((s: any) => s.end === null)).toHaveLength(1);
    });

    it('10 concurrent manual creations of running sessions: exactly one 201', async () => {
      const owner = await newOwner(server);
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, k) => owner.api.post('/work-sessions', { start: `2026-03-10T0${k}:00:00Z` })),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    });

    it('stop: If-Match and Idempotency-Key required; completes at the server clock; replays; a completed session stops unchanged', async () => {
      const owner = await newOwner(server);
      clock.set(parseInstant('2026-03-10T09:00:00Z')!);
      const started = await owner.api.post('/work-sessions/start', {}, { idempotencyKey: uuid() });
      const path = `/work-sessions/${started.body.id}/stop`;
      const etag = started.headers.get('etag')!;
      clock.set(parseInstant('2026-03-10T11:30:00.000000001Z')!);
      expectProblem(await owner.api.post(path, {}, { ifMatch: etag }), 400);
      expectProblem(await owner.api.post(path, {}, { idempotencyKey: uuid() }), 428, 'PRECONDITION_REQUIRED');
      expectProblem(
        await owner.api.post(path, {}, { idempotencyKey: uuid(), ifMatch: '"1-000000000000000000000000"' }),
        412,
        'STALE_VERSION',
      );
      expectProblem(await owner.api.post(path, { end: NOW }, { idempotencyKey: uuid(), ifMatch: etag }), 400);
      expectProblem(await owner.api.post(`/work-sessions/${uuid()}/stop`, {}, { idempotencyKey: uuid(), ifMatch: etag }), 404, 'NOT_FOUND');
      const key = uuid();
      const before = await revision(owner);
      const stopped = await owner.api.post(path, {}, { idempotencyKey: key, ifMatch: etag });
      expect(stopped.status).toBe(200);
      expect(stopped.body).toMatchObject({
        id: started.body.id,
        version: 2,
        start: '2026-03-10T09:00:00Z',
        end: '2026-03-10T11:30:00.000000001Z',
      });
      expect(stopped.headers.get('etag')).toMatch(/^"2-/);
      expect((await events(owner, before)).map((e) => [e.changeType, e.id])).toEqual([['updated', started.body.id]]);
      expect((await owner.api.get('/work-sessions/active')).status).toBe(204);
      // replay with the same key and the (now stale) original If-Match: the original answer
      clock.set(parseInstant('2026-03-10T11:45:00Z')!);
      const replay = await owner.api.post(path, {}, { idempotencyKey: key, ifMatch: etag });
      expect(replay.status).toBe(200);
      expect(replay.text).toBe(stopped.text);
      // a new key with the stale ETag: 412; with the current one: 200 unchanged, no event
      expectProblem(await owner.api.post(path, {}, { idempotencyKey: uuid(), ifMatch: etag }), 412, 'STALE_VERSION');
      const rev = await revision(owner);
      const again = await owner.api.post(path, undefined, { idempotencyKey: uuid(), ifMatch: stopped.headers.get('etag')! });
      expect(again.status).toBe(200);
      expect(again.text).toBe(stopped.text);
      expect(await revision(owner)).toBe(rev);
      // a new session can start now
      expect((await owner.api.post('/work-sessions/start', {}, { idempotencyKey: uuid() })).status).toBe(201);
      clock.set(parseInstant(NOW)!);
    });

    it('sessions never start, stop or change activities', async () => {
      const owner = await newOwner(server);
      const activity = await owner.api.post('/activities', { start: '2026-03-10T08:00:00Z', end: null });
      expect(activity.status).toBe(201);
      const started = await owner.api.post('/work-sessions/start', {}, { idempotencyKey: uuid() });
      await owner.api.post(`/work-sessions/${started.body.id}/stop`, {}, { idempotencyKey: uuid(), ifMatch: started.headers.get('etag')! });
      const s = await owner.api.post('/work-sessions', { start: '2026-03-10T07:00:00Z', end: '2026-03-10T09:00:00Z' });
      await owner.api.delete(`/work-sessions/${s.body.id}`, { ifMatch: s.headers.get('etag')! });
      const after = await owner.api.get(`/activities/${activity.body.id}`);
      expect(after.text).toBe(activity.text);
      expect((await owner.api.get('/activities/active')).body.id).toBe(activity.body.id);
    });
  });

  describe('list', () => {
    it('paginates by ID across pages; a change between pages is 409 CURSOR_EXPIRED', async () => {
      const owner = await newOwner(server);
      const ids: string[] = [];
      for (let k = 0; k < 7; k++)
        ids.push(
          (await owner.api.post('/work-sessions', { start: `2026-03-0${k + 1}T08:00:00Z`, end: `2026-03-0${k + 1}T09:00:00Z` })).body.id,
        );
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: any = await owner.api.get(`/work-sessions?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(page.status).toBe(200);
        seen.push(...page.body.items.map((s: any) => s.id));
        cursor = page.body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual([...ids].sort());
      const first = await owner.api.get('/work-sessions?limit=2');
      await owner.api.post('/work-sessions', { start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z' });
      expectProblem(
        await owner.api.get(`/work-sessions?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`),
        409,
        'CURSOR_EXPIRED',
      );
      expectProblem(
        await owner.api.get(`/work-sessions?limit=2&projectId=${uuid()}&cursor=${encodeURIComponent(first.body.nextCursor)}`),
        404,
      );
      expectProblem(await owner.api.get('/work-sessions?limit=0'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/work-sessions?limit=501'), 422, 'VALIDATION');
    });

    it('from/to keep overlapping sessions (half-open, running ones extend to infinity); both or neither; to after from', async () => {
      const owner = await newOwner(server);
      const mk = async (start: string, end: string | null) => (await owner.api.post('/work-sessions', { start, end })).body.id as string;
      const before = await mk('2026-03-05T06:00:00Z', '2026-03-05T08:00:00Z'); // touches from
      const crossing = await mk('2026-03-05T07:00:00Z', '2026-03-05T08:00:00.000000001Z');
      const inside = await mk('2026-03-05T09:00:00Z', '2026-03-05T10:00:00Z');
      const atTo = await mk('2026-03-05T12:00:00Z', '2026-03-05T13:00:00Z'); // starts at to
      const lastNs = await mk('2026-03-05T11:59:59.999999999Z', '2026-03-05T13:00:00Z');
      const running = await mk('2026-03-01T00:00:00Z', null);
      const range = 'from=2026-03-05T08:00:00Z&to=2026-03-05T12:00:00Z';
      const ids = ((await owner.api.get(`/work-sessions?${range}`)).body.items as any[]).map((s) => s.id).sort();
      expect(ids).toEqual([crossing, inside, lastNs, running].sort());
      expect(ids).not.toContain(before);
      expect(ids).not.toContain(atTo);
      expectProblem(await owner.api.get('/work-sessions?from=2026-03-05T08:00:00Z'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/work-sessions?to=2026-03-05T08:00:00Z'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/work-sessions?from=2026-03-05T08:00:00Z&to=2026-03-05T08:00:00Z'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/work-sessions?from=2026-03-05T08:00:00Z&to=2026-03-05T07:00:00Z'), 422, 'VALIDATION');
      expectProblem(await owner.api.get('/work-sessions?from=today&to=2026-03-05T07:00:00Z'), 422, 'VALIDATION');
    });
  });

  describe('owner isolation', () => {
    it("another owner's session is 404 on every route, even with its ETag; lists never show it", async () => {
      const mine = await alice.api.post('/work-sessions', { start: '2026-03-06T08:00:00Z', end: '2026-03-06T09:00:00Z' });
      const id = mine.body.id;
      const etag = mine.headers.get('etag')!;
      const body = { start: '2026-03-06T08:00:00Z', end: '2026-03-06T10:00:00Z' };
      expectProblem(await bob.api.get(`/work-sessions/${id}`), 404, 'NOT_FOUND');
      expectProblem(await bob.api.get(`/work-sessions/${id}/report`), 404, 'NOT_FOUND');
      expectProblem(await bob.api.put(`/work-sessions/${id}`, body, { ifMatch: etag }), 404, 'NOT_FOUND');
      expectProblem(await bob.api.put(`/work-sessions/${id}`, body), 404, 'NOT_FOUND');
      expectProblem(
        await bob.api.put(`/work-sessions/${id}`, body, { ifMatch: etag, headers: { 'x-service-undo': 'true' } }),
        404,
        'NOT_FOUND',
      );
      expectProblem(await bob.api.delete(`/work-sessions/${id}`, { ifMatch: etag }), 404, 'NOT_FOUND');
      expectProblem(await bob.api.post(`/work-sessions/${id}/stop`, {}, { ifMatch: etag, idempotencyKey: uuid() }), 404, 'NOT_FOUND');
      expect((await bob.api.get('/work-sessions')).body.items.map((s: any) => s.id)).not.toContain(id);
      expect((await alice.api.get(`/work-sessions/${id}`)).text).toBe(mine.text);
    });

    it('a read-only token can read but not write (403)', async () => {
      const reader = await newOwner(server, ['read']);
      expect((await reader.api.get('/work-sessions')).status).toBe(200);
      expect((await reader.api.post('/work-sessions', { start: '2026-03-06T08:00:00Z' })).status).toBe(403);
      expect((await reader.api.post('/work-sessions/start', {}, { idempotencyKey: uuid() })).status).toBe(403);
      expect((await reader.api.post(`/undo/${uuid()}`, {}, { idempotencyKey: uuid() })).status).toBe(403);
    });
  });

  it('the duration of the session is never limited to a day (a session of 30 hours)', async () => {
    const reply = await alice.api.post('/work-sessions', { start: '2026-02-01T00:00:00Z', end: '2026-02-02T06:00:00Z' });
    expect(reply.status).toBe(201);
    expect(parseInstant(reply.body.end)! - parseInstant(reply.body.start)!).toBe(30n * HOUR);
  });
});
