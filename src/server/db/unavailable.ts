/**
 * Tells "the database cannot be reached" (PostgreSQL stopped, restarting, refusing connections,
 * a connection cut mid-request, the pool unable to connect in time) from every other failure,
 * so the error handler answers 503 (retry shortly) instead of 500 (a bug). Drizzle wraps the
 * driver's error in `cause`, so the whole chain is walked.
 */

/** Socket-level failures of the connection to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), 57P01–57P03 (administrator shutdown,
 * crash shutdown, "the database system is starting up"), 53300 (too many connections).
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** What `pg` and `pg-pool` throw without a code when the connection is gone or never came. */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) {
      return true;
    }
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Try again shortly.';
