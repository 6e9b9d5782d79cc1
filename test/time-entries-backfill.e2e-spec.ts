import { Client } from 'pg';
import { parseInstant } from '../src/common/time/instant';
import { Api, Owner, TestServer, newOwner, startServer, uuid } from './support/harness';
import { IsolatedDatabase, isolatedDatabase } from './support/isolated-database';

/**
 * The time-entry migration over records stored before it: parts that meet at a local midnight of
 * the owner's zone and share task, project, summary and labels are joined into one entry; any other
 * record is an entry of its own. Runs on a database of its own: the migration is undone by hand
 * (column dropped, its name forgotten), legacy rows are inserted, and the next start applies it.
 */
const MIGRATION = 'TimeEntries1763600001000';
const RANGE = 'from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z';
const ns = (text: string): string => parseInstant(text)!.toString();

interface Legacy {
  key: string;
  start: string;
  end: string;
  summary: string;
  labels?: string[];
}

describe('time entries of records stored before them', () => {
  let db: IsolatedDatabase;
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
    await db?.stop();
  });

  async function setZone(owner: Owner, zoneId: string): Promise<void> {
    const me = await owner.api.get('/me');
    expect((await owner.api.put('/me', { zoneId }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
  }

  it('joins the daily parts of one interval at local midnights of the profile zone, and nothing else', async () => {
    db = await isolatedDatabase('entries-backfill');
    server = await startServer({ env: db.env });
    const berlin = await newOwner(server);
    const utc = await newOwner(server);
    await setZone(berlin, 'Europe/Berlin');
    const task = (await berlin.api.post('/tasks', { summary: 'Ops' })).body.id;
    const [labelA, labelB] = (await berlin.api.get('/labels')).body.items.map((l: any) => l.id);
    await server.close();

    // Europe/Berlin: local midnights 2026-03-28T23:00Z, 2026-03-29T22:00Z (a 23-hour day), then 22:00Z (summer time).
    const berlinRows: Legacy[] = [
      { key: 'L1', start: '2026-03-28T22:00:00Z', end: '2026-03-28T23:00:00Z', summary: 'Night', labels: [labelA] },
      { key: 'L2', start: '2026-03-28T23:00:00Z', end: '2026-03-29T22:00:00Z', summary: 'Night', labels: [labelA] },
      { key: 'L3', start: '2026-03-29T22:00:00Z', end: '2026-03-30T01:00:00.000000001Z', summary: 'Night', labels: [labelA] },
      // Meets at midnight, other summary.
      { key: 'M1', start: '2026-04-01T20:00:00Z', end: '2026-04-01T22:00:00Z', summary: 'A' },
      { key: 'M2', start: '2026-04-01T22:00:00Z', end: '2026-04-01T23:00:00Z', summary: 'B' },
      // Same content, but they meet at noon.
      { key: 'N1', start: '2026-04-03T10:00:00Z', end: '2026-04-03T12:00:00Z', summary: 'Noon' },
      { key: 'N2', start: '2026-04-03T12:00:00Z', end: '2026-04-03T13:00:00Z', summary: 'Noon' },
      // Meets at midnight, other labels.
      { key: 'P1', start: '2026-04-04T21:00:00Z', end: '2026-04-04T22:00:00Z', summary: 'Tags', labels: [labelA] },
      { key: 'P2', start: '2026-04-04T22:00:00Z', end: '2026-04-04T23:00:00Z', summary: 'Tags', labels: [labelB] },
      // Meets at midnight UTC, which is not a local midnight here.
      { key: 'U1', start: '2026-04-05T23:00:00Z', end: '2026-04-06T00:00:00Z', summary: 'Utc' },
      { key: 'U2', start: '2026-04-06T00:00:00Z', end: '2026-04-06T01:00:00Z', summary: 'Utc' },
    ];
    const utcRows: Legacy[] = [
      { key: 'Q1', start: '2026-04-05T23:00:00Z', end: '2026-04-06T00:00:00Z', summary: 'Utc' },
      { key: 'Q2', start: '2026-04-06T00:00:00Z', end: '2026-04-06T01:00:00Z', summary: 'Utc' },
    ];
    const ids = new Map<string, string>();
    const admin = new Client({ connectionString: db.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('DELETE FROM migrations WHERE name = $1', [MIGRATION]);
      await admin.query('ALTER TABLE activities DROP COLUMN time_entry_id');
      for (const [owner, rows, taskId] of [
        [berlin, berlinRows, task],
        [utc, utcRows, null],
      ] as const) {
        for (const row of rows) {
          const id = uuid();
          ids.set(row.key, id);
          await admin.query(
            `INSERT INTO activities (id, owner_id, task_id, project_id, summary, manual, start_ns, end_ns, split_due_ns, version)
             VALUES ($1, $2, $3, NULL, $4, true, $5, $6, NULL, 3)`,
            [id, owner.ownerId, taskId, row.summary, ns(row.start), ns(row.end)],
          );
          for (const label of row.labels ?? []) {
            await admin.query('INSERT INTO activity_labels (owner_id, activity_id, label_id) VALUES ($1, $2, $3)', [
              owner.ownerId,
              id,
              label,
            ]);
          }
        }
      }
    } finally {
      await admin.end();
    }

    server = await startServer({ env: db.env });
    const apiOf = (owner: Owner) => new Api(`${server.base}/api/v1`, owner.token);
    const entryOf = async (owner: Owner) => {
      const page = await apiOf(owner).get(`/activities?${RANGE}&limit=500`);
      expect(page.status).toBe(200);
      const byId = new Map<string, any>(page.body.items.map((a: any) => [a.id, a]));
      return (key: string) => byId.get(ids.get(key)!);
    };
    const b = await entryOf(berlin);
    const entry = (key: string) => b(key).timeEntryId;
    expect(entry('L2')).toBe(entry('L1'));
    expect(entry('L3')).toBe(entry('L1'));
    const separate = ['L1', 'M1', 'M2', 'N1', 'N2', 'P1', 'P2', 'U1', 'U2'].map(entry);
    expect(new Set(separate).size).toBe(separate.length);
    // The records themselves did not change: same versions, no events.
    expect(['L1', 'L2', 'L3', 'M1', 'U2'].map((k) => b(k).version)).toEqual([3, 3, 3, 3, 3]);

    const joined = await apiOf(berlin).get(`/time-entries/${entry('L1')}`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      start: '2026-03-28T22:00:00Z',
      end: '2026-03-30T01:00:00.000000001Z',
      taskId: task,
      summary: 'Night',
      labelIds: [labelA],
      manual: true,
    });
    expect(joined.body.parts.map((p: any) => p.id)).toEqual(['L1', 'L2', 'L3'].map((k) => ids.get(k)));

    const q = await entryOf(utc);
    expect(q('Q2').timeEntryId).toBe(q('Q1').timeEntryId);
    expect(q('Q1').timeEntryId).not.toBe(entry('U1'));

    // The joined entry is one thing from now on: deleting it removes its three parts.
    const deleted = await apiOf(berlin).delete(`/time-entries/${entry('L1')}`, { ifMatch: joined.headers.get('etag')! });
    expect(deleted.status).toBe(204);
    expect((await apiOf(berlin).get(`/activities/${ids.get('L2')}`)).status).toBe(404);
    expect((await apiOf(berlin).get(`/activities/${ids.get('M1')}`)).status).toBe(200);
  }, 300_000);
});
