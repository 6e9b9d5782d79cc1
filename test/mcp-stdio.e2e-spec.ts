import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI } from './support/child-server';
import { Owner, TestServer, newOwner, startServer } from './support/harness';
import { READ_TOOLS, WRITE_TOOLS, callTool, extraToken } from './support/mcp-client';

/** `npm run cli -- mcp`: the same tools over standard input/output, forwarded to a running server. */
describe('MCP over stdio (cli mcp)', () => {
  let server: TestServer;
  let owner: Owner;
  const clients: Client[] = [];

  beforeAll(async () => {
    server = await startServer();
    owner = await newOwner(server);
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await server.close();
  });

  async function stdioClient(env: Record<string, string>, args: string[] = []): Promise<Client> {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp', ...args],
      env: { PATH: process.env.PATH ?? '', ...env },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'e2e-stdio', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  it("lists the tools of the token's permission and starts, replays and stops through the server", async () => {
    const client = await stdioClient({ TT_URL: server.base, TT_TOKEN: owner.token });
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([...READ_TOOLS, ...WRITE_TOOLS].sort());
    const task = (await owner.api.post('/tasks', { summary: 'Over stdio' })).body.id;
    const requestId = randomUUID();
    const started = await callTool(client, 'start_timer', { taskId: task, requestId });
    expect(started.structuredContent).toMatchObject({ taskId: task, end: null });
    expect((await callTool(client, 'start_timer', { taskId: task, requestId })).structuredContent).toEqual(started.structuredContent);
    expect((await owner.api.get('/activities/active')).body).toEqual(started.structuredContent);
    const stopped = await callTool(client, 'stop_timer', {});
    expect(stopped.structuredContent).toMatchObject({ id: started.structuredContent.id, end: expect.stringMatching(/Z$/) });
    expect((await callTool(client, 'stop_timer', {})).structuredContent).toMatchObject({ status: 409, code: 'NO_OPEN_ACTIVITY' });
  });

  it('a read-only token gets the read tools and a 403 result for a write tool (--url given as the API base)', async () => {
    const token = await extraToken(server, owner, ['read']);
    const client = await stdioClient({ TT_TOKEN: token }, ['--url', `${server.base}/api/v1`]);
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([...READ_TOOLS].sort());
    expect((await callTool(client, 'get_profile')).structuredContent).toEqual((await owner.api.get('/me')).body);
    const refused = await callTool(client, 'create_task', { summary: 'no' });
    expect(refused.structuredContent).toMatchObject({ status: 403, code: 'INSUFFICIENT_PERMISSION' });
  });

  it('takes the token from the first line of standard input when TT_TOKEN is not set', async () => {
    const child = spawn(process.execPath, [CLI, 'mcp', '--url', server.base], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    };
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
    child.stdin.write(`${owner.token}\n${JSON.stringify(initialize)}\n`);
    child.stdin.end(`${JSON.stringify(list)}\n`);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    // JSON-RPC lets a server answer in any order (the two requests are handled concurrently):
    // answers are matched to requests by id.
    const answers = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .sort((a, b) => a.id - b.id);
    expect(answers.map((a) => a.id)).toEqual([1, 2]);
    expect(answers[0].result.serverInfo.name).toBe('time-tracking');
    expect(answers[1].result.tools).toHaveLength(11);
  });

  it('answers a line that is not JSON (-32700) or not one JSON-RPC message (-32600) with a JSON-RPC error, and goes on', async () => {
    const child = spawn(process.execPath, [CLI, 'mcp', '--url', server.base], {
      env: { PATH: process.env.PATH ?? '', TT_TOKEN: owner.token },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stdin.write('this is not json\n');
    child.stdin.write(`${JSON.stringify([{ jsonrpc: '2.0', id: 7, method: 'ping' }])}\n`);
    child.stdin.end(`${JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'ping' })}\n`);
    expect(await new Promise<number | null>((resolve) => child.on('close', resolve))).toBe(0);
    const answers = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(answers).toEqual(
      expect.arrayContaining([
        { jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error/) } },
        { jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) } },
        { jsonrpc: '2.0', id: 8, result: {} },
      ]),
    );
    expect(answers).toHaveLength(3);
  });

  it("a session that ends normally (standard input closed) leaves nothing on standard error, the agent's MCP log", async () => {
    const child = spawn(process.execPath, [CLI, 'mcp', '--url', server.base], {
      env: { PATH: process.env.PATH ?? '', TT_TOKEN: owner.token },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    };
    // What every client sends after the initialize answer; the bridge then opens the transport's event stream.
    child.stdin.write(`${JSON.stringify(initialize)}\n${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    child.stdin.end(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })}\n`);
    expect(await new Promise<number | null>((resolve) => child.on('close', resolve))).toBe(0);
    expect(out.trim().split('\n')).toHaveLength(2);
    expect(err).toBe('');
  });

  it('without any token it exits 2 with a usage message on standard error, writing nothing to standard output', async () => {
    const child = spawn(process.execPath, [CLI, 'mcp', '--url', server.base], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.stdin.end('{"jsonrpc":"2.0","id":1,"method":"initialize"}\n');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/a token is required/);
  });

  it('a server that cannot be reached is a JSON-RPC error answer, not a hang', async () => {
    const client = new Client({ name: 'e2e-stdio', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp', '--url', 'http://127.0.0.1:1'],
      env: { PATH: process.env.PATH ?? '', TT_TOKEN: owner.token },
      stderr: 'pipe',
    });
    await expect(client.connect(transport)).rejects.toThrow(/did not answer/);
    await client.close();
  });
});
