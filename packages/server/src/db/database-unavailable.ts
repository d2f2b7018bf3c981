/**
 * PostgreSQL error classes that mean "the database is not there right now" rather than "this
 * query is wrong": 08 (connection exception), 57P01–57P03 (shut down by an administrator, crash
 * shutdown, cannot connect now, e.g. while starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** Node's socket errors when the server is gone or refuses connections. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/** The messages `pg` gives a client whose connection ended or broke (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * True when an error thrown by a query means the database could not be reached (it restarted,
 * stopped, or refused the connection), so the request deserves a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
      return true;
    if (
      UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))
    )
      return true;
    // Connecting to a name with several addresses (localhost: ::1 and 127.0.0.1) fails with all of them.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = current.cause;
  }
  return false;
}
