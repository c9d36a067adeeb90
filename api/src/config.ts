// Reads the environment once into a typed config; buildApp() takes a (partial) config so tests can inject.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { checkedEnv } from '@kemet/server/serverEnv';
import { parseTrustProxy, type TrustProxy } from '@kemet/server/trustProxy';
import { CHECKIN_OPENS_HOURS_BEFORE } from '@kemet/contract';

/** Hashes at once: every core but one, which stays with the event loop so a sign-in burst does not stall reads. */
const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);

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
  /** Catalogue cache: the longest an answer is served from memory (the staleness bound), and its size in bytes. */
  catalogCacheMaxAgeMs: number;
  catalogCacheMaxBytes: number;
  signInPerAccount: number;
  signInPerIp: number;
  signUpPerIp: number;
  rateWindowSeconds: number;
  /**
   * Wrong passwords from one address on one account before that pair waits; under attack (signInPerAccount reached) 1.
   */
  signInBackoffAfter: number;
  signInBackoffBaseSeconds: number;
  signInBackoffMaxSeconds: number;
  bookingPerUser: number;
  /** Booking attempts per address per window: past it they prove work, past the hard one 429. */
  bookingPerIp: number;
  bookingPerIpHard: number;
  /** Holds taken (POST /holds) per traveller / per address per window: a flood could otherwise keep sessions full. */
  holdsPerUser: number;
  holdsPerIp: number;
  holdsPerIpHard: number;
  /** Quotes (POST /quotes) per caller (account, else device, else address) / per address per window. */
  quotesPerCaller: number;
  quotesPerIp: number;
  /**
   * Places held at once (active holds, all sessions) per account / device / address; the address allows a hotel's
   * Wi-Fi.
   */
  heldPlacesPerUser: number;
  heldPlacesPerDevice: number;
  heldPlacesPerIp: number;
  /** How often an hour a traveller may hold one session again (each new hold there replaces the last). */
  holdRenewalsPerHour: number;
  /** Declined payments per account / card / device in the decline window, then 429. */
  declinesPerUser: number;
  declinesPerCard: number;
  declinesPerDevice: number;
  /**
   * Declines from one address in the velocity window: past `declinesPerIp` its bookings and holds must prove work,
   * past `declinesPerIpHard` they are refused (429) until the window ends.
   */
  declinesPerIp: number;
  declinesPerIpHard: number;
  declineVelocityWindowSeconds: number;
  /** Scans (POST /checkins) per provider per window: a gate scans fast, so the limit only stops a flood. */
  checkinsPerProvider: number;
  /** Wishlist writes (save, remove, merge, share, revoke) per account per window. */
  wishlistWritesPerUser: number;
  /** How many hours before a session starts its gate opens (check-in window; tests and the e2e stack widen it). */
  checkinOpensHoursBefore: number;
  declineWindowSeconds: number;
  formPerIp: number;
  /** Per address, past the soft limits (signUpPerIp, signInPerIp, formPerIp) requests prove work; past these, 429. */
  signUpPerIpHard: number;
  signInPerIpHard: number;
  formPerIpHard: number;
  /** Partner and operations changes (invitations, removals, keys, decisions) per account per window; then 429. */
  partnerWritesPerUser: number;
  /** Reviews, helpful votes and reports per account per window; then 429. */
  reviewWritesPerUser: number;
  /** Invitation links opened or accepted per address per window: past the first, proof of work; past the second, 429. */
  invitationPerIp: number;
  invitationPerIpHard: number;
  /** Proof of work (limits/proofOfWork.ts): the challenge's highest number, and how long a challenge may be solved. */
  powMaxNumber: number;
  powExpirySeconds: number;
  /** A session's share of places held (0-1) past which a new hold on it must prove work. */
  powHeldShare: number;
  /** Root of the limits' keys (limits/limitKeys.ts): device cookie, card fingerprints, challenges. */
  limitsSecret?: string;
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
  /**
   * Ticket keys (tickets/keyring.ts): the private JWK that signs, earlier public JWKs that still verify; unset → a
   * file.
   */
  ticketSigningKey?: string;
  ticketVerifyKeys?: string;
  /** The site's own origin, for links in mail (never taken from a request's Host header). */
  publicOrigin: string;
  /** Dev stacks only: GET /api/dev/mailbox shows the newest mail of the outbox. */
  devMailbox: boolean;
  /** Kemet's commission on a partner's sales, per mille of each booking's gross (150 = 15 %; partner statements). */
  commissionPerMille: number;
}

/** Booleans are on for 1/true/yes/on (any case) and off for anything else, as operators wrote them so far. */
const bool = (value: string | undefined): boolean => /^(1|true|yes|on)$/i.test(value ?? '');
// Counts, durations, sizes, ports and a utilisation: none is negative.
const number = (fallback: number) => Type.Number({ default: fallback, minimum: 0 });
const text = (fallback: string) => Type.String({ default: fallback });
const optional = () => Type.Optional(Type.String());

// Every variable the API reads, its type and its default (checkedEnv: an empty value counts as unset).
const ENV = Type.Object({
  PORT: number(3000),
  HOST: text('127.0.0.1'),
  DATABASE_URL: optional(),
  DATABASE_PASSWORD_FILE: optional(),
  PGLITE_DIR: text(path.join(apiRoot, '.data')),
  REDIS_URL: optional(),
  REDIS_PREFIX: text('kemet:'),
  COOKIE_SECURE: optional(),
  TRUST_PROXY: optional(),
  API_DOCS: optional(),
  ALLOWED_ORIGINS: text(''),
  SESSION_IDLE_MINUTES: number(7 * 24 * 60),
  SESSION_MAX_DAYS: number(30),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  SHUTDOWN_GRACE_MS: number(10_000),
  BODY_LIMIT_BYTES: number(64 * 1024),
  CATALOG_CACHE_MAX_AGE_MS: number(30_000),
  CATALOG_CACHE_MAX_BYTES: number(32 * 1024 * 1024),
  SIGNIN_LIMIT_PER_ACCOUNT: number(10),
  SIGNIN_LIMIT_PER_IP: number(30),
  SIGNUP_LIMIT_PER_IP: number(20),
  RATE_LIMIT_WINDOW_SECONDS: number(60),
  SIGNIN_BACKOFF_AFTER: number(5),
  SIGNIN_BACKOFF_BASE_SECONDS: number(30),
  SIGNIN_BACKOFF_MAX_SECONDS: number(900),
  BOOKING_LIMIT_PER_USER: number(10),
  BOOKING_LIMIT_PER_IP: number(30),
  BOOKING_LIMIT_PER_IP_HARD: number(300),
  HOLD_LIMIT_PER_USER: number(30),
  HOLD_LIMIT_PER_IP: number(90),
  HOLD_LIMIT_PER_IP_HARD: number(900),
  QUOTE_LIMIT_PER_CALLER: number(120),
  QUOTE_LIMIT_PER_IP: number(1200),
  HELD_PLACES_PER_USER: number(20),
  HELD_PLACES_PER_DEVICE: number(20),
  HELD_PLACES_PER_IP: number(200),
  HOLD_RENEWALS_PER_HOUR: number(3),
  DECLINE_LIMIT_PER_USER: number(3),
  DECLINE_LIMIT_PER_CARD: number(3),
  DECLINE_LIMIT_PER_DEVICE: number(5),
  DECLINE_LIMIT_PER_IP: number(10),
  DECLINE_LIMIT_PER_IP_HARD: number(60),
  DECLINE_VELOCITY_WINDOW_SECONDS: number(600),
  CHECKIN_LIMIT_PER_PROVIDER: number(600),
  WISHLIST_LIMIT_PER_USER: number(60),
  CHECKIN_OPENS_HOURS_BEFORE: number(CHECKIN_OPENS_HOURS_BEFORE),
  DECLINE_WINDOW_SECONDS: number(3600),
  FORM_LIMIT_PER_IP: number(5),
  SIGNUP_LIMIT_PER_IP_HARD: number(200),
  SIGNIN_LIMIT_PER_IP_HARD: number(300),
  FORM_LIMIT_PER_IP_HARD: number(50),
  PARTNER_WRITE_LIMIT_PER_USER: number(60),
  REVIEW_WRITE_LIMIT_PER_USER: number(30),
  INVITATION_LIMIT_PER_IP: number(10),
  INVITATION_LIMIT_PER_IP_HARD: number(100),
  POW_MAX_NUMBER: number(50_000),
  POW_EXPIRY_SECONDS: number(600),
  POW_HELD_SHARE: Type.Number({ default: 0.5, minimum: 0, maximum: 1 }),
  LIMITS_SECRET: optional(),
  LIMITS_SECRET_FILE: optional(),
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY: number(1000),
  UNDER_PRESSURE_MAX_HEAP_BYTES: number(0),
  UNDER_PRESSURE_MAX_RSS_BYTES: number(0),
  UNDER_PRESSURE_MAX_ELU: number(0),
  MAX_CONCURRENT_HASHES: number(HASHES_AT_ONCE),
  IDEMPOTENCY_SECRET: optional(),
  IDEMPOTENCY_SECRET_FILE: optional(),
  TICKET_SIGNING_KEY: optional(),
  TICKET_SIGNING_KEY_FILE: optional(),
  TICKET_VERIFY_KEYS: optional(),
  TICKET_VERIFY_KEYS_FILE: optional(),
  PUBLIC_ORIGIN: text('http://localhost:8080'),
  DEV_MAILBOX: optional(),
  COMMISSION_PER_MILLE: Type.Integer({ default: 150, minimum: 0, maximum: 1000 }),
  NODE_ENV: optional(),
});
type Env = Static<typeof ENV>;

/** DATABASE_URL, with its password read from DATABASE_PASSWORD_FILE (a compose secret) when that is set. */
function databaseUrl(env: Env): string | undefined {
  if (!env.DATABASE_URL) return undefined;
  if (!env.DATABASE_PASSWORD_FILE) return env.DATABASE_URL;
  const url = new URL(env.DATABASE_URL);
  url.password = encodeURIComponent(readFileSync(env.DATABASE_PASSWORD_FILE, 'utf8').trim());
  return url.toString();
}

/** A secret given as NAME, or in the file NAME_FILE names (a compose secret). */
function fromFileOrEnv(
  env: Env,
  name: 'IDEMPOTENCY_SECRET' | 'TICKET_SIGNING_KEY' | 'TICKET_VERIFY_KEYS' | 'LIMITS_SECRET',
): string | undefined {
  const file = env[`${name}_FILE`];
  return (file ? readFileSync(file, 'utf8').trim() : env[name]) || undefined;
}

export const PRODUCTION_ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = checkedEnv<Env>(ENV, processEnv);
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: databaseUrl(env),
    pgliteDir: env.PGLITE_DIR,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    cookieSecure: bool(env.COOKIE_SECURE),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: bool(env.API_DOCS),
    allowedOrigins: env.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionMaxDays: env.SESSION_MAX_DAYS,
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    bodyLimit: env.BODY_LIMIT_BYTES,
    catalogCacheMaxAgeMs: env.CATALOG_CACHE_MAX_AGE_MS,
    catalogCacheMaxBytes: env.CATALOG_CACHE_MAX_BYTES,
    signInPerAccount: env.SIGNIN_LIMIT_PER_ACCOUNT,
    signInPerIp: env.SIGNIN_LIMIT_PER_IP,
    signUpPerIp: env.SIGNUP_LIMIT_PER_IP,
    rateWindowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    signInBackoffAfter: env.SIGNIN_BACKOFF_AFTER,
    signInBackoffBaseSeconds: env.SIGNIN_BACKOFF_BASE_SECONDS,
    signInBackoffMaxSeconds: env.SIGNIN_BACKOFF_MAX_SECONDS,
    bookingPerUser: env.BOOKING_LIMIT_PER_USER,
    bookingPerIp: env.BOOKING_LIMIT_PER_IP,
    bookingPerIpHard: env.BOOKING_LIMIT_PER_IP_HARD,
    holdsPerUser: env.HOLD_LIMIT_PER_USER,
    holdsPerIp: env.HOLD_LIMIT_PER_IP,
    holdsPerIpHard: env.HOLD_LIMIT_PER_IP_HARD,
    quotesPerCaller: env.QUOTE_LIMIT_PER_CALLER,
    quotesPerIp: env.QUOTE_LIMIT_PER_IP,
    heldPlacesPerUser: env.HELD_PLACES_PER_USER,
    heldPlacesPerDevice: env.HELD_PLACES_PER_DEVICE,
    heldPlacesPerIp: env.HELD_PLACES_PER_IP,
    holdRenewalsPerHour: env.HOLD_RENEWALS_PER_HOUR,
    declinesPerUser: env.DECLINE_LIMIT_PER_USER,
    declinesPerCard: env.DECLINE_LIMIT_PER_CARD,
    declinesPerDevice: env.DECLINE_LIMIT_PER_DEVICE,
    declinesPerIp: env.DECLINE_LIMIT_PER_IP,
    declinesPerIpHard: env.DECLINE_LIMIT_PER_IP_HARD,
    declineVelocityWindowSeconds: env.DECLINE_VELOCITY_WINDOW_SECONDS,
    checkinsPerProvider: env.CHECKIN_LIMIT_PER_PROVIDER,
    wishlistWritesPerUser: env.WISHLIST_LIMIT_PER_USER,
    checkinOpensHoursBefore: env.CHECKIN_OPENS_HOURS_BEFORE,
    declineWindowSeconds: env.DECLINE_WINDOW_SECONDS,
    formPerIp: env.FORM_LIMIT_PER_IP,
    signUpPerIpHard: env.SIGNUP_LIMIT_PER_IP_HARD,
    signInPerIpHard: env.SIGNIN_LIMIT_PER_IP_HARD,
    formPerIpHard: env.FORM_LIMIT_PER_IP_HARD,
    partnerWritesPerUser: env.PARTNER_WRITE_LIMIT_PER_USER,
    reviewWritesPerUser: env.REVIEW_WRITE_LIMIT_PER_USER,
    invitationPerIp: env.INVITATION_LIMIT_PER_IP,
    invitationPerIpHard: env.INVITATION_LIMIT_PER_IP_HARD,
    powMaxNumber: env.POW_MAX_NUMBER,
    powExpirySeconds: env.POW_EXPIRY_SECONDS,
    powHeldShare: env.POW_HELD_SHARE,
    limitsSecret: fromFileOrEnv(env, 'LIMITS_SECRET'),
    maxEventLoopDelay: env.UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY,
    maxHeapUsedBytes: env.UNDER_PRESSURE_MAX_HEAP_BYTES,
    maxRssBytes: env.UNDER_PRESSURE_MAX_RSS_BYTES,
    maxEventLoopUtilization: env.UNDER_PRESSURE_MAX_ELU,
    argon2: { ...PRODUCTION_ARGON2 },
    maxConcurrentHashes: env.MAX_CONCURRENT_HASHES,
    mediaDir: path.join(apiRoot, 'seed', 'media'),
    idempotencySecret: fromFileOrEnv(env, 'IDEMPOTENCY_SECRET'),
    ticketSigningKey: fromFileOrEnv(env, 'TICKET_SIGNING_KEY'),
    ticketVerifyKeys: fromFileOrEnv(env, 'TICKET_VERIFY_KEYS'),
    publicOrigin: env.PUBLIC_ORIGIN.replace(/\/+$/, ''),
    devMailbox: devMailbox(env),
    commissionPerMille: env.COMMISSION_PER_MILLE,
  };
}

// The dev mailbox hands out reset links: it must never be on in production.
function devMailbox(env: Env): boolean {
  const on = bool(env.DEV_MAILBOX);
  if (on && env.NODE_ENV === 'production') throw new Error('DEV_MAILBOX must not be set when NODE_ENV=production');
  return on;
}
