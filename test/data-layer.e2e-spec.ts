import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { MIGRATIONS } from '../migrations';
import { RequestContext } from '../src/context/request-context';
import { Database } from '../src/db/database';
import { OwnedRepository } from '../src/db/owned-repository';
import { LabelEntity } from '../src/labels/label.entity';
import { ROOT, ensureBuilt } from './support/child-server';
import { newOwner, startServer, TestServer } from './support/harness';
import { IsolatedDatabase, isolatedDatabase } from './support/isolated-database';

const NAMES = MIGRATIONS.map((m) => m.name);
const LATEST = NAMES[NAMES.length - 1];

/** `npm run migration:<command>` (the built script) against a database. */
async function migrationCli(env: Record<string, string>, command: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(ROOT, 'dist', 'src', 'migration-cli.js'), command], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const status = (applied: string[]) => NAMES.map((name) => `[${applied.includes(name) ? 'X' : ' '}] ${name}\n`).join('');

/**
 * The migration commands on a database of their own: on PostgreSQL a schema of the test database;
 * otherwise the real embedded default (DATA_DIR, opened by the command itself).
 */
describe('migration:run, migration:show and migration:revert (TypeORM runner)', () => {
  let env: Record<string, string>;
  let isolated: IsolatedDatabase | null = null;
  let dataDir: string | null = null;

  beforeAll(async () => {
    ensureBuilt();
    if (process.env.TEST_DATABASE_KIND === 'postgresql') {
      isolated = await isolatedDatabase('migration_cli');
      env = isolated.env;
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'tt-migration-cli-'));
      env = { DATA_DIR: dataDir };
    }
  });
  afterAll(async () => {
    await isolated?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows every migration pending on a new database, applies them once, reverts the newest and applies it again', async () => {
    if (isolated) {
      expect(await migrationCli(env, 'show')).toMatchObject({ code: 1, stdout: status([]) });
      const run = await migrationCli(env, 'run');
      expect(run).toMatchObject({ code: 0, stdout: NAMES.map((name) => `applied ${name}\n`).join('') });
    } else {
      // A new embedded data directory is a copy of the build's template: every migration applied there.
      expect(await migrationCli(env, 'show')).toMatchObject({ code: 0, stdout: status(NAMES) });
    }
    expect(await migrationCli(env, 'show')).toMatchObject({ code: 0, stdout: status(NAMES) });
    expect(await migrationCli(env, 'run')).toMatchObject({ code: 0, stdout: 'no migration is pending\n' });

    expect(await migrationCli(env, 'revert')).toMatchObject({ code: 0, stdout: `reverted ${LATEST}\n` });
    expect(await migrationCli(env, 'show')).toMatchObject({ code: 1, stdout: status(NAMES.slice(0, -1)) });
    expect(await migrationCli(env, 'run')).toMatchObject({ code: 0, stdout: `applied ${LATEST}\n` });
    // The entities describe what the migrations made (test/schema-drift.e2e-spec.ts: that this can fail).
    expect(await migrationCli(env, 'drift')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^no schema drift: the \d+ entities match the database\n$/),
    });
  }, 120_000);

  it('refuses an unknown command with its usage', async () => {
    const reply = await migrationCli(env, 'generate');
    expect(reply.code).toBe(2);
    expect(reply.stderr).toContain('usage: node dist/src/migration-cli.js <run | revert | show | drift>');
  });
});

describe('hand-written SQL and TypeORM in one transaction', () => {
  let server: TestServer;
  let db: Database;

  beforeAll(async () => {
    server = await startServer();
    db = server.app.get(Database);
  });
  afterAll(async () => {
    await server?.close();
  });

  const secretNamed = async (name: string) => (await db.query(`SELECT name FROM server_secrets WHERE name = $1`, [name])).rowCount;

  it('runs both on the one connection, in the one transaction', async () => {
    const [raw, orm] = await db.transaction(async () => [
      (await db.query<{ pid: number; tx: string }>(`SELECT pg_backend_pid() AS pid, txid_current()::text AS tx`)).rows[0],
      ((await db.manager.query(`SELECT pg_backend_pid() AS pid, txid_current()::text AS tx`)) as Array<{ pid: number; tx: string }>)[0],
    ]);
    expect(orm).toEqual(raw);
  });

  it('commits both together, and rolls both back together', async () => {
    const kept = `test-${randomUUID()}`;
    await db.transaction(async () => {
      await db.manager.query(`INSERT INTO server_secrets (name, secret) VALUES ($1, '\\x00')`, [kept]);
      // The hand-written statement sees TypeORM's uncommitted row: the same transaction.
      expect(await secretNamed(kept)).toBe(1);
    });
    expect(await secretNamed(kept)).toBe(1);

    const dropped = `test-${randomUUID()}`;
    await expect(
      db.transaction(async () => {
        await db.query(`INSERT INTO server_secrets (name, secret) VALUES ($1, '\\x00')`, [dropped]);
        await db.manager.query(`INSERT INTO server_secrets (name, secret) VALUES ($1, '\\x00')`, [`${dropped}-orm`]);
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    expect(await secretNamed(dropped)).toBe(0);
    expect(await secretNamed(`${dropped}-orm`)).toBe(0);
    await db.query(`DELETE FROM server_secrets WHERE name = $1`, [kept]);
  });

  it('turns a TypeORM transaction inside a use case into a savepoint of it', async () => {
    const inner = `test-${randomUUID()}`;
    const outer = `test-${randomUUID()}`;
    await db.transaction(async () => {
      await db.query(`INSERT INTO server_secrets (name, secret) VALUES ($1, '\\x00')`, [outer]);
      await expect(
        db.manager.transaction(async (manager) => {
          await manager.query(`INSERT INTO server_secrets (name, secret) VALUES ($1, '\\x00')`, [inner]);
          throw new Error('inner part failed');
        }),
      ).rejects.toThrow('inner part failed');
    });
    expect(await secretNamed(outer)).toBe(1);
    expect(await secretNamed(inner)).toBe(0);
    await db.query(`DELETE FROM server_secrets WHERE name = $1`, [outer]);
  });

  it('has no entity manager outside a transaction', () => {
    expect(() => db.manager).toThrow('manager outside a transaction');
  });

  it('scopes every statement of an owned repository to the owner in context, whatever the caller names', async () => {
    const [alice, bob] = [await newOwner(server), await newOwner(server)];
    const labels = new OwnedRepository(db, LabelEntity);
    const as = <T>(ownerId: string, fn: () => Promise<T>) =>
      RequestContext.run(
        { requestId: 'test', principal: { ownerId, canWrite: true, via: 'token', accountId: null, credentialId: null } },
        fn,
      );
    const id = randomUUID();
    // An insert takes the context's owner, even when the values name another.
    await as(alice.ownerId, () => labels.insert({ id, name: 'Mine', color: null, ownerId: bob.ownerId } as never));
    const stored = await db.query<{ owner_id: string }>(`SELECT owner_id FROM labels WHERE id = $1`, [id]);
    expect(stored.rows).toEqual([{ owner_id: alice.ownerId }]);

    // Bob's context cannot see, count, change or delete it, not even by naming Alice.
    await as(bob.ownerId, async () => {
      expect(await labels.findOne({ where: { id, ownerId: alice.ownerId } })).toBeNull();
      expect(await labels.find({ where: [{ id }, { name: 'Mine', ownerId: alice.ownerId }] })).toEqual([]);
      expect(await labels.exists({ where: { id } })).toBe(false);
      expect(await labels.update({ id, ownerId: alice.ownerId }, { name: 'Taken' })).toBe(0);
      expect(await labels.delete({ id })).toBe(0);
      expect(await labels.updateVersioned(id, 1, { name: 'Taken' }, ['id', 'name'])).toBeNull();
    });
    // Alice's can, in a transaction and outside one.
    await as(alice.ownerId, async () => {
      expect(await labels.findOne({ where: { id } })).toMatchObject({ id, ownerId: alice.ownerId, name: 'Mine' });
      expect(await db.transaction(() => labels.update({ id }, { name: 'Renamed', ownerId: bob.ownerId } as never))).toBe(1);
      expect(await labels.findOne({ where: { id } })).toMatchObject({ ownerId: alice.ownerId, name: 'Renamed' });
      // A versioned write answers the row as stored, in one statement; at a stale version, nothing.
      const current = (await labels.findOne({ where: { id } }))!.version;
      expect(await labels.updateVersioned(id, current, { name: 'Again' }, ['id', 'ownerId', 'name', 'version'])).toMatchObject({
        id,
        ownerId: alice.ownerId,
        name: 'Again',
        version: current + 1,
      });
      expect(await labels.updateVersioned(id, current, { name: 'Stale' }, ['id'])).toBeNull();
      expect(await labels.delete({ id })).toBe(1);
      const made = await labels.insertReturning({ id: randomUUID(), name: 'Returned', color: null, ownerId: bob.ownerId } as never, [
        'id',
        'ownerId',
        'version',
      ]);
      expect(made).toMatchObject({ ownerId: alice.ownerId, version: 1 });
      expect(await labels.delete({ id: made.id })).toBe(1);
    });
    // Without an authenticated owner nothing runs.
    await expect(labels.find()).rejects.toThrow('No authenticated owner in context');
  });
});

/** The history the hand-written runner recorded at a101e4c, the last commit before TypeORM's runner. */
const LAST_HAND_WRITTEN = [
  '1763600000000-foundation',
  '1763600000100-catalog',
  '1763600000200-activities',
  '1763600000300-work-sessions',
  '1763600000400-admin',
  '1763600000600-imports',
  '1763600000800-token-expiry-ns',
  '1763600001000-time-entries',
  '1763600001010-archiving',
  '1763600001100-billing',
  '1763600001200-accounts-admin-two-factor',
  '1763600001300-import-undo-indexes',
];

describe('a database the hand-written runner migrated', () => {
  it.each([
    ['by the last release before TypeORM (a101e4c: every migration but TypeORM metadata)', LAST_HAND_WRITTEN],
    ['by an older release (three migrations)', LAST_HAND_WRITTEN.slice(0, 3)],
  ])(
    '%s is carried over once: nothing runs again, and the old history stays',
    async (_, legacy) => {
      ensureBuilt();
      const isolated = await isolatedDatabase('legacy_history');
      try {
        expect((await migrationCli(isolated.env, 'run')).code).toBe(0);
        const url = isolated.env.DATABASE_URL;
        const sql = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
          const client = new Client({ connectionString: url });
          await client.connect();
          try {
            return (await client.query(text, params)).rows as T[];
          } finally {
            await client.end();
          }
        };
        // What the old runner left: its table, its names, no TypeORM history.
        await sql(`DROP TABLE migrations`);
        await sql(`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
        await sql(`INSERT INTO schema_migrations (name) SELECT unnest($1::text[])`, [legacy]);
        // The other migrations' objects go, as if they had never run (their downs, newest first).
        for (const name of [...NAMES].reverse().slice(0, NAMES.length - legacy.length)) {
          const client = new Client({ connectionString: url });
          await client.connect();
          try {
            const migration = new (MIGRATIONS.find((m) => m.name === name)!)();
            await migration.down({ query: (text: string, params?: unknown[]) => client.query(text, params).then((r) => r.rows) } as never);
          } finally {
            await client.end();
          }
        }

        expect(await migrationCli(isolated.env, 'show')).toMatchObject({ code: 1, stdout: status(NAMES.slice(0, legacy.length)) });
        expect(await migrationCli(isolated.env, 'run')).toMatchObject({
          code: 0,
          stdout: NAMES.slice(legacy.length)
            .map((name) => `applied ${name}\n`)
            .join(''),
        });
        const history = await sql<{ name: string; timestamp: string }>(`SELECT name, timestamp::text FROM migrations ORDER BY id`);
        expect(history.map((r) => r.name)).toEqual(NAMES);
        expect(history.slice(0, legacy.length).map((r) => r.timestamp)).toEqual(legacy.map((name) => name.split('-')[0]));
        expect((await sql<{ name: string }>(`SELECT name FROM schema_migrations ORDER BY name`)).map((r) => r.name)).toEqual(legacy);
      } finally {
        await isolated.stop();
      }
    },
    120_000,
  );
});
