import { randomUUID } from 'node:crypto';
import { AccountsService } from '../src/auth/accounts.service';
import { Database } from '../src/db/database';
import { expectProblem, newOwner, Owner, startServer, TestServer } from './support/harness';
import { runCli } from './support/isolated-database';
import { asSession, codeFor, enableTwoFactor, PASSWORD, sessionOf, signIn, WebSession } from './support/two-factor';

/** decisions.md "Account administration (v1 additions)", every status of it, and the command line's account commands. */
describe('account administration', () => {
  let server: TestServer;
  let admin: Owner;
  let adminSession: WebSession;

  beforeAll(async () => {
    server = await startServer();
    admin = await newOwner(server);
    await server.app.get(AccountsService).setAdmin(admin.email, true);
    adminSession = { cookie: admin.cookie, csrf: admin.csrf };
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (id: string) => admin.api.get(`/admin/accounts/${id}`);
  async function put(id: string, body: Record<string, unknown>, options: { ifMatch?: string | null; as?: WebSession } = {}) {
    const ifMatch = options.ifMatch === undefined ? (await get(id)).headers.get('etag')! : options.ifMatch;
    return server.api.put(
      `/admin/accounts/${id}`,
      { currentPassword: PASSWORD, ...body },
      { ...asSession(options.as ?? adminSession), ...(ifMatch === null ? {} : { ifMatch }) },
    );
  }

  it('GET /admin/accounts: 401 without credentials, 403 ADMIN_REQUIRED for others, a page ordered by ID with q (email contains, case-insensitive), by session or read token', async () => {
    const tag = randomUUID().slice(0, 8);
    const emails = [`Zed.${tag}@Example.com`, `amy.${tag}@example.com`, `bob.${tag}@example.com`];
    for (const email of emails) expect((await server.api.post('/auth/signup', { email, password: PASSWORD })).status).toBe(201);
    const other = await newOwner(server);
    expectProblem(await server.api.get('/admin/accounts'), 401);
    expectProblem(await other.api.get('/admin/accounts'), 403, 'ADMIN_REQUIRED');
    expectProblem(await server.api.get('/admin/accounts', { token: null, headers: { cookie: other.cookie } }), 403, 'ADMIN_REQUIRED');
    expectProblem(await other.api.get(`/admin/accounts/${other.ownerId}`), 403, 'ADMIN_REQUIRED');
    const readToken = (await server.api.post('/auth/tokens', { name: 'read', permissions: ['read'] }, asSession(adminSession))).body.token;
    const page = await server.api.get(`/admin/accounts?q=${tag.toUpperCase()}&limit=2`, { token: readToken });
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.nextCursor).toEqual(expect.any(String));
    const rest = await server.api.get(`/admin/accounts?q=${tag.toUpperCase()}&limit=2&cursor=${encodeURIComponent(page.body.nextCursor)}`, {
      token: readToken,
    });
    expect(rest.status).toBe(200);
    const items = [...page.body.items, ...rest.body.items];
    expect(rest.body.nextCursor).toBeNull();
    expect(items.map((i: any) => i.email).sort()).toEqual([...emails].sort());
    expect(items.map((i: any) => i.id)).toEqual(items.map((i: any) => i.id).sort());
    for (const item of items) {
      expect(Object.keys(item)).toEqual(['id', 'version', 'email', 'admin', 'disabled', 'twoFactor', 'createdAt', 'lastSignInAt']);
      expect(item).toMatchObject({ version: 1, admin: false, disabled: false, twoFactor: false, lastSignInAt: null });
      expect(item.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/);
    }
    const bySession = await server.api.get(`/admin/accounts?q=${tag}`, { token: null, headers: { cookie: adminSession.cookie } });
    expect(bySession.body.items).toHaveLength(3);
    expect((await admin.api.get('/admin/accounts?q=no-such-email-anywhere')).body.items).toEqual([]);
    expectProblem(await admin.api.get('/admin/accounts?surprise=1'), 400);
    expectProblem(await admin.api.get('/admin/accounts?limit=0'), 422, 'VALIDATION');
  });

  it('GET /admin/accounts/{id}: 200 with an ETag and lastSignInAt, 404 when missing, 400 for a malformed ID; no business data', async () => {
    const owner = await newOwner(server);
    await owner.api.post('/clients', { name: 'Secret client', color: '#000001' });
    const reply = await get(owner.ownerId);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('etag')).toMatch(/^"1-[0-9a-f]+"$/);
    expect(reply.body).toEqual({
      id: owner.ownerId,
      version: 1,
      email: owner.email,
      admin: false,
      disabled: false,
      twoFactor: false,
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
    });
    expect(reply.text).not.toContain('Secret client');
    expectProblem(await get(randomUUID()), 404, 'NOT_FOUND');
    expectProblem(await get('not-a-uuid'), 400);
  });

  it('PUT: a token 403 SESSION_REQUIRED, others 403 ADMIN_REQUIRED, no CSRF 403, 428, 412, 400, 422, 404, wrong password 403 REAUTHENTICATION_FAILED; nothing changes', async () => {
    const target = await newOwner(server);
    const other = await newOwner(server);
    const etag = (await get(target.ownerId)).headers.get('etag')!;
    const body = { admin: true, disabled: false, currentPassword: PASSWORD };
    expectProblem(await admin.api.put(`/admin/accounts/${target.ownerId}`, body, { ifMatch: etag }), 403, 'SESSION_REQUIRED');
    expectProblem(
      await server.api.put(`/admin/accounts/${target.ownerId}`, body, {
        ...asSession({ cookie: other.cookie, csrf: other.csrf }),
        ifMatch: etag,
      }),
      403,
      'ADMIN_REQUIRED',
    );
    expectProblem(
      await server.api.put(`/admin/accounts/${target.ownerId}`, body, {
        token: null,
        headers: { cookie: adminSession.cookie },
        ifMatch: etag,
      }),
      403,
    );
    expectProblem(await server.api.put(`/admin/accounts/${target.ownerId}`, body, { ifMatch: etag }), 401);
    expectProblem(await put(target.ownerId, { admin: true, disabled: false }, { ifMatch: null }), 428, 'PRECONDITION_REQUIRED');
    expectProblem(
      await put(target.ownerId, { admin: true, disabled: false }, { ifMatch: '"1-000000000000000000000000"' }),
      412,
      'STALE_VERSION',
    );
    expectProblem(await put(target.ownerId, { admin: true }), 400);
    expectProblem(await put(target.ownerId, { admin: true, disabled: false, role: 'root' }), 400);
    expectProblem(
      await server.api.put(
        `/admin/accounts/${target.ownerId}`,
        { admin: true, disabled: false },
        { ...asSession(adminSession), ifMatch: etag },
      ),
      400,
    );
    expectProblem(await put(target.ownerId, { admin: 'yes', disabled: false }), 422, 'VALIDATION');
    expectProblem(await put(target.ownerId, { admin: true, disabled: null }), 422, 'VALIDATION');
    expectProblem(await put(randomUUID(), { admin: true, disabled: false }, { ifMatch: etag }), 404, 'NOT_FOUND');
    expectProblem(
      await put(target.ownerId, { admin: true, disabled: false, currentPassword: 'not my password' }),
      403,
      'REAUTHENTICATION_FAILED',
    );
    const after = await get(target.ownerId);
    expect(after.headers.get('etag')).toBe(etag);
    expect(after.body).toMatchObject({ version: 1, admin: false, disabled: false });
    const audit = await server.app
      .get(Database)
      .query('SELECT count(*)::int AS n FROM account_audit WHERE account_id = $1', [target.ownerId]);
    expect(audit.rows[0]).toEqual({ n: 0 });
  });

  it('PUT promotes and demotes: 200 the row with a new version and ETag, audited (who, when, what); the same values again change nothing', async () => {
    const target = await newOwner(server);
    const promoted = await put(target.ownerId, { admin: true, disabled: false });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: target.ownerId, version: 2, admin: true, disabled: false });
    expect(promoted.headers.get('etag')).toBe((await get(target.ownerId)).headers.get('etag'));
    expect((await target.api.get('/admin/accounts')).status).toBe(200);
    const same = await put(target.ownerId, { admin: true, disabled: false });
    expect(same.body.version).toBe(2);
    const demoted = await put(target.ownerId, { admin: false, disabled: false });
    expect(demoted.body).toMatchObject({ version: 3, admin: false });
    expectProblem(await target.api.get('/admin/accounts'), 403, 'ADMIN_REQUIRED');
    const { rows } = await server.app
      .get(Database)
      .query<{ actor: string; actor_account_id: string; action: string; changes: unknown; at: Date }>(
        'SELECT actor, actor_account_id, action, changes, at FROM account_audit WHERE account_id = $1 ORDER BY id',
        [target.ownerId],
      );
    expect(rows.map(({ at: _at, ...rest }) => rest)).toEqual([
      { actor: 'administrator', actor_account_id: admin.ownerId, action: 'admin-changed', changes: { admin: { from: false, to: true } } },
      { actor: 'administrator', actor_account_id: admin.ownerId, action: 'admin-changed', changes: { admin: { from: true, to: false } } },
    ]);
    expect(rows[0].at).toBeInstanceOf(Date);
  });

  it('an administrator cannot demote or disable itself (409), and nothing changes', async () => {
    const before = await get(admin.ownerId);
    expectProblem(await put(admin.ownerId, { admin: false, disabled: false }), 409, 'SELF_LOCKOUT');
    expectProblem(await put(admin.ownerId, { admin: true, disabled: true }), 409, 'SELF_LOCKOUT');
    expect((await get(admin.ownerId)).body.version).toBe(before.body.version);
    expect((await put(admin.ownerId, { admin: true, disabled: false })).status).toBe(200);
  });

  it('disabling ends sessions at once, tokens answer 401, sign-in 403 ACCOUNT_DISABLED; the data stays; re-enabling lets it sign in again', async () => {
    const target = await newOwner(server);
    const client = await target.api.post('/clients', { name: 'Kept', color: '#000003' });
    const second = sessionOf(await signIn(server.api, target.email));
    const disabled = await put(target.ownerId, { admin: false, disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ disabled: true, version: 2 });
    expectProblem(await target.api.get('/clients'), 401);
    expectProblem(await server.api.get('/auth/session', asSession(second)), 401);
    expectProblem(await server.api.get('/auth/session', { token: null, headers: { cookie: target.cookie } }), 401);
    expectProblem(await signIn(server.api, target.email), 403, 'ACCOUNT_DISABLED');
    expectProblem(await signIn(server.api, target.email, {}, 'wrong password'), 401);
    const enabled = await put(target.ownerId, { admin: false, disabled: false });
    expect(enabled.body).toMatchObject({ disabled: false, version: 3 });
    // Sessions ended stay ended; tokens work again; the data is there.
    expectProblem(await server.api.get('/auth/session', asSession(second)), 401);
    expect((await target.api.get(`/clients/${client.body.id}`)).body.name).toBe('Kept');
    expect((await signIn(server.api, target.email)).status).toBe(201);
  });

  it('twoFactor shows in the row and a change of it is a new version', async () => {
    const target = await newOwner(server);
    await enableTwoFactor(server, { cookie: target.cookie, csrf: target.csrf });
    expect((await get(target.ownerId)).body).toMatchObject({ twoFactor: true, version: 2 });
  });
});

describe('the command line: set-admin, disable-account, enable-account, reset-two-factor, account-audit', () => {
  let server: TestServer;
  const env = () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL! });

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('each writes to the audit trail, and a missing email is exit 1', async () => {
    const owner = await newOwner(server);
    const { secret } = await enableTwoFactor(server, { cookie: owner.cookie, csrf: owner.csrf });
    expect(await runCli(env(), ['set-admin', '--email', owner.email])).toMatchObject({
      code: 0,
      stdout: `${owner.email} is now an administrator\n`,
    });
    expect(await runCli(env(), ['disable-account', '--email', owner.email.toUpperCase()])).toMatchObject({ code: 0 });
    expectProblem(await owner.api.get('/me'), 401);
    expectProblem(await signIn(server.api, owner.email, { code: codeFor(secret) }), 403, 'ACCOUNT_DISABLED');
    expect(await runCli(env(), ['enable-account', '--email', owner.email])).toMatchObject({ code: 0 });
    expect((await owner.api.get('/me')).status).toBe(200);
    expect(await runCli(env(), ['reset-two-factor', '--email', owner.email])).toMatchObject({
      code: 0,
      stdout: `two-factor sign-in is now off for ${owner.email}\n`,
    });
    expect((await signIn(server.api, owner.email)).status).toBe(201);
    expect(await runCli(env(), ['reset-two-factor', '--email', owner.email])).toMatchObject({ code: 0 });
    for (const command of ['disable-account', 'reset-two-factor']) {
      expect((await runCli(env(), [command, '--email', `nobody-${randomUUID()}@example.com`])).code).toBe(1);
    }
    expect((await runCli(env(), ['disable-account'])).code).toBe(2);
    const audit = await runCli(env(), ['account-audit', '--email', owner.email]);
    expect(audit.code).toBe(0);
    const lines = audit.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(lines.map((l) => [l[1], l[2], l[3]])).toEqual([
      ['command-line', owner.email, 'two-factor-reset'],
      ['command-line', owner.email, 'disabled-changed'],
      ['command-line', owner.email, 'disabled-changed'],
      ['command-line', owner.email, 'admin-changed'],
      ['self', owner.email, 'two-factor-enabled'],
    ]);
    expect(JSON.parse(lines[1][4])).toEqual({ disabled: { from: true, to: false } });
    expect(audit.stdout).not.toContain(secret);
  }, 300_000);
});
