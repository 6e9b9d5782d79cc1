import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiProblems,
  ApiProblemsSaying,
  BearerOnly,
  Public,
  RateWeight,
  ReadPermission,
  RefusedBeforeBody,
} from '../common/http/decorators';
import { Problem, ProblemError } from '../common/http/problem';
import { STATUS_OVERRIDE } from '../common/http/response-writer';
import { JSON_RPC_MEMBERS, McpService } from './mcp.service';
import { MCP_MAX_BATCH, MCP_PROTOCOL_VERSIONS } from './protocol-versions';

const JSON_RPC_ID = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
const JSON_RPC_MESSAGE = {
  type: 'object',
  description:
    'A JSON-RPC 2.0 message: a request (id, method, params), a notification (method, params) or a response (id, result or error)',
  required: ['jsonrpc'],
  additionalProperties: false,
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    id: JSON_RPC_ID,
    method: { type: 'string', example: 'tools/list' },
    params: { type: 'object', additionalProperties: true },
    result: { type: 'object', additionalProperties: true },
    error: { type: 'object', additionalProperties: true },
  },
};
const JSON_RPC_ANSWER = {
  type: 'object',
  description: 'The JSON-RPC 2.0 response: result, or error for a protocol failure (a failed tool call is a result with isError: true)',
  required: ['jsonrpc'],
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    id: { oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
    result: { type: 'object', additionalProperties: true },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} },
    },
  },
};
const ENDPOINT_DOC =
  'The Model Context Protocol endpoint (Streamable HTTP transport, stateless: no session; any replica answers any message) for agents. ' +
  'Each POST carries one JSON-RPC message and is answered with JSON. A JSON-RPC batch (an array of 1 to ' +
  `${MCP_MAX_BATCH} messages, each counted by the rate limit) is accepted too, whatever MCP-Protocol-Version says (MCP 2025-03-26 ` +
  'defined batches, later versions dropped them: send one message per POST); an initialize request must come alone. Bearer personal ' +
  'tokens only (a session cookie is not accepted). Tools: get_profile, get_timer, list_activities, find_tasks, find_projects, ' +
  'find_task_by_reference and summary_report for every token; start_timer, stop_timer, log_time and create_task with write permission. ' +
  'See docs/agents.md.';
const MCP_400 =
  'Not a JSON-RPC message (or batch) this endpoint takes: unknown member, empty batch, a batch over ' +
  `${MCP_MAX_BATCH} messages, an initialize request with others, an unsupported MCP-Protocol-Version; or the API's request rules (malformed JSON or header)`;

@ApiTags('agents')
@Controller('mcp')
export class McpController {
  constructor(private readonly mcp: McpService) {}

  @Post()
  @BearerOnly()
  @ReadPermission()
  // A batch counts one request of the rate limit per message, as the same messages sent one by one would.
  @RateWeight((body) => (Array.isArray(body) ? body.length : 1))
  @ApiBearerAuth('bearer')
  @ApiOperation({ summary: 'Send an MCP message, or a batch of them (JSON-RPC 2.0)', description: ENDPOINT_DOC })
  @ApiHeader({
    name: 'MCP-Protocol-Version',
    required: false,
    description: 'The protocol version the initialize answer named, on every later message (absent: 2025-03-26); another value is 400',
    schema: { type: 'string', enum: [...MCP_PROTOCOL_VERSIONS] },
  })
  @ApiBody({
    schema: { oneOf: [JSON_RPC_MESSAGE, { type: 'array', items: JSON_RPC_MESSAGE, minItems: 1, maxItems: MCP_MAX_BATCH }] } as never,
  })
  @ApiResponse({
    status: 200,
    description:
      "The JSON-RPC response to the message's request; for a batch, the responses to its requests as an array in their order when " +
      'it holds two or more requests, the one response alone (not an array) when it holds one',
    content: {
      'application/json': {
        schema: { oneOf: [JSON_RPC_ANSWER, { type: 'array', items: JSON_RPC_ANSWER, minItems: 2, maxItems: MCP_MAX_BATCH }] },
      },
    },
  })
  @ApiResponse({
    status: 202,
    description: 'The message (or every message of the batch) is a notification or a response: accepted, no body',
  })
  @ApiProblemsSaying({ 400: MCP_400 }, 400, 401, 413, 415, 503)
  async handle(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ): Promise<string | undefined> {
    assertJsonRpcMembers(body);
    const response = await this.mcp.handle(request, body);
    const text = await response.text();
    // The transport refuses what is not a JSON-RPC message (or a protocol version it does not
    // support) with a JSON-RPC error; like every error of the API it is sent as problem+json.
    if (response.status >= 400) throw transportProblem(response.status, text);
    reply.status(response.status);
    (reply as FastifyReply & { [STATUS_OVERRIDE]?: number })[STATUS_OVERRIDE] = response.status;
    if (text.length === 0) return undefined;
    reply.type(response.headers.get('content-type') ?? 'application/json');
    return text;
  }

  @Get()
  @Public()
  @RefusedBeforeBody(methodNotAllowed)
  @ApiSecurity({})
  @HttpCode(405)
  @ApiOperation({ summary: 'Not supported: the endpoint is stateless and keeps no event stream (405)' })
  @ApiProblems(405)
  get(): never {
    throw methodNotAllowed();
  }

  @Delete()
  @Public()
  @RefusedBeforeBody(methodNotAllowed)
  @ApiSecurity({})
  @HttpCode(405)
  @ApiOperation({ summary: 'Not supported: the endpoint is stateless and has no session to end (405)' })
  @ApiProblems(405)
  delete(): never {
    throw methodNotAllowed();
  }
}

function transportProblem(status: number, text: string): ProblemError {
  let message = 'The request is not a JSON-RPC message this endpoint accepts';
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') message = parsed.error.message;
  } catch {
    // not JSON: keep the generic sentence
  }
  // Accept and Content-Type are set by the endpoint and the body is parsed already: what remains is 400.
  return Problem.badRequest(`${message} (HTTP ${status} from the MCP transport)`.replace(' (HTTP 400 from the MCP transport)', ''));
}

function methodNotAllowed(): ProblemError {
  return new ProblemError(405, 'METHOD_NOT_ALLOWED', 'The MCP endpoint is stateless: send each message with POST', {}, { Allow: 'POST' });
}

/** The request body is closed like every other: a message member JSON-RPC does not define is refused. */
function assertJsonRpcMembers(body: unknown): void {
  if (Array.isArray(body) && body.length === 0) throw Problem.badRequest('An empty batch is not a JSON-RPC message');
  const messages = Array.isArray(body) ? body : [body];
  for (const message of messages) {
    if (message === null || typeof message !== 'object' || Array.isArray(message)) continue;
    const unknown = Object.keys(message).find((key) => !JSON_RPC_MEMBERS.includes(key));
    if (unknown !== undefined) throw Problem.badRequest(`Unknown JSON-RPC member: ${unknown}`);
  }
}
