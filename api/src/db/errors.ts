// PostgreSQL error codes, looked up through drizzle's wrapper (DrizzleQueryError keeps the driver error as cause).
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

// PostgreSQL's "connection exception" class, a server shutting down or starting, and too many connections.
const UNAVAILABLE_CODES = /^08|^57P0[123]$|^53300$/;
const UNREACHABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres's own words for a connection that never came or went away (its errors carry no code).
const UNREACHABLE_WORDS = /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/;

/** True when the database could not be reached or went away: the request may succeed if tried again shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.test(e.code) || UNREACHABLE_SOCKET.has(e.code))) return true;
    if (typeof e.message === 'string' && UNREACHABLE_WORDS.test(e.message)) return true;
  }
  return false;
}
