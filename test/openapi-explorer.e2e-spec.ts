import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { AccountsService } from '../src/auth/accounts.service';
import { Api, TestServer, expectProblem, startServer, uuid } from './support/harness';
import { codeFor } from './support/two-factor';
import { isolatedDatabase } from './support/isolated-database';

/** Every place an OpenAPI document can hold an example, with the JSON pointer of the schema it must satisfy. */
interface FoundExample {
  where: string;
  schemaPointer: string;
  value: unknown;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function collectExamples(document: any): FoundExample[] {
  const found: FoundExample[] = [];
  /** Walks a schema: `example` and `examples` (3.1: an array) on any node, nested schemas included. */
  const walkSchema = (schema: any, pointer: string) => {
    if (!schema || typeof schema !== 'object') return;
    if ('example' in schema) found.push({ where: pointer, schemaPointer: pointer, value: schema.example });
    if (Array.isArray(schema.examples))
      schema.examples.forEach((value: unknown, i: number) =>
        found.push({ where: `${pointer}/examples/${i}`, schemaPointer: pointer, value }),
      );
    for (const key of ['properties', 'patternProperties', '$defs']) {
      for (const [name, child] of Object.entries<any>(schema[key] ?? {})) walkSchema(child, `${pointer}/${key}/${escape(name)}`);
    }
    for (const key of ['items', 'additionalProperties', 'not', 'contains']) {
      if (schema[key] && typeof schema[key] === 'object') walkSchema(schema[key], `${pointer}/${key}`);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
      (schema[key] ?? []).forEach((child: any, i: number) => walkSchema(child, `${pointer}/${key}/${i}`));
    }
  };
  /** Media types and parameters: `example`, or `examples.<name>.value`, checked against their `schema`. */
  const walkHolder = (holder: any, pointer: string) => {
    if (!holder || typeof holder !== 'object' || !holder.schema) return;
    const schemaPointer = `${pointer}/schema`;
    if ('example' in holder) found.push({ where: `${pointer}/example`, schemaPointer, value: holder.example });
    for (const [name, example] of Object.entries<any>(holder.examples ?? {})) {
      if (example && 'value' in example) found.push({ where: `${pointer}/examples/${escape(name)}`, schemaPointer, value: example.value });
    }
    walkSchema(holder.schema, schemaPointer);
  };

  for (const [name, schema] of Object.entries<any>(document.components?.schemas ?? {}))
    walkSchema(schema, `/components/schemas/${escape(name)}`);
  for (const [name, parameter] of Object.entries<any>(document.components?.parameters ?? {}))
    walkHolder(parameter, `/components/parameters/${escape(name)}`);
  for (const [path, item] of Object.entries<any>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<any>(item)) {
      if (typeof operation !== 'object' || !operation.responses) continue;
      const base = `/paths/${escape(path)}/${method}`;
      (operation.parameters ?? []).forEach((parameter: any, i: number) => walkHolder(parameter, `${base}/parameters/${i}`));
      for (const [type, media] of Object.entries<any>(operation.requestBody?.content ?? {}))
        walkHolder(media, `${base}/requestBody/content/${escape(type)}`);
      for (const [status, response] of Object.entries<any>(operation.responses)) {
        for (const [type, media] of Object.entries<any>(response.content ?? {}))
          walkHolder(media, `${base}/responses/${status}/content/${escape(type)}`);
        for (const [name, header] of Object.entries<any>(response.headers ?? {}))
          walkHolder(header, `${base}/responses/${status}/headers/${escape(name)}`);
      }
    }
  }
  return found;
}

/**
 * Requests of this process's fetch to `origin` still running: a response whose body nobody reads holds
 * its connection, paused, until the collector frees the response. From undici's statistics (the global
 * dispatcher, in the realm outside Jest's); null where fetch keeps none (Node.js 20).
 */
function runningRequests(origin: string): number | null {
  const realm = runInThisContext('globalThis') as Record<symbol, { stats?: Record<string, { running: number }> } | undefined>;
  const stats = realm[Symbol.for('undici.globalDispatcher.1')]?.stats;
  return stats ? (stats[origin]?.running ?? 0) : null;
}

describe('API explorer (OpenAPI document and Swagger UI flow)', () => {
  let server: TestServer;
  let document: any;

  beforeAll(async () => {
    server = await startServer();
    document = await (await fetch(`${server.base}/api/v1/openapi.json`)).json();
  });
  afterAll(() => server.close());
  // Every answer is read: an unread 800 KB document kept its connection open after the server closed.
  afterEach(() => expect(runningRequests(server.base) ?? 0).toBe(0));

  it('the document is served with a strong ETag of its bytes; the bearer scheme says opaque, not JWT', async () => {
    const reply = await fetch(`${server.base}/api/v1/openapi.json`);
    const text = await reply.text();
    expect(reply.headers.get('etag')).toBe(`"h${createHash('sha256').update(text).digest('hex').slice(0, 32)}"`);
    const again = await fetch(`${server.base}/api/v1/openapi.json`);
    expect(again.headers.get('etag')).toBe(reply.headers.get('etag'));
    expect(await again.text()).toBe(text);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'opaque' });
  });

  it('every example in the document is valid against its schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(ajv);
    ajv.addFormat('password', true);
    // URLs may hold non-ASCII characters (IRIs): absolute (a scheme), no white space.
    ajv.addFormat('iri', /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/);
    // The contract's durations are ISO 8601 with fractional seconds (PT7H30M0.000000001S); JSON Schema's
    // "duration" (RFC 3339 appendix A) has no fractions, so the contract's reading is checked instead.
    ajv.addFormat('duration', /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d{1,9})?S)?)?$/);
    ajv.addSchema(document, 'openapi');
    const examples = collectExamples(document);
    // The document has hand-written examples for request bodies, shared headers and errors.
    expect(examples.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const example of examples) {
      const validate = ajv.getSchema(`openapi#${example.schemaPointer}`) ?? ajv.compile({ $ref: `openapi#${example.schemaPointer}` });
      if (!validate(example.value))
        failures.push(`${example.where}: ${ajv.errorsText(validate.errors)} (${JSON.stringify(example.value).slice(0, 200)})`);
    }
    expect(failures).toEqual([]);
  });

  it('passes the Redocly linter (recommended rules, redocly.yaml) with zero errors and zero warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const root = join(__dirname, '..');
      const run = spawnSync(
        join(root, 'node_modules', '.bin', 'redocly'),
        ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          timeout: 60_000,
        },
      );
      const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
      // Errors and warnings alike: the document is lint-clean.
      const problems = (report.problems ?? []).map((p: any) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location?.[0]?.pointer}`);
      expect(problems).toEqual([]);
      expect(report.totals.errors).toBe(0);
      expect(report.totals.warnings).toBe(0);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('declares the shared headers once and references them from every operation that takes them', () => {
    expect(Object.keys(document.components.parameters)).toEqual(
      expect.arrayContaining(['IfMatch', 'IdempotencyKey', 'XServiceOwner', 'XServiceUndo']),
    );
    expect(document.components.parameters.IfMatch.description).toMatch(/double quotes/);
    for (const [path, item] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const inline = (operation.parameters ?? []).filter((p: any) => p.in === 'header').map((p: any) => p.name.toLowerCase());
        expect({
          route: `${method} ${path}`,
          inline: inline.filter((name: string) => ['if-match', 'idempotency-key', 'x-service-owner', 'x-service-undo'].includes(name)),
        }).toEqual({ route: `${method} ${path}`, inline: [] });
        const isPublic = operation.security?.length === 1 && Object.keys(operation.security[0]).length === 0;
        const refs = (operation.parameters ?? []).map((p: any) => p.$ref).filter(Boolean);
        if (!isPublic)
          expect({ route: `${method} ${path}`, owner: refs.includes('#/components/parameters/XServiceOwner') }).toEqual({
            route: `${method} ${path}`,
            owner: true,
          });
      }
    }
    expect(document.paths['/api/v1/activities/start'].post.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(document.paths['/api/v1/clients/{id}'].put.parameters).toContainEqual({ $ref: '#/components/parameters/IfMatch' });
  });

  it('every tag in use has a description, and error examples carry their own status', () => {
    const used = new Set<string>();
    for (const item of Object.values<any>(document.paths))
      for (const operation of Object.values<any>(item)) for (const tag of operation.tags ?? []) used.add(tag);
    const declared = new Map<string, string>(document.tags.map((tag: any) => [tag.name, tag.description]));
    // Written by hand: the generated fallback ("Operations on x.") tells a reader nothing.
    for (const tag of used)
      expect({ tag, described: /^Operations on /.test(declared.get(tag) ?? 'Operations on ') }).toEqual({ tag, described: false });
    expect([...used]).toEqual(expect.arrayContaining(['admin', 'interchange']));
    for (const [path, item] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        for (const [status, response] of Object.entries<any>(operation.responses)) {
          const example = response.content?.['application/problem+json']?.example;
          if (example)
            expect({ route: `${method} ${path} ${status}`, status: example.status }).toEqual({
              route: `${method} ${path} ${status}`,
              status: Number(status),
            });
        }
      }
    }
  });

  it('every JSON request body has hand-written examples', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const media = operation.requestBody?.content?.['application/json'];
        if (media && !(media.examples?.default?.summary && 'value' in media.examples.default))
          missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    for (const [method, path] of [
      ['put', '/api/v1/admin/settings'],
      ['put', '/api/v1/auth/password'],
      ['post', '/api/v1/import'],
      ['post', '/api/v1/imports'],
      ['post', '/api/v1/imports/{id}/batches/{index}'],
    ]) {
      expect(document.paths[path][method].requestBody.content['application/json'].examples.default.summary).toEqual(expect.any(String));
    }
  });

  it('declares X-CSRF-Token so that sign-in, token creation and Authorize work inside the explorer', async () => {
    expect(document.components.securitySchemes.csrf).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' }),
    );
    expect(document.paths['/api/v1/auth/tokens'].post.security).toEqual([{ session: [], csrf: [] }]);
    expect(document.paths['/api/v1/clients'].post.security).toEqual(expect.arrayContaining([{ bearer: [] }, { session: [], csrf: [] }]));
    const page = await (await fetch(`${server.base}/api/v1/docs`)).text();
    expect(page).toContain('persistAuthorization: true');
  });

  it('the hand-written request examples succeed when executed in order on a fresh account', async () => {
    const body = (method: string, path: string, name = 'default') =>
      document.paths[path][method].requestBody.content['application/json'].examples[name].value;
    const anon = server.api;
    // Unique e-mail per run: the example's address with a tag, everything else as written.
    const credentials = { ...body('post', '/api/v1/auth/signup'), email: `ada+${uuid()}@example.com` };
    expect((await anon.post('/auth/signup', credentials)).status).toBe(201);
    const session = await anon.post('/auth/session', credentials);
    expect(session.status).toBe(201);
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0];
    // Without the CSRF header (what the explorer sent before it was declared) the cookie alone is refused.
    expectProblem(await anon.post('/auth/tokens', body('post', '/api/v1/auth/tokens'), { headers: { cookie } }), 403);
    const token = await anon.post('/auth/tokens', body('post', '/api/v1/auth/tokens'), {
      headers: { cookie, 'x-csrf-token': session.body.csrfToken },
    });
    expect(token.status).toBe(201);
    const api: Api = anon.as(token.body.token);

    // The answer's text is part of the comparison on failure, so a failing example says why.
    const ok = async (reply: Promise<{ status: number; text: string; body: any; headers: Headers }>, expected: [number]) => {
      const r = await reply;
      expect({ status: r.status, text: r.status === expected[0] ? '' : r.text }).toEqual({ status: expected[0], text: '' });
      return r;
    };
    const client = await ok(api.post('/clients', body('post', '/api/v1/clients')), [201]);
    await ok(api.put(`/clients/${client.body.id}`, body('put', '/api/v1/clients/{id}'), { ifMatch: client.headers.get('etag')! }), [200]);
    const general = (await api.get('/clients')).body.items.find((c: any) => c.name === 'General');
    const replace = (value: any, id: string) => JSON.parse(JSON.stringify(value).replaceAll('00000000-0000-4000-8000-000000000000', id));
    const project = await ok(api.post('/projects', replace(body('post', '/api/v1/projects'), general.id)), [201]);
    await ok(
      api.put(`/projects/${project.body.id}`, replace(body('put', '/api/v1/projects/{id}'), general.id), {
        ifMatch: project.headers.get('etag')!,
      }),
      [200],
    );
    const task = await ok(api.post('/tasks', body('post', '/api/v1/tasks')), [201]);
    const edited = await ok(
      api.put(`/tasks/${task.body.id}`, body('put', '/api/v1/tasks/{id}'), { ifMatch: task.headers.get('etag')! }),
      [200],
    );
    await ok(
      api.put(`/tasks/${task.body.id}/external-references`, body('put', '/api/v1/tasks/{id}/external-references'), {
        ifMatch: edited.headers.get('etag')!,
      }),
      [200],
    );
    const label = await ok(api.post('/labels', body('post', '/api/v1/labels')), [201]);
    await ok(api.put(`/labels/${label.body.id}`, body('put', '/api/v1/labels/{id}'), { ifMatch: label.headers.get('etag')! }), [200]);
    const rate = await ok(api.post('/rates', body('post', '/api/v1/rates')), [201]);
    await ok(api.post('/rates', replace(body('post', '/api/v1/rates', 'example2'), client.body.id)), [201]);
    await ok(api.put(`/rates/${rate.body.id}`, body('put', '/api/v1/rates/{id}'), { ifMatch: rate.headers.get('etag')! }), [200]);
    const me = await api.get('/me');
    await ok(api.put('/me', body('put', '/api/v1/me'), { ifMatch: me.headers.get('etag')! }), [200]);
    const manual = await ok(api.post('/activities', body('post', '/api/v1/activities')), [201]);
    await ok(
      api.put(`/activities/${manual.body.id}`, body('put', '/api/v1/activities/{id}'), { ifMatch: manual.headers.get('etag')! }),
      [200],
    );
    const entry = await ok(api.get(`/time-entries/${manual.body.timeEntryId}`), [200]);
    const movedEntry = await ok(
      api.put(`/time-entries/${manual.body.timeEntryId}`, body('put', '/api/v1/time-entries/{id}'), {
        ifMatch: entry.headers.get('etag')!,
      }),
      [200],
    );
    expect(movedEntry.body.parts).toHaveLength(2);
    expect(movedEntry.body.parts[0].id).toBe(manual.body.id);

    const started = await ok(api.post('/activities/start', body('post', '/api/v1/activities/start'), { idempotencyKey: uuid() }), [201]);
    expect(started.body.end).toBeNull();
    const active = await ok(api.get('/activities/active'), [200]);
    const switchBody = {
      ...body('post', '/api/v1/activities/start', 'example2'),
      expectedActiveId: active.body.id,
      expectedActiveVersion: active.body.version,
      taskId: task.body.id,
    };
    const switched = await ok(api.post('/activities/start', switchBody, { idempotencyKey: uuid() }), [201]);
    await ok(
      api.post(`/activities/${switched.body.id}/stop`, body('post', '/api/v1/activities/{id}/stop'), {
        idempotencyKey: uuid(),
        ifMatch: switched.headers.get('etag')!,
      }),
      [200],
    );
    await ok(
      api.put(`/activities/${manual.body.id}/work-session`, body('put', '/api/v1/activities/{id}/work-session'), {
        ifMatch: (await api.get(`/activities/${manual.body.id}`)).headers.get('etag')!,
      }),
      [200],
    );

    const finished = await ok(api.post('/work-sessions', body('post', '/api/v1/work-sessions')), [201]);
    await ok(
      api.put(`/work-sessions/${finished.body.id}`, body('put', '/api/v1/work-sessions/{id}'), { ifMatch: finished.headers.get('etag')! }),
      [200],
    );
    const running = await ok(
      api.post('/work-sessions/start', body('post', '/api/v1/work-sessions/start'), { idempotencyKey: uuid() }),
      [201],
    );
    const stopped = await ok(
      api.post(`/work-sessions/${running.body.id}/stop`, body('post', '/api/v1/work-sessions/{id}/stop'), {
        idempotencyKey: uuid(),
        ifMatch: running.headers.get('etag')!,
      }),
      [200],
    );
    expect(stopped.body.end).not.toBeNull();
    const undoable = await ok(
      api.request('DELETE', `/work-sessions/${finished.body.id}`, {
        ifMatch: (await api.get(`/work-sessions/${finished.body.id}`)).headers.get('etag')!,
        headers: { 'x-service-undo': 'true' },
      }),
      [204],
    );
    await ok(
      api.post(`/undo/${undoable.headers.get('x-service-undo-id')}`, body('post', '/api/v1/undo/{id}'), { idempotencyKey: uuid() }),
      [200],
    );

    // Interchange: the import example creates one of every record type; the export then holds them.
    const imported = await ok(api.post('/import', body('post', '/api/v1/import'), { idempotencyKey: uuid() }), [201]);
    expect(imported.body.counts).toEqual({ clients: 1, projects: 1, tasks: 1, labels: 1, activities: 1, workSessions: 1 });
    const exported = await ok(api.get('/export'), [200]);
    expect(exported.body.format).toBe('service-domain-v3');
    expect(exported.body.clients.map((c: any) => c.name)).toContain('Globex');
    expect((await ok(api.get('/export?format=csv&version=3'), [200])).headers.get('content-type')).toMatch(/^application\/zip/);

    // Tracker import: preview, job, batch preview, commit with its token, then undo the whole job.
    const preview = await ok(api.post('/imports/preview', body('post', '/api/v1/imports/preview')), [200]);
    expect(preview.body.rows.map((r: any) => r.status)).toEqual(['new']);
    const job = await ok(api.post('/imports', body('post', '/api/v1/imports')), [201]);
    const batchPreview = await ok(
      api.post(`/imports/${job.body.id}/batches/0/preview`, body('post', '/api/v1/imports/{id}/batches/{index}/preview')),
      [200],
    );
    const commit = { ...body('post', '/api/v1/imports/{id}/batches/{index}'), previewToken: batchPreview.body.previewToken };
    const committed = await ok(api.post(`/imports/${job.body.id}/batches/0`, commit), [201]);
    expect(committed.body.created).toHaveLength(1);
    const undoPreview = await ok(
      api.post(`/imports/${job.body.id}/undo/preview`, body('post', '/api/v1/imports/{id}/undo/preview')),
      [200],
    );
    const undo = { ...body('post', '/api/v1/imports/{id}/undo'), undoToken: undoPreview.body.undoToken };
    expect((await ok(api.post(`/imports/${job.body.id}/undo`, undo), [200])).body.remaining).toBe(0);

    // Agents: the MCP examples in order (initialize, list the tools, call one) answer JSON-RPC results.
    const mcp = (name: string, headers: Record<string, string> = {}) =>
      ok(
        api.post('/mcp', body('post', '/api/v1/mcp', name), { headers: { accept: 'application/json, text/event-stream', ...headers } }),
        [200],
      );
    expect((await mcp('default')).body.result.serverInfo.name).toBe('time-tracking');
    expect((await mcp('example2', { 'mcp-protocol-version': '2025-06-18' })).body.result.tools).toHaveLength(11);
    expect((await mcp('example3', { 'mcp-protocol-version': '2025-06-18' })).body.result.structuredContent).toHaveProperty('activity');

    // The session's own routes: two-factor on and off (the examples' code replaced by the app's), a second
    // session, the password change (which ends it), sign-out everywhere.
    const sessionAuth = { headers: { cookie, 'x-csrf-token': session.body.csrfToken } };
    const setup = await ok(anon.post('/auth/2fa/setup', body('post', '/api/v1/auth/2fa/setup'), sessionAuth), [200]);
    await ok(
      anon.post('/auth/2fa/enable', { ...body('post', '/api/v1/auth/2fa/enable'), code: codeFor(setup.body.secret) }, sessionAuth),
      [200],
    );
    await ok(
      anon.request('DELETE', '/auth/2fa', {
        ...sessionAuth,
        body: { ...body('delete', '/api/v1/auth/2fa'), code: codeFor(setup.body.secret) },
      }),
      [204],
    );
    const second = await anon.post('/auth/session', credentials);
    const passwordChange = body('put', '/api/v1/auth/password');
    await ok(anon.put('/auth/password', passwordChange, sessionAuth), [204]);
    expectProblem(await anon.get('/auth/session', { headers: { cookie: second.headers.get('set-cookie')!.split(';')[0] } }), 401);
    await ok(api.get('/clients'), [200]);
    expect((await anon.post('/auth/session', { email: credentials.email, password: passwordChange.newPassword })).status).toBe(201);
    await ok(anon.request('DELETE', '/auth/sessions', sessionAuth), [204]);
    expectProblem(await anon.get('/auth/session', { headers: { cookie } }), 401);
  });

  it('the administrator examples succeed in order (on a database of their own: settings are server-wide)', async () => {
    const db = await isolatedDatabase('explorer');
    const own = await startServer({ env: db.env });
    try {
      const example = (name: string) => document.paths['/api/v1/admin/settings'].put.requestBody.content['application/json'].examples[name];
      const signup = document.paths['/api/v1/auth/signup'].post.requestBody.content['application/json'].examples.default.value;
      const credentials = { ...signup, email: `ada+${uuid()}@example.com` };
      expect((await own.api.post('/auth/signup', credentials)).status).toBe(201);
      // What `npm run cli -- set-admin --email …` does.
      await own.app.get(AccountsService).setAdmin(credentials.email, true);
      const signedIn = await own.api.post('/auth/session', credentials);
      const auth = {
        token: null,
        headers: { cookie: signedIn.headers.get('set-cookie')!.split(';')[0], 'x-csrf-token': signedIn.body.csrfToken },
      };
      let etag = (await own.api.get('/admin/settings', auth)).headers.get('etag')!;
      const names = Object.keys(document.paths['/api/v1/admin/settings'].put.requestBody.content['application/json'].examples);
      expect(names).toEqual(['default', 'example2', 'example3']);
      const effective: any[] = [];
      for (const name of names) {
        const reply = await own.api.put('/admin/settings', example(name).value, { ...auth, ifMatch: etag });
        expect({ name, status: reply.status, text: reply.status === 200 ? '' : reply.text }).toEqual({ name, status: 200, text: '' });
        etag = reply.headers.get('etag')!;
        effective.push(reply.body.effective);
        if (name === 'default')
          expectProblem(await own.api.post('/auth/signup', { ...credentials, email: `ada+${uuid()}@example.com` }), 403, 'SIGNUP_DISABLED');
      }
      expect(effective.map((e) => e.signupEnabled)).toEqual([false, true, true]);
      expect(effective[1]).toMatchObject({
        sessionLifetimeMinutes: 480,
        trustedProxies: ['10.0.0.0/8'],
        mail: { host: 'smtp.example.com', passwordSet: true },
      });
      expect((await own.api.get('/admin/settings', auth)).body.saved).toEqual(example('example3').value.settings);
      // Promote a second account with the accounts example.
      const second = { ...credentials, email: `grace+${uuid()}@example.com` };
      const created = await own.api.post('/auth/signup', second);
      const row = await own.api.get(`/admin/accounts/${created.body.ownerId}`, auth);
      const promote = document.paths['/api/v1/admin/accounts/{id}'].put.requestBody.content['application/json'].examples.default.value;
      const promoted = await own.api.put(`/admin/accounts/${created.body.ownerId}`, promote, {
        ...auth,
        ifMatch: row.headers.get('etag')!,
      });
      expect({ status: promoted.status, admin: promoted.body.admin }).toEqual({ status: 200, admin: true });
    } finally {
      await own.close();
      await db.stop();
    }
  });

  it('says on 415 that the body must be application/json', async () => {
    const reply = await server.api.post('/auth/signup', undefined, {
      raw: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(reply.body.detail).toMatch(/must be application\/json/);
  });

  it('redirects / to the web client', async () => {
    const reply = await fetch(`${server.base}/`, { redirect: 'manual' });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/web/');
  });
});
