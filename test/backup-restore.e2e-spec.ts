import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ChildServer, startChildServer } from './support/child-server';
import { Api, newOwner, Owner, Reply, TestServer, uuid } from './support/harness';
import { runCli } from './support/isolated-database';

const runCommandLine = (args: string[], env: Record<string, string>) => runCli(env, args);

/**
 * Backup and restore of the embedded database (`npm run cli -- backup FILE` / `restore FILE`): a
 * backup taken while a server runs and writers keep writing is one consistent snapshot holding every
 * write acknowledged before it began; restored into a fresh DATA_DIR, a server started on it serves
 * them all (tokens included), and its change feed goes on from where it stood. The backup runs
 * against an embedded server of its own on both test databases.
 */
const WRITERS = 4;

async function allClients(api: Api): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const page: Reply = await api.get(`/clients?limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(page.status).toBe(200);
    for (const c of page.body.items as Array<{ id: string; name: string }>) found.set(c.id, c.name);
    cursor = page.body.nextCursor;
  } while (cursor);
  return found;
}

const env = (dataDir: string) => ({ DATA_DIR: dataDir });

describe('backup and restore of the embedded database', () => {
  let root: string;
  let source: string;
  let server: ChildServer;
  let owner: Owner;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tt-backup-'));
    source = join(root, 'source');
    server = await startChildServer({ DATA_DIR: source, LOG_LEVEL: 'warn' });
    owner = await newOwner({ api: server.api } as TestServer);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('a backup under write load restores into a fresh directory with every write acknowledged before it began', async () => {
    const api = server.api.as(owner.token);
    // Records of other kinds beside the clients the writers make.
    const customer = await api.post('/clients', { name: 'Customer', color: '#1E88E5' });
    expect(customer.status).toBe(201);
    const project = await api.post('/projects', { name: 'Backed up', clientId: customer.body.id });
    expect(project.status).toBe(201);
    const task = await api.post('/tasks', { summary: 'Keep it', projectId: project.body.id });
    expect(task.status).toBe(201);

    const acknowledged = new Map<string, { name: string; at: number }>();
    acknowledged.set(customer.body.id, { name: 'Customer', at: Date.now() });
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const name = `W${n}-${i}-${uuid().slice(0, 8)}`;
        const reply = await api.post('/clients', { name, color: '#43A047' });
        if (reply.status === 201) acknowledged.set(reply.body.id, { name, at: Date.now() });
        else if (reply.status !== 503) throw new Error(`write answered ${reply.status}: ${reply.text}`);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
    while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 20));

    const file = join(root, 'backup.ttb');
    writeFileSync(file, 'an older file in the way', { mode: 0o644 });
    const began = Date.now();
    const backup = await runCommandLine(['backup', file], env(source));
    const ended = Date.now();
    while (acknowledged.size < 80 || [...acknowledged.values()].every((w) => w.at <= ended)) await new Promise((r) => setTimeout(r, 20));
    writing = false;
    await Promise.all(writers);
    expect({ code: backup.code, stderr: backup.stderr }).toEqual({
      code: 0,
      stderr: expect.stringContaining(`database: embedded PostgreSQL (PGlite) in ${source}`),
    });
    expect(backup.stdout).toMatch(/^backed up \d+ records of \d+ tables to /);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const header = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0]);
    expect(header.format).toBe('time-tracking-embedded-backup');

    // At or before `began`, in whole milliseconds: the 40 awaited above were recorded before `began`
    // was read, and any write acknowledged in the same millisecond came before the backup started.
    const before = [...acknowledged].filter(([, w]) => w.at <= began).map(([id]) => id);
    const after = [...acknowledged].filter(([, w]) => w.at > ended).map(([id]) => id);
    expect(before.length).toBeGreaterThanOrEqual(40);
    expect(after.length).toBeGreaterThan(0);
    const revisionAtEnd = (await api.get('/clients?limit=1')).body.revision;
    await server.stop();

    const target = join(root, 'restored');
    const restored = await runCommandLine(['restore', file], env(target));
    expect({ code: restored.code, stderr: restored.stderr }).toEqual({ code: 0, stderr: expect.any(String) });
    expect(restored.stdout).toMatch(/^restored \d+ records of \d+ tables into /);

    const again = await runCommandLine(['restore', file], env(target));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty; restore into an empty directory, or pass --force/);

    server = await startChildServer({ DATA_DIR: target, LOG_LEVEL: 'warn' });
    const onRestored = server.api.as(owner.token);
    const clients = await allClients(onRestored);
    // Every write acknowledged before the backup began is there, with what was written.
    for (const id of before) expect({ id, name: clients.get(id) }).toEqual({ id, name: acknowledged.get(id)!.name });
    // Nothing that was never acknowledged, and nothing acknowledged after the backup ended.
    for (const id of after) expect(clients.has(id)).toBe(false);
    // Besides the writers' clients at most the owner's default one (made at sign-up).
    expect([...clients.keys()].filter((id) => !acknowledged.has(id)).length).toBeLessThanOrEqual(1);
    expect((await onRestored.get(`/tasks/${task.body.id}`)).body).toEqual(
      expect.objectContaining({ summary: 'Keep it', projectId: project.body.id }),
    );

    // A consistent snapshot: the change feed holds exactly one creation per restored client, and the
    // owner's revision goes on from the snapshot's, below where the source ended.
    const events: Array<{ entityType: string; changeType: string; id: string }> = [];
    for (let after = 0; ;) {
      const feed = await onRestored.get(`/changes?after=${after}`);
      expect(feed.status).toBe(200);
      if (feed.body.items.length === 0) break;
      events.push(...feed.body.items);
      after = feed.body.nextSequence;
    }
    const created = events.filter((c) => c.entityType === 'client' && c.changeType === 'created');
    expect(new Set(created.map((c) => c.id))).toEqual(new Set(clients.keys()));
    const revision = (await onRestored.get('/clients?limit=1')).body.revision;
    expect(Number(revision)).toBeLessThan(Number(revisionAtEnd));
    const next = await onRestored.post('/clients', { name: 'After the restore', color: '#1E88E5' });
    expect(next.status).toBe(201);
    expect(Number((await onRestored.get('/clients?limit=1')).body.revision)).toBeGreaterThan(Number(revision));
  }, 400_000);

  it('refuses to restore over a running server, a file that is not a backup, and one cut short; --force replaces a stopped one', async () => {
    const running = server.process.exitCode === null ? server : null;
    expect(running).not.toBeNull();
    const target = join(root, 'restored');
    const file = join(root, 'backup.ttb');
    const busy = await runCommandLine(['restore', file, '--force'], env(target));
    expect({ code: busy.code, stderr: busy.stderr }).toEqual({ code: 3, stderr: expect.stringMatching(/in use by a running server/) });
    await server.stop();

    const nothing = await runCommandLine(['backup', join(root, 'none.ttb')], env(join(root, 'empty')));
    expect({ code: nothing.code, stderr: nothing.stderr }).toEqual({
      code: 1,
      stderr: expect.stringMatching(/there is no embedded database in /),
    });

    const junk = join(root, 'junk.ttb');
    writeFileSync(junk, 'not a backup');
    const notBackup = await runCommandLine(['restore', junk], env(join(root, 'fresh-1')));
    expect({ code: notBackup.code, stderr: notBackup.stderr }).toEqual({ code: 1, stderr: expect.stringMatching(/error: /) });

    const whole = readFileSync(file);
    const lines = gunzipSync(whole).toString('utf8').split('\n');
    const cut = join(root, 'cut.ttb');
    writeFileSync(cut, gzipSync(lines.slice(0, lines.length - 2).join('\n')));
    const fresh = join(root, 'fresh-2');
    const truncated = await runCommandLine(['restore', cut], env(fresh));
    expect({ code: truncated.code, stderr: truncated.stderr }).toEqual({ code: 1, stderr: expect.stringMatching(/incomplete/) });
    // Nothing changed: no directory (and no empty database) is left where there was none.
    expect(existsSync(fresh)).toBe(false);
    // Over an existing database (--force), one cut short leaves that database as it was.
    const before = readdirSync(join(target, 'pgdata')).sort();
    const forcedCut = await runCommandLine(['restore', cut, '--force'], env(target));
    expect({ code: forcedCut.code, stderr: forcedCut.stderr }).toEqual({ code: 1, stderr: expect.stringMatching(/incomplete/) });
    expect(readdirSync(join(target, 'pgdata')).sort()).toEqual(before);
    expect(existsSync(join(target, 'pgdata.before-restore'))).toBe(false);
    server = await startChildServer({ DATA_DIR: target, LOG_LEVEL: 'warn' });
    expect([...(await allClients(server.api.as(owner.token))).values()]).toContain('After the restore');
    await server.stop();

    const forced = await runCommandLine(['restore', file, '--force'], env(target));
    expect(forced.code).toBe(0);
    expect(existsSync(join(target, 'pgdata.before-restore'))).toBe(false);
    server = await startChildServer({ DATA_DIR: target, LOG_LEVEL: 'warn' });
    expect((await server.api.as(owner.token).get('/clients?limit=1')).status).toBe(200);
    // The client made after the first restore is gone: the directory holds the backup again.
    const names = [...(await allClients(server.api.as(owner.token))).values()];
    expect(names).not.toContain('After the restore');
  }, 400_000);

  it("restores a backup made before TypeORM kept the migration history (the old runner's schema_migrations only)", async () => {
    const expected = await allClients(server.api.as(owner.token));
    await server.stop();
    // The backup as the previous release wrote it: its history in schema_migrations under the old
    // names (`<timestamp>-<name>`), no TypeORM `migrations` table. Same tables and rows in number.
    const lines = gunzipSync(readFileSync(join(root, 'backup.ttb')))
      .toString('utf8')
      .split('\n')
      .filter((line) => line.length > 0);
    const header = JSON.parse(lines[0]) as { migrations: string[] };
    const legacyNames = header.migrations.map((name) => `${/\d{13}/.exec(name)![0]}-${name.replace(/\d{13}$/, '').toLowerCase()}`);
    const out: string[] = [JSON.stringify({ ...header, migrations: legacyNames })];
    let inHistory = false;
    for (const line of lines.slice(1)) {
      if (line.startsWith('{"table":')) {
        inHistory = (JSON.parse(line) as { table: string }).table === 'migrations';
        out.push(inHistory ? JSON.stringify({ table: 'schema_migrations', columns: ['name', 'applied_at'] }) : line);
      } else if (inHistory && !line.startsWith('{"end":')) {
        const row = JSON.parse(line) as { name: string };
        out.push(JSON.stringify({ name: legacyNames[header.migrations.indexOf(row.name)], applied_at: '2026-11-01T00:00:00+00:00' }));
      } else {
        inHistory = false;
        out.push(line);
      }
    }
    expect(out.filter((line) => line.includes('"table":"schema_migrations"')).length).toBe(1);
    const legacy = join(root, 'legacy.ttb');
    writeFileSync(legacy, gzipSync(out.join('\n')));

    const target = join(root, 'restored-legacy');
    const restored = await runCommandLine(['restore', legacy], env(target));
    expect({ code: restored.code, stderr: restored.stderr }).toEqual({ code: 0, stderr: expect.not.stringContaining('error') });
    // The server starts on it (no migration runs again: the history was carried over) and serves the data.
    server = await startChildServer({ DATA_DIR: target, LOG_LEVEL: 'warn' });
    expect(await allClients(server.api.as(owner.token))).toEqual(expected);
  }, 400_000);
});
