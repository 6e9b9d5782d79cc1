'use strict';
// GET /reports/daily over one year holding ~10,000 intervals: 50 sequential requests (one connection).
// Seeds through ctx.seedActivities(n) when the runner offers it (may return { from, to }), otherwise
// through POST /activities (closed 20-minute intervals spread evenly over the year before now).

const INTERVALS = 10_000;
const REQUESTS = 50;
const DAY_MS = 86_400_000;
const SEED_CONCURRENCY = 4;

async function seedThroughApi(api, from, to, n) {
  const step = (to - from) / n;
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const start = from + Math.floor(i * step);
      const reply = await api('POST', '/activities', {
        start: new Date(start).toISOString(),
        end: new Date(start + 20 * 60_000).toISOString(),
      });
      if (reply.status !== 201) throw new Error(`seeding: POST /activities answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
}

module.exports = async function reportsBench({ api, measure, seedActivities }) {
  let to = Math.floor(Date.now() / DAY_MS) * DAY_MS; // today 00:00Z: every seeded interval is in the past
  let from = to - 365 * DAY_MS;
  const seeding = Date.now();
  if (typeof seedActivities === 'function') {
    const range = (await seedActivities(INTERVALS)) || {};
    if (range.from && range.to) [from, to] = [Date.parse(range.from), Date.parse(range.to)];
  } else {
    await seedThroughApi(api, from, to, INTERVALS);
  }
  const path = `/reports/daily?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
  const check = await api('GET', path);
  if (check.status !== 200) throw new Error(`GET ${path} answered ${check.status}`);
  console.log(
    `reports: seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s; the report holds ${check.body.intervals.length} intervals, ${check.body.days.length} days, total ${check.body.total}`,
  );
  await measure('GET /reports/daily (1 year, 10k intervals)', { path: `/api/v1${path}`, connections: 1, amount: REQUESTS });
};
