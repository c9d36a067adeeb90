// Telling database errors apart: a PostgreSQL code (a unique key taken), or a database out of reach.
type Cause = { code?: unknown; message?: unknown; cause?: unknown };

/** The error and the errors it wraps, outermost first (drizzle's DrizzleQueryError keeps the driver's as cause). */
function* causesOf(error: unknown): Generator<Cause> {
  for (let e = error as Cause | undefined, depth = 0; e && depth < 4; e = e.cause as Cause | undefined, depth++)
    yield e;
}

/** The PostgreSQL error code of an error or of one it wraps. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const e of causesOf(error)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

// PostgreSQL's "connection exception" class, a server shutting down or starting, and too many connections.
const UNAVAILABLE_CODES = /^08|^57P0[123]$|^53300$/;
const UNREACHABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres's own words for a connection that never came or went away (its errors carry no code).
const UNREACHABLE_WORDS =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/;

/** True when the database could not be reached or went away: the request may succeed if tried again shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causesOf(error)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.test(e.code) || UNREACHABLE_SOCKET.has(e.code))) return true;
    if (typeof e.message === 'string' && UNREACHABLE_WORDS.test(e.message)) return true;
  }
  return false;
}
