#!/usr/bin/env node
/**
 * Makes the fixture of test/upgrade-path.e2e-spec.ts: a database as the PREVIOUS release left it,
 * with data in every table, and that release's own answers about it.
 *
 *   node scripts/make-upgrade-fixture.mjs [<commit>]      (default: f325dc3, the release before
 *                                                           time entries, archiving, billing, 2FA)
 *
 * Needs the full git history (not a shallow clone), `npm ci` done in this checkout, and a PostgreSQL
 * server on which it may create and drop a scratch database: FIXTURE_DATABASE_URL (default
 * postgresql://postgres@127.0.0.1:5432/postgres). PREVIOUS_BUILD=<dir> reuses an earlier build of
 * the release (a directory holding its `dist/`) instead of building it again.
 *
 * What it does:
 *  1. `git archive <commit>` into a temporary directory and builds that release's server there
 *     (this checkout's node_modules: the release's dependencies are a subset of today's).
 *  2. Applies the release's migrations to a fresh database the way its runner does (one transaction,
 *     the same schema_migrations table), recording every statement they send.
 *  3. Starts the release's server on that database and fills every table through its HTTP API, as a
 *     person would have: accounts (argon2 hashes), tokens, sessions, clients, projects, tasks with a
 *     hierarchy and external references (one unlinked: history), labels, activities with
 *     nanoseconds, across local midnights and both DST changes, one running, work sessions (one
 *     running, one with an undo offer), an import job with two batches, idempotency receipts, the
 *     administrator's settings (mail password included) and a failed sign-in.
 *  4. Records the release's answers (bodies, ETags) to every GET the spec repeats.
 *  5. Writes test/fixtures/upgrade/<commit>.sql (the recorded migration statements, then every
 *     table's rows as the release left them, then the serial sequences) and <commit>.json.
 *
 * One edit is made to the data the release wrote: one web session of alice's gets an expiry in 2099,
 * so that the spec can still show, years from now, that a session from before the upgrade keeps
 * working. Everything else is exactly what the release wrote.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const COMMIT = process.argv[2] ?? 'f325dc3';
const ADMIN_URL = process.env.FIXTURE_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const OUT = join(ROOT, 'test', 'fixtures', 'upgrade');
const PASSWORD = 'upgrade fixture password';
const FAR = '2099-01-01T00:00:00Z';

const log = (message) => process.stderr.write(`${message}\n`);

// ---------------------------------------------------------------------------------------------
// 1. The release, built.
function buildPrevious() {
  if (process.env.PREVIOUS_BUILD) return process.env.PREVIOUS_BUILD;
  const dir = mkdtempSync(join(tmpdir(), `tt-release-${COMMIT}-`));
  log(`extracting ${COMMIT} into ${dir}`);
  execFileSync('sh', ['-c', `git -C "${ROOT}" archive "${COMMIT}" | tar -x -C "${dir}"`], { stdio: 'inherit' });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  log('building its server (tsc)');
  execFileSync(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

// ---------------------------------------------------------------------------------------------
// 2. Its migrations, recorded.
const literal = (value) => {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
  return `'${String(value).replace(/'/g, "''")}'`;
};
const inline = (sql, params = []) => sql.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));

async function migrateRecording(previous, url) {
  const { migrate } = require(join(previous, 'dist', 'src', 'db', 'migrator.js'));
  const { MIGRATIONS } = require(join(previous, 'dist', 'migrations', 'index.js'));
  const client = new Client({ connectionString: url });
  await client.connect();
  const statements = [];
  const db = {
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn();
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    async query(sql, params) {
      statements.push({ sql, params });
      const result = await client.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount };
    },
  };
  const ran = await migrate(db, MIGRATIONS);
  await client.end();
  // The runner's own reads (its lock, the applied names) change nothing; its history rows come with
  // the data (applied_at as it was).
  const schema = statements
    .filter(({ sql }) => !/^\s*SELECT /i.test(sql) && !/^INSERT INTO schema_migrations/.test(sql))
    .map(({ sql, params }) => inline(sql.trim(), params));
  return { ran, schema };
}

// ---------------------------------------------------------------------------------------------
// 3. Its server, and a person using it.
function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startRelease(previous, url) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(previous, 'dist', 'src', 'main.js')], {
    env: { PATH: process.env.PATH, DATABASE_URL: url, PORT: String(port), LOG_LEVEL: 'warn', DAY_BOUNDARY_JOB: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/q/health/ready`)).status === 200) return { child, base };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the release did not start');
}

function client(base) {
  const api = `${base}/api/v1`;
  return async function request(method, path, { auth, body, ifMatch, key, headers = {}, expect } = {}) {
    const h = { ...headers };
    if (auth?.token) h.authorization = `Bearer ${auth.token}`;
    if (auth?.cookie) {
      h.cookie = auth.cookie;
      if (method !== 'GET') h['x-csrf-token'] = auth.csrf;
    }
    if (ifMatch) h['if-match'] = ifMatch;
    if (key) h['idempotency-key'] = key;
    if (body !== undefined) h['content-type'] = 'application/json';
    const response = await fetch(`${api}${path}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    const parsed = text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
    if (expect !== undefined && ![expect].flat().includes(response.status)) {
      throw new Error(`${method} ${path}: ${response.status} ${text}`);
    }
    return { status: response.status, etag: response.headers.get('etag'), headers: response.headers, body: parsed, text };
  };
}

async function seed(base) {
  const call = client(base);
  const signUp = async (email) => (await call('POST', '/auth/signup', { body: { email, password: PASSWORD }, expect: 201 })).body.ownerId;
  const signIn = async (email) => {
    const reply = await call('POST', '/auth/session', { body: { email, password: PASSWORD }, expect: 201 });
    return { cookie: reply.headers.get('set-cookie').split(';')[0], csrf: reply.body.csrfToken, sessionExpiresAt: reply.body.expiresAt };
  };
  const token = async (session, name, permissions, expiresAt) =>
    (await call('POST', '/auth/tokens', { auth: session, body: { name, permissions, ...(expiresAt ? { expiresAt } : {}) }, expect: 201 }))
      .body;

  // Accounts. The administrator was made on the command line before the server started.
  const people = { admin: { email: 'admin@example.com' }, alice: { email: 'alice@example.com' }, bob: { email: 'bob@example.com' } };
  people.alice.ownerId = await signUp(people.alice.email);
  people.bob.ownerId = await signUp(people.bob.email);
  for (const who of Object.keys(people)) {
    const person = people[who];
    person.session = await signIn(person.email);
    const rw = await token(person.session, `${who}'s laptop`, ['read', 'write'], who === 'alice' ? FAR : undefined);
    person.token = rw.token;
    person.tokenId = rw.id;
    person.ownerId ??= (await call('GET', '/auth/session', { auth: person.session, expect: 200 })).body.ownerId;
  }
  const alice = { token: people.alice.token };
  const bob = { token: people.bob.token };
  people.alice.readToken = (await token(people.alice.session, 'reporting', ['read'])).token;
  const revoked = await token(people.alice.session, 'old phone', ['read', 'write']);
  await call('DELETE', `/auth/tokens/${revoked.id}`, { auth: people.alice.session, expect: 204 });
  people.alice.revokedToken = revoked.token;
  // A failed sign-in (auth_throttle).
  await call('POST', '/auth/session', { body: { email: people.bob.email, password: 'not the password' }, expect: 401 });

  // Profiles.
  for (const [who, zoneId] of [
    ['alice', 'Europe/Berlin'],
    ['bob', 'America/New_York'],
  ]) {
    const me = await call('GET', '/me', { auth: people[who], expect: 200 });
    await call('PUT', '/me', { auth: people[who], body: { zoneId }, ifMatch: me.etag, expect: 200 });
  }

  // Catalog (alice).
  const general = (await call('GET', '/clients', { auth: alice, expect: 200 })).body.items.find((c) => c.name === 'General');
  const acme = (await call('POST', '/clients', { auth: alice, body: { name: 'Acme GmbH', color: '#1E88E5' }, expect: 201 })).body;
  const globex = await call('POST', '/clients', { auth: alice, body: { name: 'Globex', color: '#E53935' }, expect: 201 });
  await call('PUT', `/clients/${globex.body.id}`, {
    auth: alice,
    body: { name: 'Globex Corporation', color: '#C62828' },
    ifMatch: globex.etag,
    expect: 200,
  });
  const website = (
    await call('POST', '/projects', { auth: alice, body: { name: 'Website relaunch', clientId: acme.id, icon: 'globe' }, expect: 201 })
  ).body;
  const internal = (await call('POST', '/projects', { auth: alice, body: { name: 'Internal', clientId: general.id }, expect: 201 })).body;
  const scratch = await call('POST', '/projects', {
    auth: alice,
    body: { name: 'Scratch', clientId: globex.body.id, icon: 'flask' },
    expect: 201,
  });
  await call('DELETE', `/projects/${scratch.body.id}`, { auth: alice, ifMatch: scratch.etag, expect: 204 });
  const design = (
    await call('POST', '/tasks', {
      auth: alice,
      body: { summary: 'Design', url: null, projectId: website.id, parentTaskId: null },
      expect: 201,
    })
  ).body;
  const mockups = (
    await call('POST', '/tasks', {
      auth: alice,
      body: {
        summary: 'Header mockups',
        url: 'https://design.example.com/boards/7?view=grid',
        projectId: website.id,
        parentTaskId: design.id,
      },
      expect: 201,
    })
  ).body;
  const ops = await call('POST', '/tasks', {
    auth: alice,
    body: {
      summary: 'Ops rota',
      url: null,
      projectId: null,
      parentTaskId: null,
      externalReferences: [{ providerId: 'github', repositoryId: 'acme/site', externalId: '42' }],
    },
    expect: 201,
  });
  const linked = await call('PUT', `/tasks/${ops.body.id}/external-references`, {
    auth: alice,
    body: { providerId: 'jira', repositoryId: 'https://acme.atlassian.net/OPS', externalId: 'OPS-1234' },
    ifMatch: ops.etag,
    expect: 200,
  });
  const q = new URLSearchParams({ providerId: 'github', repositoryId: 'acme/site', externalId: '42' });
  await call('DELETE', `/tasks/${ops.body.id}/external-references?${q}`, { auth: alice, ifMatch: linked.etag, expect: 200 });
  const labels = (await call('GET', '/labels', { auth: alice, expect: 200 })).body.items;
  const programming = labels.find((l) => l.name === 'Programming');
  const meeting = labels.find((l) => l.name === 'Meeting');
  const meetingNow = await call('GET', `/labels/${meeting.id}`, { auth: alice, expect: 200 });
  await call('PUT', `/labels/${meeting.id}`, {
    auth: alice,
    body: { name: 'Meetings', color: null },
    ifMatch: meetingNow.etag,
    expect: 200,
  });
  const review = (await call('POST', '/labels', { auth: alice, body: { name: 'Code review', color: '#8E24AA' }, expect: 201 })).body;

  // Activities (alice, Europe/Berlin): across the spring-forward day (three daily parts), across the
  // fall-back day (three parts), nanoseconds, an edited one, a deleted one.
  const post = (body) => call('POST', '/activities', { auth: alice, body, expect: 201 });
  await post({
    start: '2026-03-28T22:00:00.123456789Z',
    end: '2026-03-30T01:00:00.000000001Z',
    taskId: design.id,
    summary: 'Night shift over the short day',
    labelIds: [programming.id, review.id],
  });
  await post({
    start: '2026-10-24T21:30:00Z',
    end: '2026-10-25T23:30:00.5Z',
    taskId: mockups.id,
    summary: 'Long day',
    labelIds: [review.id],
  });
  await post({ start: '2026-11-02T08:00:00Z', end: '2026-11-02T10:15:30.000000007Z', projectId: internal.id, summary: null, labelIds: [] });
  const edited = await post({
    start: '2026-11-03T09:00:00Z',
    end: '2026-11-03T10:00:00Z',
    taskId: ops.body.id,
    summary: 'Incident',
    labelIds: [],
  });
  await call('PUT', `/activities/${edited.body.id}`, {
    auth: alice,
    body: {
      start: '2026-11-03T08:45:00Z',
      end: '2026-11-03T10:30:00.25Z',
      projectId: null,
      summary: 'Incident 17',
      labelIds: [meeting.id],
    },
    ifMatch: edited.etag,
    expect: 200,
  });
  const doomed = await post({ start: '2026-11-04T09:00:00Z', end: '2026-11-04T09:05:00Z', summary: 'Oops' });
  await call('DELETE', `/activities/${doomed.body.id}`, { auth: alice, ifMatch: doomed.etag, expect: 204 });
  // Tracking: a start, a switch (the first one completed at the same instant), left running.
  const first = await call('POST', '/activities/start', {
    auth: alice,
    key: randomUUID(),
    body: { expectedActiveId: null, expectedActiveVersion: null, taskId: design.id, summary: 'Layout', labelIds: [programming.id] },
    expect: 201,
  });
  const switchKey = randomUUID();
  const switchBody = {
    expectedActiveId: first.body.id,
    expectedActiveVersion: first.body.version,
    taskId: ops.body.id,
    summary: 'On call',
    labelIds: [],
  };
  const running = await call('POST', '/activities/start', { auth: alice, key: switchKey, body: switchBody, expect: 201 });

  // Bob (America/New_York): across the US spring-forward night, a start and a stop.
  await call('POST', '/activities', {
    auth: bob,
    body: { start: '2026-03-08T04:30:00Z', end: '2026-03-08T08:00:00.000000999Z', summary: 'Migration window' },
    expect: 201,
  });
  const bobStart = await call('POST', '/activities/start', {
    auth: bob,
    key: randomUUID(),
    body: { expectedActiveId: null, expectedActiveVersion: null, taskId: null },
    expect: 201,
  });
  const stopKey = randomUUID();
  const stopped = await call('POST', `/activities/${bobStart.body.id}/stop`, {
    auth: bob,
    key: stopKey,
    ifMatch: bobStart.etag,
    body: {},
    expect: 200,
  });

  // Work sessions (alice): across midnight, with a legacy title, one running, one edited with an undo offer.
  await call('POST', '/work-sessions', {
    auth: alice,
    body: { start: '2026-11-05T20:00:00Z', end: '2026-11-06T01:30:00.000000001Z', projectId: website.id, summary: 'Release night' },
    expect: 201,
  });
  await call('POST', '/work-sessions', {
    auth: alice,
    body: { start: '2026-11-09T08:00:00Z', end: '2026-11-09T12:00:00Z', title: 'Planning day' },
    expect: 201,
  });
  const undone = await call('POST', '/work-sessions', {
    auth: alice,
    body: { start: '2026-11-10T08:00:00Z', end: '2026-11-10T09:00:00Z', clientId: acme.id },
    expect: 201,
  });
  const withOffer = await call('PUT', `/work-sessions/${undone.body.id}`, {
    auth: alice,
    body: { start: '2026-11-10T08:00:00Z', end: '2026-11-10T11:00:00Z', summary: 'Workshop' },
    ifMatch: undone.etag,
    headers: { 'x-service-undo': 'true' },
    expect: 200,
  });
  const undoOfferId = withOffer.headers.get('x-service-undo-id');
  await call('POST', '/work-sessions/start', {
    auth: alice,
    key: randomUUID(),
    body: { clientId: acme.id, summary: 'Client day' },
    expect: 201,
  });

  // An import job with two batches (alice): catalog records created by the mappings.
  const entry = (row, start, end, extra = {}) => ({
    row,
    sourceId: null,
    start,
    end,
    client: 'Initech',
    project: 'TPS',
    task: null,
    description: null,
    tags: [],
    ...extra,
  });
  const batch0 = [
    entry(2, '2026-09-01T09:00:00', '2026-09-01T12:30:00', {
      sourceId: 't-1001',
      task: 'Reports',
      description: 'Cover sheets',
      tags: ['Printer'],
    }),
    entry(3, '2026-09-01T23:00:00', '2026-09-02T01:00:00', { sourceId: 't-1002', description: 'Over midnight' }),
  ];
  const batch1 = [
    entry(4, '2026-09-03T10:00:00.000000001', '2026-09-03T11:00:00', {
      sourceId: null,
      description: 'No source ID',
      tags: ['Printer', 'Fax'],
    }),
  ];
  const all = [...batch0, ...batch1];
  const mappings = {
    clients: [{ name: 'Initech', action: 'create' }],
    projects: [{ client: 'Initech', name: 'TPS', action: 'create' }],
    tasks: [{ client: 'Initech', project: 'TPS', name: 'Reports', action: 'create' }],
    labels: [
      { name: 'Printer', action: 'create' },
      { name: 'Fax', action: 'use', id: review.id },
    ],
  };
  await call('POST', '/imports/preview', { auth: alice, body: { sourceZoneId: 'Europe/Berlin', entries: all, mappings }, expect: 200 });
  const job = (
    await call('POST', '/imports', {
      auth: alice,
      body: {
        source: 'toggl',
        fileName: 'Toggl_time_entries_2026-09.csv',
        fileSha256: 'b'.repeat(64),
        sourceZoneId: 'Europe/Berlin',
        mappings,
        selectedCount: all.length,
      },
      expect: 201,
    })
  ).body;
  const batches = [];
  for (const [index, entries] of [batch0, batch1].entries()) {
    const preview = await call('POST', `/imports/${job.id}/batches/${index}/preview`, { auth: alice, body: { entries }, expect: 200 });
    await call('POST', `/imports/${job.id}/batches/${index}`, {
      auth: alice,
      body: { previewToken: preview.body.previewToken, entries },
      expect: 201,
    });
    batches.push({ index, entries, previewToken: preview.body.previewToken });
  }

  // The administrator's settings (admin_settings, admin_audit), the mail password included.
  const adminSession = people.admin.session;
  const settings = await call('GET', '/admin/settings', { auth: adminSession, expect: 200 });
  await call('PUT', '/admin/settings', {
    auth: adminSession,
    ifMatch: settings.etag,
    expect: 200,
    body: {
      currentPassword: PASSWORD,
      settings: {
        signupEnabled: true,
        sessionLifetimeMinutes: 1440,
        tokenMaxLifetimeDays: null,
        loginThrottle: { maxFailures: 25, windowSeconds: 600 },
        rateLimit: { requestsPerMinute: 100000 },
        trustedProxies: ['127.0.0.0/8', '::1/128', '10.0.0.0/8'],
        mail: { host: 'smtp.example.com', port: 587, secure: false, username: 'mailer', from: 'tt@example.com', password: 'mail secret' },
      },
    },
  });
  // One request under the rate limit (rate_limit_counters).
  await call('GET', '/me', { auth: alice, expect: 200 });

  return {
    people,
    undoOfferId,
    ids: {
      general: general.id,
      acme: acme.id,
      website: website.id,
      design: design.id,
      ops: ops.body.id,
      running: running.body.id,
      job: job.id,
    },
    replays: [
      {
        who: 'alice',
        method: 'POST',
        path: '/activities/start',
        key: switchKey,
        body: switchBody,
        status: running.status,
        response: running.body,
        etag: running.etag,
      },
      {
        who: 'bob',
        method: 'POST',
        path: `/activities/${bobStart.body.id}/stop`,
        key: stopKey,
        body: {},
        ifMatch: bobStart.etag,
        status: stopped.status,
        response: stopped.body,
        etag: stopped.etag,
      },
    ],
    batches: batches.map((b) => ({ ...b, jobId: job.id })),
  };
}

// ---------------------------------------------------------------------------------------------
// 4. The release's answers.
async function answers(base, seeded) {
  const call = client(base);
  const out = [];
  const record = async (who, path, auth) => {
    const reply = await call('GET', path, { auth: auth ?? { token: seeded.people[who].token } });
    out.push({ who, path, status: reply.status, etag: reply.etag, body: reply.body });
    return reply;
  };
  const all = 'from=1970-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';
  for (const who of ['alice', 'bob', 'admin']) {
    await record(who, '/me');
    await record(who, '/changes?after=0');
    await record(who, '/export');
    await record(who, '/activities/active');
    await record(who, '/work-sessions/active');
    await record(who, '/imports');
    await record(who, '/auth/tokens', seeded.people[who].session);
    for (const collection of ['clients', 'projects', 'tasks', 'labels', 'work-sessions', `activities?${all}&`]) {
      const path = collection.endsWith('&') ? `/${collection}limit=500` : `/${collection}?limit=500`;
      const list = await record(who, path);
      for (const item of list.body.items) await record(who, `/${collection.split('?')[0]}/${item.id}`);
      if (collection === 'work-sessions') {
        for (const item of list.body.items) if (item.end !== null) await record(who, `/work-sessions/${item.id}/report`);
      }
    }
    for (const job of (await call('GET', '/imports', { auth: { token: seeded.people[who].token } })).body.items)
      await record(who, `/imports/${job.id}`);
    // Reports over closed time only (the running activity's totals grow with the clock).
    await record(who, '/reports/daily?from=2026-03-01T00:00:00Z&to=2026-11-20T00:00:00Z');
    await record(who, '/reports/weekly?from=2026-03-01T00:00:00Z&to=2026-11-20T00:00:00Z');
    await record(who, '/reports/summary?fromDate=2026-03-01&toDate=2026-11-19&groupBy=project&subgroupBy=task');
  }
  await record(
    'alice',
    '/tasks/by-external-reference?providerId=jira&repositoryId=https%3A%2F%2Facme.atlassian.net%2FOPS&externalId=OPS-1234',
  );
  await record('alice', '/clients?limit=2');
  await record('admin', '/admin/settings', seeded.people.admin.session);
  await record('alice', '/auth/session', seeded.people.alice.session);
  return out;
}

// ---------------------------------------------------------------------------------------------
// 5. The rows, as SQL that runs in whatever schema comes first in the search path.
const ident = (name) => `"${name.replace(/"/g, '""')}"`;

async function dumpData(url) {
  const db = new Client({ connectionString: url });
  await db.connect();
  await db.query(`SET TimeZone = 'UTC'`);
  const tables = (
    await db.query(`
    SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`)
  ).rows;
  const refs = (
    await db.query(`
    SELECT conrelid, confrelid FROM pg_constraint
     WHERE contype = 'f' AND conrelid <> confrelid AND connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`)
  ).rows;
  // Referenced tables first.
  const ordered = [];
  const placed = new Set();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t.oid) && refs.every((r) => r.conrelid !== t.oid || placed.has(r.confrelid)));
    if (!next) throw new Error('foreign-key cycle between tables');
    placed.add(next.oid);
    ordered.push(next);
  }
  const lines = [`TRUNCATE ${ordered.map((t) => ident(t.relname)).join(', ')};`];
  const counts = {};
  const sequences = [];
  for (const table of ordered) {
    const columns = (
      await db.query(
        `SELECT attname FROM pg_attribute WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [table.oid],
      )
    ).rows.map((r) => r.attname);
    const { rows } = await db.query({
      text: `SELECT ${columns.map((c) => `${ident(c)}::text`).join(', ')} FROM ${ident(table.relname)} ORDER BY ${columns.map((_, i) => i + 1).join(', ')}`,
      rowMode: 'array',
    });
    counts[table.relname] = rows.length;
    if (rows.length > 0) {
      // One statement per table: foreign keys within a table (a task's parent) are checked at its end.
      lines.push(
        `INSERT INTO ${ident(table.relname)} (${columns.map(ident).join(', ')}) VALUES\n${rows.map((row) => `  (${row.map(literal).join(', ')})`).join(',\n')};`,
      );
    }
    for (const column of columns) {
      const seq = (await db.query(`SELECT pg_get_serial_sequence($1, $2) AS seq`, [table.relname, column])).rows[0].seq;
      if (!seq) continue;
      const { last_value, is_called } = (await db.query(`SELECT last_value::text, is_called FROM ${seq}`)).rows[0];
      sequences.push(`SELECT setval(pg_get_serial_sequence(${literal(table.relname)}, ${literal(column)}), ${last_value}, ${is_called});`);
    }
  }
  await db.end();
  return { sql: [...lines, ...sequences].join('\n'), counts };
}

// ---------------------------------------------------------------------------------------------
async function main() {
  const previous = buildPrevious();
  const database = `upgrade_fixture_${process.pid}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  let release;
  try {
    const { ran, schema } = await migrateRecording(previous, url.toString());
    log(`migrations of ${COMMIT}: ${ran.join(', ')}`);
    execFileSync(
      process.execPath,
      [join(previous, 'dist', 'src', 'cli.js'), 'create-account', '--email', 'admin@example.com', '--password-stdin', '--admin'],
      {
        input: PASSWORD,
        env: { PATH: process.env.PATH, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
    release = await startRelease(previous, url.toString());
    const seeded = await seed(release.base);
    const recorded = await answers(release.base, seeded);
    release.child.kill('SIGTERM');
    await new Promise((r) => release.child.once('exit', r));
    release = undefined;

    const db = new Client({ connectionString: url.toString() });
    await db.connect();
    const longLived = (
      await db.query(
        `UPDATE web_sessions SET expires_at = $2 WHERE id = (SELECT id FROM web_sessions WHERE owner_id = $1 ORDER BY created_at LIMIT 1) RETURNING id`,
        [seeded.people.alice.ownerId, FAR],
      )
    ).rows[0].id;
    await db.end();
    const { sql, counts } = await dumpData(url.toString());
    const empty = Object.entries(counts)
      .filter(([, n]) => n === 0)
      .map(([t]) => t);
    if (empty.length > 0) throw new Error(`tables without rows: ${empty.join(', ')}`);

    mkdirSync(OUT, { recursive: true });
    const commit = execFileSync('git', ['-C', ROOT, 'rev-parse', COMMIT], { encoding: 'utf8' }).trim();
    writeFileSync(
      join(OUT, `${COMMIT}.sql`),
      [
        `-- A database as release ${commit} left it (generated by scripts/make-upgrade-fixture.mjs; do not edit).`,
        `-- Unqualified names: it runs in whatever schema comes first in the search path.`,
        'BEGIN;',
        `-- The release's migrations, statement by statement, as its runner sent them.`,
        ...schema.map((s) => `${s};`),
        '-- Every table as the release left it.',
        sql,
        'COMMIT;',
        '',
      ].join('\n'),
    );
    const people = Object.fromEntries(
      Object.entries(seeded.people).map(([who, p]) => [
        who,
        {
          email: p.email,
          ownerId: p.ownerId,
          token: p.token,
          tokenId: p.tokenId,
          readToken: p.readToken,
          revokedToken: p.revokedToken,
        },
      ]),
    );
    writeFileSync(
      join(OUT, `${COMMIT}.json`),
      `${JSON.stringify(
        {
          commit,
          password: PASSWORD,
          migrations: ran,
          rowCounts: counts,
          people,
          longLivedSession: { id: longLived, cookie: seeded.people.alice.session.cookie, csrf: seeded.people.alice.session.csrf },
          ids: seeded.ids,
          undoOfferId: seeded.undoOfferId,
          replays: seeded.replays,
          batches: seeded.batches,
          answers: recorded,
        },
        null,
        1,
      )}\n`,
    );
    log(
      `wrote ${join(OUT, `${COMMIT}.sql`)} and .json (${Object.values(counts).reduce((a, b) => a + b, 0)} rows in ${Object.keys(counts).length} tables)`,
    );
  } finally {
    if (release) release.child.kill('SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    if (!process.env.PREVIOUS_BUILD) rmSync(previous, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
