import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { ChildServer, startChildServer } from './support/child-server';
import { expectProblem, startServer } from './support/harness';
import { asSession, codeFor, enableTwoFactor, PASSWORD, sessionOf, signIn } from './support/two-factor';

/**
 * A used code and a disabled account hold on every replica: both are decided by what the database
 * holds, not by a process's memory.
 */
const onPostgres = process.env.TEST_DATABASE_KIND === 'postgresql';

describe('two-factor and disabled accounts across server processes', () => {
  it('a code used to sign in is refused after a restart of the server (the record is in the database)', async () => {
    const key = randomBytes(32).toString('base64');
    let server = await startServer({ env: { TWO_FACTOR_KEY: key } });
    const email = `replay-${randomUUID()}@example.com`;
    try {
      expect((await server.api.post('/auth/signup', { email, password: PASSWORD })).status).toBe(201);
      const session = sessionOf(await signIn(server.api, email));
      const { secret } = await enableTwoFactor(server, session);
      const code = codeFor(secret);
      expect((await signIn(server.api, email, { code })).status).toBe(201);
      await server.close();
      server = await startServer({ env: { TWO_FACTOR_KEY: key } });
      expectProblem(await signIn(server.api, email, { code }), 401, 'SECOND_FACTOR_INVALID');
    } finally {
      await server.close();
    }
  });

  if (!onPostgres) return; // several server processes on one database need PostgreSQL (see replicas.e2e-spec.ts)

  describe('two server processes on one PostgreSQL database', () => {
    let a: ChildServer;
    let b: ChildServer;

    beforeAll(async () => {
      const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'warn', TWO_FACTOR_KEY: randomBytes(32).toString('hex') };
      [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
    });

    it('a TOTP code that signed in on one replica is refused on the other; a fresh one works there', async () => {
      const email = `replicas-${randomUUID()}@example.com`;
      expect((await a.api.post('/auth/signup', { email, password: PASSWORD })).status).toBe(201);
      const session = sessionOf(await signIn(a.api, email));
      const { secret } = await enableTwoFactor(a, session);
      expectProblem(await signIn(b.api, email), 401, 'SECOND_FACTOR_REQUIRED');
      const code = codeFor(secret);
      const [first, second] = await Promise.all([signIn(a.api, email, { code }), signIn(b.api, email, { code })]);
      expect([first.status, second.status].sort()).toEqual([201, 401]);
      expectProblem(
        [first, second].find((r) => r.status === 401)!,
        401,
        'SECOND_FACTOR_INVALID',
      );
      expectProblem(await signIn(b.api, email, { code }), 401, 'SECOND_FACTOR_INVALID');
      const next = codeFor(secret, 1);
      if (next !== code) expect((await signIn(b.api, email, { code: next })).status).toBe(201);
    });

    it('an account disabled on one replica: its session and token fail on the other at once', async () => {
      const adminEmail = `admin-${randomUUID()}@example.com`;
      const email = `member-${randomUUID()}@example.com`;
      for (const e of [adminEmail, email]) expect((await a.api.post('/auth/signup', { email: e, password: PASSWORD })).status).toBe(201);
      const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query('UPDATE accounts SET is_admin = true WHERE email = $1', [adminEmail]);
      } finally {
        await client.end();
      }
      const admin = sessionOf(await signIn(a.api, adminEmail));
      const member = sessionOf(await signIn(b.api, email));
      const token = (await b.api.post('/auth/tokens', { name: 't', permissions: ['read', 'write'] }, asSession(member))).body.token;
      const ownerId = (await b.api.get('/auth/session', asSession(member))).body.ownerId;
      expect((await b.api.get('/me', { token })).status).toBe(200);
      const current = await a.api.get(`/admin/accounts/${ownerId}`, asSession(admin));
      const put = await a.api.put(
        `/admin/accounts/${ownerId}`,
        { admin: false, disabled: true, currentPassword: PASSWORD },
        { ...asSession(admin), ifMatch: current.headers.get('etag')! },
      );
      expect(put.status).toBe(200);
      expectProblem(await b.api.get('/me', { token }), 401);
      expectProblem(await b.api.get('/auth/session', asSession(member)), 401);
      expectProblem(await signIn(b.api, email), 403, 'ACCOUNT_DISABLED');
    });
  });
});
