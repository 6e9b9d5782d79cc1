'use strict';
// Portable interchange at the scale: import a service-domain-v3 document with 10,000
// activities, 1,000 tasks and 200 projects, then export it (JSON and CSV). Targets on PostgreSQL
// (BENCH_DATABASE_URL) on the 2-core machine: import < 10 s, export < 3 s, server peak RSS < 300 MB.
const { readFileSync } = require('node:fs');
const { randomUUID } = require('node:crypto');

/** The server's resident set size in MB (Linux /proc), sampled while a request runs. */
function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function sampled(pid, operation) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = process.hrtime.bigint();
  try {
    const value = await operation();
    return { value, seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMb: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

function documentAtScale() {
  const day = 86_400_000;
  const origin = Date.UTC(2024, 0, 1, 6, 0, 0);
  const clients = Array.from({ length: 20 }, (_, i) => ({ id: `c${i}`, name: `Client ${i}`, color: '#336699', general: false }));
  const projects = Array.from({ length: 200 }, (_, i) => ({
    id: `p${i}`,
    name: `Project ${i} — Ünïcødé`,
    clientId: `c${i % 20}`,
    icon: null,
  }));
  const tasks = Array.from({ length: 1000 }, (_, i) => ({
    id: `t${i}`,
    summary: `Task ${i}`,
    url: i % 3 === 0 ? `https://example.com/issues/${i}` : null,
    projectId: `p${i % 200}`,
    // every fifth task is a subtask of the task 200 before it (same project)
    parentTaskId: i >= 200 && i % 5 === 0 ? `t${i - 200}` : null,
    externalReferences: i % 2 === 0 ? [{ providerId: 'github', repositoryId: 'bench/repo', externalId: String(i) }] : [],
  }));
  const labels = Array.from({ length: 20 }, (_, i) => ({ id: `l${i}`, name: `Label ${i}`, color: null }));
  const activities = Array.from({ length: 10_000 }, (_, i) => {
    const start = origin + Math.floor(i / 16) * day + (i % 16) * 3_000_000;
    return {
      id: `a${i}`,
      start: new Date(start).toISOString().replace('.000Z', '.123456789Z'),
      end: new Date(start + 2_400_000).toISOString(),
      taskId: `t${i % 1000}`,
      projectId: null,
      summary: i % 4 === 0 ? `Note ${i}` : null,
      labelIds: [`l${i % 20}`],
      manual: i % 2 === 0,
    };
  });
  const workSessions = Array.from({ length: 500 }, (_, i) => ({
    id: `w${i}`,
    clientId: `c${i % 20}`,
    projectId: null,
    summary: null,
    start: new Date(origin + i * day).toISOString(),
    end: new Date(origin + i * day + 8 * 3_600_000).toISOString(),
  }));
  return { format: 'service-domain-v3', clients, projects, tasks, labels, activities, workSessions };
}

module.exports = async function interchangeBench({ baseUrl, token, serverPid, results }) {
  const body = JSON.stringify(documentAtScale());
  const headers = { authorization: `Bearer ${token}` };
  const imported = await sampled(serverPid, async () => {
    const res = await fetch(`${baseUrl}/api/v1/import`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body,
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`import failed: ${res.status} ${text.slice(0, 500)}`);
    return JSON.parse(text).counts;
  });
  const report = (scenario, run, extra) => {
    const line = { scenario, seconds: Number(run.seconds.toFixed(2)), 'server peak RSS MB': Math.round(run.peakMb), ...extra };
    results.push(line);
    console.log(JSON.stringify(line));
  };
  report('POST /import (10k activities, 1k tasks, 200 projects)', imported, { bytes: body.length, counts: JSON.stringify(imported.value) });
  for (const [scenario, query] of [
    ['GET /export (JSON)', ''],
    ['GET /export (CSV v3 ZIP)', '?format=csv&version=3'],
  ]) {
    const exported = await sampled(serverPid, async () => {
      const res = await fetch(`${baseUrl}/api/v1/export${query}`, { headers });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`export failed: ${res.status}`);
      return bytes;
    });
    report(scenario, exported, { bytes: exported.value });
  }
};
