'use strict';
// Reads at scale (PostgreSQL only: needs BENCH_DATABASE_URL). Seeds 1,000,000 activity records by SQL
// generate_series: 200,000 for an account of its own (so other scenarios' records do not land in its year) (one 20-minute interval every 52.56 minutes, about 20
// years back from today 00:00Z, so a year holds 10,000: issue 8's "year of 10,000 intervals") and
// 800,000 for four other owners. Then
// measures GET /activities over a recent week (first page, and the page after it), the first page
// of a year, and over the last year (issue 30 goal 4, p50 to the last byte on loopback: an upper
// bound of the server's time) the daily and weekly reports and the summary by project and task
// (< 20 ms), and the daily report as CSV and XLSX (< 100 ms) and PDF (< 500 ms); then prints the
// EXPLAIN ANALYZE plans of the list and report queries as the service sends them.
// Billing has landed, so the bench owner's intervals are billable, on 50 tasks of 10 projects of 2
// clients, priced by rates on the default, a client, some projects (one changing mid-year) and
// some tasks, in three currencies: every report carries amounts. SCALE_KEEP=1 leaves the seeded
// rows in place (to profile the server on them afterwards).
const { join } = require('node:path');
const ownAccount = require('./own-account');
const { billingCatalog } = require('./billing-catalog');

const PER_OWNER = 200_000;
const OTHER_OWNERS = 4;
// A year (525,600 minutes) / 10,000 intervals.
const STEP_NS = 3_153_600n * 1_000_000n; // 3,153.6 s
const LENGTH_NS = 20n * 60n * 1_000_000_000n;
const DAY_MS = 86_400_000;
const REQUESTS = 50;
// Issue 30 goal 4: p50 in ms.
const GOALS = { json: 20, csv: 100, xlsx: 100, pdf: 500 };

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
  const tasks = await billingCatalog(api, new Date(Number(today / 1_000_000n) - 182 * DAY_MS).toISOString());
  const owners = [ownerId, ...Array.from({ length: OTHER_OWNERS }, (_, i) => `bench-filler-${i}`)];
  await sql(`INSERT INTO owners (id, initialized_at) SELECT unnest($1::text[]), now() ON CONFLICT (id) DO NOTHING`, [owners.slice(1)]);
  for (const owner of owners) {
    // The bench owner's records are billable, each on one of its tasks; the fillers' have no task.
    const own = owner === ownerId;
    await sql(
      `INSERT INTO activities (id, owner_id, manual, start_ns, end_ns, task_id, billable)
       SELECT gen_random_uuid(), $1, true, $2::bigint - g * $3::bigint, $2::bigint - g * $3::bigint + $4::bigint,
              ($6::uuid[])[1 + g % greatest(cardinality($6::uuid[]), 1)], $7::boolean
         FROM generate_series(1, $5::int) AS g`,
      [owner, today.toString(), STEP_NS.toString(), LENGTH_NS.toString(), PER_OWNER, own ? tasks : [], own],
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
  // Before each timed request of the "after" figures, a write (untimed; its CPU counts in the server
  // CPU column): a new activity in the year (what a person does before looking: stopped a timer,
  // added time), which the kept report is patched with (src/reports/patchable-report.ts; the summary
  // is made again from its kept rows, src/reports/kept-activities.ts); a task renamed (the same); or
  // a new rate in the year (a task's, from 200 days back), after which the daily and weekly reports are
  // repriced (the kept report's buckets holding a line whose price changed: src/reports/patchable-report.ts).
  let writes = 0;
  const newActivity = async () => {
    const startMs = Number(today / 1_000_000n) - (300 - (writes++ % 290)) * DAY_MS + 7 * 3_600_000;
    const body = {
      taskId: tasks[writes % tasks.length],
      start: new Date(startMs).toISOString(),
      end: new Date(startMs + 1_200_000).toISOString(),
      billable: true,
    };
    const reply = await api('POST', '/activities', body);
    if (reply.status !== 201) throw new Error(`POST /activities: ${reply.status} ${JSON.stringify(reply.body)}`);
  };
  const rename = async () => {
    const current = await api('GET', `/tasks/${tasks[0]}`);
    const kept = Object.fromEntries(['url', 'projectId', 'parentTaskId'].filter((k) => k in current.body).map((k) => [k, current.body[k]]));
    const reply = await api(
      'PUT',
      `/tasks/${tasks[0]}`,
      { ...kept, summary: `Task renamed ${writes++}` },
      { 'if-match': current.headers.get('etag') },
    );
    if (reply.status !== 200) throw new Error(`PUT /tasks: ${reply.status} ${JSON.stringify(reply.body)}`);
  };
  const newRate = async () => {
    const effectiveFrom = new Date(Number(today / 1_000_000n) - 200 * DAY_MS + writes++ * 60_000).toISOString();
    const body = { clientId: null, projectId: null, taskId: tasks[1], hourlyRate: `${70 + (writes % 20)}`, currency: 'EUR', effectiveFrom };
    const reply = await api('POST', '/rates', body);
    if (reply.status !== 201) throw new Error(`POST /rates: ${reply.status} ${JSON.stringify(reply.body)}`);
  };
  const timed = async (name, path, goalMs = null, requests = REQUESTS, change = null) => {
    const check = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (check.status !== 200) throw new Error(`GET ${path}: ${check.status} ${await check.text()}`);
    await check.arrayBuffer();
    const line = await timeSequential(
      name,
      requests,
      async () => {
        const reply = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
        await reply.arrayBuffer();
        if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status}`);
      },
      change,
    );
    if (goalMs !== null && line) {
      line.goal = `p50 < ${goalMs} ms: ${line['p50 ms'] < goalMs ? 'met' : 'NOT met'}`;
      console.log(
        `${name}: p50 ${line['p50 ms']} ms, goal < ${goalMs} ms: ${line['p50 ms'] < goalMs ? 'met' : 'NOT met'}` +
          ` (server CPU ${line['server CPU ms/req'] ?? '?'} ms per request)`,
      );
    }
  };
  await timed('scale: GET /activities recent week, first page (100)', week);
  await timed('scale: GET /activities recent week, second page', next);
  await timed('scale: GET /activities one year, first page (100)', `/activities?from=${yearFrom}&to=${to}&limit=100`);
  const range = `from=${yearFrom}&to=${to}`;
  const year = await api('GET', `/reports/daily?${range}`);
  console.log(
    `scale: the year report holds ${year.body.intervals.length} intervals, billable ${year.body.billable}, amounts ${JSON.stringify(year.body.amounts)}`,
  );
  // Each JSON report four times: asked again with nothing changed (served from what the server kept),
  // after a new activity each time, after a rename each time (both patched), and after a new rate
  // each time (daily and weekly repriced; the summary made again from its kept rows).
  const reports = [
    ['daily', `/reports/daily?${range}`],
    ['weekly', `/reports/weekly?${range}`],
    ['summary, project+task, with amounts,', `/reports/summary?${range}&groupBy=project&subgroupBy=task`],
  ];
  for (const [name, path] of reports) {
    await timed(`scale: GET /reports/${name} one year, asked again`, path, GOALS.json);
    await timed(`scale: GET /reports/${name} one year, after a new activity`, path, GOALS.json, REQUESTS, newActivity);
    await timed(`scale: GET /reports/${name} one year, after a rename`, path, GOALS.json, REQUESTS, rename);
    await timed(`scale: GET /reports/${name} one year, after a new rate`, path, GOALS.json, 20, newRate);
  }
  await timed('scale: GET /reports/daily one year CSV', `/reports/daily?${range}&format=csv`, GOALS.csv, 20);
  await timed('scale: GET /reports/daily one year XLSX', `/reports/daily?${range}&format=xlsx`, GOALS.xlsx, 20);
  await timed('scale: GET /reports/daily one year PDF', `/reports/daily?${range}&format=pdf`, GOALS.pdf, 5);

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

  if (process.env.SCALE_KEEP === '1') {
    console.log(`scale: SCALE_KEEP=1: the rows stay; owner ${ownerId}, token ${token}, range ${range}`);
    return;
  }
  for (const owner of owners) await sql('DELETE FROM activities WHERE owner_id = $1', [owner]);
};
