/**
 * Whether an error means "the database cannot be reached right now" (PostgreSQL down, restarting or cut off
 * by the network) rather than a fault of the request or the code. Such errors answer 503 with Retry-After;
 * the pool opens fresh connections on the next query, so the server recovers by itself when the database returns.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps driver errors (DrizzleQueryError.cause); pg's own errors may wrap a socket error too.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (networkCodes.has(code) || isConnectionSqlState(code))) return true;
    if (unavailableMessages.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Socket errors of a connection that could not be made or was lost. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutting down, crashed, not accepting yet). */
function isConnectionSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03';
}

/** What node-postgres says when a connection ends or cannot be had in time (these carry no code). */
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
];
