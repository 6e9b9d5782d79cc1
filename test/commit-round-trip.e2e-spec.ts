import { Pool } from 'pg';
import { Database } from '../src/db/database';
import { Owner, TestServer, newOwner, startServer, uuid } from './support/harness';

/**
 * A command's last writes (the new activity, its change events, its receipt) travel at commit: on
 * PostgreSQL, once their statement is prepared on a connection, as `EXECUTE name(literals); COMMIT`.
 * Whatever path a value takes, it must arrive exactly as sent.
 */
const AWKWARD = [
  `it's "quoted"`,
  'back\\slash and \\"both\\"',
  '{braces}, commas, and NULL',
  'NULL',
  ' leading and trailing ',
  'line\nbreak\ttab',
  'ünïcödé — 日本語 🙂',
  '$1 and $$dollars$$',
];

describe('commit writes carry every value exactly', () => {
  let server: TestServer;
  let owner: Owner;
  let tasks: string[];

  beforeAll(async () => {
    server = await startServer();
    owner = await newOwner(server);
    tasks = [];
    for (const summary of ['A', 'B'])
      tasks.push((await owner.api.post('/tasks', { summary, url: null, projectId: null, parentTaskId: null })).body.id);
  });
  afterAll(() => server.close());

  it('switches with awkward summaries: stored, replayed byte for byte, one event per changed record', async () => {
    const after = (await owner.api.get('/changes?after=0')).body.nextSequence;
    let active: { id: string; version: number } | null = (await owner.api.get('/activities/active')).body ?? null;
    const sent: Array<{ key: string; body: Record<string, unknown>; text: string; id: string }> = [];
    // Sequential commands reuse pooled connections, so most of them commit through a prepared statement.
    for (let i = 0; i < 2 * AWKWARD.length; i++) {
      const body = {
        taskId: tasks[i % 2],
        summary: AWKWARD[i % AWKWARD.length].trim(),
        expectedActiveId: active?.id ?? null,
        expectedActiveVersion: active?.version ?? null,
      };
      const key = uuid();
      const reply = await owner.api.post('/activities/start', body, { idempotencyKey: key });
      expect(reply.status).toBe(201);
      expect(reply.body.summary).toBe(body.summary);
      sent.push({ key, body, text: reply.text, id: reply.body.id });
      active = reply.body;
    }
    for (const { key, body, text, id } of sent) {
      const again = await owner.api.post('/activities/start', body, { idempotencyKey: key });
      expect(again.text).toBe(text);
      expect((await owner.api.get(`/activities/${id}`)).body.summary).toBe(body.summary);
    }
    const events: Array<{ sequence: number; changeType: string; id: string }> = (await owner.api.get(`/changes?after=${after}`)).body.items;
    // Each switch: the new record created and (but for the first start) the old one updated; no more, no gaps.
    expect(events.filter((e) => e.changeType === 'created').map((e) => e.id)).toEqual(sent.map((s) => s.id));
    expect(events.filter((e) => e.changeType === 'updated').map((e) => e.id)).toEqual(sent.slice(0, -1).map((s) => s.id));
    expect(events.map((e) => e.sequence)).toEqual(events.map((_, i) => after + 1 + i));
  });
});

/** The texts of the statements sent on the pool's one connection from now on. */
async function statementsSent(pool: Pool): Promise<string[]> {
  const texts: string[] = [];
  const client = await pool.connect();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    texts.push(typeof first === 'string' ? first : first.text);
    return query(...args);
  };
  client.release();
  return texts;
}

// Only PostgreSQL prepares named statements (the embedded database shares one backend between
// connections), so only there does the EXECUTE path exist; the spec above covers both.
if (process.env.TEST_DATABASE_KIND === 'postgresql')
  describe('prepared statements by SQL on PostgreSQL: the opening round trip, and the commit writes with the COMMIT', () => {
    let pool: Pool;
    // One Database per pool, as in the server: statement names are per process.
    let db: Database;
    const table = `commit_literals_${Date.now().toString(36)}`;

    beforeAll(async () => {
      pool = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
      db = new Database(pool);
      await pool.query(`CREATE TABLE ${table} (n int, label text, labels text[], flags boolean[], big bigint[])`);
    });
    afterAll(async () => {
      await pool.query(`DROP TABLE ${table}`);
      await pool.end();
    });

    it('sends the prepared statement by name with the COMMIT, and every value arrives as bound', async () => {
      const texts = await statementsSent(pool);
      const rows = [
        {
          n: 1,
          label: AWKWARD[0],
          labels: AWKWARD,
          flags: [true, false, null],
          big: ['9223372036854775807', '-9223372036854775808', null],
        },
        { n: 2, label: null, labels: ['', 'NULL', null as unknown as string, '"', '\\', ','], flags: [], big: ['0'] },
        { n: 3, label: AWKWARD[1], labels: [], flags: [false], big: [] },
      ];
      for (const row of rows) {
        await db.transaction(async () => {
          db.atCommit({
            sql: (bind, name) => ({
              ctes: [
                `${name('row')} AS (INSERT INTO ${table} VALUES (${bind(row.n)}::int, ${bind(row.label)}, ${bind(row.labels)}::text[], ${bind(row.flags)}::boolean[], ${bind(row.big)}::bigint[]))`,
              ],
            }),
          });
        });
      }
      const stored = (await pool.query(`SELECT n, label, labels, flags, big::text[] AS big FROM ${table} ORDER BY n`)).rows;
      expect(stored).toEqual(rows);
      // The first commit prepares the statement; the later ones execute it by name, with the COMMIT.
      const executes = texts.filter((t) => t.startsWith('EXECUTE '));
      expect(executes).toHaveLength(2);
      expect(executes.every((t) => t.endsWith('; COMMIT'))).toBe(true);
      expect(texts.filter((t) => t === 'COMMIT')).toHaveLength(1);
    });

    it('commit statements run first, in order, in the COMMIT round trip; one that fails rolls everything back, answered by its translate', async () => {
      const texts = await statementsSent(pool);
      // The second statement needs the first one's row and the commit write needs the second's: only the order given works.
      const commit = (n: number, translate?: (error: unknown) => unknown) => {
        db.atCommitFirst({ sql: `INSERT INTO ${table} (n, label) VALUES ($1::int, $2)`, params: [n, AWKWARD[2]] });
        db.atCommitFirst({
          sql: `WITH u AS (UPDATE ${table} SET label = $2 WHERE n = $1::int RETURNING 1) SELECT 1 / count(*)::int FROM u`,
          params: [n, AWKWARD[3]],
          translate,
        });
        db.atCommit({
          sql: (bind, name) => ({
            ctes: [
              `${name('row')} AS (INSERT INTO ${table} (n, label) SELECT ${bind(n + 1000)}::int, label FROM ${table} WHERE n = ${bind(n)}::int)`,
            ],
          }),
        });
      };
      for (const n of [200, 201, 202]) await db.transaction(async () => commit(n));
      const stored = (await pool.query(`SELECT n, label FROM ${table} WHERE n >= 200 ORDER BY n`)).rows;
      // Each statement sees the ones before it: the commit write copies the label as updated.
      expect(stored).toEqual([200, 201, 202, 1200, 1201, 1202].map((n) => ({ n, label: AWKWARD[3] })));
      // The first transaction prepares the three statements one by one; the next ones send them by name with the COMMIT.
      const executes = texts.filter((t) => t.startsWith('EXECUTE '));
      expect(executes).toHaveLength(2);
      expect(executes.every((t) => t.match(/EXECUTE /g)?.length === 3 && t.endsWith('; COMMIT'))).toBe(true);

      // The guard fails (no row with n = -1 to update: the insert before it wrote n = 203): nothing of the transaction stays.
      const answer = new Error('412 translated');
      await expect(
        db.transaction(async () => {
          await db.query(`INSERT INTO ${table} (n) VALUES ($1)`, [98]);
          db.atCommitFirst({ sql: `INSERT INTO ${table} (n, label) VALUES ($1::int, $2)`, params: [203, AWKWARD[2]] });
          db.atCommitFirst({
            sql: `WITH u AS (UPDATE ${table} SET label = $2 WHERE n = $1::int RETURNING 1) SELECT 1 / count(*)::int FROM u`,
            params: [-1, AWKWARD[3]],
            translate: (error) => ((error as { code?: string }).code === '22012' ? answer : undefined),
          });
        }),
      ).rejects.toBe(answer);
      expect((await pool.query(`SELECT n FROM ${table} WHERE n IN (98, 203)`)).rows).toEqual([]);
      await db.transaction(async () => commit(204));
      expect((await pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE n IN (204, 1204)`)).rows).toEqual([{ n: 2 }]);
    });

    it('the opening round trip prepares the lock, zone and read once per connection, then EXECUTEs them', async () => {
      const texts = await statementsSent(pool);
      await pool.query(`INSERT INTO ${table} (n, label) VALUES (100, $1), (101, $2)`, [AWKWARD[0], AWKWARD[1]]);
      const read = (label: string) => ({ sql: `SELECT n, label FROM ${table} WHERE label = $1 AND n >= $2`, params: [label, 100] });
      // No owner row is needed for the lock; the zone read finds none.
      const owner = `opening-${Date.now()}`;
      const first = await db.lockedTransactionAfter(owner, read(AWKWARD[0]), async (rows) => rows);
      const second = await db.lockedTransactionAfter(owner, read(AWKWARD[1]), async (rows) => rows);
      expect(first).toEqual([{ n: 100, label: AWKWARD[0] }]);
      expect(second).toEqual([{ n: 101, label: AWKWARD[1] }]);
      const openings = texts.filter((t) => t.startsWith('BEGIN'));
      expect(openings).toHaveLength(2);
      expect(openings[0].match(/PREPARE /g)).toHaveLength(3);
      expect(openings[1]).not.toContain('PREPARE');
      expect(openings[1].match(/EXECUTE /g)).toHaveLength(3);
    });

    it('re-planning as transactions double keeps every isolation level working (REPEATABLE READ included)', async () => {
      // One connection: its 16th, 32nd, 64th and 128th transactions drop the cached plans.
      const level = async () =>
        (await db.query<{ level: string }>('SELECT current_setting($1) AS level', ['transaction_isolation'])).rows[0].level;
      for (let i = 0; i < 70; i++) expect(await db.snapshot(level)).toBe('repeatable read');
      for (let i = 0; i < 70; i++) expect(await db.transaction(level)).toBe('read committed');
    });

    it('a failing commit write rolls back: nothing of the transaction stays', async () => {
      const write = (n: number) => ({
        sql: (bind: (v: unknown) => string, name: (l: string) => string) => ({
          ctes: [`${name('row')} AS (INSERT INTO ${table} (n) VALUES (${bind(n)}::int / (${bind(n)}::int - 13)))`],
        }),
      });
      // Prepare it once, then fail through the EXECUTE path (division by zero for n = 13).
      await db.transaction(async () => db.atCommit(write(12)));
      await expect(
        db.transaction(async () => {
          await db.query(`INSERT INTO ${table} (n) VALUES ($1)`, [99]);
          db.atCommit(write(13));
        }),
      ).rejects.toMatchObject({ code: '22012' });
      const { rows } = await pool.query(`SELECT n FROM ${table} WHERE n = 99`);
      expect(rows).toHaveLength(0);
      // The connection is usable again.
      await db.transaction(async () => db.atCommit(write(14)));
    });
  });
