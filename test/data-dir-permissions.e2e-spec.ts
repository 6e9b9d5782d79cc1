import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { securePrivateDataDir, UnsafeDataDirectoryError } from '../src/db/private-data-dir';
import { BUNDLE, ROOT, freePort, spawnServer, waitForReady } from './support/child-server';
import { Api } from './support/harness';

/**
 * Issue 17: DATA_DIR and everything the service keeps in it are private to the service's user,
 * whatever the umask it was started with; an unsafe existing DATA_DIR is repaired with a warning or
 * refused; a token registry others can read is warned about. The built server runs as a user runs it.
 */
/** The server started from a shell with the given umask, as `umask 000; npm start` would. */
const startWithUmask = (umask: string, env: Record<string, string>) => spawnServer(env, { umask });

/** Every path under dir (dir included) whose mode gives group or others any access. */
function sharedEntries(dir: string): string[] {
  const shared: string[] = [];
  const pending = [dir];
  while (pending.length > 0) {
    const path = pending.pop()!;
    const info = lstatSync(path);
    if (info.isSymbolicLink()) continue;
    if ((info.mode & 0o077) !== 0) shared.push(`${path} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) pending.push(join(path, name));
  }
  return shared;
}

function countEntries(dir: string): number {
  let count = 1;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    count += lstatSync(path).isDirectory() ? countEntries(path) : 1;
  }
  return count;
}

async function writeSomething(port: number): Promise<void> {
  const api = new Api(`http://127.0.0.1:${port}/api/v1`);
  const email = `perm-${Date.now()}@example.com`;
  expect((await api.post('/auth/signup', { email, password: 'permissions pw 1' })).status).toBe(201);
}

describe('DATA_DIR privacy (issue 17)', () => {
  let scratch: string;

  beforeAll(() => {
    if (!existsSync(BUNDLE)) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    scratch = mkdtempSync(join(tmpdir(), 'tt-perm-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('started with umask 000, creates DATA_DIR and every file in it without group or other access', async () => {
    const dataDir = join(scratch, 'fresh', 'data');
    const registry = join(scratch, 'private-registry.json');
    writeFileSync(registry, '[]', { mode: 0o600 });
    chmodSync(registry, 0o600);
    const port = await freePort();
    const server = startWithUmask('000', { DATA_DIR: dataDir, PORT: String(port), TOKEN_REGISTRY_FILE: registry });
    try {
      await waitForReady(port, server);
      await writeSomething(port);
      // While running: the socket and the lock file are there too.
      expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['pgdata', 'server.lock']));
      expect(countEntries(dataDir)).toBeGreaterThan(100);
      expect(sharedEntries(dataDir)).toEqual([]);
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    expect(sharedEntries(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    // A private registry gives no warning.
    expect(server.output()).not.toMatch(/TOKEN_REGISTRY_FILE/);
  }, 180_000);

  it('repairs a DATA_DIR made world-accessible, naming it in a warning, and warns about a registry others can read', async () => {
    const dataDir = join(scratch, 'fresh', 'data');
    // What a 0000 umask or a careless `chmod -R 777` leaves behind.
    execFileSync('chmod', ['-R', 'a+rwX', dataDir]);
    expect(sharedEntries(dataDir).length).toBeGreaterThan(100);
    const registry = join(scratch, 'shared-registry.json');
    writeFileSync(registry, '[]');
    chmodSync(registry, 0o644);
    const port = await freePort();
    const server = startWithUmask('022', { DATA_DIR: dataDir, PORT: String(port), TOKEN_REGISTRY_FILE: registry });
    try {
      await waitForReady(port, server);
      await writeSomething(port);
      expect(sharedEntries(dataDir)).toEqual([]);
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    const output = server.output();
    expect(output).toContain(`DATA_DIR ${dataDir} was accessible to group or others (mode 0777)`);
    expect(output).toMatch(
      new RegExp(
        `removed group and other access from \\d+ file\\(s\\) and directories in DATA_DIR ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
    expect(output).toContain(`TOKEN_REGISTRY_FILE ${registry} is readable or writable by group or others (mode 0644)`);
    expect(sharedEntries(dataDir)).toEqual([]);
  }, 180_000);

  it('refuses a DATA_DIR owned by another user, with a clear message, and changes nothing in it', async () => {
    let foreign: string;
    if (process.getuid!() === 0) {
      foreign = join(scratch, 'foreign');
      mkdirSync(foreign, { mode: 0o755 });
      chownSync(foreign, 12345, 12345);
    } else {
      foreign = '/usr'; // owned by root, never by a test user
    }
    const modeBefore = lstatSync(foreign).mode;
    const warnings: string[] = [];
    const attempt = securePrivateDataDir(foreign, (m) => warnings.push(m));
    await expect(attempt).rejects.toBeInstanceOf(UnsafeDataDirectoryError);
    await expect(securePrivateDataDir(foreign, () => undefined)).rejects.toThrow(
      /is owned by user \d+, not by the user running the service/,
    );
    expect(lstatSync(foreign).mode).toBe(modeBefore);
    expect(warnings).toEqual([]);
  });
});
