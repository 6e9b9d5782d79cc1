import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Owner, TestServer, newOwner, startServer } from './support/harness';
import { READ_TOOLS, extraToken } from './support/mcp-client';

/**
 * The MCP Inspector's command-line mode (the reference client of the protocol's authors) against
 * the endpoint. It is fetched from the npm registry by npx (pinned; cached after the first run).
 */
const INSPECTOR = '@modelcontextprotocol/inspector@0.21.2';
const run = promisify(execFile);

describe('MCP Inspector CLI against /api/v1/mcp', () => {
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    server = await startServer();
    owner = await newOwner(server);
  });
  afterAll(() => server.close());

  const inspect = async (token: string, ...method: string[]) => {
    const { stdout } = await run(
      'npx',
      [
        '--yes',
        INSPECTOR,
        '--cli',
        `${server.base}/api/v1/mcp`,
        '--transport',
        'http',
        '--header',
        `Authorization: Bearer ${token}`,
        ...method,
      ],
      {
        timeout: 300_000,
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false' },
      },
    );
    return JSON.parse(stdout);
  };

  it('lists the tools of a read-only token and calls one', async () => {
    const token = await extraToken(server, owner, ['read']);
    const listed = await inspect(token, '--method', 'tools/list');
    expect(listed.tools.map((t: { name: string }) => t.name).sort()).toEqual([...READ_TOOLS].sort());
    const called = await inspect(token, '--method', 'tools/call', '--tool-name', 'get_profile');
    expect(called.structuredContent).toEqual((await owner.api.get('/me')).body);
    const refused = await inspect(token, '--method', 'tools/call', '--tool-name', 'stop_timer');
    expect(refused).toMatchObject({ isError: true, structuredContent: { status: 403, code: 'INSUFFICIENT_PERMISSION' } });
  }, 600_000);
});
