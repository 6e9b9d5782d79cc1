/**
 * Typed domain errors with the contract's stable codes. Thrown anywhere; mapped to RFC 9457
 * problem+json in exactly one place (ProblemFilter / the Fastify error handler).
 */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly extras: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export interface FieldError {
  field: string;
  message: string;
}

const BEARER_CHALLENGE = 'Bearer realm="time-tracking"';

export const Problem = {
  badRequest: (detail: string, code = 'BAD_REQUEST', errors?: FieldError[]) =>
    new ProblemError(400, code, detail, errors ? { errors } : {}),
  unauthorized: (detail = 'Authentication is required', error?: 'invalid_token') =>
    new ProblemError(
      401,
      'UNAUTHORIZED',
      detail,
      {},
      {
        'WWW-Authenticate': error ? `${BEARER_CHALLENGE}, error="${error}"` : BEARER_CHALLENGE,
      },
    ),
  /** A 401 with its own code (sign-in: SECOND_FACTOR_REQUIRED, SECOND_FACTOR_INVALID). */
  unauthorizedAs: (code: string, detail: string) => new ProblemError(401, code, detail, {}, { 'WWW-Authenticate': BEARER_CHALLENGE }),
  ownerChanged: () =>
    new ProblemError(
      401,
      'OWNER_CHANGED',
      'The credential belongs to a different owner than X-Service-Owner names',
      {},
      {
        'WWW-Authenticate': `${BEARER_CHALLENGE}, error="invalid_token"`,
      },
    ),
  forbidden: (detail: string, code = 'FORBIDDEN', headers: Record<string, string> = {}) => new ProblemError(403, code, detail, {}, headers),
  readOnlyToken: () =>
    new ProblemError(
      403,
      'INSUFFICIENT_PERMISSION',
      'This credential has read permission only',
      {},
      {
        'WWW-Authenticate': `${BEARER_CHALLENGE}, error="insufficient_scope"`,
      },
    ),
  notFound: (detail = 'No such resource') => new ProblemError(404, 'NOT_FOUND', detail),
  conflict: (code: string, detail: string) => new ProblemError(409, code, detail),
  inUse: (detail: string) => new ProblemError(409, 'IN_USE', detail),
  gone: (code: string, detail: string) => new ProblemError(410, code, detail),
  stale: () => new ProblemError(412, 'STALE_VERSION', 'If-Match does not match the current version; nothing was changed'),
  preconditionRequired: () => new ProblemError(428, 'PRECONDITION_REQUIRED', 'This request requires an If-Match header'),
  validation: (detail: string, errors?: FieldError[]) => new ProblemError(422, 'VALIDATION', detail, errors ? { errors } : {}),
  tooManyRequests: (retryAfterSeconds: number, detail = 'Too many failed attempts; try again later') =>
    new ProblemError(429, 'TOO_MANY_REQUESTS', detail, {}, { 'Retry-After': String(retryAfterSeconds) }),
  misdirected: () => new ProblemError(421, 'MISDIRECTED_REQUEST', 'This host name is not served here'),
  unavailable: (detail: string) => new ProblemError(503, 'SERVICE_UNAVAILABLE', detail, {}, { 'Retry-After': '5' }),
};
