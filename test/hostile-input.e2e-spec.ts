import { connect } from 'node:net';
import { HEADERS_TIMEOUT_MS } from '../src/common/http/server-limits';
import { expectProblem, newOwner, Owner, startServer, TestServer, uuid } from './support/harness';

/**
 * Issue 9: hostile and careless input never gets a 500 or a non-problem answer, and changes nothing.
 * One case per hole the probe found; the fuzzer (fuzz.e2e-spec.ts) covers the rest generically.
 */

/** Sends raw bytes on a fresh connection; resolves with everything received until the server closes. */
function rawExchange(
  port: number,
  text: string | Buffer,
  options: { drip?: string; timeoutMs?: number } = {},
): Promise<{ response: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let drip: NodeJS.Timeout | undefined;
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${options.timeoutMs ?? 5000} ms; got ${JSON.stringify(response.slice(0, 200))}`));
    }, options.timeoutMs ?? 5000);
    socket.on('connect', () => {
      socket.write(text);
      if (options.drip) drip = setInterval(() => socket.write(options.drip!), 1000);
    });
    socket.on('data', (chunk) => (response += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(guard);
      clearInterval(drip);
      resolve({ response, ms: Date.now() - started });
    });
  });
}

function parseRaw(response: string): { status: number; contentType: string; body: any } {
  const [head, ...rest] = response.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const contentType = /\r\ncontent-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
  const text = rest.join('\r\n\r\n');
  return { status, contentType, body: text && /json/.test(contentType) ? JSON.parse(text) : text };
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('hostile input (issue 9)', () => {
  let server: TestServer;
  let owner: Owner;
  let port: number;

  beforeAll(async () => {
    server = await startServer();
    owner = await newOwner(server);
    port = Number(new URL(server.base).port);
  });
  afterAll(() => server.close());

  const clientCount = async () => (await owner.api.get('/clients?limit=500')).body.items.length as number;

  describe('1. nesting depth', () => {
    it('answers 400 to 10,000 levels on a plain route and on a command route, and changes nothing', async () => {
      const before = await clientCount();
      const plain = await owner.api.request('POST', '/clients', {
        raw: `{"name":"x","color":"#000000","deep":${nested(10_000)}}`,
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(plain, 400, 'JSON_TOO_DEEP');
      const command = await owner.api.request('POST', '/activities/start', {
        raw: `{"expectedActiveId":null,"expectedActiveVersion":null,"taskId":null,"x":${nested(10_000)}}`,
        headers: { 'content-type': 'application/json' },
        idempotencyKey: uuid(),
      });
      expectProblem(command, 400, 'JSON_TOO_DEEP');
      expect(await clientCount()).toBe(before);
      expect((await owner.api.get('/activities/active')).status).toBe(204);
    });

    it('leaves 64 levels to the usual validation (an unknown property here)', async () => {
      const reply = await owner.api.request('POST', '/clients', {
        raw: `{"name":"x","color":"#000000","deep":${nested(63)}}`,
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(reply, 400);
      expect(reply.body.code).not.toBe('JSON_TOO_DEEP');
      const deeper = await owner.api.request('POST', '/clients', {
        raw: `{"name":"x","color":"#000000","deep":${nested(64)}}`,
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(deeper, 400, 'JSON_TOO_DEEP');
    });
  });

  describe('2. instants outside the stored range', () => {
    it('refuses a stored instant outside the 64-bit nanosecond range with 422 naming the field', async () => {
      const activity = await owner.api.post('/activities', { start: '2020-01-01T00:00:00Z', end: '2300-01-01T00:00:00Z' });
      expectProblem(activity, 422, 'VALIDATION');
      expect(activity.body.errors).toEqual([expect.objectContaining({ field: 'end' })]);
      const early = await owner.api.post('/activities', { start: '1677-09-21T00:12:43.145224191Z', end: null });
      expectProblem(early, 422, 'VALIDATION');
      expect(early.body.errors).toEqual([expect.objectContaining({ field: 'start' })]);
      const session = await owner.api.post('/work-sessions', { start: '1600-01-01T00:00:00Z', end: '1601-01-01T00:00:00Z' });
      expectProblem(session, 422, 'VALIDATION');
      expect(session.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['end', 'start']);
      const token = await server.api.post(
        '/auth/tokens',
        { name: 'far', permissions: ['read'], expiresAt: '2262-04-11T23:47:16.854775808Z' },
        { headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf } },
      );
      expectProblem(token, 422, 'VALIDATION');
      expect(token.body.errors).toEqual([expect.objectContaining({ field: 'expiresAt' })]);
      expect((await owner.api.get('/activities?from=1970-01-01T00:00:00Z&to=2262-04-11T23:47:16.854775807Z')).body.items).toEqual([]);
    });

    it('accepts the last representable instant as an end', async () => {
      // A start a minute ago keeps the daily parts few (splits happen only at passed midnights).
      const edge = await owner.api.post('/activities', {
        start: new Date(Date.now() - 60_000).toISOString(),
        end: '2262-04-11T23:47:16.854775807Z',
      });
      expect(edge.status).toBe(201);
      expect(edge.body.end).toBe('2262-04-11T23:47:16.854775807Z');
      expect((await owner.api.delete(`/activities/${edge.body.id}`, { ifMatch: edge.headers.get('etag')! })).status).toBe(204);
    });

    it('clamps list bounds, so 9999-12-31 works as an open upper bound and year 1 as an open lower one', async () => {
      const created = await owner.api.post('/activities', { start: '2021-06-01T10:00:00Z', end: '2021-06-01T11:00:00Z' });
      expect(created.status).toBe(201);
      const upper = await owner.api.get('/activities?from=2021-06-01T10:30:00Z&to=9999-12-31T23:59:59Z');
      expect(upper.status).toBe(200);
      expect(upper.body.items.map((a: { id: string }) => a.id)).toEqual([created.body.id]);
      const lower = await owner.api.get('/activities?from=0001-01-01T00:00:00Z&to=2021-06-01T10:00:00.000000001Z');
      expect(lower.status).toBe(200);
      expect(lower.body.items.map((a: { id: string }) => a.id)).toEqual([created.body.id]);
      const beyond = await owner.api.get('/activities?from=2300-01-01T00:00:00Z&to=2400-01-01T00:00:00Z');
      expect(beyond.status).toBe(200);
      expect(beyond.body.items).toEqual([]);
      const sessions = await owner.api.get('/work-sessions?from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59Z');
      expect(sessions.status).toBe(200);
    });

    it('keeps report range limits: an end past the stored range is 422 naming to', async () => {
      const reply = await owner.api.get('/reports/daily?from=2262-04-01T00:00:00Z&to=2262-04-11T23:47:16.854775808Z&zoneId=UTC');
      expectProblem(reply, 422, 'VALIDATION');
      expect(reply.body.errors).toEqual([expect.objectContaining({ field: 'to' })]);
    });
  });

  describe('3. lone surrogates', () => {
    it('answers 422 to an unpaired surrogate in an email on sign-up and sign-in, and in any text field', async () => {
      const raw = '{"email":"a\\ud800@example.com","password":"long enough password"}';
      for (const path of ['/auth/signup', '/auth/session']) {
        const reply = await server.api.request('POST', path, { raw, headers: { 'content-type': 'application/json' } });
        expectProblem(reply, 422, 'VALIDATION');
        expect(reply.body.errors).toEqual([expect.objectContaining({ field: 'email' })]);
      }
      const before = await clientCount();
      const low = await owner.api.request('POST', '/clients', {
        raw: '{"name":"x\\udc00y","color":"#000000"}',
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(low, 422, 'VALIDATION');
      expect(await clientCount()).toBe(before);
      // A proper pair (an emoji) is fine.
      const pair = await owner.api.request('POST', '/clients', {
        raw: '{"name":"x\\ud83d\\ude00","color":"#000000"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(pair.status).toBe(201);
      expect(pair.body.name).toBe('x😀');
    });
  });

  describe('4. unknown query parameters', () => {
    it('answers 400 on routes that declare no query parameters, and creates nothing', async () => {
      const before = await clientCount();
      expectProblem(await owner.api.post('/clients?bogus=1', { name: 'q', color: '#000000' }), 400);
      expect(await clientCount()).toBe(before);
      expectProblem(await owner.api.get('/me?bogus=1'), 400);
      const general = (await owner.api.get('/clients')).body.items[0];
      expectProblem(await owner.api.get(`/clients/${general.id}?x=1`), 400);
      expectProblem(await owner.api.get('/server?x'), 400);
      expectProblem(await server.api.get('/openapi.json?x=1'), 400);
      const live = await fetch(`${server.base}/q/health/live?verbose=1`);
      expect(live.status).toBe(400);
      expect(live.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    });

    it('accepts declared parameters; a repeated single-valued one is 400, a list parameter may repeat', async () => {
      expect((await owner.api.get('/clients?limit=5')).status).toBe(200);
      expectProblem(await owner.api.get('/clients?limit=5&limit=6'), 400);
      const general = (await owner.api.get('/clients')).body.items[0];
      expect((await owner.api.get(`/projects?clientId=${general.id}&clientId=${general.id}`)).status).toBe(200);
      expectProblem(await owner.api.get('/clients?Limit=5'), 400);
    });
  });

  describe('4b. properties named like what every object inherits', () => {
    it('answers 400 to constructor, toString, valueOf, prototype… at any depth, naming the property, and changes nothing', async () => {
      const before = await clientCount();
      const tasksBefore = (await owner.api.get('/tasks?limit=500')).body.items.length;
      for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__', 'prototype']) {
        const reply = await owner.api.post('/clients', { name: 'x', color: '#000000', [name]: 1 });
        expectProblem(reply, 400, 'BAD_REQUEST');
        expect(reply.body.errors).toEqual([{ field: name, message: `property ${name} should not exist` }]);
      }
      const nested = await owner.api.post('/tasks', {
        summary: 'x',
        externalReferences: [{ providerId: 'github', repositoryId: 'a/b', externalId: '1', toString: 'x' }],
      });
      expectProblem(nested, 400, 'BAD_REQUEST');
      expect(nested.body.errors[0].field).toBe('externalReferences.0.toString');
      expect(await clientCount()).toBe(before);
      expect((await owner.api.get('/tasks?limit=500')).body.items).toHaveLength(tasksBefore);
      // A command too: no activity, no receipt (the same key then works with a proper body).
      const key = uuid();
      const start = await owner.api.post(
        '/activities/start',
        { expectedActiveId: null, expectedActiveVersion: null, constructor: 1 },
        { idempotencyKey: key },
      );
      expectProblem(start, 400, 'BAD_REQUEST');
      expect((await owner.api.get('/activities/active')).status).toBe(204);
    });

    it('a stop takes no body or {}: null, an array or a property is 400 and stops nothing', async () => {
      const taskId = (await owner.api.post('/tasks', { summary: 'stop me' })).body.id;
      const started = await owner.api.post(
        '/activities/start',
        { expectedActiveId: null, expectedActiveVersion: null, taskId },
        { idempotencyKey: uuid() },
      );
      expect(started.status).toBe(201);
      for (const raw of ['null', '[]', '{"now":true}', '"x"']) {
        const reply = await owner.api.request('POST', `/activities/${started.body.id}/stop`, {
          raw,
          headers: { 'content-type': 'application/json' },
          ifMatch: started.headers.get('etag')!,
          idempotencyKey: uuid(),
        });
        expectProblem(reply, 400);
      }
      expect((await owner.api.get('/activities/active')).body.id).toBe(started.body.id);
      const stopped = await owner.api.post(
        `/activities/${started.body.id}/stop`,
        {},
        { ifMatch: started.headers.get('etag')!, idempotencyKey: uuid() },
      );
      expect(stopped.status).toBe(200);
    });
  });

  describe('5. framework errors', () => {
    it('answers an over-long path parameter with problem+json (414), a merely long one with 400 MALFORMED_ID', async () => {
      const huge = await owner.api.get(`/clients/${'a'.repeat(600)}`);
      expectProblem(huge, 414, 'URI_TOO_LONG');
      expectProblem(await owner.api.get(`/clients/${'a'.repeat(101)}`), 400, 'MALFORMED_ID');
    });

    it('answers requests the HTTP parser rejects with problem+json', async () => {
      const { response } = await rawExchange(port, 'GET /q/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nBroken header line\r\n\r\n');
      const reply = parseRaw(response);
      expect(reply.status).toBe(400);
      expect(reply.contentType).toMatch(/^application\/problem\+json/);
      expect(reply.body.status).toBe(400);
    });

    it('answers HTTP/1.1 without Host (400 MISSING_HOST) and an unmet Expect (417) with problem+json', async () => {
      const noHost = parseRaw((await rawExchange(port, 'GET /q/health/live HTTP/1.1\r\nConnection: close\r\n\r\n')).response);
      expect(noHost.status).toBe(400);
      expect(noHost.contentType).toMatch(/^application\/problem\+json/);
      expect(noHost.body).toMatchObject({ status: 400, code: 'MISSING_HOST' });
      const expectation = parseRaw(
        (
          await rawExchange(
            port,
            'POST /api/v1/clients HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: something-else\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
          )
        ).response,
      );
      expect(expectation.status).toBe(417);
      expect(expectation.contentType).toMatch(/^application\/problem\+json/);
      expect(expectation.body).toMatchObject({ status: 417, code: 'EXPECTATION_FAILED' });
    });
  });

  describe('6. request framing', () => {
    it('judges the authority of an absolute-form target, not the Host header', async () => {
      const evil = parseRaw(
        (await rawExchange(port, 'GET http://evil.example/q/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'))
          .response,
      );
      expect(evil.status).toBe(421);
      expect(evil.contentType).toMatch(/^application\/problem\+json/);
      const local = parseRaw(
        (await rawExchange(port, `GET http://127.0.0.1:${port}/q/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`))
          .response,
      );
      expect(local.status).toBe(200);
    });

    it('answers two Host headers with 400', async () => {
      const reply = parseRaw(
        (await rawExchange(port, 'GET /q/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'))
          .response,
      );
      expect(reply.status).toBe(400);
      expect(reply.contentType).toMatch(/^application\/problem\+json/);
      expect(reply.body.code).toBe('DUPLICATE_HOST');
    });

    it('answers 415 to a JSON body in any charset but UTF-8', async () => {
      const before = await clientCount();
      for (const charset of ['utf-16', 'latin1', 'iso-8859-1', '"utf-16le"']) {
        const reply = await owner.api.request('POST', '/clients', {
          raw: '{"name":"c","color":"#000000"}',
          headers: { 'content-type': `application/json; charset=${charset}` },
        });
        expectProblem(reply, 415);
      }
      expect(await clientCount()).toBe(before);
      const utf8 = await owner.api.request('POST', '/clients', {
        raw: '{"name":"ü","color":"#000000"}',
        headers: { 'content-type': 'application/json; charset=UTF-8' },
      });
      expect(utf8.status).toBe(201);
      expect(utf8.body.name).toBe('ü');
    });

    it('answers 415 to a body sent with a content coding and changes nothing (it is never decoded)', async () => {
      const body = '{"name":"coded","color":"#000000"}';
      const revision = async () => (await owner.api.get('/clients?limit=1')).body.revision as number;
      const before = { clients: await clientCount(), revision: await revision() };
      for (const coding of ['gzip', 'br', 'x-unknown', 'identity, gzip']) {
        const reply = await owner.api.request('POST', '/clients', {
          raw: body,
          headers: { 'content-type': 'application/json', 'content-encoding': coding },
        });
        expectProblem(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
        expect(reply.headers.get('accept-encoding')).toBe('identity');
      }
      const start = await owner.api.request('POST', '/activities/start', {
        raw: '{"expectedActiveId":null,"expectedActiveVersion":null,"taskId":null}',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'idempotency-key': uuid() },
      });
      expectProblem(start, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const zip = await owner.api.request('POST', '/import', {
        raw: Buffer.from('PK'),
        headers: { 'content-type': 'application/zip', 'content-encoding': 'deflate', 'idempotency-key': uuid() },
      });
      expectProblem(zip, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect({ clients: await clientCount(), revision: await revision() }).toEqual(before);
      const identity = await owner.api.request('POST', '/clients', {
        raw: body,
        headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      });
      expect(identity.status).toBe(201);
    });

    it('answers 400 to bytes that are not UTF-8', async () => {
      const reply = await owner.api.request('POST', '/clients', {
        raw: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","color":"#000000"}')]),
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(reply, 400, 'INVALID_JSON');
    });

    it('answers 400 to a key repeated within one object, at any depth, escaped or not, and changes nothing', async () => {
      const before = await clientCount();
      const top = await owner.api.request('POST', '/clients', {
        raw: '{"name":"a","name":"b","color":"#000000"}',
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(top, 400, 'DUPLICATE_JSON_KEY');
      const escaped = await owner.api.request('POST', '/clients', {
        raw: '{"name":"a","n\\u0061me":"b","color":"#000000"}',
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(escaped, 400, 'DUPLICATE_JSON_KEY');
      const inner = await owner.api.request('POST', '/tasks', {
        raw: '{"summary":"s","externalReferences":[{"providerId":"p","providerId":"q","repositoryId":"r","externalId":"e"}]}',
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(inner, 400, 'DUPLICATE_JSON_KEY');
      expect(await clientCount()).toBe(before);
      // The same key in sibling objects is not a duplicate.
      const siblings = await owner.api.request('POST', '/tasks', {
        raw: '{"summary":"s","externalReferences":[{"providerId":"p","repositoryId":"r","externalId":"e1"},{"providerId":"p","repositoryId":"r","externalId":"e2"}]}',
        headers: { 'content-type': 'application/json' },
      });
      expect(siblings.status).toBe(201);
    });
  });

  describe('7. slow clients', () => {
    it(`closes a connection whose headers trickle in one byte a second after ${HEADERS_TIMEOUT_MS / 1000} s, with a 408 problem`, async () => {
      const { response, ms } = await rawExchange(port, 'GET /q/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n', {
        drip: 'X',
        timeoutMs: HEADERS_TIMEOUT_MS + 5_000,
      });
      expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 1_000);
      expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
      const reply = parseRaw(response);
      expect(reply.status).toBe(408);
      expect(reply.contentType).toMatch(/^application\/problem\+json/);
    }, 30_000);
  });

  describe('8. token expiry precision', () => {
    it('keeps expiresAt to the nanosecond, in the creation answer and in the list', async () => {
      const expiresAt = '2031-02-03T04:05:59.999999999Z';
      const created = await server.api.post(
        '/auth/tokens',
        { name: 'precise', permissions: ['read'], expiresAt },
        { headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf } },
      );
      expect(created.status).toBe(201);
      expect(created.body.expiresAt).toBe(expiresAt);
      const list = await server.api.get('/auth/tokens', { headers: { cookie: owner.cookie } });
      expect(list.body.items.find((t: { id: string }) => t.id === created.body.id).expiresAt).toBe(expiresAt);
      // And the token works (it has not expired).
      expect((await server.api.as(created.body.token).get('/me')).status).toBe(200);
    });
  });
});
