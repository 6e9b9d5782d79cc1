import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../common/http/response-writer';
import { InternalCall } from '../context/internal-call';

/** The headers of the MCP request that its API calls carry too: the same credential, host and owner check. */
const FORWARDED = [
  'authorization',
  'host',
  'x-service-owner',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'forwarded',
  'user-agent',
] as const;

export interface ApiAnswer {
  status: number;
  body: unknown;
  etag: string | undefined;
}

export interface ApiCallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  idempotencyKey?: string;
  ifMatch?: string;
}

/**
 * A tool call is exactly the API call it names: sent in-process (Fastify's inject) through the whole
 * pipeline of an ordinary request — host and query policies, the JSON body rules, authentication,
 * owner binding and permissions, validation, idempotency receipts, the unit of work, problem+json —
 * with the MCP request's own credential and headers. Nothing here decides a rule.
 */
export class ApiCaller {
  private readonly headers: Record<string, string>;
  private readonly remoteAddress: string | undefined;

  constructor(
    private readonly fastify: FastifyInstance,
    request: FastifyRequest,
  ) {
    this.headers = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') this.headers[name] = value;
    }
    this.remoteAddress = request.raw.socket?.remoteAddress;
  }

  async call(method: 'GET' | 'POST', path: string, options: ApiCallOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { ...this.headers, ...InternalCall.headers(), accept: 'application/json' };
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
    let payload: string | undefined;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) search.append(name, String(value));
    }
    const url = `${API_PREFIX}${path}${search.size > 0 ? `?${search.toString()}` : ''}`;
    const response = await this.fastify.inject({
      method,
      url,
      headers,
      payload,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    const text = response.body;
    const etag = response.headers.etag;
    return { status: response.statusCode, body: parseBody(text), etag: typeof etag === 'string' ? etag : undefined };
  }
}

function parseBody(text: string): unknown {
  if (text.length === 0) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
