import { Database } from '../src/db/database';
import { TestServer, newOwner, startServer } from './support/harness';

const HOUR = 3_600_000_000_000n;
const DAY = 24n * HOUR;

/** PT#H#M#.#S -> ns (the shapes formatDuration writes). */
function durationNs(text: string): bigint {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.(\d{1,9}))?S)?$/.exec(text)!;
  return (
    BigInt(m[1] ?? 0) * HOUR +
    BigInt(m[2] ?? 0) * 60_000_000_000n +
    BigInt(m[3] ?? 0) * 1_000_000_000n +
    BigInt((m[4] ?? '').padEnd(9, '0'))
  );
}

/** A year of data (10,000 intervals, one query, one pass): the numbers must still add up to the nanosecond. */
describe('reports at scale', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('a one-year daily and weekly report over 10,000 intervals', async () => {
    const owner = await newOwner(server);
    const other = await newOwner(server);
    const db = server.app.get(Database);
    const from = BigInt(Date.parse('2025-01-01T00:00:00Z')) * 1_000_000n;
    // 10,000 intervals of 45 min + i ns, spread over 365 days (every 3153.6 s), plus noise for another owner
    const seed = (ownerId: string, n: number) =>
      db.query(
        `INSERT INTO activities (id, owner_id, manual, start_ns, end_ns)
       SELECT gen_random_uuid(), $1, false, $2::bigint + i * $3::bigint, $2::bigint + i * $3::bigint + 2700000000000 + i
         FROM generate_series(0, $4 - 1) AS i`,
        [ownerId, from.toString(), ((365n * DAY) / 10_000n).toString(), n],
      );
    await seed(owner.ownerId, 10_000);
    await seed(other.ownerId, 2_000);
    const query = `from=2025-01-01T00:00:00Z&to=2026-01-01T00:00:00Z&zoneId=Europe/Berlin`;
    const reply = await owner.api.get(`/reports/daily?${query}`);
    expect(reply.status).toBe(200);
    expect(reply.body.intervals).toHaveLength(10_000);
    // in Berlin, 2025-01-01T00:00Z is 01:00 local on Jan 1, 2026-01-01T00:00Z is 01:00 local on Jan 1 2026
    expect(reply.body.days).toHaveLength(366);
    // 10,000 x 45 min, plus 0 + 1 + ... + 9,999 ns; the last interval ends well inside the range
    expect(reply.body.total).toBe('PT7500H0.049995S');
    const sumOfDays = reply.body.days.reduce((acc: bigint, d: any) => acc + durationNs(d.total), 0n);
    expect(sumOfDays).toBe(durationNs('PT7500H0.049995S'));
    const weekly = await owner.api.get(`/reports/weekly?${query}`);
    expect(weekly.status).toBe(200);
    expect(weekly.body.total).toBe(reply.body.total);
    expect(weekly.body.weeks[0].weekStart).toBe('2024-12-30');
  });
});
