'use strict';
// The embedded default (PGlite behind its socket, DATABASE_URL unset): resident memory and readiness.
// Runs its own servers in a fresh DATA_DIR, independent of the shared bench server:
//   1. first start on an empty DATA_DIR: time until /q/health/ready answers, resident memory once idle;
//   2. 16 users switching tasks (POST /activities/start, as run-floor.sh's switch:16) for LOAD_SECONDS:
//      peak and final resident memory, requests/s;
//   3. restart on the same DATA_DIR: time until ready, resident memory once idle.
// Resident memory is VmRSS of the server process (/proc/<pid>/status), sampled every 100 ms. The server
// runs as `npm start` runs it (scripts/start.sh, which picks node's options for the embedded database).
// Environment: EMBEDDED_LOAD_SECONDS (default 8), EMBEDDED_IDLE_SECONDS (default 5), EMBEDDED_USERS (16),
// BENCH_PORT (the servers' port; default a free one the system picks).
const { randomUUID } = require('node:crypto');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const { startServer } = require('./start-command');
const LOAD_SECONDS = Number(process.env.EMBEDDED_LOAD_SECONDS ?? 8);
const IDLE_SECONDS = Number(process.env.EMBEDDED_IDLE_SECONDS ?? 5);
const USERS = Number(process.env.EMBEDDED_USERS ?? 16);
const MB = 1024 * 1024;
const GOALS = { idleMb: 200, loadMb: 300, readyMs: 3000 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in bytes (0 once it has gone). */
function rss(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time the process has used (user + system), in ms: the ready time's cost without the machine's other load. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

async function start(dataDir, port) {
  const env = { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir };
  const t0 = process.hrtime.bigint();
  const child = startServer(env, ['ignore', 'ignore', 'inherit']);
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`embedded server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/q/health/ready`);
      if (res.ok && (await res.json()).status === 'UP') break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  const readyMs = Number(process.hrtime.bigint() - t0) / 1e6;
  return { child, base, readyMs, readyCpuMs: cpuMs(child.pid) };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory after IDLE_SECONDS without requests: the last sample and the highest one. */
async function idleRss(pid) {
  let peak = 0;
  let last = 0;
  for (let i = 0; i < IDLE_SECONDS * 10; i++) {
    await sleep(100);
    last = rss(pid);
    peak = Math.max(peak, last);
  }
  return { last, peak };
}

function client(base) {
  return async (method, path, body, headers = {}) => {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  };
}

async function newUser(base, i) {
  const call = client(base);
  const email = `embedded-${i}-${randomUUID()}@example.com`;
  await call('POST', '/auth/signup', { email, password: 'benchmark pw' });
  const session = await call('POST', '/auth/session', { email, password: 'benchmark pw' });
  const cookie = session.headers.get('set-cookie').split(';')[0];
  const token = (
    await call(
      'POST',
      '/auth/tokens',
      { name: 'bench', permissions: ['read', 'write'] },
      { cookie, 'x-csrf-token': session.body.csrfToken },
    )
  ).body.token;
  const api = (method, path, b, h = {}) => call(method, path, b, { authorization: `Bearer ${token}`, ...h });
  const tasks = [];
  for (const summary of ['A', 'B']) tasks.push((await api('POST', '/tasks', { summary: `Embedded bench ${summary}` })).body.id);
  return { api, tasks };
}

/** USERS virtual users, each switching between its two tasks as fast as its answers come. */
async function switchLoad(base, pid) {
  const users = [];
  // Sign-ups hash passwords (argon2): a few at a time, as run-floor.sh's API set-up does.
  for (let i = 0; i < USERS; i += 4)
    users.push(...(await Promise.all([0, 1, 2, 3].filter((j) => i + j < USERS).map((j) => newUser(base, i + j)))));
  let peak = rss(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 100);
  let ok = 0;
  let failed = 0;
  const deadline = Date.now() + LOAD_SECONDS * 1000;
  const t0 = process.hrtime.bigint();
  await Promise.all(
    users.map(async (user) => {
      let active = { id: null, version: null };
      for (let n = 0; Date.now() < deadline; n++) {
        const reply = await user.api(
          'POST',
          '/activities/start',
          { expectedActiveId: active.id, expectedActiveVersion: active.version, taskId: user.tasks[n % 2] },
          { 'idempotency-key': randomUUID() },
        );
        if (reply.status === 201) {
          ok++;
          active = { id: reply.body.id, version: reply.body.version };
        } else {
          failed++;
        }
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  clearInterval(sampler);
  const end = rss(pid);
  return { peak: Math.max(peak, end), end, rps: ok / seconds, failed };
}

const mb = (bytes) => Math.round(bytes / MB);
const verdict = (value, goal) => (value <= goal ? 'met' : 'NOT met');

module.exports = async function embeddedBench({ results } = { results: [] }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tt-bench-embedded-'));
  // BENCH_PORT when set (run.js's shared server starts only after these servers have stopped), else a free one.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const rows = [];
  const row = (figure, value, unit, goal) => {
    const line = {
      scenario: `embedded: ${figure}`,
      value,
      unit,
      goal: goal === undefined ? '' : `≤ ${goal}`,
      verdict: goal === undefined ? '' : verdict(value, goal),
    };
    rows.push(line);
    results.push(line);
    console.log(JSON.stringify(line));
  };
  try {
    const first = await start(dataDir, port);
    row('ready, fresh DATA_DIR', Math.round(first.readyMs), 'ms', GOALS.readyMs);
    row('CPU time until ready, fresh DATA_DIR', Math.round(first.readyCpuMs), 'ms');
    const firstIdle = await idleRss(first.child.pid);
    row(`resident, idle ${IDLE_SECONDS} s after first start`, mb(firstIdle.last), 'MB', GOALS.idleMb);
    const load = await switchLoad(first.base, first.child.pid);
    row(`resident, peak during switch:${USERS} for ${LOAD_SECONDS} s`, mb(load.peak), 'MB', GOALS.loadMb);
    row(`resident, end of switch:${USERS}`, mb(load.end), 'MB', GOALS.loadMb);
    row(`switch:${USERS} throughput`, Math.round(load.rps), 'req/s');
    if (load.failed) row(`switch:${USERS} answers other than 201`, load.failed, 'requests', 0);
    const afterLoad = await idleRss(first.child.pid);
    row(`resident, idle ${IDLE_SECONDS} s after the load (kept, not given back)`, mb(afterLoad.last), 'MB');
    await stop(first.child);
    const second = await start(dataDir, port);
    row('ready, restart on that DATA_DIR', Math.round(second.readyMs), 'ms', GOALS.readyMs);
    row('CPU time until ready, restart', Math.round(second.readyCpuMs), 'ms');
    const secondIdle = await idleRss(second.child.pid);
    row(`resident, idle ${IDLE_SECONDS} s after restart`, mb(secondIdle.last), 'MB', GOALS.idleMb);
    await stop(second.child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(rows);
};
// Starts servers of its own: run.js runs it before (and without) the shared bench server.
module.exports.standalone = true;

if (require.main === module) {
  module.exports().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
