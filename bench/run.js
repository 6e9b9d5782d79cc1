#!/usr/bin/env node
// npm run bench: starts the built server (embedded database in a fresh temp DATA_DIR, or
// BENCH_DATABASE_URL), creates an account and token through the API, then runs each scenario with
// autocannon and prints requests/s and p99 latency. Scenarios: bench/*.bench.js exporting
// `async (ctx) => void`, where ctx = { baseUrl, token, api(method, path, body?, headers?),
// measure(name, autocannonOptions), timeSequential(name, count, async (i) => void), ownerId, serverPid, results, and with
// BENCH_DATABASE_URL also sql(text, params) on that database }.
// A scenario that exports `standalone = true` (embedded.bench.js) starts servers of its own: it runs
// first, with ctx = { results }, and alone (no shared server) when it is the only one asked for.
// With BENCH_DATABASE_URL and ../shared/bench present, it then runs the floor side by side
// (run-floor.sh with SERVICE_URL, FLOOR_DURATION seconds per scenario, by default run-floor.sh's own 15) and prints the
// service/floor ratio lines, then the floor's invariants checked on the service's own tables
// (bench/service-checks.js).
'use strict';
const { execFileSync, spawn } = require('node:child_process');
const { createServer } = require('node:net');
const { chmodSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { existsSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');
const autocannon = require('autocannon');
const { serviceChecks, serviceCommandsOk } = require('./service-checks');
const { startServer } = require('./start-command');

const PORT = Number(process.env.BENCH_PORT ?? 18431);
const baseUrl = `http://127.0.0.1:${PORT}`;
const only = process.argv[2];

async function waitReady(child) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseUrl}/q/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server not ready');
}

/**
 * Refuses a port another process holds: the readiness poll would find that process's server and every
 * figure would be measured on it (another checkout's bench, say), with this server never started.
 */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} is in use by another process: set BENCH_PORT to a free one`) : error),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function main() {
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.js') && (!only || f.startsWith(only)))
    .sort();
  const standalone = files.filter((f) => require(join(__dirname, f)).standalone === true);
  for (const file of standalone) await require(join(__dirname, file))({ results: [] });
  if (only && only !== 'floor' && standalone.length === files.length) return;
  await assertPortFree(PORT);
  const dataDir = mkdtempSync(join(tmpdir(), 'tt-bench-'));
  const env = { PATH: process.env.PATH, PORT: String(PORT), LOG_LEVEL: 'warn', DATA_DIR: dataDir };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  // Behind a transaction-mode pooler (README, DATABASE_POOLER): the service's own settings pass through;
  // NODE_OPTIONS too (--cpu-prof for a profile of the server under the scenario).
  for (const name of ['DATABASE_POOLER', 'DATABASE_LISTEN_URL', 'NODE_OPTIONS']) if (process.env[name]) env[name] = process.env[name];
  // Started as `npm start` starts it (scripts/start.sh), like a user's server.
  const server = startServer(env, ['ignore', 'inherit', 'inherit']);
  try {
    await waitReady(server);
    const api = async (method, path, body, headers = {}) => {
      const res = await fetch(`${baseUrl}/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
    };
    const email = `bench-${Date.now()}@example.com`;
    await api('POST', '/auth/signup', { email, password: 'benchmark pw' });
    const session = await api('POST', '/auth/session', { email, password: 'benchmark pw' });
    const cookie = session.headers.get('set-cookie').split(';')[0];
    const token = (
      await api(
        'POST',
        '/auth/tokens',
        { name: 'bench', permissions: ['read', 'write'] },
        { cookie, 'x-csrf-token': session.body.csrfToken },
      )
    ).body.token;
    const authed = (method, path, body, headers = {}) => api(method, path, body, { authorization: `Bearer ${token}`, ...headers });
    const results = [];
    const measure = async (name, options) => {
      const result = await autocannon({
        url: `${baseUrl}${options.path}`,
        connections: 10,
        duration: Number(process.env.BENCH_SECONDS ?? 5),
        ...options,
        path: undefined,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(options.headers ?? {}) },
      });
      const line = {
        scenario: name,
        'requests/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      };
      results.push(line);
      console.log(JSON.stringify(line));
    };
    // Sequential operations that depend on each other (commands with expected state): latency per call.
    // The server's CPU time (user + system, /proc/<pid>/stat, in clock ticks of 10 ms): less
    // sensitive to the machine's other load than wall time.
    const serverCpuMs = () => {
      try {
        const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        return null;
      }
    };
    // prepare(i), when given, runs before each timed operation, outside its time (not outside the server's CPU figure).
    const timeSequential = async (name, count, operation, prepare = null) => {
      const latencies = [];
      const cpuBefore = serverCpuMs();
      const started = process.hrtime.bigint();
      for (let i = 0; i < count; i++) {
        if (prepare) await prepare(i);
        const t0 = process.hrtime.bigint();
        await operation(i);
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      latencies.sort((a, b) => a - b);
      const line = {
        scenario: name,
        'requests/s': Math.round(count / seconds),
        'p50 ms': Math.round(latencies[Math.floor(latencies.length / 2)] * 10) / 10,
        'p99 ms': Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]),
        non2xx: 0,
        errors: 0,
      };
      const cpuAfter = serverCpuMs();
      if (cpuBefore !== null && cpuAfter !== null) line['server CPU ms/req'] = Math.round(((cpuAfter - cpuBefore) / count) * 10) / 10;
      results.push(line);
      console.log(JSON.stringify(line));
      return line;
    };
    const ownerId = (await authed('GET', '/me')).body.ownerId;
    let pool = null;
    let sql = null;
    if (process.env.BENCH_DATABASE_URL) {
      const { Pool } = require('pg');
      pool = new Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 1 });
      sql = (text, params) => pool.query(text, params);
    }
    const ctx = { baseUrl, token, api: authed, measure, timeSequential, ownerId, sql, serverPid: server.pid, results };
    for (const file of files.filter((f) => !standalone.includes(f))) {
      await require(join(__dirname, file))(ctx);
    }
    console.table(results);
    await pool?.end();
    const floor = resolve(__dirname, '..', '..', 'shared', 'bench', 'run-floor.sh');
    if (process.env.BENCH_DATABASE_URL && existsSync(floor) && (!only || only === 'floor')) await runFloor(floor, server.pid, dataDir);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 30's goals against the floor: tracking >= 0.85 of its req/s, GET /me >= 0.90, p99 <= 1.5 x the floor's. */
const floorGoal = (scenario, rps, p99) => {
  const minimum = { switch: 0.85, cycle: 0.85, me: 0.9 }[scenario];
  if (minimum === undefined) return '';
  return `>= ${minimum}, p99 <= 1.5x: ${rps >= minimum && p99 <= 1.5 ? 'met' : 'NOT met'}`;
};

const cpuPerRequest = (record) =>
  record?.cpu?.serverCores && record.rps ? ((record.cpu.serverCores * 1000) / record.rps).toFixed(2) : '?';

/**
 * FLOOR_SERVICE_WARMUP=<seconds> (default 0: none) switches on owners of its own before the floor
 * runs, so the ratios compare the service's steady state: a freshly started service needs 10-20 s
 * of load before it reaches it (V8 still compiling its hot paths, a fresh database's first plans;
 * docs/performance.md, tenth session), and run-floor.sh measures its first 18 s. Those owners are
 * not the measured ones, so the invariants checked afterwards cover the measured load only.
 */
function warmUpService(benchDir, ownersFile) {
  const seconds = Number(process.env.FLOOR_SERVICE_WARMUP ?? 0);
  if (!(seconds > 0)) return;
  const load = `[ -d node_modules ] || npm ci --silent >&2; node load.mjs --base ${baseUrl} --setup api --count 16 --save ${ownersFile} --ping /q/health/live --scenarios switch:16 --duration ${seconds} --warmup 0 >/dev/null`;
  const started = Date.now();
  execFileSync('bash', ['-c', load], { cwd: benchDir, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`service warmed up for ${Math.round((Date.now() - started) / 1000)} s (switch:16 on owners of its own)`);
}

/** The floor side by side with this server, on the same PostgreSQL server: prints the ratio lines. */
function runFloor(sharedScript, pid, dataDir) {
  // run-floor.sh installs its own dependencies on first use; a read-only checkout of ../shared/bench
  // cannot hold them, so it then runs from a copy.
  let script = sharedScript;
  if (!existsSync(join(dirname(sharedScript), 'node_modules'))) {
    const copy = join(dataDir, 'floor-bench');
    cpSync(dirname(sharedScript), copy, { recursive: true });
    chmodSync(copy, 0o700);
    for (const name of readdirSync(copy)) chmodSync(join(copy, name), 0o700);
    script = join(copy, 'run-floor.sh');
  }
  warmUpService(dirname(script), join(dataDir, 'warm-up-owners.json'));
  const url = new URL(process.env.BENCH_DATABASE_URL);
  const ownersFile = join(dataDir, 'floor-owners.json');
  const env = {
    ...process.env,
    SERVICE_URL: baseUrl,
    SERVICE_PID: String(pid),
    SERVICE_SAVE: ownersFile,
    // run-floor.sh's own default (15 s) unless FLOOR_DURATION says otherwise: the service's first
    // seconds after its start are slower than its steady state (V8 still compiling its hot paths,
    // docs/performance.md), and a shorter phase weighs them more.
    ...(process.env.FLOOR_DURATION ? { DURATION: process.env.FLOOR_DURATION } : {}),
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username) || 'postgres',
  };
  return new Promise((resolveRun, reject) => {
    const child = spawn('bash', [script], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    // An error while reporting rejects the run (main() prints it and exits 1).
    child.on(
      'close',
      (code) =>
        void (async () => {
          const rows = [];
          // The absolute figures of each target, for the ratio line that follows them.
          const measured = new Map();
          for (const line of out.split('\n').filter(Boolean)) {
            const record = JSON.parse(line);
            const scenario = `${record.scenario}:${record.concurrency}`;
            if (record.target && record.rps !== undefined) measured.set(`${record.target} ${scenario}`, record);
            if (record.ratio) {
              const floor = measured.get(`floor ${scenario}`);
              const service = measured.get(`service ${scenario}`);
              rows.push({
                scenario,
                'floor req/s': Math.round(floor?.rps ?? NaN),
                'service req/s': Math.round(service?.rps ?? NaN),
                'rps ratio': record.rps,
                'p99 ms floor/service': `${floor?.latencyMs?.p99?.toFixed(1)} / ${service?.latencyMs?.p99?.toFixed(1)}`,
                'p50 ×': record.p50,
                'p99 ×': record.p99,
                // Server CPU per request (ms): less sensitive to other load on the machine than req/s.
                'CPU ms/req floor/service': `${cpuPerRequest(floor)} / ${cpuPerRequest(service)}`,
                goal: floorGoal(record.scenario, record.rps, record.p99),
              });
            }
            if (record.checks) console.log(`floor checks: ${JSON.stringify(record.checks).slice(0, 200)}`);
          }
          console.log('service/floor (same run):');
          console.table(rows);
          if (code !== 0) console.error(`run-floor.sh exited with ${code}`);
          // The floor's invariants, checked on the service's tables for the owners the load used.
          if (existsSync(ownersFile)) {
            const { Pool } = require('pg');
            const pool = new Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 1 });
            const ownerIds = JSON.parse(readFileSync(ownersFile, 'utf8')).map((o) => o.ownerId);
            const result = await serviceChecks((text, params) => pool.query(text, params), ownerIds, serviceCommandsOk(out)).finally(() =>
              pool.end(),
            );
            console.log(`service checks: ${JSON.stringify(result)}`);
            if (!result.pass) process.exitCode = 1;
          }
          resolveRun();
        })().catch(reject),
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
