/**
 * Which database failures mean "try again later" rather than "this request is wrong", and whether the
 * database is failing that way right now (readiness).
 *
 * A connection that dropped, a database that restarts, fails over, is out of disk, memory or
 * connections, or was left read-only: the statement did not commit, nothing about the request was
 * wrong, and the same request (with the same Idempotency-Key) succeeds once the database is back.
 */

/** SQLSTATE classes that are transient as a whole. */
const UNAVAILABLE_CLASSES = new Set([
  '08', // connection exception
  '53', // insufficient resources: disk full (53100), out of memory (53200), too many connections (53300)
  '58', // system error: I/O error (58030)
]);

/** Single transient SQLSTATEs of other classes. */
const UNAVAILABLE_SQLSTATES = new Set([
  '25006', // read-only SQL transaction: a standby promoted elsewhere, or the primary now read-only
  '40001', // serialization failure
  '40P01', // deadlock detected
  '55000', // object not in prerequisite state ("not currently accepting connections")
  '55P03', // lock not available
  '57014', // query canceled (statement timeout, pg_cancel_backend)
  '57P01', // admin shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up, shutting down, in recovery)
  '57P04', // database dropped
  '57P05', // idle session timeout
]);

const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|Client has encountered a connection error|Connection ended unexpectedly|Client was closed and is not queryable|Cannot use a pool after calling end/i;

function codeOf(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { code?: unknown } })?.driverError;
  const code = driverError?.code ?? (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether a SQLSTATE (five characters) is one of the "try again later" conditions. */
export function isUnavailableSqlState(code: string): boolean {
  return code.length === 5 && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_CLASSES.has(code.slice(0, 2)));
}

/** True when the error (or one it wraps) means no usable database right now, not a bad statement. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = codeOf(current);
    if (code && (UNAVAILABLE_NODE_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) return true;
    if (current instanceof Error && UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How long one failure keeps readiness DOWN when no write has succeeded since (a load balancer's probe period or two). */
export const FAILING_WINDOW_MS = 10_000;

/**
 * Whether the database is failing in a way a plain `SELECT 1` does not show (a full disk, a
 * read-only primary: reads work, writes do not). Every statement that fails as unavailable marks it;
 * a write that commits clears it; without either it clears by itself after {@link FAILING_WINDOW_MS}.
 */
export class DatabaseHealth {
  private lastFailureAt = -Infinity;
  private lastFailure = '';

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly windowMs = FAILING_WINDOW_MS,
  ) {}

  /** Notes an error if it is an unavailable one; returns whether it was. */
  observe(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    this.lastFailureAt = this.now();
    this.lastFailure = codeOf(error) ?? (error instanceof Error ? error.message : 'unavailable');
    return true;
  }

  /** A write committed: the database takes writes again. */
  writeCommitted(): void {
    this.lastFailureAt = -Infinity;
  }

  /** True while the last unavailable failure is recent and no write has committed since. */
  get failing(): boolean {
    return this.now() - this.lastFailureAt < this.windowMs;
  }

  /** What failed last (a SQLSTATE or a driver message), for the log. */
  get lastFailureCause(): string {
    return this.lastFailure;
  }
}
