import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Ajv, { ErrorObject, ValidateFunction } from 'ajv';
import type * as SdkServer from '@modelcontextprotocol/sdk/server/index.js';
import type * as SdkTransport from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type * as SdkTypes from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { loggableError } from '../common/http/error-log';
import { Problem } from '../common/http/problem';
import { renderProblem } from '../common/http/problem.render';
import { ReceiptsRepository } from '../common/idempotency/receipts.repository';
import { RequestContext } from '../common/request-context';
import { readBuildInfo } from '../ops/build-info';
import { ApiCaller } from './api-caller';
import { ServerClass, withInvalidParams } from './invalid-params';
import { Json, TOOLS, ToolContext, ToolDefinition, ToolOutcome, validationFailure } from './mcp-tools';

const INSTRUCTIONS =
  "Time tracking for one account. Every tool is one call of the account's API with the same rules. Read tools (get_profile, get_timer, " +
  'list_activities, find_tasks, find_projects, find_task_by_reference, summary_report) change nothing. Write tools (start_timer, stop_timer, ' +
  'log_time, create_task) need a token with write permission. Before writing, find IDs with the find_* tools and confirm with the person. ' +
  'Give start_timer and stop_timer a requestId (a new UUID per action) and reuse it when retrying the same action. Local date-times ' +
  'without an offset are read in the profile zone (get_profile). A failure is a result with isError and {status, code, detail}.';

/** What the MCP endpoint's JSON-RPC messages may contain (a JSON-RPC 2.0 request, notification or response). */
export const JSON_RPC_MEMBERS = ['jsonrpc', 'id', 'method', 'params', 'result', 'error'];

interface Sdk {
  Server: ServerClass;
  WebStandardStreamableHTTPServerTransport: typeof SdkTransport.WebStandardStreamableHTTPServerTransport;
  types: typeof SdkTypes;
}
let sdk: Sdk | null = null;

/**
 * The MCP SDK, loaded on the first MCP message rather than at start-up: with zod, which its types are
 * written in, ~170 modules and ~7 MB of heap that a server nobody asks over MCP never needs.
 */
function loadSdk(): Sdk {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded synchronously on first use, not at start-up */
  if (sdk) return sdk;
  const types = require('@modelcontextprotocol/sdk/types.js') as typeof SdkTypes;
  return (sdk = {
    Server: withInvalidParams((require('@modelcontextprotocol/sdk/server/index.js') as typeof SdkServer).Server, types),
    WebStandardStreamableHTTPServerTransport: (
      require('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js') as typeof SdkTransport
    ).WebStandardStreamableHTTPServerTransport,
    types,
  });
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/** A tool and its arguments' validator, compiled on the tool's first call (not at start-up). */
class CompiledTool {
  private compiled: ValidateFunction | null = null;

  constructor(
    readonly definition: ToolDefinition,
    private readonly ajv: Ajv,
  ) {}

  get validate(): ValidateFunction {
    return (this.compiled ??= this.ajv.compile(this.definition.inputSchema));
  }
}

/**
 * The MCP server (Streamable HTTP, stateless): every POST builds a server and a transport of the SDK
 * for that one message and drops them after the answer, so any replica answers any message. The
 * tools see the caller's permission: a read-only credential lists and may call only the read tools.
 */
@Injectable()
export class McpService {
  private readonly logger = new Logger(McpService.name);
  private readonly tools: CompiledTool[];
  private readonly version = readBuildInfo().version;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly receipts: ReceiptsRepository,
  ) {
    // Formats are documentation for the agent; the API judges values (UUIDs, instants, dates) itself.
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    this.tools = TOOLS.map((definition) => new CompiledTool(definition, ajv));
  }

  async handle(request: FastifyRequest, body: unknown): Promise<Response> {
    const state = RequestContext.get();
    const principal = state?.principal;
    if (!state || !principal) throw new Error('MCP request without an authenticated principal');
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const context: ToolContext = {
      api: new ApiCaller(fastify, request),
      receipt: (key) => RequestContext.run(state, () => this.receipts.find(key)),
    };
    const visible = this.tools.filter((tool) => principal.canWrite || !tool.definition.write);

    const { Server, WebStandardStreamableHTTPServerTransport, types } = loadSdk();
    const { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = types;
    const server = new Server(
      { name: 'time-tracking', title: 'Time tracking', version: this.version },
      { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS },
    );
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: visible.map((tool) => describe(tool.definition)) }));
    const malformed = setAsideMalformedArguments(body);
    server.setRequestHandler(CallToolRequestSchema, async (call, extra) => {
      const tool = this.tools.find((candidate) => candidate.definition.name === call.params.name);
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${call.params.name}`);
      if (tool.definition.write && !principal.canWrite) {
        const refusal = Problem.readOnlyToken();
        return toResult({ ok: false, status: refusal.status, code: refusal.code, detail: refusal.detail });
      }
      const given = malformed.get(extra.requestId);
      if (given !== undefined) return toResult(validationFailure(`Invalid arguments: must be an object, not ${given}`));
      const args: Json = call.params.arguments ?? {};
      const validate = tool.validate;
      if (!validate(args)) return toResult(validationFailure(argumentErrors(validate.errors ?? [])));
      try {
        return toResult(await tool.definition.run(args, context));
      } catch (error) {
        return toResult(this.failure(error, request));
      }
    });

    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(webRequestOf(request), { parsedBody: body ?? null });
    } finally {
      await server.close();
    }
  }

  /**
   * A tool that fails outside the API calls it makes (its own receipt read, when the database is
   * gone) answers as the API would: the problem's status, code and detail, logged when unexpected.
   * The SDK would answer with a JSON-RPC error carrying the error's own message (a database address,
   * a column name), which errors never expose.
   */
  private failure(error: unknown, request: FastifyRequest): ToolOutcome {
    const problem = renderProblem(error, request.id);
    if (problem.unexpected) this.logger.error({ err: loggableError(error), requestId: request.id }, 'MCP tool failed');
    return { ok: false, status: problem.status, code: String(problem.body.code), detail: String(problem.body.detail) };
  }
}

/**
 * Tool calls whose `arguments` is there but not an object (null, an array, a string): the SDK would
 * refuse the whole message with a JSON-RPC error, where a tool call with bad arguments is a tool
 * result (422 VALIDATION). Such arguments are taken out of the parsed body, and what they were is
 * kept by the message's ID for the tool handler to answer.
 */
function setAsideMalformedArguments(body: unknown): Map<string | number, string> {
  const malformed = new Map<string | number, string>();
  for (const message of Array.isArray(body) ? body : [body]) {
    if (message === null || typeof message !== 'object') continue;
    const { method, id, params } = message as { method?: unknown; id?: unknown; params?: unknown };
    if (method !== 'tools/call' || (typeof id !== 'string' && typeof id !== 'number')) continue;
    if (params === null || typeof params !== 'object' || !('arguments' in params)) continue;
    const args = (params as { arguments?: unknown }).arguments;
    if (args === undefined || (args !== null && typeof args === 'object' && !Array.isArray(args))) continue;
    malformed.set(id, args === null ? 'null' : Array.isArray(args) ? 'an array' : `a ${typeof args}`);
    delete (params as { arguments?: unknown }).arguments;
  }
  return malformed;
}

function describe(tool: ToolDefinition): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema as Tool['inputSchema'],
    annotations: {
      title: tool.title,
      readOnlyHint: !tool.write,
      destructiveHint: false,
      idempotentHint: !tool.write,
      openWorldHint: false,
    },
  };
}

/** `structuredContent` is the API's JSON (or the problem's fields) and `content` one text item with the same JSON. */
export function toResult(outcome: ToolOutcome): CallToolResult {
  const structured = (outcome.ok ? outcome.value : { status: outcome.status, code: outcome.code, detail: outcome.detail }) as Record<
    string,
    unknown
  >;
  return {
    content: [{ type: 'text', text: JSON.stringify(structured) }],
    structuredContent: structured,
    ...(outcome.ok ? {} : { isError: true }),
  };
}

function argumentErrors(errors: ErrorObject[]): string {
  const messages = errors.map((error) => {
    const at = error.instancePath ? `${error.instancePath.slice(1).replace(/\//g, '.')}: ` : '';
    if (error.keyword === 'additionalProperties')
      return `${at}unknown argument ${(error.params as { additionalProperty: string }).additionalProperty}`;
    if (error.keyword === 'required') return `${at}missing argument ${(error.params as { missingProperty: string }).missingProperty}`;
    return `${at || 'arguments: '}${error.message ?? 'invalid'}`;
  });
  return `Invalid arguments: ${[...new Set(messages)].join('; ')}`;
}

/**
 * The SDK's transport reads a web Request. The body was parsed (and checked) by the server's one JSON
 * parser already; the answer is always JSON (never an event stream), whatever Accept lists.
 */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers({ accept: 'application/json, text/event-stream', 'content-type': 'application/json' });
  const version = request.headers['mcp-protocol-version'];
  if (typeof version === 'string') headers.set('mcp-protocol-version', version);
  return new Request('http://localhost/api/v1/mcp', { method: 'POST', headers });
}
