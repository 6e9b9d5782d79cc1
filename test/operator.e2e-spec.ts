import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChildServer, CLI, ensureBuilt, ROOT, startChildServer } from './support/child-server';
import { expectProblem, startServer, uuid } from './support/harness';

/**
 * What an operator sees: the built server's log output and signals, and the command line. The
 * server runs on its own embedded data directory (a shared test database would be touched by its
 * start-up tasks).
 */
describe('operator experience: logs, signals, command line', () => {
  /** A working directory whose ./data is the server's data directory (the default when DATA_DIR is unset). */
  let workDir: string;
  let dataDir: string;

  beforeAll(() => {
    ensureBuilt();
    workDir = mkdtempSync(join(tmpdir(), 'tt-operator-'));
    dataDir = join(workDir, 'data');
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  describe('logs', () => {
    let server: ChildServer;
    let lines: Array<Record<string, any>>;
    const password = `secret-${uuid()}`;
    let token = '';

    beforeAll(async () => {
      server = await startChildServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      const email = `log-${uuid()}@example.com`;
      await server.api.post('/auth/signup', { email, password });
      const session = await server.api.post('/auth/session', { email, password });
      const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0];
      token = (
        await server.api.post(
          '/auth/tokens',
          { name: 'log', permissions: ['read'] },
          { headers: { cookie, 'x-csrf-token': session.body.csrfToken } },
        )
      ).body.token;
      await fetch(`${server.base}/q/health/ready`);
      await fetch(`${server.base}/q/health/live`);
      expectProblem(await server.api.get('/clients', { token: 'ttp_not-a-token' }), 401, 'UNAUTHORIZED');
      expect((await server.api.get('/clients', { token, headers: { 'x-request-id': 'trace-me-1' } })).status).toBe(200);
      expect(await server.stop('SIGTERM')).toBe(0);
      lines = server
        .stdout()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
    });

    it('writes every line as JSON with an ISO timestamp and a level name, and nothing on stderr', () => {
      expect(lines.length).toBeGreaterThan(5);
      for (const line of lines) {
        expect(line.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(['debug', 'info', 'warn', 'error']).toContain(line.level);
        expect(typeof line.msg).toBe('string');
      }
      // Framework warnings (FSTDEP023, FSTWRN004) and stack traces would land here.
      expect(server.stderr()).toBe('');
    });

    it('starts with a short summary instead of route and module dumps', () => {
      const startup = lines.slice(0, lines.findIndex((line) => /^explorer: /.test(line.msg)) + 2);
      expect(startup.length).toBeLessThanOrEqual(15);
      const text = startup.map((line) => line.msg).join('\n');
      expect(text).toMatch(/time-tracking-service \d+\.\d+\.\d+ started/);
      expect(text).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
      expect(text).toMatch(/explorer: http:\/\/127\.0\.0\.1:\d+\/api\/v1\/docs/);
      expect(text).toContain(`database: embedded PostgreSQL (PGlite) in ${dataDir}`);
      expect(lines.some((line) => /Mapped \{|dependencies initialized/.test(line.msg))).toBe(false);
    });

    it('logs one line per request with one request id and the problem code; probes stay below info', () => {
      const requests = lines.filter((line) => line.msg === 'request');
      const unauthorized = requests.find((line) => line.status === 401);
      expect(unauthorized).toEqual(
        expect.objectContaining({ method: 'GET', path: '/api/v1/clients', code: 'UNAUTHORIZED', reqId: expect.any(String) }),
      );
      const traced = requests.filter((line) => line.reqId === 'trace-me-1');
      expect(traced).toHaveLength(1);
      expect(traced[0]).toEqual(expect.objectContaining({ status: 200 }));
      expect(traced[0].code).toBeUndefined();
      for (const line of requests) expect(Object.keys(line).filter((key) => /req(uest)?id/i.test(key))).toEqual(['reqId']);
      expect(requests.some((line) => String(line.path).startsWith('/q/health/'))).toBe(false);
    });

    it('never logs credentials', () => {
      const all = server.stdout();
      expect(all).not.toContain(password);
      expect(all).not.toContain(token);
      expect(all).not.toContain('ttp_not-a-token');
    });

    it('says that it is shutting down and that it stopped', () => {
      const tail = lines.slice(-2).map((line) => line.msg);
      expect(tail).toEqual(['received SIGTERM, shutting down', 'stopped']);
    });
  });

  it('stops cleanly on SIGINT as well', async () => {
    const server = await startChildServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect(await server.stop('SIGINT')).toBe(0);
    expect(server.stdout()).toContain('received SIGINT, shutting down');
  });

  describe('command line', () => {
    // Asynchronous: when jest runs in band, the embedded test database is served from this process.
    const cli = (args: string[], options: { input?: string; env?: Record<string, string>; cwd?: string } = {}) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [CLI, ...args], {
          cwd: options.cwd ?? ROOT,
          env: { PATH: process.env.PATH, DAY_BOUNDARY_JOB: 'off', ...options.env },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c) => (stdout += c));
        child.stderr.on('data', (c) => (stderr += c));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(options.input ?? '');
      });

    it('--help lists every command and exits 0', async () => {
      const help = await cli(['--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/create-account/);
    });

    it('reads the password from stdin, says which database it used, and prints a working token', async () => {
      const email = `cli-${uuid()}@example.com`;
      const run = await cli(['create-account', '--email', email, '--password-stdin'], {
        input: 'a long password\n',
        env: { DATABASE_URL: process.env.TEST_DATABASE_URL! },
      });
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: expect.stringMatching(/^database: PostgreSQL at /m) });
      const token = /token \(read\+write, shown once\): (\S+)/.exec(run.stdout)![1];
      // The password read from stdin (without its newline) is the account's password.
      const server = await startServer();
      try {
        expect((await server.api.post('/auth/session', { email, password: 'a long password' })).status).toBe(201);
        expect((await server.api.get('/clients', { token })).status).toBe(200);
      } finally {
        await server.close();
      }
    });

    it('refuses without a password on a non-terminal stdin instead of waiting, and --password still works with a warning', async () => {
      const none = await cli(['create-account', '--email', `x-${uuid()}@example.com`]);
      expect(none.code).toBe(2);
      expect(none.stderr).toMatch(/--password-stdin/);
      const given = await cli(['create-account', '--email', `y-${uuid()}@example.com`, '--password', 'another long password'], {
        env: { DATABASE_URL: process.env.TEST_DATABASE_URL! },
      });
      expect(given.code).toBe(0);
      expect(given.stderr).toMatch(/warning: --password leaves the password/);
    });

    it('refuses what sign-up would refuse (usage, exit 2), before it opens the database: a malformed email, a short password', async () => {
      const env = { DATABASE_URL: process.env.TEST_DATABASE_URL! };
      const badEmail = await cli(['create-account', '--email', 'not an email', '--password-stdin'], { input: 'a long password', env });
      expect({ code: badEmail.code, stderr: badEmail.stderr }).toEqual({
        code: 2,
        stderr: expect.stringContaining('email must be an email address'),
      });
      const email = `short-${uuid()}@example.com`;
      const short = await cli(['create-account', '--email', email, '--password-stdin'], { input: 'ab', env });
      expect({ code: short.code, stderr: short.stderr }).toEqual({
        code: 2,
        stderr: expect.stringContaining('password must be longer than or equal to 8 characters'),
      });
      expect(short.stdout).not.toMatch(/token/);
      // Nothing was created: the same email signs up over HTTP afterwards.
      const server = await startServer();
      try {
        expect((await server.api.post('/auth/signup', { email, password: 'a long password' })).status).toBe(201);
      } finally {
        await server.close();
      }
    });

    it('a command that only changes accounts does not make a database in a mistyped DATA_DIR', async () => {
      const missing = join(tmpdir(), `tt-missing-${uuid()}`);
      for (const args of [['account-audit'], ['set-admin', '--email', 'a@example.com'], ['disable-account', '--email', 'a@example.com']]) {
        const run = await cli(args, { env: { DATA_DIR: missing } });
        expect({ args, code: run.code, stderr: run.stderr }).toEqual({
          args,
          code: 1,
          stderr: expect.stringContaining(`there is no database in ${missing}`),
        });
      }
      expect(existsSync(missing)).toBe(false);
    });

    it('explains, with exit code 3 and no stack trace, when a running server holds the embedded database', async () => {
      const busyDir = mkdtempSync(join(tmpdir(), 'tt-busy-'));
      try {
        // The lock a running server holds: its pid (this live test process) in server.lock.
        writeFileSync(join(busyDir, 'server.lock'), String(process.pid));
        const run = await cli(['create-account', '--email', `z-${uuid()}@example.com`, '--password-stdin'], {
          input: 'a long password',
          env: { DATA_DIR: busyDir },
        });
        expect(run.code).toBe(3);
        expect(run.stderr).toContain(`database: embedded PostgreSQL (PGlite) in ${busyDir}`);
        expect(run.stderr).toMatch(/in use by a running server/);
        expect(run.stderr).toMatch(/auth\/signup/);
        expect(run.stderr).not.toMatch(/^\s+at /m);
      } finally {
        rmSync(busyDir, { recursive: true, force: true });
      }
    });

    it("points at the running server's real port, not this command's default, when the server holds the database", async () => {
      const busyDir = mkdtempSync(join(tmpdir(), 'tt-busy-'));
      const server = await startChildServer({ DATA_DIR: busyDir, LOG_LEVEL: 'warn' });
      try {
        expect(server.port).not.toBe(8080);
        const run = await cli(['create-account', '--email', `p-${uuid()}@example.com`, '--password-stdin'], {
          input: 'a long password',
          env: { DATA_DIR: busyDir },
        });
        expect(run.code).toBe(3);
        expect(run.stderr).toContain(`curl -X POST http://127.0.0.1:${server.port}/api/v1/auth/signup`);
      } finally {
        await server.stop();
        rmSync(busyDir, { recursive: true, force: true });
      }
    }, 180_000);

    it('names the default directory when DATA_DIR is not set', async () => {
      const run = await cli(['create-account', '--email', `n-${uuid()}@example.com`, '--password-stdin'], {
        cwd: workDir,
        input: 'a long password',
      });
      expect(run.stderr).toContain(`database: embedded PostgreSQL (PGlite) in ${dataDir} (DATA_DIR not set: the default ./data)`);
      expect(run.code).toBe(0);
    });
  });
});
