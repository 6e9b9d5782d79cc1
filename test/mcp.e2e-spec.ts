import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { MAX_BATCH_SIZE } from '@modelcontextprotocol/sdk/server/requestBody.js';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { ReceiptsRepository } from '../src/common/idempotency/receipts.repository';
import { assertDocumented } from './support/contract-check';
import { Owner, TestServer, expectProblem, newOwner, startServer } from './support/harness';
import { READ_TOOLS, WRITE_TOOLS, callTool, extraToken, mcpClient } from './support/mcp-client';

describe('MCP endpoint (/api/v1/mcp)', () => {
  let server: TestServer;
  let owner: Owner;
  let client: Client;
  let readToken: string;
  let reader: Client;

  beforeAll(async () => {
    server = await startServer();
    owner = await newOwner(server);
    readToken = await extraToken(server, owner, ['read']);
    client = await mcpClient(server, owner.token);
    reader = await mcpClient(server, readToken);
  });
  afterAll(async () => {
    await client?.close();
    await reader?.close();
    await server.close();
  });

  const revision = async (o: Owner = owner) => (await o.api.get('/clients')).body.revision as number;
  const changesSince = async (after: number, o: Owner = owner) =>
    (await o.api.get(`/changes?after=${after}`)).body.items as Array<{ entityType: string; changeType: string; id: string }>;
  const newTask = async (summary: string, o: Owner = owner) => (await o.api.post('/tasks', { summary })).body.id as string;
  const stopAll = async () => {
    const open = await owner.api.get('/activities/active');
    if (open.status === 200)
      await owner.api.post(`/activities/${open.body.id}/stop`, undefined, {
        ifMatch: open.headers.get('etag')!,
        idempotencyKey: randomUUID(),
      });
  };

  it('lists the eleven tools for a write token and the seven read tools for a read-only token, each with a strict input schema', async () => {
    const all = (await client.listTools()).tools;
    expect(all.map((t) => t.name).sort()).toEqual([...READ_TOOLS, ...WRITE_TOOLS].sort());
    for (const tool of all) {
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.annotations?.readOnlyHint).toBe(READ_TOOLS.includes(tool.name));
    }
    const read = (await reader.listTools()).tools.map((t) => t.name).sort();
    expect(read).toEqual([...READ_TOOLS].sort());
  });

  it('get_profile is GET /me; get_timer is {activity: null} when nothing is open', async () => {
    const me = await owner.api.get('/me');
    const profile = await callTool(reader, 'get_profile');
    expect(profile.isError).toBeUndefined();
    expect(profile.structuredContent).toEqual(me.body);
    await stopAll();
    expect((await callTool(reader, 'get_timer')).structuredContent).toEqual({ activity: null });
  });

  it('start_timer twice with one requestId: one activity, one set of change events, the same result', async () => {
    await stopAll();
    const task = await newTask('Login bug');
    const before = await revision();
    const requestId = randomUUID();
    const first = await callTool(client, 'start_timer', { taskId: task, summary: 'Fixing the redirect', requestId });
    expect(first.isError).toBeUndefined();
    expect(first.structuredContent).toMatchObject({ taskId: task, end: null, summary: 'Fixing the redirect', version: 1 });
    const events = await changesSince(before);
    expect(events).toEqual([expect.objectContaining({ entityType: 'activity', changeType: 'created', id: first.structuredContent.id })]);

    const again = await callTool(client, 'start_timer', { taskId: task, summary: 'Fixing the redirect', requestId });
    expect(again.structuredContent).toEqual(first.structuredContent);
    expect(await changesSince(before)).toEqual(events);
    const active = await owner.api.get('/activities/active');
    expect(active.body).toEqual(first.structuredContent);
    // The receipt is the API's: the same key through HTTP with other input is refused.
    const reused = await owner.api.post(
      '/activities/start',
      { expectedActiveId: null, expectedActiveVersion: null, taskId: null },
      { idempotencyKey: requestId },
    );
    expectProblem(reused, 409, 'IDEMPOTENCY_KEY_REUSED');
    // The same requestId with other arguments is the API's 409, not a replay.
    const other = await callTool(client, 'start_timer', { taskId: task, summary: 'Something else', requestId });
    expect(other.isError).toBe(true);
    expect(other.structuredContent).toEqual({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED', detail: expect.any(String) });
  });

  it('start_timer switches tasks atomically; a retried switch changes nothing; stop_timer stops and replays; nothing open is 409 NO_OPEN_ACTIVITY', async () => {
    await stopAll();
    const a = await newTask('Task A');
    const b = await newTask('Task B');
    const started = await callTool(client, 'start_timer', { taskId: a });
    const before = await revision();
    const switchId = randomUUID();
    const switched = await callTool(client, 'start_timer', { taskId: b, labelIds: [], requestId: switchId });
    expect(switched.structuredContent).toMatchObject({ taskId: b, end: null });
    const old = await owner.api.get(`/activities/${started.structuredContent.id}`);
    expect(old.body.end).toBe(switched.structuredContent.start);
    const events = await changesSince(before);
    expect(events.map((e) => [e.changeType, e.id])).toEqual([
      ['updated', started.structuredContent.id],
      ['created', switched.structuredContent.id],
    ]);
    const retried = await callTool(client, 'start_timer', { taskId: b, labelIds: [], requestId: switchId });
    expect(retried.structuredContent).toEqual(switched.structuredContent);
    expect(await changesSince(before)).toEqual(events);

    // The same task again, without a requestId: the open activity, unchanged, no event.
    const same = await callTool(client, 'start_timer', { taskId: b });
    expect(same.structuredContent).toEqual(switched.structuredContent);
    expect(await changesSince(before)).toEqual(events);

    const stopId = randomUUID();
    const stopped = await callTool(client, 'stop_timer', { requestId: stopId });
    expect(stopped.isError).toBeUndefined();
    expect(stopped.structuredContent).toMatchObject({ id: switched.structuredContent.id, end: expect.stringMatching(/Z$/), version: 2 });
    const afterStop = await changesSince(before);
    expect(afterStop).toHaveLength(3);
    const replayed = await callTool(client, 'stop_timer', { requestId: stopId });
    expect(replayed.structuredContent).toEqual(stopped.structuredContent);
    expect(await changesSince(before)).toEqual(afterStop);

    const nothing = await callTool(client, 'stop_timer', {});
    expect(nothing.isError).toBe(true);
    expect(nothing.structuredContent).toEqual({ status: 409, code: 'NO_OPEN_ACTIVITY', detail: expect.any(String) });
    const fresh = await callTool(client, 'stop_timer', { requestId: randomUUID() });
    expect(fresh.structuredContent).toMatchObject({ status: 409, code: 'NO_OPEN_ACTIVITY' });
  });

  it('start_timer sees a timer changed meanwhile only as the API does: the open activity is read first', async () => {
    await stopAll();
    const viaApi = await owner.api.post(
      '/activities/start',
      { expectedActiveId: null, expectedActiveVersion: null, taskId: null },
      { idempotencyKey: randomUUID() },
    );
    const task = await newTask('Review');
    const switched = await callTool(client, 'start_timer', { taskId: task });
    expect(switched.structuredContent).toMatchObject({ taskId: task });
    expect((await owner.api.get(`/activities/${viaApi.body.id}`)).body.end).toBe(switched.structuredContent.start);
    await stopAll();
  });

  describe('log_time', () => {
    let berlin: Owner;
    let berlinClient: Client;
    beforeAll(async () => {
      berlin = await newOwner(server);
      const me = await berlin.api.get('/me');
      expect((await berlin.api.put('/me', { zoneId: 'Europe/Berlin' }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
      berlinClient = await mcpClient(server, berlin.token);
    });
    afterAll(() => berlinClient?.close());

    const listed = async () => (await berlin.api.get('/activities?from=2025-01-01T00:00:00Z&to=2026-01-01T00:00:00Z')).body.items as any[];

    it('reads local date-times in the profile zone across a DST change, exactly', async () => {
      // 2025-03-30 in Berlin: 02:00 +01:00 jumps to 03:00 +02:00, so 01:00 to 04:00 local is two hours.
      const logged = await callTool(berlinClient, 'log_time', {
        start: '2025-03-30T01:00',
        end: '2025-03-30T04:00:00.000000001',
        summary: 'Release night',
      });
      expect(logged.isError).toBeUndefined();
      expect(logged.structuredContent).toMatchObject({
        start: '2025-03-30T00:00:00Z',
        end: '2025-03-30T02:00:00.000000001Z',
        summary: 'Release night',
        manual: true,
      });
      // Autumn: 01:30 local (+02:00) to 03:30 local (+01:00) is three hours.
      const autumn = await callTool(berlinClient, 'log_time', { start: '2025-10-26T01:30', end: '2025-10-26T03:30' });
      expect(autumn.structuredContent).toMatchObject({ start: '2025-10-25T23:30:00Z', end: '2025-10-26T02:30:00Z' });
      // Instants with Z pass as they are.
      const utc = await callTool(berlinClient, 'log_time', { start: '2025-05-05T08:00:00Z', end: '2025-05-05T09:15:00Z' });
      expect(utc.structuredContent).toMatchObject({ start: '2025-05-05T08:00:00Z', end: '2025-05-05T09:15:00Z' });
    });

    it('refuses a local time in a DST gap (naming the gap) or in an overlap (naming both instants), creating nothing', async () => {
      const before = await listed();
      const gap = await callTool(berlinClient, 'log_time', { start: '2025-03-30T02:30', end: '2025-03-30T05:00' });
      expect(gap.isError).toBe(true);
      expect(gap.structuredContent).toEqual({
        status: 422,
        code: 'VALIDATION',
        detail: expect.stringContaining('start: 2025-03-30T02:30 does not exist in Europe/Berlin'),
      });
      expect(gap.structuredContent.detail).toContain(
        'at 2025-03-30T01:00:00Z the clocks jump from 2025-03-30T02:00 (+01:00) to 2025-03-30T03:00 (+02:00)',
      );
      const ambiguous = await callTool(berlinClient, 'log_time', { start: '2025-10-26T01:00', end: '2025-10-26T02:30' });
      expect(ambiguous.structuredContent).toEqual({
        status: 422,
        code: 'VALIDATION',
        detail: expect.stringContaining('end: 2025-10-26T02:30 is ambiguous in Europe/Berlin'),
      });
      expect(ambiguous.structuredContent.detail).toContain('2025-10-26T00:30:00Z (+02:00)');
      expect(ambiguous.structuredContent.detail).toContain('2025-10-26T01:30:00Z (+01:00)');
      expect(await listed()).toEqual(before);
    });

    it("passes the API's own validation through: end before start is 422, a malformed instant 422", async () => {
      const backwards = await callTool(berlinClient, 'log_time', { start: '2025-06-01T10:00', end: '2025-06-01T09:00' });
      expect(backwards.structuredContent).toMatchObject({ status: 422, code: 'VALIDATION' });
      const malformed = await callTool(berlinClient, 'log_time', { start: 'yesterday 9', end: '2025-06-01T09:00:00Z' });
      expect(malformed.structuredContent).toMatchObject({ status: 422, code: 'VALIDATION' });
    });

    it('a local time whose instant lies before year 1 (Berlin is ahead of UTC) is a 422 VALIDATION result, not a protocol error', async () => {
      const before = await listed();
      const early = await callTool(berlinClient, 'log_time', { start: '0001-01-01T00:00', end: '0001-01-01T01:00' });
      expect(early.isError).toBe(true);
      expect(early.structuredContent).toEqual({
        status: 422,
        code: 'VALIDATION',
        detail: expect.stringContaining('start: 0001-01-01T00:00 in Europe/Berlin lies outside the supported range'),
      });
      expect(await listed()).toEqual(before);
    });
  });

  it('unknown or missing arguments are a 422 VALIDATION result, not a protocol error; unknown tools are a protocol error', async () => {
    const unknown = await callTool(client, 'get_timer', { verbose: true });
    expect(unknown.isError).toBe(true);
    expect(unknown.structuredContent).toEqual({
      status: 422,
      code: 'VALIDATION',
      detail: expect.stringContaining('unknown argument verbose'),
    });
    const missing = await callTool(reader, 'list_activities', { from: '2025-01-01T00:00:00Z' });
    expect(missing.structuredContent).toEqual({ status: 422, code: 'VALIDATION', detail: expect.stringContaining('missing argument to') });
    const wrongType = await callTool(client, 'find_tasks', { limit: 'ten' });
    expect(wrongType.structuredContent).toMatchObject({ status: 422, code: 'VALIDATION' });
    const badRequestId = await callTool(client, 'stop_timer', { requestId: 'not-a-uuid' });
    expect(badRequestId.structuredContent).toMatchObject({ status: 422, code: 'VALIDATION' });
    await expect(client.callTool({ name: 'delete_everything', arguments: {} })).rejects.toThrow(/Unknown tool/);
    // An argument the API needs only with another one (rounding needs roundingMinutes) is missing too: 422, not the API's 400.
    const halfRounding = await callTool(reader, 'summary_report', { fromDate: '2025-01-06', toDate: '2025-01-06', rounding: 'up' });
    expect(halfRounding.structuredContent).toEqual({
      status: 422,
      code: 'VALIDATION',
      detail: 'roundingMinutes is required with rounding up, down or nearest',
    });
  });

  it('arguments that are not an object (null, an array, a string) are a 422 VALIDATION result, not a protocol error', async () => {
    for (const [args, what] of [
      [null, 'null'],
      [[], 'an array'],
      ['{}', 'a string'],
    ] as const) {
      const reply = await fetch(`${server.base}/api/v1/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${owner.token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'get_profile', arguments: args } }),
      });
      expect(reply.status).toBe(200);
      expect(((await reply.json()) as any).result).toMatchObject({
        isError: true,
        structuredContent: { status: 422, code: 'VALIDATION', detail: `Invalid arguments: must be an object, not ${what}` },
      });
    }
  });

  it("a tool that fails unexpectedly (its own database read) is an error result like the API's problem, never the raw error text", async () => {
    await stopAll();
    const receipts = server.app.get(ReceiptsRepository);
    // What pg throws when the database goes away: its message names the database's address.
    const lost = Object.assign(new Error('connect ECONNREFUSED 10.20.30.40:5432'), { code: 'ECONNREFUSED' });
    const broken = Object.assign(new Error('column "fingerprint" does not exist'), { code: '42703', severity: 'ERROR' });
    for (const [error, status, code] of [
      [lost, 503, 'SERVICE_UNAVAILABLE'],
      [broken, 500, 'INTERNAL'],
    ] as const) {
      const find = jest.spyOn(receipts, 'find').mockRejectedValueOnce(error);
      try {
        // Nothing open and a requestId: the tool looks for the receipt of an earlier stop.
        const reply = await fetch(`${server.base}/api/v1/mcp`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${owner.token}`,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 9,
            method: 'tools/call',
            params: { name: 'stop_timer', arguments: { requestId: randomUUID() } },
          }),
        });
        expect(find).toHaveBeenCalledTimes(1);
        const text = await reply.text();
        expect(text).not.toMatch(/10\.20\.30\.40|fingerprint|ECONNREFUSED/);
        expect(JSON.parse(text).result).toEqual({
          content: [{ type: 'text', text: expect.any(String) }],
          structuredContent: { status, code, detail: expect.any(String) },
          isError: true,
        });
      } finally {
        find.mockRestore();
      }
    }
  });

  it('a foreign ID is a 404 result; nothing of the other owner is seen or changed', async () => {
    const other = await newOwner(server);
    const foreignTask = await newTask('Not yours', other);
    const before = await revision(other);
    const start = await callTool(client, 'start_timer', { taskId: foreignTask });
    expect(start.structuredContent).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const find = await callTool(client, 'find_tasks', { projectId: randomUUID() });
    expect(find.structuredContent).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const sub = await callTool(client, 'create_task', { summary: 'Sub', parentTaskId: foreignTask });
    expect(sub.structuredContent).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await revision(other)).toBe(before);
  });

  it('a read-only token cannot write: 403 results, nothing changes', async () => {
    await stopAll();
    const before = await revision();
    for (const [name, args] of [
      ['start_timer', { requestId: randomUUID() }],
      ['stop_timer', {}],
      ['log_time', { start: '2025-06-01T09:00:00Z', end: '2025-06-01T10:00:00Z' }],
      ['create_task', { summary: 'Nope' }],
    ] as const) {
      const refused = await callTool(reader, name, args);
      expect(refused.isError).toBe(true);
      expect(refused.structuredContent).toEqual({ status: 403, code: 'INSUFFICIENT_PERMISSION', detail: expect.any(String) });
    }
    expect(await revision()).toBe(before);
  });

  it('the read tools answer as their API routes do', async () => {
    const project = (
      await owner.api.post('/projects', { name: 'Acme retainer', clientId: (await owner.api.get('/clients')).body.items[0].id })
    ).body;
    const task = (
      await owner.api.post('/tasks', {
        summary: 'Checkout flow',
        projectId: project.id,
        externalReferences: [{ providerId: 'github', repositoryId: 'acme/shop', externalId: '77' }],
      })
    ).body;
    expect((await callTool(reader, 'find_projects', { query: 'acme' })).structuredContent).toEqual(
      (await owner.api.get('/projects?q=acme')).body,
    );
    expect((await callTool(reader, 'find_tasks', { query: 'checkout', projectId: project.id, limit: 5 })).structuredContent).toEqual(
      (await owner.api.get(`/tasks?q=checkout&projectId=${project.id}&limit=5`)).body,
    );
    expect(
      (await callTool(reader, 'find_task_by_reference', { providerId: 'github', repositoryId: 'acme/shop', externalId: '77' }))
        .structuredContent,
    ).toEqual(task);
    expect(
      (await callTool(reader, 'find_task_by_reference', { providerId: 'github', repositoryId: 'acme/shop', externalId: '78' }))
        .structuredContent,
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const range = 'from=2025-01-01T00:00:00Z&to=2030-01-01T00:00:00Z';
    expect(
      (await callTool(reader, 'list_activities', { from: '2025-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z', limit: 3 })).structuredContent,
    ).toEqual((await owner.api.get(`/activities?${range}&limit=3`)).body);
    expect(
      (await callTool(reader, 'summary_report', { fromDate: '2025-01-01', toDate: '2025-12-31', groupBy: 'task', subgroupBy: 'label' }))
        .structuredContent,
    ).toEqual((await owner.api.get('/reports/summary?fromDate=2025-01-01&toDate=2025-12-31&groupBy=task&subgroupBy=label')).body);
    // billable passes through to the API: on a start, a logged interval and the report filter.
    const billableTask = await newTask('Billable work');
    const started = await callTool(client, 'start_timer', { taskId: billableTask, billable: true });
    expect(started.structuredContent).toMatchObject({ taskId: billableTask, billable: true });
    await stopAll();
    const logged = await callTool(client, 'log_time', { start: '2025-02-03T09:00:00Z', end: '2025-02-03T10:00:00Z', billable: true });
    expect(logged.structuredContent).toMatchObject({ billable: true });
    expect(
      (await callTool(reader, 'summary_report', { fromDate: '2025-02-01', toDate: '2025-02-28', billable: true })).structuredContent,
    ).toEqual((await owner.api.get('/reports/summary?fromDate=2025-02-01&toDate=2025-02-28&billable=true')).body);
    expect(
      (await callTool(reader, 'summary_report', { fromDate: '2025-02-01', toDate: '2025-02-28', billable: 'yes' })).structuredContent,
    ).toMatchObject({ status: 422, code: 'VALIDATION' });
    const created = await callTool(client, 'create_task', {
      summary: 'Agent task',
      projectId: project.id,
      externalReferences: [{ providerId: 'github', repositoryId: 'acme/shop', externalId: '79' }],
    });
    expect(created.structuredContent).toEqual((await owner.api.get(`/tasks/${created.structuredContent.id}`)).body);
  });

  describe('HTTP', () => {
    const mcpUrl = () => `${server.base}/api/v1/mcp`;
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    };
    const post = (headers: Record<string, string>, body: unknown = initialize) =>
      fetch(mcpUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(body),
      });

    it('answers one JSON-RPC message per POST with JSON, statelessly (no session ID)', async () => {
      const reply = await post({ authorization: `Bearer ${owner.token}` });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reply.headers.get('mcp-session-id')).toBeNull();
      const body = (await reply.json()) as any;
      expect(body).toMatchObject({
        jsonrpc: '2.0',
        id: 1,
        result: { protocolVersion: '2025-06-18', serverInfo: { name: 'time-tracking' }, capabilities: { tools: {} } },
      });
      // A later message needs no session: a plain tools/call on a fresh connection.
      const call = await post(
        { authorization: `Bearer ${readToken}`, 'mcp-protocol-version': '2025-06-18' },
        { jsonrpc: '2.0', id: 'x', method: 'tools/call', params: { name: 'get_timer', arguments: {} } },
      );
      expect(call.status).toBe(200);
      expect(((await call.json()) as any).result.structuredContent).toHaveProperty('activity');
      const notification = await post(
        { authorization: `Bearer ${owner.token}`, 'mcp-protocol-version': '2025-06-18' },
        { jsonrpc: '2.0', method: 'notifications/initialized' },
      );
      expect(notification.status).toBe(202);
      expect(await notification.text()).toBe('');
    });

    it("negotiates every protocol version the SDK supports, and answers an unknown one with the SDK's latest", async () => {
      for (const version of [...SUPPORTED_PROTOCOL_VERSIONS, '1999-01-01']) {
        const init = await post(
          { authorization: `Bearer ${readToken}` },
          { ...initialize, params: { ...initialize.params, protocolVersion: version } },
        );
        expect(init.status).toBe(200);
        const agreed = ((await init.json()) as any).result.protocolVersion;
        expect(agreed).toBe(version === '1999-01-01' ? LATEST_PROTOCOL_VERSION : version);
        const call = await post(
          { authorization: `Bearer ${readToken}`, 'mcp-protocol-version': agreed },
          { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_profile', arguments: {} } },
        );
        expect(call.status).toBe(200);
        expect(((await call.json()) as any).result.structuredContent).toEqual((await owner.api.get('/me')).body);
      }
    });

    it('a request whose params do not fit its method is a JSON-RPC Invalid params error (-32602), not an internal error', async () => {
      for (const message of [
        { jsonrpc: '2.0', id: 1, method: 'initialize' },
        {
          jsonrpc: '2.0',
          id: 2,
          method: 'initialize',
          params: { protocolVersion: 5, capabilities: {}, clientInfo: { name: 'x', version: '1' } },
        },
        { jsonrpc: '2.0', id: 3, method: 'tools/list', params: { cursor: 5 } },
        { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { arguments: {} } },
        { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 7, arguments: {} } },
      ]) {
        const reply = await post({ authorization: `Bearer ${owner.token}`, 'mcp-protocol-version': '2025-06-18' }, message);
        expect(reply.status).toBe(200);
        expect(await reply.json()).toEqual({
          jsonrpc: '2.0',
          id: message.id,
          error: { code: -32602, message: expect.stringMatching(/Invalid (params|tools\/call request)/) },
        });
      }
    });

    it('401 with WWW-Authenticate: Bearer without a token, with a bad one, and with only a session cookie', async () => {
      for (const headers of [{}, { authorization: 'Bearer nope' }, { cookie: owner.cookie, 'x-csrf-token': owner.csrf }] as Array<
        Record<string, string>
      >) {
        const reply = await post(headers);
        expect(reply.status).toBe(401);
        expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
    });

    it('GET and DELETE are 405 (Allow: POST)', async () => {
      for (const method of ['GET', 'DELETE']) {
        const reply = await fetch(mcpUrl(), { method, headers: { authorization: `Bearer ${owner.token}`, accept: 'text/event-stream' } });
        expect(reply.status).toBe(405);
        expect(reply.headers.get('allow')).toBe('POST');
        expect(((await reply.json()) as any).code).toBe('METHOD_NOT_ALLOWED');
      }
      // Decided before any body is read: a JSON content type with no body, or a broken one, is still 405.
      for (const body of [undefined, '{broken']) {
        const reply = await fetch(mcpUrl(), { method: 'DELETE', headers: { 'content-type': 'application/json' }, body });
        expect(reply.status).toBe(405);
        expect(reply.headers.get('allow')).toBe('POST');
      }
    });

    it('takes a batch of 1 to 100 messages whatever the protocol version, and answers it as the document says', async () => {
      const document: any = await (await fetch(`${server.base}/api/v1/openapi.json`)).json();
      const operation = document.paths['/api/v1/mcp'].post;
      const batchSchema = operation.requestBody.content['application/json'].schema.oneOf.find((s: any) => s.type === 'array');
      expect(batchSchema).toMatchObject({ minItems: 1, maxItems: MAX_BATCH_SIZE });
      expect(operation.description).toContain(`1 to ${MAX_BATCH_SIZE} messages`);
      expect(operation.description).not.toMatch(/for the protocol versions that have them/);
      // Every exchange below is checked against the served document: status, body schema, accepted request body.
      const exchange = async (version: string, body: unknown) => {
        const reply = await post({ authorization: `Bearer ${readToken}`, 'mcp-protocol-version': version }, body);
        const text = await reply.text();
        const parsed = text.length > 0 ? JSON.parse(text) : undefined;
        await assertDocumented('POST', `${server.base}/api/v1/mcp`, body, reply.status, reply.headers.get('content-type') ?? '', parsed);
        return { status: reply.status, body: parsed };
      };
      const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
      const pings = (count: number) => Array.from({ length: count }, (_, i) => ping(i + 1));
      // Not only the protocol version that defined batches (2025-03-26): every version the SDK takes.
      for (const version of SUPPORTED_PROTOCOL_VERSIONS) {
        const two = await exchange(version, [ping(7), { jsonrpc: '2.0', id: 'b', method: 'tools/call', params: { name: 'get_timer' } }]);
        expect(two.status).toBe(200);
        expect(two.body.map((answer: any) => answer.id)).toEqual([7, 'b']);
        expect(two.body[1].result.structuredContent).toHaveProperty('activity');
      }
      const full = await exchange('2025-06-18', pings(MAX_BATCH_SIZE));
      expect(full.status).toBe(200);
      expect(full.body).toHaveLength(MAX_BATCH_SIZE);
      const over = await exchange('2025-06-18', pings(MAX_BATCH_SIZE + 1));
      expect(over.status).toBe(400);
      expect(over.body.detail).toMatch(/batch/i);
      // One request in a batch (with a notification or alone): its response alone, not an array.
      const single = await exchange('2025-06-18', [ping(1), { jsonrpc: '2.0', method: 'notifications/initialized' }]);
      expect(single).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 1, result: {} } });
      expect((await exchange('2025-06-18', [ping(2)])).body).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
      // Notifications only: accepted, no body.
      expect(await exchange('2025-06-18', [{ jsonrpc: '2.0', method: 'notifications/initialized' }])).toEqual({
        status: 202,
        body: undefined,
      });
      // An initialize request comes alone.
      const withInitialize = await exchange('2025-06-18', [initialize, ping(2)]);
      expect(withInitialize.status).toBe(400);
      expect(withInitialize.body.detail).toMatch(/initiali[sz]ation/i);
    });

    it("the API's request rules apply: owner header, JSON only, closed messages, JSON-RPC shape", async () => {
      const wrongOwner = await post({
        authorization: `Bearer ${owner.token}`,
        'x-service-owner': Buffer.from('someone-else').toString('base64url'),
      });
      expect(wrongOwner.status).toBe(401);
      expect(((await wrongOwner.json()) as any).code).toBe('OWNER_CHANGED');
      const text = await fetch(mcpUrl(), {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'text/plain' },
        body: 'hi',
      });
      expect(text.status).toBe(415);
      const empty = await post({ authorization: `Bearer ${owner.token}` }, []);
      expect(empty.status).toBe(400);
      expect(empty.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      const extra = await post({ authorization: `Bearer ${owner.token}` }, { ...initialize, extra: 1 });
      expect(extra.status).toBe(400);
      expect(extra.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      // What the SDK's transport refuses is a problem+json 400 too, naming why.
      const notRpc = await post({ authorization: `Bearer ${owner.token}` }, { jsonrpc: '2.0' });
      expect(notRpc.status).toBe(400);
      expect(notRpc.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((await notRpc.json()) as any).toMatchObject({ status: 400, code: 'BAD_REQUEST', detail: expect.stringContaining('JSON-RPC') });
      const version = await post(
        { authorization: `Bearer ${owner.token}`, 'mcp-protocol-version': '1999-01-01' },
        { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      );
      expect(version.status).toBe(400);
      expect(((await version.json()) as any).detail).toMatch(/protocol version/i);
    });
  });

  describe('rate limit', () => {
    let limited: TestServer;
    beforeAll(async () => {
      limited = await startServer({ env: { RATE_LIMIT_PER_MINUTE: '6' } });
    });
    afterAll(() => limited?.close());

    const post = (account: Owner, version: string, body: unknown) =>
      fetch(`${limited.base}/api/v1/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${account.token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': version,
        },
        body: JSON.stringify(body),
      });
    /** A new account whose window has one request used (a probe) and time to spare. */
    const freshAccount = async () => {
      const account = await newOwner(limited);
      const probe = await account.api.get('/me');
      const reset = Number(probe.headers.get('ratelimit-reset'));
      if (reset < 20) {
        await new Promise((resolve) => setTimeout(resolve, (reset + 1) * 1000));
        await account.api.get('/me');
      }
      return account;
    };

    it('counts one MCP request once, however many API calls its tool makes', async () => {
      const account = await freshAccount();
      const call = (id: number) =>
        post(account, '2025-06-18', {
          jsonrpc: '2.0',
          id,
          method: 'tools/call',
          params: { name: 'start_timer', arguments: { requestId: randomUUID() } },
        });
      const remaining: number[] = [];
      for (let id = 1; id <= 5; id++) {
        const reply = await call(id);
        expect(reply.status).toBe(200);
        expect(((await reply.json()) as any).result.structuredContent).toMatchObject({ end: null });
        remaining.push(Number(reply.headers.get('ratelimit-remaining')));
      }
      expect(remaining).toEqual([4, 3, 2, 1, 0]);
      const over = await call(6);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await over.json()) as any).code).toBe('TOO_MANY_REQUESTS');
    }, 90_000);

    it('counts a batch once per message: a batch cannot carry more calls than the limit allows', async () => {
      const account = await freshAccount();
      const batch = (ids: number[]) =>
        post(
          account,
          '2025-03-26',
          ids.map((id) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'get_timer', arguments: {} } })),
        );
      const three = await batch([1, 2, 3]);
      expect(three.status).toBe(200);
      expect(((await three.json()) as any[]).map((answer) => answer.id).sort()).toEqual([1, 2, 3]);
      // The probe used one of six: the batch used three more.
      expect(three.headers.get('ratelimit-remaining')).toBe('2');
      const over = await batch([4, 5, 6]);
      expect(over.status).toBe(429);
    }, 90_000);
  });
});
