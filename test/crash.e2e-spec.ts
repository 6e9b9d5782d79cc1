import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUNDLE, CLI, ROOT, SpawnedServer, freePort, spawnServer, waitForReady } from './support/child-server';
import { Api, Reply } from './support/harness';

/**
 * The embedded default as a user runs it: the built server (`dist/src/server.js`, as `npm start` runs it) in its own
 * process with a DATA_DIR. Acknowledged writes must survive kill -9; a second process must not open
 * the same directory.
 */
function startChild(dataDir: string, port: number, database: Record<string, string> = databaseEnv(dataDir)): SpawnedServer {
  return spawnServer({ ...database, PORT: String(port) });
}

const waitReady = (port: number, child: SpawnedServer) => waitForReady(port, child, 60_000);

const POSTGRES = process.env.TEST_DATABASE_KIND === 'postgresql';
const CYCLES = 5;
const WRITERS = 16;

/** The child's database: its own DATA_DIR (embedded), or the suite's PostgreSQL database. */
function databaseEnv(dataDir: string): Record<string, string> {
  // On the shared PostgreSQL database the midnight job stays off, as in every e2e server (other
  // specs run there with their own clocks).
  return POSTGRES ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DAY_BOUNDARY_JOB: 'off' } : { DATA_DIR: dataDir };
}

async function allClientIds(owner: Api): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const page: Reply = await owner.get(`/clients?limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(page.status).toBe(200);
    for (const c of page.body.items as Array<{ id: string }>) ids.add(c.id);
    cursor = page.body.nextCursor;
  } while (cursor);
  return ids;
}

describe(`durability under kill -9 (separate server processes, ${POSTGRES ? 'PostgreSQL' : 'embedded database'})`, () => {
  let dataDir: string;

  beforeAll(() => {
    if (!existsSync(BUNDLE)) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    dataDir = mkdtempSync(join(tmpdir(), 'tt-crash-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`keeps every acknowledged write over ${CYCLES} kill -9 cycles during ${WRITERS} concurrent writers`, async () => {
    const port = await freePort();
    let server = startChild(dataDir, port);
    await waitReady(port, server);
    const api = new Api(`http://127.0.0.1:${port}/api/v1`);
    const email = `crash-${Date.now()}@example.com`;
    expect((await api.post('/auth/signup', { email, password: 'crash test pw' })).status).toBe(201);
    const session = await api.post('/auth/session', { email, password: 'crash test pw' });
    const cookie = session.headers.get('set-cookie')!.split(';')[0];
    const token = (
      await api.post(
        '/auth/tokens',
        { name: 'crash', permissions: ['read', 'write'] },
        { headers: { cookie, 'x-csrf-token': session.body.csrfToken } },
      )
    ).body.token;
    const owner = api.as(token);

    if (!POSTGRES) {
      // A second server on the same directory must refuse to start, leaving the first untouched.
      const second = startChild(dataDir, await freePort());
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toMatch(/in use|locked/i);
    }

    const acknowledged: string[] = [];
    try {
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        const before = acknowledged.length;
        let stop = false;
        // Each writer writes one client after another until the process dies under it; kill -9
        // lands once the writers are well under way (a few acknowledgements each), mid-burst.
        const killAfter = before + WRITERS * (2 + cycle);
        const writers = Array.from({ length: WRITERS }, async (_, writer) => {
          for (let i = 0; !stop; i++) {
            try {
              const reply = await owner.post('/clients', { name: `Cycle ${cycle} writer ${writer} #${i}`, color: '#123456' });
              if (reply.status !== 201) break;
              acknowledged.push(reply.body.id);
            } catch {
              break; // the connection died with the process
            }
            if (acknowledged.length >= killAfter && !stop) {
              stop = true;
              server.process.kill('SIGKILL');
            }
          }
        });
        await Promise.all(writers);
        await server.exited;
        expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);

        server = startChild(dataDir, port);
        await waitReady(port, server);
        const stored = await allClientIds(owner);
        const lost = acknowledged.filter((id) => !stored.has(id));
        expect({ cycle, lost }).toEqual({ cycle, lost: [] });
      }
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  }, 300_000);

  it('the CLI creates an account and prints a token that works against the server', async () => {
    const cliDir = mkdtempSync(join(tmpdir(), 'tt-cli-'));
    try {
      const output = execFileSync(
        process.execPath,
        [CLI, 'create-account', '--email', 'cli@example.com', '--password-stdin', '--read-only'],
        {
          env: { PATH: process.env.PATH, DATA_DIR: cliDir, LOG_LEVEL: 'warn' },
          input: 'cli password 1',
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      ).toString();
      const token = /token \(read, shown once\): (ttp_\S+)/.exec(output)?.[1];
      expect(token).toBeDefined();
      const port = await freePort();
      const server = startChild(cliDir, port, { DATA_DIR: cliDir });
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
