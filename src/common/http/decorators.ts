import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiHeader, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import type { FastifyRequest } from 'fastify';
import { ProblemResponse } from './problem.response';

export const PUBLIC_ROUTE = 'tt:public';
export const CREATED_PATH = 'tt:created-path';
export const SESSION_ONLY = 'tt:session-only';
export const READ_PERMISSION = 'tt:read-permission';
export const BEARER_ONLY = 'tt:bearer-only';

/** No authentication: health probes, sign-up, sign-in, the contract itself. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Account management that only a signed-in browser session may do (a token cannot mint tokens). */
export const SessionOnly = () => SetMetadata(SESSION_ONLY, true);

/** Bearer credentials only: a session cookie is not looked at (401 with the Bearer challenge without a token). */
export const BearerOnly = () => SetMetadata(BEARER_ONLY, true);

/** A POST that writes nothing (a preview): read permission suffices. */
export const ReadPermission = () => SetMetadata(READ_PERMISSION, true);

/**
 * A 201 whose Location is `/api/v1/<collection>/<body.id>`. Kept in the Fastify route's config, where
 * the response writer (which sees the request, not the handler) reads it.
 */
export const CreatedAt = (collection: string) => routeConfigPart({ [CREATED_PATH]: collection });

/**
 * Adds to the Fastify route config of a handler: Nest's RouteConfig sets the whole config, so a
 * second one (CreatedAt and RefusedBeforeBody on one handler) would silently replace the first.
 */
function routeConfigPart(part: Record<string, unknown>): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const existing = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as Record<string, unknown>;
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...existing, ...part }, handler);
    return descriptor;
  };
}

/** The collection of `@CreatedAt` on the request's route, if any. */
export function createdCollectionOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[CREATED_PATH] as string | undefined;
}

export const REFUSED_BEFORE_BODY = 'tt:refused-before-body';
export const RATE_WEIGHT = 'tt:rate-weight';

/**
 * How many requests of the rate limit one request of this route counts as, from its parsed body (an
 * MCP batch: one per message). Without it, one.
 */
export const RateWeight = (weigh: (body: unknown) => number) => routeConfigPart({ [RATE_WEIGHT]: weigh });

export function rateWeightOf(request: FastifyRequest): number {
  const weigh = (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[RATE_WEIGHT];
  if (typeof weigh !== 'function') return 1;
  const weight = (weigh as (body: unknown) => number)(request.body);
  return Number.isSafeInteger(weight) && weight > 1 ? weight : 1;
}

/**
 * A route that answers every request with one problem (a method the resource does not take: 405),
 * decided when the request arrives, before its body is read or checked: no body, however malformed,
 * turns the answer into a 400.
 */
export const RefusedBeforeBody = (problem: () => Error) => routeConfigPart({ [REFUSED_BEFORE_BODY]: problem });

/** The problem of `@RefusedBeforeBody` on the request's route, if any. */
export function refusalBeforeBody(request: FastifyRequest): Error | undefined {
  const problem = (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[REFUSED_BEFORE_BODY];
  return typeof problem === 'function' ? (problem as () => Error)() : undefined;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor',
  401: 'Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED',
  403: 'Write attempted with a read-only credential, or missing CSRF token on a cookie session',
  404: "NOT_FOUND: missing or another owner's resource, relation or filter value",
  405: 'METHOD_NOT_ALLOWED: the route does not take this method (see the Allow header)',
  409: 'Conflict (see code)',
  410: 'Gone (see code)',
  412: 'STALE_VERSION: If-Match does not match; nothing changed',
  413: 'Request body over 20 MiB',
  415: 'Unsupported media type',
  421: 'Host not allowed by the host policy',
  422: 'VALIDATION: length, range or format failure',
  428: 'PRECONDITION_REQUIRED: If-Match missing',
  429: 'TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds',
  503: 'Not ready, or token registry misconfigured; retry (with the same Idempotency-Key)',
};

/** The Bearer challenge: on every 401, and on a 403 refusing a read-only credential (error="insufficient_scope"). */
const CHALLENGES: Record<number, Record<string, { description: string; required?: boolean; schema: { type: 'string' } }>> = {
  401: {
    'WWW-Authenticate': {
      description:
        'Bearer realm="time-tracking", with error="invalid_token" for a credential that is invalid, expired, revoked or for another owner',
      required: true,
      schema: { type: 'string' },
    },
  },
  403: {
    'WWW-Authenticate': {
      description:
        'Bearer realm="time-tracking", error="insufficient_scope": the credential has read permission only (INSUFFICIENT_PERMISSION)',
      schema: { type: 'string' },
    },
  },
};

/** Documents problem+json error responses for a route. */
export function ApiProblems(...statuses: number[]) {
  return ApiProblemsSaying({}, ...statuses);
}

/**
 * Like {@link ApiProblems}, in the route's own words for some statuses: where the shared sentence
 * leaves out what this route refuses with that status (an import batch's 413 for its entry limit).
 */
export function ApiProblemsSaying(descriptions: Partial<Record<number, string>>, ...statuses: number[]) {
  return applyDecorators(
    ApiExtraModels(ProblemResponse),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: descriptions[status] ?? STATUS_TEXT[status] ?? 'Error',
        ...(CHALLENGES[status] ? { headers: CHALLENGES[status] } : {}),
        content: { 'application/problem+json': { schema: { $ref: getSchemaPath(ProblemResponse) } } },
      }),
    ),
  );
}

export const ApiIfMatch = (required = true) =>
  ApiHeader({
    name: 'If-Match',
    required,
    description: 'The strong ETag of the version being changed (a single tag; weak, * and lists are refused)',
    schema: { type: 'string', pattern: '^"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}"$' },
  });

export const ApiIdempotencyKey = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'UUID; a retry with the same key and input returns the original response',
    schema: { type: 'string', format: 'uuid' },
  });

export const READ_ERRORS = [400, 401, 403, 404, 503];
export const LIST_ERRORS = [400, 401, 403, 404, 409, 422, 503];
export const CREATE_ERRORS = [400, 401, 403, 404, 409, 413, 415, 422, 503];
export const UPDATE_ERRORS = [...CREATE_ERRORS, 412, 428];
export const DELETE_ERRORS = [400, 401, 403, 404, 409, 412, 415, 422, 428, 503];
