import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { Controller, Get, Module } from '@nestjs/common';
import { AccountsService } from '../src/auth/accounts.service';
import { createRootLogger } from '../src/common/logging';
import { Database } from '../src/db/database';
import { Api, expectProblem, newOwner, Owner, startServer, TestServer } from './support/harness';
import { IsolatedDatabase, isolatedDatabase, runCli } from './support/isolated-database';
import { parameterNames } from './support/openapi-doc';
import { serverFile } from './support/child-server';

const PASSWORD = 'correct horse battery';

async function signIn(api: Api, email: string, password = PASSWORD): Promise<{ cookie: string; csrf: string; status: number }> {
  const reply = await api.post('/auth/session', { email, password }, { token: null });
  return { status: reply.status, cookie: (reply.headers.get('set-cookie') ?? '').split(';')[0], csrf: reply.body?.csrfToken };
}

const cookieOnly = (s: { cookie: string }) => ({ token: null, headers: { cookie: s.cookie } });
const withCsrf = (s: { cookie: string; csrf: string }) => ({ token: null, headers: { cookie: s.cookie, 'x-csrf-token': s.csrf } });

/** Sends raw HTTP and collects what comes back until the server closes or `until` matches. */
function rawExchange(
  port: number,
  head: string,
  options: { body?: Buffer; until?: RegExp; timeoutMs?: number } = {},
): Promise<{ text: string; error: string | null }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let error: string | null = null;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, error });
    };
    const timer = setTimeout(finish, options.timeoutMs ?? 5000);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (options.until?.test(text)) finish();
    });
    socket.on('error', (e) => {
      error = (e as NodeJS.ErrnoException).code ?? e.message;
    });
    socket.on('close', finish);
    socket.write(head);
    if (options.body) socket.write(options.body);
  });
}

describe('account self-service and HTTP hardening', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startServer();
    port = Number(new URL(server.base).port);
  });
  afterAll(() => server.close());

  it('PUT /auth/password needs the current password, changes it, and ends every other session', async () => {
    const owner = await newOwner(server);
    const other = await signIn(server.api, owner.email);
    const mine = await signIn(server.api, owner.email);
    expectProblem(
      await owner.api.put('/auth/password', { currentPassword: PASSWORD, newPassword: 'another passphrase' }),
      403,
      'SESSION_REQUIRED',
    );
    expectProblem(
      await server.api.put('/auth/password', { currentPassword: PASSWORD, newPassword: 'another passphrase' }, cookieOnly(mine)),
      403,
    );
    expectProblem(await server.api.put('/auth/password', { newPassword: 'another passphrase' }, withCsrf(mine)), 400);
    expectProblem(await server.api.put('/auth/password', { currentPassword: PASSWORD, newPassword: 'short' }, withCsrf(mine)), 422);
    expectProblem(
      await server.api.put('/auth/password', { currentPassword: 'wrong password!', newPassword: 'another passphrase' }, withCsrf(mine)),
      403,
      'REAUTHENTICATION_FAILED',
    );
    expect((await server.api.get('/auth/session', cookieOnly(other))).status).toBe(200);
    expect((await signIn(server.api, owner.email)).status).toBe(201);

    const changed = await server.api.put(
      '/auth/password',
      { currentPassword: PASSWORD, newPassword: 'another passphrase' },
      withCsrf(mine),
    );
    expect(changed.status).toBe(204);
    expectProblem(await server.api.get('/auth/session', cookieOnly(other)), 401);
    expect((await server.api.get('/auth/session', cookieOnly(mine))).status).toBe(200);
    expectProblem(await server.api.post('/auth/session', { email: owner.email, password: PASSWORD }), 401);
    expect((await signIn(server.api, owner.email, 'another passphrase')).status).toBe(201);
    // Personal tokens are not sessions: they keep working.
    expect((await owner.api.get('/clients')).status).toBe(200);
  });

  it('DELETE /auth/sessions signs out everywhere', async () => {
    const owner = await newOwner(server);
    const a = await signIn(server.api, owner.email);
    const b = await signIn(server.api, owner.email);
    expectProblem(await server.api.delete('/auth/sessions', cookieOnly(a)), 403);
    expectProblem(await owner.api.delete('/auth/sessions'), 403, 'SESSION_REQUIRED');
    const reply = await server.api.delete('/auth/sessions', withCsrf(a));
    expect(reply.status).toBe(204);
    expect(reply.headers.get('set-cookie')).toMatch(/^tt_session=;/);
    for (const s of [a, b, { cookie: owner.cookie }]) expectProblem(await server.api.get('/auth/session', cookieOnly(s)), 401);
    expect((await owner.api.get('/clients')).status).toBe(200);
  });

  it('documents the new routes in /openapi.json', async () => {
    const document = (await server.api.get('/openapi.json')).body;
    expect(Object.keys(document.paths['/api/v1/auth/password'])).toEqual(['put']);
    expect(Object.keys(document.paths['/api/v1/auth/sessions'])).toEqual(['delete']);
    expect(Object.keys(document.paths['/api/v1/admin/settings']).sort()).toEqual(['get', 'put']);
    const put = document.paths['/api/v1/admin/settings'].put;
    expect(Object.keys(put.responses).sort()).toEqual(['200', '400', '401', '403', '412', '413', '415', '421', '422', '428', '429', '503']);
    expect(parameterNames(document, put)).toContain('If-Match');
    expect(document.components.schemas.SessionResponse.required).toEqual(
      expect.arrayContaining(['ownerId', 'email', 'admin', 'csrfToken', 'expiresAt']),
    );
  });

  it('security headers: nosniff and Referrer-Policy everywhere, no-store on authenticated JSON', async () => {
    const owner = await newOwner(server);
    for (const reply of [
      await server.api.get('/openapi.json'),
      await fetch(`${server.base}/q/health/live`),
      await owner.api.get('/clients'),
      await server.api.get('/clients'),
    ]) {
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect((await owner.api.get('/clients')).headers.get('cache-control')).toBe('no-store');
    expect((await owner.api.get(`/clients/${randomUUID()}`)).headers.get('cache-control')).toBe('no-store');
  });

  it('Expect: 100-continue with a declared body over 20 MiB: 413 at once, without 100 Continue', async () => {
    const owner = await newOwner(server);
    const head = (length: number) =>
      `POST /api/v1/clients HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${owner.token}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`;
    const refused = await rawExchange(port, head(21 * 1024 * 1024), { timeoutMs: 5000 });
    expect(refused.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused.text).not.toMatch(/100 Continue/);
    expect(refused.text).toMatch(/content-type: application\/problem\+json/i);
    expect(refused.text).toMatch(/"status":413/);

    // A client that uploads anyway still reads the 413: the server drains before it closes.
    const eager = await rawExchange(port, head(21 * 1024 * 1024), {
      body: Buffer.alloc(21 * 1024 * 1024, 0x20),
      until: /"status":413/,
      timeoutMs: 10000,
    });
    expect(eager.text).toMatch(/^HTTP\/1\.1 413 /);

    // Under the limit the client is told to continue, and the request proceeds.
    const body = JSON.stringify({ name: 'Continued', color: '#00000A' });
    const socket = connect(port, '127.0.0.1');
    const text = await new Promise<string>((resolve) => {
      let seen = '';
      socket.on('data', (chunk) => {
        seen += chunk.toString();
        if (/^HTTP\/1\.1 100 Continue\r\n\r\n$/.test(seen)) socket.write(body);
        if (/\r\n\r\n[^]*"name":"Continued"/.test(seen)) resolve(seen);
      });
      socket.write(head(Buffer.byteLength(body)));
    });
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 /);
  });

  it('the owner lock key is a 64-bit hash of the owner (both halves used)', async () => {
    const db = server.app.get(Database);
    const ownerId = randomUUID();
    const { held, expected } = await db.transaction(async () => {
      await db.lockOwner(ownerId);
      const locks = await db.query<{ classid: string; objid: string; objsubid: number }>(
        `SELECT classid::text, objid::text, objsubid FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND granted`,
      );
      const hash = await db.query<{ hi: string; lo: string }>(
        `SELECT ((h >> 32) & 4294967295)::text AS hi, (h & 4294967295)::text AS lo FROM (SELECT hashtextextended($1, 827401) AS h) x`,
        [ownerId],
      );
      return { held: locks.rows, expected: hash.rows[0] };
    });
    expect(held).toContainEqual({ classid: expected.hi, objid: expected.lo, objsubid: 1 });
  });

  it('over HTTPS the session cookie carries the __Host- prefix and is the one accepted', async () => {
    const secure = await startServer({ env: { PUBLIC_ORIGIN: 'https://localhost' } });
    try {
      const email = `host-${randomUUID()}@example.com`;
      expect((await secure.api.post('/auth/signup', { email, password: PASSWORD })).status).toBe(201);
      const reply = await secure.api.post('/auth/session', { email, password: PASSWORD });
      const setCookie = reply.headers.get('set-cookie')!;
      expect(setCookie).toMatch(/^__Host-tt_session=/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).not.toMatch(/Domain=/i);
      const cookie = setCookie.split(';')[0];
      expect((await secure.api.get('/auth/session', { headers: { cookie } })).status).toBe(200);
      expectProblem(await secure.api.get('/auth/session', { headers: { cookie: cookie.replace('__Host-', '') } }), 401);
    } finally {
      await secure.close();
    }
  });
});

interface Child {
  process: ChildProcess;
  output: () => string;
  api: Api;
  stop(): Promise<void>;
}

async function startChild(env: Record<string, string>, port: number): Promise<Child> {
  const fullEnv = { PATH: process.env.PATH, PORT: String(port), DAY_BOUNDARY_JOB: 'off', ...env };
  const child = spawn(process.execPath, [serverFile(fullEnv)], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/q/health/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`child server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    process: child,
    output: () => output,
    api: new Api(`http://127.0.0.1:${port}/api/v1`),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('administrators from the command line; the mail secret in no response or log (separate server process)', () => {
  let db: IsolatedDatabase | null = null;
  let env: Record<string, string>;
  let child: Child | null = null;

  beforeAll(async () => {
    // The embedded default exactly as an operator uses it: the command line on DATA_DIR while no server runs.
    if (process.env.TEST_DATABASE_KIND === 'postgresql') {
      db = await isolatedDatabase('admin-cli');
      env = db.env;
    } else {
      env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'tt-admin-cli-')) };
    }
  });
  afterAll(async () => {
    await child?.stop();
    await db?.stop();
    if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it('create-account --admin and set-admin [--off], then the secret stays out of every body and log line', async () => {
    const adminEmail = `root-${randomUUID()}@example.com`;
    const userEmail = `user-${randomUUID()}@example.com`;
    const created = await runCli(env, ['create-account', '--email', adminEmail, '--password', PASSWORD, '--admin']);
    expect(created).toMatchObject({ code: 0 });
    expect(created.stdout).toMatch(/administrator/);
    expect((await runCli(env, ['create-account', '--email', userEmail, '--password', PASSWORD])).code).toBe(0);
    expect((await runCli(env, ['set-admin', '--email', userEmail])).code).toBe(0);
    const demoted = await runCli(env, ['set-admin', '--email', userEmail, '--off']);
    expect(demoted.code).toBe(0);
    expect(demoted.stdout).toMatch(/no longer an administrator/);
    expect((await runCli(env, ['set-admin', '--email', `missing-${randomUUID()}@example.com`])).code).toBe(1);
    expect((await runCli(env, ['set-admin'])).code).toBe(2);

    child = await startChild({ ...env, LOG_LEVEL: 'trace' }, 18250 + (process.pid % 20));
    const api = child.api;
    const admin = await signIn(api, adminEmail);
    const user = await signIn(api, userEmail);
    expect((await api.get('/auth/session', cookieOnly(admin))).body.admin).toBe(true);
    expect((await api.get('/auth/session', cookieOnly(user))).body.admin).toBe(false);

    const secret = `smtp-secret-${randomUUID()}`;
    const mail = { host: 'smtp.example.com', port: 465, secure: true, username: 'mailer', from: 'tt@example.com', password: secret };
    const settings = {
      signupEnabled: null,
      sessionLifetimeMinutes: null,
      tokenMaxLifetimeDays: null,
      loginThrottle: null,
      rateLimit: null,
      trustedProxies: null,
      mail,
    };
    const etag = (await api.get('/admin/settings', cookieOnly(admin))).headers.get('etag')!;
    const replies = [
      await api.put(
        '/admin/settings',
        { settings: { ...settings, mail: { ...mail, port: -1 } }, currentPassword: PASSWORD },
        { ...withCsrf(admin), ifMatch: etag },
      ),
      await api.put('/admin/settings', { settings, currentPassword: 'wrong password!' }, { ...withCsrf(admin), ifMatch: etag }),
      await api.put('/admin/settings', { settings, currentPassword: PASSWORD }, { ...withCsrf(user), ifMatch: etag }),
      await api.put('/admin/settings', { settings, currentPassword: PASSWORD }, withCsrf(admin)),
      await api.request('PUT', '/admin/settings', {
        ...withCsrf(admin),
        ifMatch: etag,
        raw: `{"settings":{"mail":{"password":"${secret}"`,
        headers: { ...withCsrf(admin).headers, 'content-type': 'application/json' },
      }),
      await api.put('/admin/settings', { settings, currentPassword: PASSWORD }, { ...withCsrf(admin), ifMatch: etag }),
    ];
    expect(replies.map((r) => r.status)).toEqual([422, 403, 403, 428, 400, 200]);
    replies.push(await api.get('/admin/settings', cookieOnly(admin)));
    expect(replies[6].body.saved.mail).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      username: 'mailer',
      from: 'tt@example.com',
      passwordSet: true,
    });
    for (const reply of replies) expect(reply.text).not.toContain(secret);
    await child.stop();
    const logs = child.output();
    expect(logs).toMatch(/"status":200/);
    expect(logs).not.toContain(secret);
    child = null;
    // Each command-line run opens the database on its own.
  }, 180_000);
});

// Only PostgreSQL serves several server processes (the embedded database refuses a second one).
if (process.env.TEST_DATABASE_KIND === 'postgresql')
  describe('settings across server processes on one PostgreSQL', () => {
    let db: IsolatedDatabase;
    let server: TestServer;
    let child: Child;

    beforeAll(async () => {
      db = await isolatedDatabase('admin-replicas');
      server = await startServer({ env: db.env });
      child = await startChild({ ...db.env, LOG_LEVEL: 'warn' }, 18270 + (process.pid % 20));
    });
    afterAll(async () => {
      await child?.stop();
      await server?.close();
      await db?.stop();
    });

    it('a change saved through one process takes effect in the other at once, without a restart', async () => {
      const admin: Owner = await newOwner(server);
      await server.app.get(AccountsService).setAdmin(admin.email, true);
      const session = await signIn(server.api, admin.email);
      // Let the other process cache the current settings first.
      expect((await child.api.post('/auth/signup', { email: `before-${randomUUID()}@example.com`, password: PASSWORD })).status).toBe(201);
      const etag = (await server.api.get('/admin/settings', cookieOnly(session))).headers.get('etag')!;
      const settings = {
        signupEnabled: false,
        sessionLifetimeMinutes: null,
        tokenMaxLifetimeDays: null,
        loginThrottle: null,
        rateLimit: null,
        trustedProxies: null,
        mail: null,
      };
      const saved = await server.api.put(
        '/admin/settings',
        { settings, currentPassword: PASSWORD },
        { ...withCsrf(session), ifMatch: etag },
      );
      expect(saved.status).toBe(200);
      const started = Date.now();
      let status = 0;
      while (Date.now() - started < 1500) {
        status = (await child.api.post('/auth/signup', { email: `after-${randomUUID()}@example.com`, password: PASSWORD })).status;
        if (status === 403) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe(403);
      // Faster than the cache lifetime: the other process was told.
      expect(Date.now() - started).toBeLessThan(1000);
      const seen = await child.api.as(admin.token).get('/admin/settings');
      expect(seen.body.saved.signupEnabled).toBe(false);
      expect(seen.headers.get('etag')).toBe(saved.headers.get('etag'));
    }, 120_000);
  });

@Controller('test-failures')
class FailureFixtureController {
  constructor(private readonly db: Database) {}

  @Get('database')
  async database(): Promise<never> {
    await this.db.query('SELECT $1::integer AS n, $2::text AS email', ['hunter2-not-a-number', 'secret-person@example.com']);
    throw new Error('unreachable');
  }
}

@Module({ controllers: [FailureFixtureController] })
class FailureFixtureModule {}

describe('an unexpected database error in the logs', () => {
  it('is logged with its SQLSTATE and message only: no statement, no parameters', async () => {
    // The server's own log stream, captured (pino writes to file descriptor 1 directly when nothing
    // has wrapped process.stdout, as in a Jest worker).
    const written: string[] = [];
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString('utf8'));
        done();
      },
    });
    const server = await startServer({ imports: [FailureFixtureModule], logger: createRootLogger('error', capture) });
    try {
      const owner = await newOwner(server);
      const reply = await owner.api.get('/test-failures/database');
      expectProblem(reply, 500, 'INTERNAL');
      expect(reply.text).not.toMatch(/hunter2|secret-person|SELECT/);
    } finally {
      await server.close();
    }
    const logs = written.join('');
    expect(logs).toMatch(/22P02/);
    expect(logs).toMatch(/unhandled error/);
    expect(logs).not.toMatch(/hunter2|secret-person|SELECT|\$1/);
  });
});
