import { AccountsService } from '../src/auth/accounts.service';
import { Owner, TestServer, newOwner, startServer, uuid } from './support/harness';
import { resolvedParameters } from './support/openapi-doc';

/**
 * Walks every PUT, DELETE and `…/stop` route of the served OpenAPI document outside /auth and proves
 * the versioned-write rules on each: the route documents a required If-Match header, answers 428
 * without one and 412 with the ETag of an older version, and neither changes anything (no version
 * bump, no change event). A new route the walker cannot call fails this spec until it is
 * added here.
 */
describe('conditional writes across every versioned route', () => {
  let server: TestServer;
  let alice: Owner;
  const ids: Record<string, string> = {};
  /** The ETag of each record before its one real edit: well-formed, once current, now stale. */
  const stale: Record<string, string> = {};
  const reference = { providerId: 'github', repositoryId: 'acme/app', externalId: '42' };

  /** A valid body for each route (different from the stored values, so the edit would be real). */
  function bodyFor(method: string, path: string, clientId: string): unknown {
    if (method === 'POST') return {};
    if (method === 'DELETE') return undefined;
    if (path === '/me') return { zoneId: 'Europe/Berlin' };
    if (path.endsWith('/external-references')) return reference;
    if (path.endsWith('/work-session')) return { workSessionId: null };
    if (path.startsWith('/clients/')) return { name: 'x', color: '#000000' };
    if (path.startsWith('/projects/')) return { name: 'x', clientId, icon: null };
    if (path.startsWith('/tasks/')) return { summary: 'x', url: null, projectId: ids.projects, parentTaskId: null };
    if (path.startsWith('/labels/')) return { name: 'x', color: null };
    if (path.startsWith('/time-entries/'))
      return { start: '2026-01-06T08:00:00Z', end: '2026-01-06T08:30:00Z', projectId: null, summary: 'x', labelIds: [] };
    if (path.startsWith('/activities/'))
      return { start: '2026-01-05T09:00:00Z', end: '2026-01-05T09:30:00Z', projectId: null, summary: null, labelIds: [] };
    if (path.startsWith('/work-sessions/')) return { start: '2026-01-05T08:00:00Z', end: '2026-01-05T09:00:00Z' };
    if (path.startsWith('/rates/'))
      return { clientId: null, projectId: ids.projects, taskId: null, hourlyRate: '90', currency: 'EUR', effectiveFrom: null };
    throw new Error(`conditional-writes walker has no body for ${method} ${path}: add one`);
  }

  beforeAll(async () => {
    server = await startServer();
    alice = await newOwner(server);
    const created = (kind: string, reply: { status: number; body: any; headers: Headers; text: string }) => {
      if (reply.status !== 201) throw new Error(`${kind}: ${reply.status} ${reply.text}`);
      ids[kind] = reply.body.id;
      stale[kind] = reply.headers.get('etag')!;
    };
    created('clients', await alice.api.post('/clients', { name: 'Alice client', color: '#112233' }));
    created('projects', await alice.api.post('/projects', { name: 'Alice project', clientId: ids.clients }));
    created('tasks', await alice.api.post('/tasks', { summary: 'Alice task', projectId: ids.projects, externalReferences: [reference] }));
    created('labels', await alice.api.post('/labels', { name: 'Alice label', color: null }));
    created(
      'activities',
      await alice.api.post('/activities', { start: '2026-01-05T09:00:00.000000001Z', end: '2026-01-05T10:00:00Z', taskId: ids.tasks }),
    );
    created('work-sessions', await alice.api.post('/work-sessions', { start: '2026-01-05T08:00:00Z', end: '2026-01-05T12:00:00Z' }));
    created(
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
    // A time entry of its own (its one part is not the activity edited above).
    const entry = await alice.api.post('/activities', { start: '2026-01-06T09:00:00Z', end: '2026-01-06T10:00:00Z' });
    ids['time-entries'] = entry.body.timeEntryId;
    stale['time-entries'] = (await alice.api.get(`/time-entries/${ids['time-entries']}`)).headers.get('etag')!;
    const me = await alice.api.get('/me');
    stale.me = me.headers.get('etag')!;
    // One real edit of each record makes its creation ETag stale.
    for (const kind of [...Object.keys(ids), 'me']) {
      const path = kind === 'me' ? '/me' : `/${kind}/${ids[kind]}`;
      const edit = await alice.api.put(path, bodyFor('PUT', path, ids.clients), { ifMatch: stale[kind] });
      if (edit.status !== 200 || edit.headers.get('etag') === stale[kind]) throw new Error(`edit ${path}: ${edit.status} ${edit.text}`);
    }
  });
  afterAll(() => server.close());

  /**
   * The central settings are versioned too, but only an administrator's cookie session with CSRF and
   * a password proof may write them. A well-formed ETag that was never current stands in for a stale
   * one, so the walk never changes the settings the whole database shares.
   */
  async function checkAdminSettings(route: string): Promise<void> {
    await server.app.get(AccountsService).setAdmin(alice.email, true);
    const session = { cookie: alice.cookie, 'x-csrf-token': alice.csrf };
    const current = await server.api.get('/admin/settings', { headers: session });
    expect({ route, status: current.status }).toEqual({ route, status: 200 });
    const { passwordSet: _passwordSet, ...mail } = current.body.saved.mail ?? {};
    const settings = { ...current.body.saved, mail: current.body.saved.mail === null ? null : mail };
    const body = { settings, currentPassword: alice.password };
    const missing = await server.api.put('/admin/settings', body, { headers: session });
    expect({ route, status: missing.status, code: missing.body?.code }).toEqual({ route, status: 428, code: 'PRECONDITION_REQUIRED' });
    const old = await server.api.put('/admin/settings', body, { headers: session, ifMatch: '"never-current-0"' });
    expect({ route, status: old.status, code: old.body?.code }).toEqual({ route, status: 412, code: 'STALE_VERSION' });
    const after = await server.api.get('/admin/settings', { headers: session });
    expect(after.headers.get('etag')).toBe(current.headers.get('etag'));
  }

  /** An account row, with the same password proof: alice's own row, left as it is (admin, enabled). */
  async function checkAdminAccount(route: string): Promise<void> {
    await server.app.get(AccountsService).setAdmin(alice.email, true);
    const session = { cookie: alice.cookie, 'x-csrf-token': alice.csrf };
    const path = `/admin/accounts/${alice.ownerId}`;
    const current = await server.api.get(path, { headers: session });
    expect({ route, status: current.status }).toEqual({ route, status: 200 });
    const body = { admin: true, disabled: false, currentPassword: alice.password };
    const missing = await server.api.put(path, body, { headers: session });
    expect({ route, status: missing.status, code: missing.body?.code }).toEqual({ route, status: 428, code: 'PRECONDITION_REQUIRED' });
    const old = await server.api.put(path, body, { headers: session, ifMatch: '"1-000000000000000000000000"' });
    expect({ route, status: old.status, code: old.body?.code }).toEqual({ route, status: 412, code: 'STALE_VERSION' });
    expect((await server.api.get(path, { headers: session })).headers.get('etag')).toBe(current.headers.get('etag'));
  }

  it('every PUT, DELETE and stop answers 428 without If-Match and 412 with a stale one, changing nothing', async () => {
    const document: any = await (await fetch(`${server.base}/api/v1/openapi.json`)).json();
    const before = await alice.api.get('/changes?after=0');
    const checked: string[] = [];
    for (const [template, item] of Object.entries<any>(document.paths)) {
      const relative = template.replace(/^\/api\/v1/, '');
      if (relative.startsWith('/auth/')) continue;
      for (const [verb, operation] of Object.entries<any>(item)) {
        const method = verb.toUpperCase();
        if (!(method === 'PUT' || method === 'DELETE' || (method === 'POST' && relative.endsWith('/stop')))) continue;
        // A method the route exists only to refuse (DELETE on the stateless MCP endpoint: 405) writes nothing.
        if (Object.keys(operation.responses).every((status) => status === '405' || status === '421')) continue;
        const route = `${method} ${template}`;
        const header = resolvedParameters(document, operation).find((p: any) => p.in === 'header' && p.name.toLowerCase() === 'if-match');
        expect({ route, documented: header?.required === true }).toEqual({ route, documented: true });
        if (relative === '/admin/settings') {
          await checkAdminSettings(route);
          checked.push(route);
          continue;
        }
        if (relative === '/admin/accounts/{id}') {
          await checkAdminAccount(route);
          checked.push(route);
          continue;
        }
        const kind = relative === '/me' ? 'me' : Object.keys(ids).find((k) => relative.startsWith(`/${k}/{id}`));
        if (!kind) throw new Error(`conditional-writes walker does not know ${template}: add it`);
        const path = relative.replace('{id}', ids[kind] ?? '');
        const query = path.endsWith('/external-references') && method === 'DELETE' ? `?${new URLSearchParams(reference).toString()}` : '';
        const body = bodyFor(method, path, ids.clients);

        const missing = await alice.api.request(method, path + query, { body, idempotencyKey: uuid() });
        expect({ route, status: missing.status, code: missing.body?.code }).toEqual({ route, status: 428, code: 'PRECONDITION_REQUIRED' });
        const old = await alice.api.request(method, path + query, { body, ifMatch: stale[kind], idempotencyKey: uuid() });
        expect({ route, status: old.status, code: old.body?.code }).toEqual({ route, status: 412, code: 'STALE_VERSION' });
        checked.push(route);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(17);
    const after = await alice.api.get('/changes?after=0');
    expect(after.body.nextSequence).toBe(before.body.nextSequence);
    const entry = await alice.api.get(`/time-entries/${ids['time-entries']}`);
    expect(entry.body.parts.map((p: any) => p.version)).toEqual([2]);
    for (const kind of Object.keys(ids).filter((k) => k !== 'time-entries')) {
      const current = await alice.api.get(`/${kind}/${ids[kind]}`);
      expect({ kind, status: current.status, version: current.body.version }).toEqual({ kind, status: 200, version: 2 });
    }
    expect((await alice.api.get('/me')).body.version).toBe(2);
    expect((await alice.api.get(`/tasks/${ids.tasks}`)).body.externalReferences).toEqual([reference]);
  });
});
