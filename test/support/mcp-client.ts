import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Owner, TestServer } from './harness';

export interface ToolResult {
  isError?: boolean;
  structuredContent?: any;
  content: Array<{ type: string; text?: string }>;
}

/** An MCP client of the SDK connected to the server's /api/v1/mcp with a bearer token. */
export async function mcpClient(server: TestServer, token: string): Promise<Client> {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${server.base}/api/v1/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolResult> {
  const result = (await client.callTool({ name, arguments: args })) as ToolResult;
  // The text item always carries the same JSON as structuredContent.
  expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(result.structuredContent) }]);
  return result;
}

/** Another token of the same owner (read-only by default), made from the owner's web session. */
export async function extraToken(server: TestServer, owner: Owner, permissions: string[] = ['read']): Promise<string> {
  const created = await server.api.post(
    '/auth/tokens',
    { name: `mcp-${permissions.join('-')}`, permissions },
    { headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf } },
  );
  if (created.status !== 201) throw new Error(`token failed: ${created.status} ${created.text}`);
  return created.body.token as string;
}

export const READ_TOOLS = [
  'get_profile',
  'get_timer',
  'list_activities',
  'find_tasks',
  'find_projects',
  'find_task_by_reference',
  'summary_report',
];
export const WRITE_TOOLS = ['start_timer', 'stop_timer', 'log_time', 'create_task'];
