import { Owner, TestServer, newOwner, startServer, uuid } from './support/harness';

/**
 * Walks every route of the served OpenAPI document that takes an `{id}` and calls it as another owner
 * with the first owner's IDs: every one must be a 404 that reveals nothing and changes nothing. A new
 * route with an `{id}` the walker does not know fails this spec until it is added here.
 */
describe('owner isolation across every route', () => {
  let server: TestServer;
  let alice: Owner;
  let bob: Owner;
  const ids: Record<string, string> = {};
  const etags: Record<string, string> = {};
  const reference = { providerId: 'github', repositoryId: 'acme/app', externalId: '42' };

  beforeAll(async () => {
    server = await startServer();
    [alice, bob] = await Promise.all([newOwner(server), newOwner(server)]);
    const remember = (kind: string, reply: { status: number; body: any; headers: Headers; text: string }) => {
      if (reply.status !== 201) throw new Error(`${kind}: ${reply.status} ${reply.text}`);
      ids[kind] = reply.body.id;
      etags[kind] = reply.headers.get('etag')!;
    };
    remember('clients', await alice.api.post('/clients', { name: 'Alice client', color: '#112233' }));
    remember('projects', await alice.api.post('/projects', { name: 'Alice project', clientId: ids.clients }));
    remember('tasks', await alice.api.post('/tasks', { summary: 'Alice task', projectId: ids.projects, externalReferences: [reference] }));
    remember('labels', await alice.api.post('/labels', { name: 'Alice label', color: null }));
    remember(
      'activities',
      await alice.api.post('/activities', {
        start: '2026-01-05T09:00:00.000000001Z',
        end: '2026-01-05T10:00:00Z',
        taskId: ids.tasks,
        labelIds: [ids.labels],
      }),
    );
    ids['time-entries'] = (await alice.api.get(`/activities/${ids.activities}`)).body.timeEntryId;
    etags['time-entries'] = (await alice.api.get(`/time-entries/${ids['time-entries']}`)).headers.get('etag')!;
    remember('work-sessions', await alice.api.post('/work-sessions', { start: '2026-01-05T08:00:00Z', end: '2026-01-05T12:00:00Z' }));
    const edited = await alice.api.put(
      `/work-sessions/${ids['work-sessions']}`,
      { start: '2026-01-05T08:00:00Z', end: '2026-01-05T13:00:00Z' },
      { ifMatch: etags['work-sessions'], headers: { 'x-service-undo': 'true' } },
    );
    if (edited.status !== 200) throw new Error(`undo offer: ${edited.status} ${edited.text}`);
    ids.undo = edited.headers.get('x-service-undo-id')!;
    etags['work-sessions'] = edited.headers.get('etag')!;
    const token = await server.api.post(
      '/auth/tokens',
      { name: 'alice extra', permissions: ['read'] },
      { headers: { cookie: alice.cookie, 'x-csrf-token': alice.csrf } },
    );
    ids['auth/tokens'] = token.body.id;
    remember(
      'rates',
      await alice.api.post('/rates', {
        clientId: null,
        projectId: ids.projects,
        taskId: null,
        hourlyRate: '80',
        currency: 'EUR',
        effectiveFrom: null,
      }),
    );
    remember(
      'imports',
      await alice.api.post('/imports', {
        source: 'other',
        fileName: 'a.csv',
        fileSha256: '0'.repeat(64),
        sourceZoneId: 'UTC',
        mappings: {},
        selectedCount: 0,
      }),
    );
  });
  afterAll(() => server.close());

  /** A body that would be valid for Bob, so that only the foreign path ID can fail. */
  async function bodyFor(method: string, path: string): Promise<unknown> {
    if (method === 'POST') return {};
    if (method !== 'PUT') return undefined;
    const bobGeneral = (await bob.api.get('/clients')).body.items[0].id;
    if (path.endsWith('/external-references')) return reference;
    if (path.endsWith('/work-session')) return { workSessionId: null };
    if (path.startsWith('/clients/')) return { name: 'x', color: '#000000' };
    if (path.startsWith('/projects/')) return { name: 'x', clientId: bobGeneral, icon: null };
    if (path.startsWith('/tasks/')) return { summary: 'x', url: null, projectId: null, parentTaskId: null };
    if (path.startsWith('/labels/')) return { name: 'x', color: null };
    if (path.startsWith('/activities/') || path.startsWith('/time-entries/'))
      return { start: '2026-01-05T09:00:00Z', end: '2026-01-05T09:30:00Z', projectId: null, summary: null, labelIds: [] };
    if (path.startsWith('/rates/'))
      return { clientId: null, projectId: null, taskId: null, hourlyRate: '90', currency: 'EUR', effectiveFrom: null };
    if (path.startsWith('/work-sessions/')) return { start: '2026-01-05T08:00:00Z', end: '2026-01-05T09:00:00Z' };
    throw new Error(`no body known for PUT ${path}`);
  }

  it('every {id} route answers another owner with 404 and changes nothing', async () => {
    const document: any = await (await fetch(`${server.base}/api/v1/openapi.json`)).json();
    const before = await alice.api.get('/changes?after=0');
    const checked: string[] = [];
    for (const [template, item] of Object.entries<any>(document.paths)) {
      if (!template.includes('{id}')) continue;
      const relative = template.replace(/^\/api\/v1/, '');
      if (relative === '/admin/accounts/{id}') {
        // Accounts are not owner data: administrators manage them (admin-accounts.e2e-spec.ts); anyone else is refused outright.
        for (const method of Object.keys(item).map((m) => m.toUpperCase())) {
          const reply = await bob.api.request(method, `/admin/accounts/${alice.ownerId}`, {
            body: method === 'PUT' ? { admin: true, disabled: false, currentPassword: 'x' } : undefined,
            ifMatch: '"1-000000000000000000000000"',
          });
          expect({ route: `${method} ${template}`, status: reply.status, code: reply.body?.code }).toEqual({
            route: `${method} ${template}`,
            status: 403,
            code: method === 'PUT' ? 'SESSION_REQUIRED' : 'ADMIN_REQUIRED',
          });
          expect(reply.text).not.toContain(alice.email);
        }
        continue;
      }
      const kind = Object.keys(ids)
        .sort((a, b) => b.length - a.length)
        .find((k) => relative.startsWith(`/${k}/`));
      if (!kind) throw new Error(`owner-isolation walker does not know ${template}: add it`);
      const path = relative.replace('{id}', ids[kind]).replace('{index}', '0');
      for (const method of Object.keys(item).map((m) => m.toUpperCase())) {
        const query = path.endsWith('/external-references') && method === 'DELETE' ? `?${new URLSearchParams(reference).toString()}` : '';
        const reply = await bob.api.request(method, path + query, {
          body: await bodyFor(method, relative),
          ifMatch: etags[kind] ?? '"1-000000000000000000000000"',
          idempotencyKey: uuid(),
        });
        expect({ route: `${method} ${template}`, status: reply.status, code: reply.body?.code }).toEqual({
          route: `${method} ${template}`,
          status: 404,
          code: 'NOT_FOUND',
        });
        expect(reply.text).not.toContain(alice.ownerId);
        checked.push(`${method} ${template}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(25);
    const after = await alice.api.get('/changes?after=0');
    expect(after.body.nextSequence).toBe(before.body.nextSequence);
    expect((await alice.api.get(`/tasks/${ids.tasks}`)).body.externalReferences).toEqual([reference]);
  });

  it("another owner's IDs in filters and relations are 404", async () => {
    const foreign = [
      `/projects?clientId=${ids.clients}`,
      `/tasks?projectId=${ids.projects}`,
      `/tasks?parentTaskId=${ids.tasks}`,
      `/activities?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z&taskId=${ids.tasks}`,
      `/activities?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z&labelId=${ids.labels}`,
      `/activities?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z&timeEntryId=${ids['time-entries']}`,
      `/work-sessions?projectId=${ids.projects}`,
      `/work-sessions?clientId=${ids.clients}`,
    ];
    for (const path of foreign) expect({ path, status: (await bob.api.get(path)).status }).toEqual({ path, status: 404 });
    const bodies: Array<[string, unknown]> = [
      ['/projects', { name: 'x', clientId: ids.clients }],
      ['/tasks', { summary: 'x', projectId: ids.projects }],
      ['/activities', { start: '2026-01-05T09:00:00Z', end: '2026-01-05T09:30:00Z', taskId: ids.tasks }],
      ['/activities', { start: '2026-01-05T09:00:00Z', end: '2026-01-05T09:30:00Z', labelIds: [ids.labels] }],
      ['/work-sessions', { start: '2026-01-05T08:00:00Z', end: '2026-01-05T09:00:00Z', clientId: ids.clients }],
    ];
    for (const [path, body] of bodies) expect({ path, status: (await bob.api.post(path, body)).status }).toEqual({ path, status: 404 });
    const lookup = await bob.api.get(`/tasks/by-external-reference?${new URLSearchParams(reference).toString()}`);
    expect(lookup.status).toBe(404);
  });
});
