import type * as SdkServer from '@modelcontextprotocol/sdk/server/index.js';
import type * as SdkTypes from '@modelcontextprotocol/sdk/types.js';

type Server = typeof SdkServer.Server;
/** The Server class with its default type parameters (what the endpoint constructs). */
export type ServerClass = new (...args: ConstructorParameters<Server>) => InstanceType<Server>;
type Handler = Parameters<InstanceType<Server>['setRequestHandler']>[1];

/** What the SDK's request schemas (zod objects) offer that is used here. */
interface RequestSchema {
  pick(keys: { method: true }): { loose(): unknown };
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };
}
interface Issue {
  path: PropertyKey[];
  message: string;
}

/**
 * The SDK's Server, answering a request whose params do not fit its method (a tools/call without a
 * name, a tools/list whose cursor is a number, an initialize without a protocolVersion) with JSON-RPC's
 * Invalid params (-32602), as JSON-RPC 2.0 and the MCP specification say. The SDK parses a request
 * with its method's schema before any handler runs and answers a mismatch as an Internal error
 * (-32603) whose message is the parser's dump: a client's mistake reported as the server's. Each
 * handler (the SDK's own initialize and ping included, registered from its constructor) is registered
 * with a schema that only names the method, and the method's own schema is applied in front of it.
 */
export function withInvalidParams(Base: Server, types: typeof SdkTypes): ServerClass {
  const { ErrorCode, McpError } = types;
  return class extends Base {
    override setRequestHandler(schema: Parameters<InstanceType<Server>['setRequestHandler']>[0], handler: Handler): void {
      const full = schema as unknown as RequestSchema;
      const named = full.pick({ method: true }).loose() as typeof schema;
      super.setRequestHandler(named, (request, extra) => {
        const parsed = full.safeParse(request);
        if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, `Invalid params: ${describeIssues(parsed.error.issues)}`);
        return handler(parsed.data as typeof request, extra);
      });
    }
  };
}

function describeIssues(issues: Issue[]): string {
  return issues
    .slice(0, 10)
    .map((issue) => `${issue.path.map(String).join('.') || 'request'}: ${issue.message}`)
    .join('; ');
}
