import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChildServer, startChildServer } from './support/child-server';
import { expectProblem, newOwner, Owner, Reply, TestServer } from './support/harness';

/**
 * The embedded database's DATA_DIR on a full disk: a small tmpfs mounted for this spec (CI runs as
 * root; mounting is how a full disk is made without filling the machine's), filled to the last byte
 * by a file beside the database. Writes then answer 503 problem+json with Retry-After, reads go on,
 * nothing acknowledged is lost, and once the file is gone writes succeed again without a restart:
 * a request that got 503, sent again, creates its record. Both test passes run it against an
 * embedded server of its own.
 */
describe('a full disk under the embedded database', () => {
  let mountPoint: string;
  let server: ChildServer;
  let owner: Owner;
  const filler = () => join(mountPoint, 'filler');

  beforeAll(async () => {
    mountPoint = mkdtempSync(join(tmpdir(), 'tt-disk-full-'));
    // A fresh embedded database takes about 40 MB (its WAL segment included).
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=72m,mode=0700', 'tmpfs', mountPoint]);
    mkdirSync(join(mountPoint, 'data'), { mode: 0o700 });
    server = await startChildServer({ DATA_DIR: join(mountPoint, 'data'), LOG_LEVEL: 'error' });
    owner = await newOwner({ api: server.api } as TestServer);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    if (mountPoint) {
      execFileSync('umount', ['-l', mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    }
  }, 60_000);

  /** Writes zeros into the filler file until the file system has no byte left. */
  function fillDisk(): void {
    const fd = openSync(filler(), 'w', 0o600);
    const chunk = Buffer.alloc(1 << 16);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      closeSync(fd);
    }
  }

  it('writes answer 503 with Retry-After while the disk is full, nothing acknowledged is lost, and writes resume when space returns', async () => {
    const api = owner.api;
    const acknowledged = new Map<string, string>();
    const create = async (name: string): Promise<Reply> => {
      const reply = await api.post('/clients', { name, color: '#1E88E5' });
      if (reply.status === 201) acknowledged.set(reply.body.id, name);
      return reply;
    };
    for (let i = 0; i < 5; i++) expect((await create(`Before ${i}`)).status).toBe(201);

    fillDisk();
    const refused: Array<{ reply: Reply; name: string }> = [];
    for (let i = 0; refused.length < 3 && i < 2000; i++) {
      const name = `Full ${i} ${'x'.repeat(100)}`;
      const reply = await create(name);
      if (reply.status === 201) continue;
      expectProblem(reply, 503);
      expect(reply.headers.get('retry-after')).toMatch(/^\d+$/);
      refused.push({ reply, name });
    }
    expect(refused).toHaveLength(3);
    // Reads go on from what is in memory and on disk.
    const listed = await api.get('/clients?limit=500');
    expect(listed.status).toBe(200);
    for (const id of acknowledged.keys()) expect(listed.body.items.map((c: { id: string }) => c.id)).toContain(id);

    rmSync(filler());
    // The refused request, sent again, now creates the record.
    const { name } = refused[0];
    let retried: Reply | undefined;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      retried = await create(name);
      if (retried.status === 201) break;
      expectProblem(retried, 503);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(retried!.status).toBe(201);
    expect((await create('After')).status).toBe(201);

    // After a restart every acknowledged write is there, and each refused one only if sent again.
    await server.stop();
    server = await startChildServer({ DATA_DIR: join(mountPoint, 'data'), LOG_LEVEL: 'error' });
    const after = await server.api.as(owner.token).get('/clients?limit=500');
    expect(after.status).toBe(200);
    const names = new Map(after.body.items.map((c: { id: string; name: string }) => [c.id, c.name]));
    for (const [id, written] of acknowledged) expect({ id, name: names.get(id) }).toEqual({ id, name: written });
    for (const { name: refusedName } of refused.slice(1)) expect([...names.values()]).not.toContain(refusedName);
    expect([...names.values()].filter((n) => n === name)).toHaveLength(1);
  }, 400_000);
});
