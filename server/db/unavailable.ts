/** What a client is told while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available right now. Please try again in a moment.';

// PostgreSQL: the server is shutting down, starting up, out of connections, or the link broke.
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);
// The network under the driver.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLite: another process holds the file for longer than the busy timeout.
const SQLITE_CODES = new Set(['SQLITE_BUSY']);
// node-postgres reports these without a code.
const DRIVER_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|connection error|connection is closed/i;

/**
 * True when an error means "the database cannot be reached right now" rather than a fault in
 * what was asked: such requests get a 503 the client may retry, and the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (POSTGRES_CODES.has(code) || NETWORK_CODES.has(code) || SQLITE_CODES.has(code))
  ) {
    return true;
  }
  if (DRIVER_MESSAGES.test(error.message)) return true;
  const inner = error instanceof AggregateError ? (error.errors as unknown[]) : [];
  return [error.cause, ...inner].some((cause) => isDatabaseUnavailable(cause, depth + 1));
}
