import Papa from 'papaparse';
import { Database } from '../src/db/database';
import { TestServer, newOwner, startServer } from './support/harness';
import { readPdf } from './support/pdf-text';
import { durationNs, sum } from './support/report-fixture';

/** A year of 10,000 intervals over 10 projects x 5 tasks: the summary and its downloads still add up to the nanosecond. */
describe('summary at scale', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('a one-year summary by project and task over 10,000 intervals, as JSON, CSV and PDF', async () => {
    const owner = await newOwner(server);
    const db = server.app.get(Database);
    const general = (await db.query<{ id: string }>('SELECT id FROM clients WHERE owner_id = $1 AND is_general', [owner.ownerId])).rows[0]
      .id;
    await db.query(
      `INSERT INTO projects (id, owner_id, name, client_id) SELECT gen_random_uuid(), $1, 'Project ' || p, $2 FROM generate_series(1, 10) AS p`,
      [owner.ownerId, general],
    );
    await db.query(
      `INSERT INTO tasks (id, owner_id, summary, project_id)
       SELECT gen_random_uuid(), p.owner_id, p.name || ' task ' || t, p.id FROM projects p, generate_series(1, 5) AS t WHERE p.owner_id = $1`,
      [owner.ownerId],
    );
    const from = BigInt(Date.parse('2025-01-01T00:00:00Z')) * 1_000_000n;
    // 10,000 intervals of 45 min + i ns every 3153.6 s, on the 50 tasks in turn
    await db.query(
      `WITH t AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM tasks WHERE owner_id = $1)
       INSERT INTO activities (id, owner_id, task_id, manual, start_ns, end_ns)
       SELECT gen_random_uuid(), $1, t.id, false, $2::bigint + i * $3::bigint, $2::bigint + i * $3::bigint + 2700000000000 + i
         FROM generate_series(0, 9999) AS i JOIN t ON t.n = i % 50`,
      [owner.ownerId, from.toString(), '3153600000000'],
    );
    const query = 'fromDate=2025-01-01&toDate=2025-12-31&zoneId=UTC&groupBy=project&subgroupBy=task';
    const reply = await owner.api.get(`/reports/summary?${query}`);
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe('PT7500H0.049995S');
    expect(reply.body.groups).toHaveLength(10);
    expect(reply.body.groups.map((g: any) => g.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Project ${i + 1}`)); // numeric-aware name order
    expect(reply.body.groups.every((g: any) => g.subgroups.length === 5 && g.subgroupsAddUp)).toBe(true);
    expect(sum(reply.body.groups.map((g: any) => g.total))).toBe(durationNs(reply.body.total));
    const daily = await owner.api.get('/reports/daily?fromDate=2025-01-01&toDate=2025-12-31&zoneId=UTC');
    expect(daily.body.total).toBe(reply.body.total);

    const csv = await owner.api.get(`/reports/summary?${query}&format=csv`);
    const rows = Papa.parse<Record<string, string>>(csv.text, { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(51); // 50 subgroups and the Total row
    expect(sum(rows.slice(0, -1).map((r) => r['Duration (ISO 8601)']))).toBe(durationNs(reply.body.total));
    expect(rows[50]).toMatchObject({ Project: 'Total', Time: '7500:00:00', 'Duration (ISO 8601)': reply.body.total });

    const response = await fetch(`${server.base}/api/v1/reports/summary?${query}&format=pdf`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const pdf = readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.pages).toBeGreaterThanOrEqual(2); // 60 rows and a total do not fit one page
    const text = pdf.streams.flat();
    expect(text.slice(-4)).toEqual(['Total', '7500:00:00', '7500.000014', '0:00:00']);
  });
});
