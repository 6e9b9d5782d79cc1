import { pgErrorCode } from '../../db/database';

/**
 * What an unexpected error may put in the logs. A database error carries the statement and its
 * parameters (emails, password hashes, CSRF keys): only its SQLSTATE and message are logged. Other
 * errors keep their name, message and stack.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const driverError = (error as { driverError?: { message?: unknown } })?.driverError;
  const sqlState = pgErrorCode(error);
  const isDatabaseError =
    driverError !== undefined ||
    (typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState) && error instanceof Error && 'severity' in error);
  if (isDatabaseError) {
    const message = typeof driverError?.message === 'string' ? driverError.message : (error as Error).message;
    // Data exceptions (class 22) quote the offending input in their message: the value stays out.
    return { sqlState: sqlState ?? null, message: sqlState?.startsWith('22') ? message.replace(/"[^"]*"/g, '"…"') : message };
  }
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}
