'use strict';
/**
 * Report benchmark: 50 sequential GET /reports/daily over a one-year range holding ~10,000 intervals.
 *
 * Called by bench/run.js:
 *   await require('./reports.bench')({ baseUrl, token, seedActivities })
 * - baseUrl: the server origin (`http://127.0.0.1:8080`) or the API base (`…/api/v1`);
 * - token: a bearer token of the owner whose activities are seeded;
 * - seedActivities(n): creates about n closed activities for that owner and may return
 *   `{ from, to }` (RFC 3339) of the range they cover; without it, the year before now is used.
 * Prints requests/s and latency percentiles, and resolves to the numbers.
 */

const REQUESTS = 50;
const INTERVALS = 10_000;
const YEAR_MS = 365 * 24 * 3600 * 1000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

module.exports = async function reportsBench({ baseUrl, token, seedActivities }) {
  const api = /\/api\/v1\/?$/.test(baseUrl) ? baseUrl.replace(/\/$/, '') : `${baseUrl.replace(/\/$/, '')}/api/v1`;
  const seeded = (await seedActivities(INTERVALS)) || {};
  const to = seeded.to || new Date().toISOString();
  const from = seeded.from || new Date(Date.parse(to) - YEAR_MS).toISOString();
  const url = `${api}/reports/daily?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const headers = { authorization: `Bearer ${token}` };

  const once = async () => {
    const started = process.hrtime.bigint();
    const response = await fetch(url, { headers });
    const body = await response.text();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.status !== 200) throw new Error(`GET /reports/daily answered ${response.status}: ${body.slice(0, 300)}`);
    return { ms, body };
  };

  const warm = await once(); // also checks the data is there
  const report = JSON.parse(warm.body);
  const latencies = [];
  const began = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i++) latencies.push((await once()).ms);
  const seconds = Number(process.hrtime.bigint() - began) / 1e9;
  latencies.sort((a, b) => a - b);
  const result = {
    name: 'reports.daily (1 year)',
    requests: REQUESTS,
    intervals: report.intervals.length,
    days: report.days.length,
    responseBytes: Buffer.byteLength(warm.body),
    requestsPerSecond: REQUESTS / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
  console.log(
    `${result.name}: ${result.intervals} intervals, ${result.days} days, ${(result.responseBytes / 1024).toFixed(0)} KiB; ` +
      `${result.requestsPerSecond.toFixed(1)} requests/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms`,
  );
  return result;
};
