import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../src/db/database';
import { Owner, TestServer, expectProblem, newOwner, ownerHeader, startServer } from './support/harness';

describe('identity and authentication', () => {
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    server = await startServer();
    owner = await newOwner(server);
  });
  afterAll(() => server.close());

  it('signs up (201, no secret in the body), refuses duplicates and bad input', async () => {
    const email = `Dup-${Date.now()}@Example.com`;
    const created = await server.api.post('/auth/signup', { email, password: 'long enough pw' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), ownerId: created.body.id, email, createdAt: expect.any(String) });
    expect(created.text).not.toContain('argon2');
    expectProblem(await server.api.post('/auth/signup', { email: email.toLowerCase(), password: 'long enough pw' }), 409);
    expectProblem(await server.api.post('/auth/signup', { email: 'not-an-email', password: 'long enough pw' }), 422, 'VALIDATION');
    expectProblem(await server.api.post('/auth/signup', { email: 'x@example.com', password: 'short' }), 422, 'VALIDATION');
    expectProblem(await server.api.post('/auth/signup', { email: 'x@example.com' }), 400);
  });

  it('signs in with an HttpOnly Secure SameSite=Strict cookie and a CSRF value; wrong password is 401', async () => {
    const session = await server.api.post('/auth/session', { email: owner.email, password: owner.password });
    expect(session.status).toBe(201);
    const cookie = session.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(session.body).toEqual({ ownerId: owner.ownerId, csrfToken: expect.any(String), expiresAt: expect.any(String) });
    const bad = await server.api.post('/auth/session', { email: owner.email, password: 'wrong password!' });
    expectProblem(bad, 401);
    expect(bad.headers.get('set-cookie')).toBeNull();
  });

  it('cookie sessions: reads work, unsafe requests need the CSRF header, GET /auth/session gives a fresh value', async () => {
    const headers = { cookie: owner.cookie };
    expect((await server.api.get('/clients', { headers })).status).toBe(200);
    expectProblem(await server.api.post('/clients', { name: 'x', color: '#000000' }, { headers }), 403);
    expectProblem(
      await server.api.post('/clients', { name: 'x', color: '#000000' }, { headers: { ...headers, 'x-csrf-token': 'forged.value' } }),
      403,
    );
    const current = await server.api.get('/auth/session', { headers });
    expect(current.status).toBe(200);
    expect(current.body.csrfToken).not.toBe(owner.csrf);
    const withFresh = await server.api.post(
      '/clients',
      { name: 'Via cookie', color: '#000000' },
      { headers: { ...headers, 'x-csrf-token': current.body.csrfToken } },
    );
    expect(withFresh.status).toBe(201);
  });

  it('signing out ends the session', async () => {
    const session = await server.api.post('/auth/session', { email: owner.email, password: owner.password });
    const cookie = session.headers.get('set-cookie')!.split(';')[0];
    const out = await server.api.delete('/auth/session', { headers: { cookie, 'x-csrf-token': session.body.csrfToken } });
    expect(out.status).toBe(204);
    expectProblem(await server.api.get('/clients', { headers: { cookie } }), 401);
  });

  it('tokens: created from a web session only, secret shown once, listed without secrets, revocable', async () => {
    expectProblem(await owner.api.post('/auth/tokens', { name: 'from token', permissions: ['read'] }), 403);
    const created = await server.api.post(
      '/auth/tokens',
      { name: 'ci', permissions: ['read'] },
      { headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf } },
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'ci',
      permissions: ['read'],
      createdAt: expect.any(String),
      expiresAt: null,
      token: expect.stringMatching(/^ttp_/),
    });
    const list = await owner.api.get('/auth/tokens');
    expect(list.text).not.toContain(created.body.token);
    expect(list.body.items.map((t: any) => t.id)).toContain(created.body.id);
    expect(list.body.items.every((t: any) => !('token' in t))).toBe(true);
    const readOnly = owner.api.as(created.body.token);
    expect((await readOnly.get('/clients')).status).toBe(200);
    const denied = await readOnly.post('/clients', { name: 'x', color: '#000000' });
    expectProblem(denied, 403);
    expect(denied.headers.get('x-service-owner')).toBe(ownerHeader(owner.ownerId));
    expect((await owner.api.delete(`/auth/tokens/${created.body.id}`)).status).toBe(204);
    const revoked = await readOnly.get('/clients');
    expectProblem(revoked, 401);
    expect(revoked.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(revoked.text).not.toContain(created.body.token);
  });

  it('token expiry: at least a minute ahead on creation; an expired token is 401', async () => {
    const headers = { cookie: owner.cookie, 'x-csrf-token': owner.csrf };
    expectProblem(
      await server.api.post(
        '/auth/tokens',
        { name: 'soon', permissions: ['read'], expiresAt: new Date(Date.now() + 5000).toISOString() },
        { headers },
      ),
      422,
      'VALIDATION',
    );
    const later = await server.api.post(
      '/auth/tokens',
      { name: 'later', permissions: ['read'], expiresAt: new Date(Date.now() + 3600_000).toISOString() },
      { headers },
    );
    expect(later.status).toBe(201);
    expect((await owner.api.as(later.body.token).get('/clients')).status).toBe(200);
    await server.app
      .get(Database)
      .query(`UPDATE personal_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [later.body.id]);
    expectProblem(await owner.api.as(later.body.token).get('/clients'), 401);
    expectProblem(await server.api.post('/auth/tokens', { name: 'x', permissions: ['write'] }, { headers }), 422);
  });

  it('missing, malformed and unknown credentials are 401 with WWW-Authenticate: Bearer', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer ttp_00000000000000000000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'Bearer not-a-token',
    ]) {
      const reply = await server.api.get('/clients', { token: null, headers: authorization ? { authorization } : {} });
      expectProblem(reply, 401);
      expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer realm=/);
      expect(reply.headers.get('x-service-owner')).toBeNull();
    }
  });

  it('a token in the query string is refused and never echoed', async () => {
    const reply = await server.api.get(`/clients?access_token=${owner.token}`, { token: null });
    expectProblem(reply, 400);
    expect(reply.text).not.toContain(owner.token);
  });

  it('X-Service-Owner: on authorized responses (204 and errors too); sent back it only restricts', async () => {
    const expected = ownerHeader(owner.ownerId);
    const ok = await owner.api.get('/clients');
    expect(ok.headers.get('x-service-owner')).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]+$/);
    const missing = await owner.api.get('/clients/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-service-owner')).toBe(expected);
    expect((await owner.api.get('/clients', { headers: { 'x-service-owner': expected } })).status).toBe(200);
    for (const bad of [`${expected}=`, `${expected}, ${expected}`, 'a b', '', 'YR', '!!!']) {
      expectProblem(await owner.api.get('/clients', { headers: { 'x-service-owner': bad } }), 400);
    }
    const other = await newOwner(server);
    const changed = await owner.api.post(
      '/clients',
      { name: 'never', color: '#000000' },
      { headers: { 'x-service-owner': ownerHeader(other.ownerId) } },
    );
    expectProblem(changed, 401, 'OWNER_CHANGED');
    expect((await owner.api.get('/clients?q=never')).body.items).toHaveLength(0);
  });
});

describe('legacy token registry', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tt-registry-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('maps registry tokens to their owners and permissions; the owner is initialised on first use', async () => {
    const file = join(dir, 'registry.json');
    const ownerId = `legacy-owner-${Date.now()}`;
    writeFileSync(
      file,
      JSON.stringify([
        { token: 'legacy-secret-token-0001', ownerId, permissions: ['read', 'write'] },
        { token: 'legacy-read-only-token-01', ownerId, permissions: ['read'] },
      ]),
    );
    const server = await startServer({ env: { TOKEN_REGISTRY_FILE: file } });
    try {
      const api = server.api.as('legacy-secret-token-0001');
      const page = await api.get('/clients');
      expect(page.status).toBe(200);
      expect(page.headers.get('x-service-owner')).toBe(ownerHeader(ownerId));
      expect(page.body.items.map((c: any) => c.name)).toEqual(['General']);
      expect((await api.post('/clients', { name: 'Legacy', color: '#000000' })).status).toBe(201);
      expectProblem(await server.api.as('legacy-read-only-token-01').post('/clients', { name: 'x', color: '#000000' }), 403);
      expect((await server.api.get('/me', { token: 'legacy-secret-token-0001' })).body).toMatchObject({ ownerId, zoneId: 'UTC' });
    } finally {
      await server.close();
    }
  });

  it('an empty array is valid; a missing or malformed file fails readiness and private requests 503', async () => {
    const empty = join(dir, 'empty.json');
    writeFileSync(empty, '[]');
    const ok = await startServer({ env: { TOKEN_REGISTRY_FILE: empty } });
    try {
      expect((await fetch(`${ok.base}/q/health/ready`)).status).toBe(200);
    } finally {
      await ok.close();
    }
    for (const setup of [
      () => join(dir, 'missing.json'),
      () => {
        const f = join(dir, 'bad.json');
        writeFileSync(f, '{"not":"an array"}');
        return f;
      },
    ]) {
      const server = await startServer({ env: { TOKEN_REGISTRY_FILE: setup() } });
      try {
        const ready = await fetch(`${server.base}/q/health/ready`);
        expect(ready.status).toBe(503);
        expect(ready.headers.get('content-type')).toMatch(/problem\+json/);
        expect(await ready.text()).not.toMatch(/bad\.json|missing\.json/);
        const owner = await newOwner(server).catch(() => null);
        expect(owner).toBeNull();
        const reply = await server.api.get('/clients', { token: 'anything-at-all-here' });
        expectProblem(reply, 503);
        expect((await fetch(`${server.base}/q/health/live`)).status).toBe(200);
      } finally {
        await server.close();
      }
    }
  });
});
