import { Client } from 'pg';
import { Owner, TestServer, newOwner, startServer, uuid } from './support/harness';
import { IsolatedDatabase, isolatedDatabase } from './support/isolated-database';

/**
 * A rolling deploy: another replica migrates first and adds a column to tables this server is
 * using. The statements this server has prepared on its pooled connections (PostgreSQL) must keep
 * working: PostgreSQL refuses a prepared statement whose result columns changed, so no statement
 * with a `*` result list may be prepared (see StatementNames).
 */
describe('a column added by another replica while this one runs', () => {
  let db: IsolatedDatabase;
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    db = await isolatedDatabase('rolling');
    server = await startServer({ env: db.env });
    owner = await newOwner(server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.stop();
  });

  /** Reads and writes across the modules, each run on several pooled connections. */
  async function useEverything(round: number): Promise<number[]> {
    const statuses: number[] = [];
    const record = async (reply: Promise<{ status: number }>) => statuses.push((await reply).status);
    for (let i = 0; i < 4; i++) {
      const client = await owner.api.post('/clients', { name: `Client ${round}-${i}`, color: '#123456' });
      statuses.push(client.status);
      const project = await owner.api.post('/projects', { name: `Project ${round}-${i}`, clientId: client.body.id });
      statuses.push(project.status);
      const task = await owner.api.post('/tasks', {
        summary: `Task ${round}-${i}`,
        url: null,
        projectId: project.body.id,
        parentTaskId: null,
      });
      statuses.push(task.status);
      const active = await owner.api.get('/activities/active');
      const open = active.status === 200 ? active.body : null;
      const started = await owner.api.post(
        '/activities/start',
        { taskId: task.body.id, expectedActiveId: open?.id ?? null, expectedActiveVersion: open?.version ?? null },
        { headers: { 'idempotency-key': uuid() } },
      );
      statuses.push(started.status);
      await Promise.all([
        record(owner.api.get('/me')),
        record(owner.api.get('/clients')),
        record(owner.api.get(`/clients/${client.body.id}`)),
        record(owner.api.get('/projects')),
        record(owner.api.get('/tasks')),
        record(owner.api.get('/labels')),
        record(owner.api.get('/activities?from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z')),
        record(owner.api.get(`/activities/${started.body.id}`)),
        record(owner.api.get('/imports')),
        record(owner.api.get('/auth/tokens', { token: null, headers: { cookie: owner.cookie } })),
        record(owner.api.get(`/reports/daily?from=2000-01-01T00:00:00Z&to=2001-01-01T00:00:00Z`)),
        record(owner.api.get('/changes?after=0')),
      ]);
    }
    return statuses;
  }

  it('keeps answering every route after ALTER TABLE … ADD COLUMN on every table', async () => {
    const before = await useEverything(1);
    expect(before.filter((status) => status >= 300)).toEqual([]);

    const admin = new Client({ connectionString: db.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()');
      expect(rows.length).toBeGreaterThan(10);
      for (const { tablename } of rows) await admin.query(`ALTER TABLE ${tablename} ADD COLUMN added_by_next_release integer`);
    } finally {
      await admin.end();
    }

    const after = await useEverything(2);
    expect(after.filter((status) => status >= 300)).toEqual([]);
  });
});
