/**
 * Failures that mean "the database cannot be reached right now", not "this request is wrong" nor
 * "our code is wrong": a PostgreSQL server restarting, its connections terminated, the network
 * between us cut. The API answers them 503 with Retry-After (docs/operations.md#database-outages);
 * postgres.js opens fresh connections on the next query, so the service recovers by itself.
 */

/** postgres.js' own codes for a connection lost or never made, and the socket errors under them. */
const CONNECTION_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (administrator command, crash, or
 * starting up: pg_terminate_backend, a restart) and 53300 (too many connections).
 */
const isUnavailableState = (code: string) =>
  code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300";

/** True when `error`, or one it was caused by (Drizzle wraps driver errors), is an outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || isUnavailableState(code))) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database cannot be reached at the moment; nothing was changed. Try again in a few seconds.";

/** Seconds a client should wait before retrying (the Retry-After header). */
export const DATABASE_RETRY_AFTER_S = 5;
