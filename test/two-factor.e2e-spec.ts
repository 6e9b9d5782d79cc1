import { Secret } from 'otpauth';
import { Database } from '../src/db/database';
import { expectProblem, newOwner, Owner, startServer, TestServer } from './support/harness';
import { asSession, codeFor, enableTwoFactor, PASSWORD, sessionOf, signIn, WebSession } from './support/two-factor';

/** decisions.md "Two-factor sign-in (TOTP)", every status of it. */
describe('two-factor sign-in (TOTP)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function fresh(): Promise<{ owner: Owner; session: WebSession }> {
    const owner = await newOwner(server);
    return { owner, session: { cookie: owner.cookie, csrf: owner.csrf } };
  }

  it('set-up: 200 {secret, otpauthUri}; a token is 403 SESSION_REQUIRED, no CSRF 403, a wrong password 403 REAUTHENTICATION_FAILED, bad bodies 400', async () => {
    const { owner, session } = await fresh();
    expectProblem(await owner.api.post('/auth/2fa/setup', { currentPassword: PASSWORD }), 403, 'SESSION_REQUIRED');
    expectProblem(
      await server.api.post('/auth/2fa/setup', { currentPassword: PASSWORD }, { token: null, headers: { cookie: session.cookie } }),
      403,
    );
    expectProblem(
      await server.api.post('/auth/2fa/setup', { currentPassword: 'not my password' }, asSession(session)),
      403,
      'REAUTHENTICATION_FAILED',
    );
    expectProblem(await server.api.post('/auth/2fa/setup', {}, asSession(session)), 400);
    expectProblem(await server.api.post('/auth/2fa/setup', { currentPassword: PASSWORD, extra: 1 }, asSession(session)), 400);
    expectProblem(await server.api.post('/auth/2fa/setup', { currentPassword: PASSWORD }), 401);
    const reply = await server.api.post('/auth/2fa/setup', { currentPassword: PASSWORD }, asSession(session));
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['otpauthUri', 'secret']);
    expect(reply.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(reply.body.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(reply.body.secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain(owner.email);
    // Nothing is on until confirmed.
    expect((await server.api.get('/auth/session', asSession(session))).body.twoFactor).toBe(false);
    expect((await signIn(server.api, owner.email)).status).toBe(201);
  });

  it('enable: 409 without a set-up, 422 for a wrong code, a new set-up replaces an unconfirmed one, 200 with ten recovery codes, then 409', async () => {
    const { owner, session } = await fresh();
    expectProblem(await server.api.post('/auth/2fa/enable', { code: '123456' }, asSession(session)), 409, 'TWO_FACTOR_NOT_SET_UP');
    const first = await server.api.post('/auth/2fa/setup', { currentPassword: PASSWORD }, asSession(session));
    const second = await server.api.post('/auth/2fa/setup', { currentPassword: PASSWORD }, asSession(session));
    expect(second.body.secret).not.toBe(first.body.secret);
    expectProblem(await owner.api.post('/auth/2fa/enable', { code: codeFor(second.body.secret) }), 403, 'SESSION_REQUIRED');
    expectProblem(await server.api.post('/auth/2fa/enable', { code: codeFor(first.body.secret) }, asSession(session)), 422, 'VALIDATION');
    expectProblem(await server.api.post('/auth/2fa/enable', { code: 'abcdef' }, asSession(session)), 422, 'VALIDATION');
    expectProblem(await server.api.post('/auth/2fa/enable', { code: 123456 }, asSession(session)), 422, 'VALIDATION');
    expectProblem(await server.api.post('/auth/2fa/enable', {}, asSession(session)), 400);
    expect((await server.api.get('/auth/session', asSession(session))).body.twoFactor).toBe(false);
    const enabled = await server.api.post('/auth/2fa/enable', { code: codeFor(second.body.secret) }, asSession(session));
    expect(enabled.status).toBe(200);
    expect(Object.keys(enabled.body)).toEqual(['recoveryCodes']);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    const current = await server.api.get('/auth/session', asSession(session));
    expect(current.body).toEqual({
      ownerId: owner.ownerId,
      email: owner.email,
      admin: false,
      twoFactor: true,
      csrfToken: expect.any(String),
      expiresAt: expect.any(String),
    });
    expectProblem(
      await server.api.post('/auth/2fa/enable', { code: codeFor(second.body.secret) }, asSession(session)),
      409,
      'TWO_FACTOR_ENABLED',
    );
    expectProblem(await server.api.post('/auth/2fa/setup', { currentPassword: PASSWORD }, asSession(session)), 409, 'TWO_FACTOR_ENABLED');
    // The session that turned it on goes on; personal tokens are unaffected.
    expect((await owner.api.get('/clients')).status).toBe(200);
  });

  it('sign-in: 401 SECOND_FACTOR_REQUIRED without a code (no cookie), 401 SECOND_FACTOR_INVALID for a wrong or replayed one, 201 with a current code, one step of drift, or an unused recovery code', async () => {
    const { owner, session } = await fresh();
    const { secret, recoveryCodes } = await enableTwoFactor(server, session);
    const required = await signIn(server.api, owner.email);
    expectProblem(required, 401, 'SECOND_FACTOR_REQUIRED');
    expect(required.headers.get('set-cookie')).toBeNull();
    expectProblem(await signIn(server.api, owner.email, {}, 'wrong password'), 401, 'UNAUTHORIZED');
    expectProblem(
      await signIn(server.api, owner.email, { code: '000000' === codeFor(secret) ? '111111' : '000000' }),
      401,
      'SECOND_FACTOR_INVALID',
    );
    expectProblem(await signIn(server.api, owner.email, { code: 'not-a-code' }), 401, 'SECOND_FACTOR_INVALID');
    expectProblem(await signIn(server.api, owner.email, { code: codeFor(secret, 3) }), 401, 'SECOND_FACTOR_INVALID');
    expectProblem(await signIn(server.api, owner.email, { code: 42 }), 422, 'VALIDATION');
    // A wrong password with a right code is still the password's 401, and does not use the code up.
    const code = codeFor(secret);
    expectProblem(await signIn(server.api, owner.email, { code }, 'wrong password'), 401, 'UNAUTHORIZED');
    const ok = await signIn(server.api, owner.email, { code });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('set-cookie')).toMatch(/HttpOnly/);
    const signedIn = sessionOf(ok);
    expect((await server.api.get('/auth/session', asSession(signedIn))).body.twoFactor).toBe(true);
    // The same code again: refused, however fresh it is.
    expectProblem(await signIn(server.api, owner.email, { code }), 401, 'SECOND_FACTOR_INVALID');
    // One step of drift either way (each step's code once).
    const before = codeFor(secret, -1);
    if (before !== code) expect((await signIn(server.api, owner.email, { code: before })).status).toBe(201);
    const after = codeFor(secret, 1);
    if (after !== code && after !== before) expect((await signIn(server.api, owner.email, { code: after })).status).toBe(201);
    // A recovery code, written any way a person might type it; once only.
    const recovery = recoveryCodes[0];
    expect((await signIn(server.api, owner.email, { code: recovery.toUpperCase().replaceAll('-', ' ') })).status).toBe(201);
    expectProblem(await signIn(server.api, owner.email, { code: recovery }), 401, 'SECOND_FACTOR_INVALID');
    expect((await signIn(server.api, owner.email, { code: recoveryCodes[1] })).status).toBe(201);
    // Tokens are unaffected.
    expect((await owner.api.get('/me')).status).toBe(200);
    // An account without two-factor ignores a code.
    const plain = await newOwner(server);
    expect((await signIn(server.api, plain.email, { code: '123456' })).status).toBe(201);
  });

  it('a wrong code counts as a failed sign-in: after maxFailures (10 by default) the email is refused with 429, even with a right code', async () => {
    const { owner, session } = await fresh();
    const { secret } = await enableTwoFactor(server, session);
    const wrong = codeFor(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) expectProblem(await signIn(server.api, owner.email, { code: wrong }), 401, 'SECOND_FACTOR_INVALID');
    const refused = await signIn(server.api, owner.email, { code: codeFor(secret) });
    expectProblem(refused, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Missing codes are not failures: another account's count is untouched by them.
    const other = await fresh();
    await enableTwoFactor(server, other.session);
    for (let i = 0; i < 12; i++) expectProblem(await signIn(server.api, other.owner.email), 401, 'SECOND_FACTOR_REQUIRED');
  });

  it('disable: a token 403 SESSION_REQUIRED, a wrong password 403, a wrong code 422, 204 with a code or a recovery code, then 409 and password-only sign-in', async () => {
    const { owner, session } = await fresh();
    expectProblem(
      await server.api.delete('/auth/2fa', { ...asSession(session), body: { currentPassword: PASSWORD, code: '123456' } }),
      409,
      'TWO_FACTOR_NOT_ENABLED',
    );
    const { secret, recoveryCodes } = await enableTwoFactor(server, session);
    const body = (code: string, currentPassword = PASSWORD) => ({ currentPassword, code });
    expectProblem(await owner.api.delete('/auth/2fa', { body: body(codeFor(secret)) }), 403, 'SESSION_REQUIRED');
    expectProblem(
      await server.api.delete('/auth/2fa', { token: null, headers: { cookie: session.cookie }, body: body(codeFor(secret)) }),
      403,
    );
    expectProblem(
      await server.api.delete('/auth/2fa', { ...asSession(session), body: body(codeFor(secret), 'not my password') }),
      403,
      'REAUTHENTICATION_FAILED',
    );
    expectProblem(await server.api.delete('/auth/2fa', { ...asSession(session), body: body(codeFor(secret, 4)) }), 422, 'VALIDATION');
    expectProblem(await server.api.delete('/auth/2fa', { ...asSession(session), body: { currentPassword: PASSWORD } }), 400);
    expectProblem(await server.api.delete('/auth/2fa', { ...asSession(session), body: { ...body('123456'), more: true } }), 400);
    expect((await server.api.get('/auth/session', asSession(session))).body.twoFactor).toBe(true);
    const done = await server.api.delete('/auth/2fa', { ...asSession(session), body: body(recoveryCodes[5]) });
    expect(done.status).toBe(204);
    expect((await server.api.get('/auth/session', asSession(session))).body.twoFactor).toBe(false);
    expectProblem(
      await server.api.delete('/auth/2fa', { ...asSession(session), body: body(codeFor(secret)) }),
      409,
      'TWO_FACTOR_NOT_ENABLED',
    );
    expect((await signIn(server.api, owner.email)).status).toBe(201);
    // Set up again, and off with an app code this time.
    const again = await enableTwoFactor(server, session);
    expect(again.secret).not.toBe(secret);
    expect((await server.api.delete('/auth/2fa', { ...asSession(session), body: body(codeFor(again.secret)) })).status).toBe(204);
  });

  it('the secret is encrypted at rest, recovery codes are stored hashed, and neither is in a change event, an export or the audit trail', async () => {
    const { owner, session } = await fresh();
    const { secret, recoveryCodes } = await enableTwoFactor(server, session);
    const db = server.app.get(Database);
    const { rows } = await db.query<{ totp_secret: Buffer; totp_pending: Buffer | null; id: string }>(
      'SELECT id, totp_secret, totp_pending FROM accounts WHERE owner_id = $1',
      [owner.ownerId],
    );
    const raw = Buffer.from(new Secret({ buffer: Secret.fromBase32(secret).buffer }).buffer);
    expect(rows[0].totp_pending).toBeNull();
    expect(rows[0].totp_secret.includes(raw)).toBe(false);
    expect(rows[0].totp_secret.toString('latin1')).not.toContain(secret);
    const codes = await db.query<{ code_hash: Buffer }>('SELECT code_hash FROM account_recovery_codes WHERE account_id = $1', [rows[0].id]);
    expect(codes.rows).toHaveLength(10);
    for (const { code_hash } of codes.rows) {
      for (const code of recoveryCodes) {
        expect(code_hash.toString('latin1')).not.toContain(code.replaceAll('-', ''));
      }
    }
    const audit = await db.query<{ action: string; changes: unknown }>(
      'SELECT action, changes FROM account_audit WHERE account_id = $1 ORDER BY id',
      [rows[0].id],
    );
    expect(audit.rows).toEqual([{ action: 'two-factor-enabled', changes: { twoFactor: { from: false, to: true } } }]);
    const everything = [
      (await owner.api.get('/changes?after=0')).text,
      (await owner.api.get('/export')).text,
      (await server.api.get('/auth/session', asSession(session))).text,
    ].join('\n');
    expect(everything).not.toContain(secret);
    for (const code of recoveryCodes) expect(everything).not.toContain(code);
  });
});
