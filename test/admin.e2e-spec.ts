import { randomUUID } from 'node:crypto';
import { AccountsService } from '../src/auth/accounts.service';
import { Database } from '../src/db/database';
import { Api, expectProblem, newOwner, Owner, Reply, startServer, TestServer } from './support/harness';
import { IsolatedDatabase, isolatedDatabase } from './support/isolated-database';

const PASSWORD = 'correct horse battery';

interface Session {
  cookie: string;
  csrf: string;
  api: Api;
  email: string;
}

async function signIn(server: TestServer, email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<Reply> {
  return server.api.post('/auth/session', { email, password }, { headers });
}

async function session(server: TestServer, email: string): Promise<Session> {
  const reply = await signIn(server, email);
  if (reply.status !== 201) throw new Error(`sign-in failed: ${reply.status} ${reply.text}`);
  return { cookie: reply.headers.get('set-cookie')!.split(';')[0], csrf: reply.body.csrfToken, api: server.api.as(null), email };
}

const withSession = (s: Session, extra: Record<string, string> = {}) => ({
  token: null,
  headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, ...extra },
});

const UNSET = {
  signupEnabled: null,
  sessionLifetimeMinutes: null,
  tokenMaxLifetimeDays: null,
  loginThrottle: null,
  rateLimit: null,
  trustedProxies: null,
  mail: null,
};

describe('administration (a database of its own: settings are server-wide)', () => {
  let server: TestServer;
  let admin: Owner;
  let adminSession: Session;
  let other: Owner;

  async function makeAdmin(owner: Owner): Promise<void> {
    await server.app.get(AccountsService).setAdmin(owner.email, true);
  }

  async function current(): Promise<Reply> {
    return admin.api.get('/admin/settings');
  }

  async function put(
    settings: Record<string, unknown>,
    options: { ifMatch?: string | null; password?: string; as?: Session } = {},
  ): Promise<Reply> {
    const s = options.as ?? adminSession;
    const ifMatch = options.ifMatch === undefined ? (await current()).headers.get('etag')! : options.ifMatch;
    return server.api.put(
      '/admin/settings',
      { settings, currentPassword: options.password ?? PASSWORD },
      { ...withSession(s), ...(ifMatch === null ? {} : { ifMatch }) },
    );
  }

  let db: IsolatedDatabase;

  beforeAll(async () => {
    db = await isolatedDatabase('admin');
    server = await startServer({ env: db.env });
    admin = await newOwner(server);
    other = await newOwner(server);
    await makeAdmin(admin);
    adminSession = await session(server, admin.email);
  });
  afterAll(async () => {
    await server?.close();
    await db?.stop();
  });

  it('GET /auth/session names the email and whether the account is an administrator', async () => {
    const mine = await server.api.get('/auth/session', withSession(adminSession));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      ownerId: admin.ownerId,
      email: admin.email,
      admin: true,
      twoFactor: false,
      csrfToken: expect.any(String),
      expiresAt: expect.any(String),
    });
    const theirs = await server.api.get('/auth/session', { token: null, headers: { cookie: other.cookie } });
    expect(theirs.body).toMatchObject({ ownerId: other.ownerId, email: other.email, admin: false });
    // A fresh CSRF value does not invalidate the earlier one.
    expect((await server.api.post('/clients', { name: 'Still valid', color: '#000001' }, withSession(adminSession))).status).toBe(201);
  });

  it('GET /admin/settings: 401 without credentials, 403 ADMIN_REQUIRED for others, 200 redacted {saved, effective} with an ETag', async () => {
    expectProblem(await server.api.get('/admin/settings'), 401);
    expectProblem(await other.api.get('/admin/settings'), 403, 'ADMIN_REQUIRED');
    expectProblem(await server.api.get('/admin/settings', { token: null, headers: { cookie: other.cookie } }), 403, 'ADMIN_REQUIRED');
    const reply = await current();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('etag')).toMatch(/^"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}"$/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toEqual({
      saved: UNSET,
      effective: {
        signupEnabled: true,
        sessionLifetimeMinutes: 720,
        tokenMaxLifetimeDays: 0,
        loginThrottle: { maxFailures: 10, windowSeconds: 900 },
        rateLimit: { requestsPerMinute: 0 },
        trustedProxies: ['127.0.0.0/8', '::1/128'],
        mail: null,
      },
    });
    const bySession = await server.api.get('/admin/settings', { token: null, headers: { cookie: adminSession.cookie } });
    expect(bySession.status).toBe(200);
    expect(bySession.headers.get('etag')).toBe(reply.headers.get('etag'));
  });

  it("an administrator gets no other owner's data", async () => {
    const theirs = await other.api.post('/clients', { name: 'Private', color: '#000002' });
    expectProblem(await admin.api.get(`/clients/${theirs.body.id}`), 404);
    expect((await admin.api.get('/clients?limit=500')).body.items.map((c: any) => c.id)).not.toContain(theirs.body.id);
  });

  it('PUT refuses tokens, non-administrators, missing CSRF, missing or stale If-Match, bad bodies and a wrong password, changing nothing', async () => {
    const before = await current();
    const etag = before.headers.get('etag')!;
    const body = { settings: { ...UNSET, signupEnabled: false }, currentPassword: PASSWORD };
    expectProblem(await admin.api.put('/admin/settings', body, { ifMatch: etag }), 403, 'SESSION_REQUIRED');
    const otherSession = await session(server, other.email);
    expectProblem(await server.api.put('/admin/settings', body, { ...withSession(otherSession), ifMatch: etag }), 403, 'ADMIN_REQUIRED');
    expectProblem(
      await server.api.put('/admin/settings', body, { token: null, headers: { cookie: adminSession.cookie }, ifMatch: etag }),
      403,
    );
    expectProblem(await put({ ...UNSET, signupEnabled: false }, { ifMatch: null }), 428, 'PRECONDITION_REQUIRED');
    expectProblem(await put({ ...UNSET, signupEnabled: false }, { ifMatch: '"1-000000000000000000000000"' }), 412, 'STALE_VERSION');
    expectProblem(
      await server.api.put('/admin/settings', { settings: { ...UNSET } }, { ...withSession(adminSession), ifMatch: etag }),
      400,
    );
    expectProblem(await put({ ...UNSET, surprise: true }), 400);
    expectProblem(await put({ ...UNSET, loginThrottle: { maxFailures: 5, windowSeconds: 60, extra: 1 } }), 400);
    const { mail: _mail, ...missingKey } = UNSET;
    expectProblem(await put(missingKey), 400);
    for (const bad of [
      { sessionLifetimeMinutes: 4 },
      { sessionLifetimeMinutes: 43201 },
      { tokenMaxLifetimeDays: 3651 },
      { loginThrottle: { maxFailures: 0, windowSeconds: 60 } },
      { loginThrottle: { maxFailures: 5, windowSeconds: 9 } },
      { rateLimit: { requestsPerMinute: 100001 } },
      { trustedProxies: ['not-a-range'] },
      { trustedProxies: ['10.0.0.0/99'] },
      { signupEnabled: 'no' },
      { mail: { host: 'smtp.example.com', port: 0, secure: false, username: null, from: 'a@example.com' } },
      { mail: { host: 'smtp.example.com', port: 25, secure: false, username: null, from: 'not an address' } },
    ]) {
      expectProblem(await put({ ...UNSET, ...bad }), 422, 'VALIDATION');
    }
    expectProblem(await put({ ...UNSET, signupEnabled: false }, { password: 'wrong password!' }), 403, 'REAUTHENTICATION_FAILED');
    const after = await current();
    expect(after.headers.get('etag')).toBe(etag);
    expect(after.body).toEqual(before.body);
    const { rows } = await server.app.get(Database).query('SELECT count(*)::int AS n FROM admin_audit');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('a wrong currentPassword counts as a failed sign-in of that email', async () => {
    const second = await newOwner(server);
    await makeAdmin(second);
    const secondSession = await session(server, second.email);
    const saved = await put({ ...UNSET, loginThrottle: { maxFailures: 2, windowSeconds: 30 } });
    expect(saved.status).toBe(200);
    try {
      for (let i = 0; i < 2; i++)
        expectProblem(
          await put({ ...UNSET, loginThrottle: { maxFailures: 2, windowSeconds: 30 } }, { as: secondSession, password: 'wrong password!' }),
          403,
          'REAUTHENTICATION_FAILED',
        );
      const refused = await signIn(server, second.email);
      expectProblem(refused, 429, 'TOO_MANY_REQUESTS');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      expect((await put(UNSET)).status).toBe(200);
    }
  });

  it('PUT saves, answers the new {saved, effective} and ETag, keeps the mail password write-only, and audits keys only', async () => {
    const secret = `mail-secret-${randomUUID()}`;
    const mail = { host: 'smtp.example.com', port: 587, secure: false, username: 'mailer', from: 'tt@example.com' };
    const before = await current();
    const reply = await put({ ...UNSET, tokenMaxLifetimeDays: 30, mail: { ...mail, password: secret } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(reply.body.saved).toEqual({ ...UNSET, tokenMaxLifetimeDays: 30, mail: { ...mail, passwordSet: true } });
    expect(reply.body.effective).toMatchObject({ tokenMaxLifetimeDays: 30, mail: { ...mail, passwordSet: true } });
    const read = await current();
    expect(read.body).toEqual(reply.body);
    expect(read.headers.get('etag')).toBe(reply.headers.get('etag'));

    // Omitted password keeps it; a new one changes the ETag although the body looks the same.
    const kept = await put({ ...UNSET, tokenMaxLifetimeDays: 30, mail });
    expect(kept.body.saved.mail.passwordSet).toBe(true);
    expect(kept.headers.get('etag')).toBe(read.headers.get('etag'));
    const replaced = await put({ ...UNSET, tokenMaxLifetimeDays: 30, mail: { ...mail, password: `${secret}-2` } });
    expect(replaced.body).toEqual(read.body);
    expect(replaced.headers.get('etag')).not.toBe(read.headers.get('etag'));
    // Errors never echo it.
    const invalid = await put({ ...UNSET, mail: { ...mail, port: 70000, password: secret } });
    expectProblem(invalid, 422);
    const cleared = await put({ ...UNSET, tokenMaxLifetimeDays: 30, mail: { ...mail, password: null } });
    expect(cleared.body.saved.mail.passwordSet).toBe(false);

    for (const r of [reply, read, kept, replaced, invalid, cleared]) expect(r.text).not.toContain(secret);
    const db = server.app.get(Database);
    const audit = await db.query<{ account_id: string; changed_keys: string[]; changed_at: Date }>(
      'SELECT account_id, changed_keys, changed_at FROM admin_audit ORDER BY id',
    );
    const trail = audit.rows.slice(-3);
    expect(trail.map((r) => r.changed_keys)).toEqual([
      ['tokenMaxLifetimeDays', 'mail', 'mail.password'],
      ['mail.password'],
      ['mail.password'],
    ]);
    expect(JSON.stringify(audit.rows)).not.toContain(secret);
    const changes = await admin.api.get('/changes?after=0');
    expect(changes.text).not.toContain(secret);
    expect((await put(UNSET)).status).toBe(200);
  });

  it('settings take effect at once: sign-up, session lifetime, token lifetime', async () => {
    expect((await put({ ...UNSET, signupEnabled: false, sessionLifetimeMinutes: 5, tokenMaxLifetimeDays: 1 })).status).toBe(200);
    try {
      const email = `late-${randomUUID()}@example.com`;
      expectProblem(await server.api.post('/auth/signup', { email, password: PASSWORD }), 403, 'SIGNUP_DISABLED');
      const fresh = await signIn(server, other.email);
      const expires = Date.parse(fresh.body.expiresAt);
      expect(expires).toBeGreaterThan(Date.now() + 4 * 60_000);
      expect(expires).toBeLessThan(Date.now() + 6 * 60_000);
      expect(fresh.headers.get('set-cookie')).toMatch(/Max-Age=300/);
      const otherSession = await session(server, other.email);
      const token = await server.api.post('/auth/tokens', { name: 'capped', permissions: ['read'] }, withSession(otherSession));
      expect(token.status).toBe(201);
      expect(Math.abs(Date.parse(token.body.expiresAt) - (Date.now() + 86_400_000))).toBeLessThan(60_000);
      const tooLong = new Date(Date.now() + 2 * 86_400_000).toISOString();
      expectProblem(
        await server.api.post('/auth/tokens', { name: 'too long', permissions: ['read'], expiresAt: tooLong }, withSession(otherSession)),
        422,
        'VALIDATION',
      );
    } finally {
      expect((await put(UNSET)).status).toBe(200);
    }
    expect((await server.api.post('/auth/signup', { email: `open-${randomUUID()}@example.com`, password: PASSWORD })).status).toBe(201);
  });

  it('rate limit per credential: 429 with Retry-After and RateLimit-* headers, and the refused request changes nothing', async () => {
    const limited = await newOwner(server);
    expect((await put({ ...UNSET, rateLimit: { requestsPerMinute: 3 } })).status).toBe(200);
    try {
      let first: Reply | null = null;
      let refused: Reply | null = null;
      for (let i = 0; i < 6 && !refused; i++) {
        const reply = await limited.api.get('/clients');
        first ??= reply;
        if (reply.status === 429) refused = reply;
      }
      expect(first!.headers.get('ratelimit-limit')).toBe('3');
      expect(first!.headers.get('ratelimit-remaining')).toMatch(/^[0-2]$/);
      expect(refused).not.toBeNull();
      expectProblem(refused!, 429, 'TOO_MANY_REQUESTS');
      const wait = Number(refused!.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused!.headers.get('ratelimit-remaining')).toBe('0');
      const blocked = await limited.api.post('/clients', { name: 'Over the limit', color: '#000003' });
      expectProblem(blocked, 429);
      // Another credential of another owner is not affected.
      expect((await other.api.get('/clients')).status).toBe(200);
    } finally {
      expect((await put(UNSET)).status).toBe(200);
    }
    const names = (await limited.api.get('/clients?limit=500')).body.items.map((c: any) => c.name);
    expect(names).not.toContain('Over the limit');
  });

  it("sign-in throttling counts per forwarded address behind a trusted proxy and per email; an untrusted peer's X-Forwarded-For is ignored", async () => {
    expect((await put({ ...UNSET, loginThrottle: { maxFailures: 3, windowSeconds: 60 } })).status).toBe(200);
    try {
      // The peer (127.0.0.1) is a trusted proxy by default: the forwarded address is the client.
      const attacker = { 'x-forwarded-for': '203.0.113.7' };
      for (let i = 0; i < 3; i++)
        expectProblem(await signIn(server, `nobody-${i}-${randomUUID()}@example.com`, 'wrong password!', attacker), 401);
      const refused = await signIn(server, other.email, PASSWORD, attacker);
      expectProblem(refused, 429, 'TOO_MANY_REQUESTS');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('set-cookie')).toBeNull();
      // A client cannot escape by prepending its own X-Forwarded-For entry.
      expectProblem(await signIn(server, other.email, PASSWORD, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }), 429);
      expect((await signIn(server, other.email, PASSWORD, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(201);

      // Per email, whatever the address; the loopback client too.
      const victim = await newOwner(server);
      for (let i = 0; i < 3; i++)
        expectProblem(await signIn(server, victim.email, 'wrong password!', { 'x-forwarded-for': `198.51.100.${10 + i}` }), 401);
      expectProblem(await signIn(server, victim.email, PASSWORD, { 'x-forwarded-for': '198.51.100.50' }), 429);
      expectProblem(await signIn(server, victim.email), 429);

      // Untrusted peer: X-Forwarded-For is ignored, the client is loopback, never refused per address.
      expect((await put({ ...UNSET, loginThrottle: { maxFailures: 3, windowSeconds: 60 }, trustedProxies: ['10.0.0.0/8'] })).status).toBe(
        200,
      );
      for (let i = 0; i < 5; i++)
        expectProblem(
          await signIn(server, `ghost-${i}-${randomUUID()}@example.com`, 'wrong password!', { 'x-forwarded-for': '203.0.113.99' }),
          401,
        );
      expect((await signIn(server, other.email, PASSWORD, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(201);
    } finally {
      expect((await put(UNSET)).status).toBe(200);
    }
  });

  it('sign-ups are limited per client address (loopback excepted), and a refused one creates nothing', async () => {
    expect((await put({ ...UNSET, loginThrottle: { maxFailures: 2, windowSeconds: 60 } })).status).toBe(200);
    try {
      const from = { 'x-forwarded-for': '203.0.113.40' };
      for (let i = 0; i < 2; i++)
        expect(
          (await server.api.post('/auth/signup', { email: `bulk-${i}-${randomUUID()}@example.com`, password: PASSWORD }, { headers: from }))
            .status,
        ).toBe(201);
      const email = `refused-${randomUUID()}@example.com`;
      const refused = await server.api.post('/auth/signup', { email, password: PASSWORD }, { headers: from });
      expectProblem(refused, 429, 'TOO_MANY_REQUESTS');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expectProblem(await signIn(server, email), 401);
      for (let i = 0; i < 3; i++)
        expect(
          (await server.api.post('/auth/signup', { email: `local-${i}-${randomUUID()}@example.com`, password: PASSWORD })).status,
        ).toBe(201);
    } finally {
      expect((await put(UNSET)).status).toBe(200);
    }
  });
});
