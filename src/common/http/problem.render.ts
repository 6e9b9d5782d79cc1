import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { isDatabaseUnavailable } from '../../db/availability';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/database';
import { ProblemError } from './problem';

export interface RenderedProblem {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  /** Unexpected errors are logged; expected ones are the client's business. */
  unexpected: boolean;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  408: 'REQUEST_TIMEOUT',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  421: 'MISDIRECTED_REQUEST',
  422: 'VALIDATION',
  429: 'TOO_MANY_REQUESTS',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
};

export const UNSUPPORTED_MEDIA_TYPE_DETAIL = 'The request body must be application/json (Content-Type: application/json)';

/** Fastify's own errors (body parsing, limits) by their code; their messages are safe but not ours. */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', detail: 'The request body is larger than 20 MiB' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', detail: UNSUPPORTED_MEDIA_TYPE_DETAIL },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', detail: 'The body is empty but declared as JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', detail: 'The body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', detail: 'Content-Length does not match the body' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', detail: 'The URL is malformed' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', detail: 'A path segment is longer than 500 characters' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST', detail: 'Bad request' },
};

export function renderProblem(error: unknown, requestId: string | undefined): RenderedProblem {
  let status = 500;
  let code = 'INTERNAL';
  let detail = 'The server could not complete the request';
  let extras: Record<string, unknown> = {};
  let headers: Record<string, string> = {};
  let unexpected = false;

  if (error instanceof ProblemError) {
    ({ status, code, detail, extras, headers } = error);
  } else if (error instanceof HttpException) {
    status = error.getStatus();
    code = CODE_BY_STATUS[status] ?? `HTTP_${status}`;
    detail = status === 404 ? 'No such route' : status === 415 ? UNSUPPORTED_MEDIA_TYPE_DETAIL : safeMessage(error.message, status);
  } else if (isFastifyError(error)) {
    const known = FASTIFY_ERRORS[error.code];
    if (known) {
      ({ status, code, detail } = known);
    } else if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      status = 400;
      code = 'INVALID_JSON';
      detail = 'The body is not valid JSON';
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      code = CODE_BY_STATUS[status] ?? `HTTP_${status}`;
      detail = status === 415 ? UNSUPPORTED_MEDIA_TYPE_DETAIL : (STATUS_CODES[status] ?? 'Bad request');
    } else {
      unexpected = true;
    }
  } else if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting or unreachable: the request did not commit; the client retries (with the
    // same Idempotency-Key) once the pool has reconnected.
    status = 503;
    code = 'SERVICE_UNAVAILABLE';
    detail = 'The database is unavailable; retry shortly';
    headers = { 'Retry-After': '5' };
  } else if (pgErrorCode(error) === PG_UNIQUE_VIOLATION || pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
    // Services translate these where they expect them; this keeps an unforeseen one from leaking SQL.
    status = 409;
    code = 'CONFLICT';
    detail = 'The change conflicts with the current state';
  } else {
    unexpected = true;
  }

  const body: Record<string, unknown> = {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    code,
    detail,
    ...extras,
  };
  if (requestId) body.requestId = requestId;
  return { status, headers, body, unexpected };
}

/** Lost connections and the database's "try again later" conditions (see db/availability). */
export { isDatabaseUnavailable };

function isFastifyError(error: unknown): error is Error & { code: string; statusCode?: number } {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    ((error as unknown as { code: string }).code.startsWith('FST_') || typeof (error as { statusCode?: unknown }).statusCode === 'number')
  );
}

/** Nest's built-in exception messages are generic; never echo anything for 5xx. */
function safeMessage(message: string, status: number): string {
  return status >= 500 ? 'The server could not complete the request' : message;
}
