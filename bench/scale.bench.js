'use strict';
// Reads at scale (PostgreSQL only: needs BENCH_DATABASE_URL). Seeds 1,000,000 activity records by SQL
// generate_series: 200,000 for an account of its own (so other scenarios' records do not land in its year) (one 20-minute interval every 52.56 minutes, about 20
// years back from today 00:00Z, so a year holds 10,000: issue 8's "year of 10,000 intervals") and
// 800,000 for four other owners. Then
// measures GET /activities over a recent week (first page, and the page after it), the first page
// of a year, and the daily and weekly reports over the last year, and prints the EXPLAIN ANALYZE
// plans of the list and report queries as the service sends them.
const { join } = require('node:path');
const ownAccount = require('./own-account');

const PER_OWNER = 200_000;
const OTHER_OWNERS = 4;
// A year (525,600 minutes) / 10,000 intervals.
const STEP_NS = 3_153_600n * 1_000_000n; // 3,153.6 s
const LENGTH_NS = 20n * 60n * 1_000_000_000n;
const DAY_MS = 86_400_000;
const REQUESTS = 50;
// The report's overlap query as src/reports/reports.repository.ts sends it.
const REPORT_SQL = `SELECT id, task_id, project_id, start_ns::text AS start_ns, end_ns::text AS end_ns
  FROM activities WHERE owner_id = $1 AND span && int8range($2::bigint, $3::bigint, '[)')`;

module.exports = async function scaleBench({ sql, timeSequential, baseUrl }) {
  if (!sql) {
    console.log('scale: skipped (set BENCH_DATABASE_URL to a PostgreSQL database: seeding uses SQL)');
    return;
  }
  const { api, ownerId, token } = await ownAccount(baseUrl, 'scale');
  const today = BigInt(Math.floor(Date.now() / DAY_MS) * DAY_MS) * 1_000_000n;
  const seeding = Date.now();
  const owners = [ownerId, ...Array.from({ length: OTHER_OWNERS }, (_, i) => `bench-filler-${i}`)];
  await sql(`INSERT INTO owners (id, initialized_at) SELECT unnest($1::text[]), now() ON CONFLICT (id) DO NOTHING`, [owners.slice(1)]);
  for (const owner of owners) {
    await sql(
      `INSERT INTO activities (id, owner_id, manual, start_ns, end_ns)
       SELECT gen_random_uuid(), $1, true, $2::bigint - g * $3::bigint, $2::bigint - g * $3::bigint + $4::bigint
         FROM generate_series(1, $5::int) AS g`,
      [owner, today.toString(), STEP_NS.toString(), LENGTH_NS.toString(), PER_OWNER],
    );
  }
  await sql('ANALYZE activities');
  const total = (await sql('SELECT count(*)::int AS n FROM activities')).rows[0].n;
  console.log(
    `scale: ${total} activity records (${PER_OWNER} for the bench owner), seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const iso = (ns) => new Date(Number(ns / 1_000_000n)).toISOString();
  const weekFrom = iso(today - 7n * 86_400n * 1_000_000_000n);
  const yearFrom = iso(today - 365n * 86_400n * 1_000_000_000n);
  const to = iso(today);
  const week = `/activities?from=${weekFrom}&to=${to}&limit=100`;
  const first = await api('GET', week);
  if (first.status !== 200) throw new Error(`GET ${week}: ${first.status}`);
  const next = `${week}&cursor=${encodeURIComponent(first.body.nextCursor)}`;
  // Time to the last byte, without parsing the body here: a year's report is ~1.7 MB of JSON, and
  // parsing it in this process is not the server's time.
  const timed = async (name, path) => {
    const check = await api('GET', path);
    if (check.status !== 200) throw new Error(`GET ${path}: ${check.status} ${JSON.stringify(check.body)}`);
    await timeSequential(name, REQUESTS, async () => {
      const reply = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
      await reply.arrayBuffer();
      if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status}`);
    });
  };
  await timed('scale: GET /activities recent week, first page (100)', week);
  await timed('scale: GET /activities recent week, second page', next);
  await timed('scale: GET /activities one year, first page (100)', `/activities?from=${yearFrom}&to=${to}&limit=100`);
  const year = await api('GET', `/reports/daily?from=${yearFrom}&to=${to}`);
  console.log(`scale: the year report holds ${year.body.intervals.length} intervals`);
  await timed('scale: GET /reports/daily one year', `/reports/daily?from=${yearFrom}&to=${to}`);
  await timed('scale: GET /reports/weekly one year', `/reports/weekly?from=${yearFrom}&to=${to}`);

  // The plans of the statements the service sends (taken from the built repositories).
  const { LIST_SQL, listParams } = require(join(__dirname, '..', 'dist', 'src', 'activities', 'activities.repository.js'));
  const ns = (text) => BigInt(Date.parse(text)) * 1_000_000n;
  const filters = { fromNs: ns(weekFrom), toNs: ns(to), taskId: null, projectId: null, labelId: null };
  const explain = async (title, text, params) => {
    const plan = await sql(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, params);
    console.log(`--- plan: ${title}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  };
  await explain('GET /activities, recent week, first page', LIST_SQL, listParams(ownerId, filters, null, 101));
  await explain('report, one year', REPORT_SQL, [ownerId, ns(yearFrom).toString(), ns(to).toString()]);

  for (const owner of owners) await sql('DELETE FROM activities WHERE owner_id = $1', [owner]);
};
