import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api } from './support/harness';

/**
 * The embedded default as a user runs it: the built server (`node dist/src/main.js`) in its own
 * process with a DATA_DIR. Acknowledged writes must survive kill -9; a second process must not open
 * the same directory.
 */
const ROOT = join(__dirname, '..');
const MAIN = join(ROOT, 'dist', 'src', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Child { process: ChildProcess; output: () => string; exited: Promise<number | null> }

function startChild(dataDir: string, port: number): Child {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

async function waitReady(port: number, child: Child): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/q/health/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (child.process.exitCode !== null) throw new Error(`server exited: ${child.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready: ${child.output()}`);
}

describe('embedded database durability (separate server processes)', () => {
  let dataDir: string;

  beforeAll(() => {
    if (!existsSync(MAIN)) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    dataDir = mkdtempSync(join(tmpdir(), 'tt-crash-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged write across kill -9, and refuses a second process on the same DATA_DIR', async () => {
    const port = await freePort();
    const first = startChild(dataDir, port);
    await waitReady(port, first);
    const api = new Api(`http://127.0.0.1:${port}/api/v1`);
    const email = `crash-${Date.now()}@example.com`;
    expect((await api.post('/auth/signup', { email, password: 'crash test pw' })).status).toBe(201);
    const session = await api.post('/auth/session', { email, password: 'crash test pw' });
    const cookie = session.headers.get('set-cookie')!.split(';')[0];
    const token = (await api.post('/auth/tokens', { name: 'crash', permissions: ['read', 'write'] }, { headers: { cookie, 'x-csrf-token': session.body.csrfToken } })).body.token;
    const owner = api.as(token);

    // A second server on the same directory must refuse to start, leaving the first untouched.
    const second = startChild(dataDir, await freePort());
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/in use|locked/i);

    const acknowledged: string[] = [];
    for (let i = 0; i < 10; i++) {
      const reply = await owner.post('/clients', { name: `Sequential ${i}`, color: '#123456' });
      expect(reply.status).toBe(201);
      acknowledged.push(reply.body.id);
    }
    // Concurrent writes; kill -9 right after the first acknowledgement of this burst.
    let killed = false;
    await Promise.all(Array.from({ length: 20 }, (_, i) => owner.post('/clients', { name: `Burst ${i}`, color: '#654321' })
      .then((reply) => {
        if (reply.status === 201) acknowledged.push(reply.body.id);
        if (!killed) {
          killed = true;
          first.process.kill('SIGKILL');
        }
      })
      .catch(() => undefined)));
    await first.exited;

    const restarted = startChild(dataDir, port);
    try {
      await waitReady(port, restarted);
      const page = await owner.get('/clients?limit=500');
      expect(page.status).toBe(200);
      const stored = new Set(page.body.items.map((c: { id: string }) => c.id));
      for (const id of acknowledged) expect(stored.has(id)).toBe(true);
      expect(acknowledged.length).toBeGreaterThanOrEqual(11);
    } finally {
      restarted.process.kill('SIGTERM');
      await restarted.exited;
    }
  });

  it('the CLI creates an account and prints a token that works against the server', async () => {
    const cliDir = mkdtempSync(join(tmpdir(), 'tt-cli-'));
    try {
      const output = execFileSync(process.execPath, [join(ROOT, 'dist', 'src', 'cli.js'), 'create-account', '--email', 'cli@example.com', '--password', 'cli password 1', '--read-only'], {
        env: { PATH: process.env.PATH, DATA_DIR: cliDir, LOG_LEVEL: 'warn' },
      }).toString();
      const token = /token \(read, shown once\): (ttp_\S+)/.exec(output)?.[1];
      expect(token).toBeDefined();
      const port = await freePort();
      const server = startChild(cliDir, port);
      try {
        await waitReady(port, server);
        const api = new Api(`http://127.0.0.1:${port}/api/v1`, token!);
        const page = await api.get('/clients');
        expect(page.status).toBe(200);
        expect(page.body.items.map((c: { name: string }) => c.name)).toEqual(['General']);
        expect((await api.post('/clients', { name: 'x', color: '#000000' })).status).toBe(403);
      } finally {
        server.process.kill('SIGTERM');
        await server.exited;
      }
    } finally {
      rmSync(cliDir, { recursive: true, force: true });
    }
  });
});
