import { Client } from 'pg';
import { expectProblem, newOwner, Owner, startServer, TestServer } from './support/harness';
import { IsolatedDatabase, isolatedDatabase } from './support/isolated-database';

/**
 * The database's "try again later" conditions answer 503 with Retry-After, never 500, commit
 * nothing, and keep readiness DOWN while writes fail; it comes back by itself once a write commits.
 * Each condition is made by a trigger that fails every insert of a client with that SQLSTATE (a full
 * disk or a failover cannot be staged here; the server sees the same error response either way).
 */
const CONDITIONS: Array<[string, string]> = [
  ['53100', 'could not extend file: No space left on device'],
  ['53200', 'out of memory'],
  ['53300', 'sorry, too many clients already'],
  ['53400', 'configuration limit exceeded'],
  ['25006', 'cannot execute INSERT in a read-only transaction'],
  ['57P01', 'terminating connection due to administrator command'],
  ['57P02', 'terminating connection because of crash of another server process'],
  ['57P03', 'the database system is not yet accepting connections'],
  ['58030', 'could not write to file: I/O error'],
  ['08006', 'connection failure'],
  ['40P01', 'deadlock detected'],
];

describe('the database refusing writes for a while', () => {
  let database: IsolatedDatabase;
  let server: TestServer;
  let owner: Owner;
  let sql: Client;

  beforeAll(async () => {
    database = await isolatedDatabase('unavailable');
    server = await startServer({ env: database.env });
    owner = await newOwner(server);
    sql = new Client({ connectionString: database.env.DATABASE_URL });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await server?.close();
    await database?.stop();
  });

  const ready = async () => {
    const reply = await fetch(`${server.base}/q/health/ready`);
    return { status: reply.status, body: (await reply.json()) as { checks: Array<{ name: string; status: string }> } };
  };

  async function failInsertsWith(code: string, message: string): Promise<void> {
    await sql.query(`CREATE OR REPLACE FUNCTION tt_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION USING ERRCODE = '${code}', MESSAGE = '${message}'; END $$`);
    await sql.query('CREATE TRIGGER tt_test_fail BEFORE INSERT ON clients FOR EACH ROW EXECUTE FUNCTION tt_test_fail()');
  }
  const healed = () => sql.query('DROP TRIGGER IF EXISTS tt_test_fail ON clients');

  it.each(CONDITIONS)(
    'SQLSTATE %s (%s): 503 with Retry-After, nothing committed, readiness DOWN until a write commits',
    async (code, message) => {
      expect((await ready()).status).toBe(200);
      await failInsertsWith(code, message);
      try {
        const name = `Refused ${code}`;
        const refused = await owner.api.post('/clients', { name, color: '#1E88E5' });
        expectProblem(refused, 503, 'SERVICE_UNAVAILABLE');
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(refused.text).not.toContain(message);
        const notReady = await ready();
        expect(notReady.status).toBe(503);
        expect(notReady.body.checks).toContainEqual({ name: 'database', status: 'DOWN' });
        const listed = await owner.api.get('/clients?q=Refused');
        expect(listed.body.items.map((c: { name: string }) => c.name)).not.toContain(name);
      } finally {
        await healed();
      }
      // Back by itself: the next write commits, and readiness follows at once.
      expect((await owner.api.post('/clients', { name: `Accepted ${code}`, color: '#1E88E5' })).status).toBe(201);
      expect((await ready()).status).toBe(200);
    },
  );
});
