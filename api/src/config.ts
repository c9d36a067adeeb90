// Reads the environment once into a typed config; buildApp() takes a (partial) config so tests can inject.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from '@kemet/server/trustProxy';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  pgliteDir: string;
  redisUrl?: string;
  redisPrefix: string;
  cookieSecure: boolean;
  /** The proxies allowed to name the client (addresses/CIDRs or a hop count); undefined trusts none. */
  trustProxy: TrustProxy;
  /** Swagger UI and the OpenAPI document at /api/docs (API_DOCS=true). */
  apiDocs: boolean;
  allowedOrigins: string[];
  sessionIdleMinutes: number;
  sessionMaxDays: number;
  logLevel: string;
  shutdownGraceMs: number;
  bodyLimit: number;
  signInPerAccount: number;
  signInPerIp: number;
  signUpPerIp: number;
  rateWindowSeconds: number;
  /** Wrong passwords from one address on one account before that pair waits; under attack (signInPerAccount reached) 1. */
  signInBackoffAfter: number;
  signInBackoffBaseSeconds: number;
  signInBackoffMaxSeconds: number;
  bookingPerUser: number;
  bookingPerIp: number;
  declinesPerUser: number;
  declinesPerIp: number;
  declineWindowSeconds: number;
  formPerIp: number;
  maxEventLoopDelay: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  maxEventLoopUtilization: number;
  /** argon2 cost; tests may lower it, production uses the OWASP figures. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  maxConcurrentHashes: number;
  mediaDir: string;
  /** HMAC key of booking request fingerprints (IDEMPOTENCY_SECRET); see bookings/idempotency.ts when unset. */
  idempotencySecret?: string;
  /** The site's own origin, for links in mail (never taken from a request's Host header). */
  publicOrigin: string;
  /** Dev stacks only: GET /api/dev/mailbox shows the newest mail of the outbox. */
  devMailbox: boolean;
}

const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Expected a number, got '${value}'`);
  return n;
};
const bool = (value: string | undefined): boolean => /^(1|true|yes|on)$/i.test(value ?? '');

/** DATABASE_URL, with its password read from DATABASE_PASSWORD_FILE (a compose secret) when that is set. */
function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.DATABASE_URL) return undefined;
  if (!env.DATABASE_PASSWORD_FILE) return env.DATABASE_URL;
  const url = new URL(env.DATABASE_URL);
  url.password = encodeURIComponent(readFileSync(env.DATABASE_PASSWORD_FILE, 'utf8').trim());
  return url.toString();
}

/** A secret given as NAME, or in the file NAME_FILE names (a compose secret). */
function fromFileOrEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const file = env[`${name}_FILE`];
  return (file ? readFileSync(file, 'utf8').trim() : env[name]) || undefined;
}

export const PRODUCTION_ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: databaseUrl(env),
    pgliteDir: env.PGLITE_DIR || path.join(apiRoot, '.data'),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'kemet:',
    cookieSecure: bool(env.COOKIE_SECURE),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: bool(env.API_DOCS),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 7 * 24 * 60),
    sessionMaxDays: int(env.SESSION_MAX_DAYS, 30),
    logLevel: env.LOG_LEVEL || 'info',
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 10_000),
    bodyLimit: int(env.BODY_LIMIT_BYTES, 64 * 1024),
    signInPerAccount: int(env.SIGNIN_LIMIT_PER_ACCOUNT, 10),
    signInPerIp: int(env.SIGNIN_LIMIT_PER_IP, 30),
    signUpPerIp: int(env.SIGNUP_LIMIT_PER_IP, 20),
    rateWindowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, 60),
    signInBackoffAfter: int(env.SIGNIN_BACKOFF_AFTER, 5),
    signInBackoffBaseSeconds: int(env.SIGNIN_BACKOFF_BASE_SECONDS, 30),
    signInBackoffMaxSeconds: int(env.SIGNIN_BACKOFF_MAX_SECONDS, 900),
    bookingPerUser: int(env.BOOKING_LIMIT_PER_USER, 10),
    bookingPerIp: int(env.BOOKING_LIMIT_PER_IP, 30),
    declinesPerUser: int(env.DECLINE_LIMIT_PER_USER, 3),
    declinesPerIp: int(env.DECLINE_LIMIT_PER_IP, 5),
    declineWindowSeconds: int(env.DECLINE_WINDOW_SECONDS, 3600),
    formPerIp: int(env.FORM_LIMIT_PER_IP, 5),
    maxEventLoopDelay: int(env.UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY, 1000),
    maxHeapUsedBytes: int(env.UNDER_PRESSURE_MAX_HEAP_BYTES, 0),
    maxRssBytes: int(env.UNDER_PRESSURE_MAX_RSS_BYTES, 0),
    maxEventLoopUtilization: int(env.UNDER_PRESSURE_MAX_ELU, 0),
    argon2: { ...PRODUCTION_ARGON2 },
    maxConcurrentHashes: int(env.MAX_CONCURRENT_HASHES, 4),
    mediaDir: path.join(apiRoot, 'seed', 'media'),
    idempotencySecret: fromFileOrEnv(env, 'IDEMPOTENCY_SECRET'),
    publicOrigin: (env.PUBLIC_ORIGIN || 'http://localhost:8080').replace(/\/+$/, ''),
    devMailbox: devMailbox(env),
  };
}

// The dev mailbox hands out reset links: it must never be on in production.
function devMailbox(env: NodeJS.ProcessEnv): boolean {
  const on = bool(env.DEV_MAILBOX);
  if (on && env.NODE_ENV === 'production') throw new Error('DEV_MAILBOX must not be set when NODE_ENV=production');
  return on;
}
