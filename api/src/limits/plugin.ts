// The routes' limits over @fastify/rate-limit (plugins/rateLimits.ts): nothing is limited globally; routes count in
// their handler with counter()/consume()/refuseWhenFull(), or addressLimit() for proof of work past a soft limit per
// address.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from './rateLimited.js';

/** The client as the limits see it: request.ip (real client behind trusted proxies), IPv6 folded to its /64. */
export const clientOf = (request: FastifyRequest): string => normalizeIP(request.ip);

type Check = ReturnType<FastifyInstance['createRateLimit']>;
const KEY = Symbol('limit key');
type Keyed = FastifyRequest & { [KEY]?: string };

/** Counts (or, with { increment: false }, reads) the counter for `key`. */
export type Counter = (request: FastifyRequest, key: string, options?: { increment?: boolean }) => ReturnType<Check>;

/** A named counter of `max` per `windowMs`; the name keeps counters apart in Redis, the caller names the key. */
export function counter(app: FastifyInstance, name: string, max: number, windowMs: number): Counter {
  // The plugin asks its keyGenerator for the key synchronously, at the start of the check.
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${(request as Keyed)[KEY]}`,
  });
  return (request, key, options) => {
    (request as Keyed)[KEY] = key;
    return check(request, options);
  };
}

/**
 * A limit per address that asks for proof of work rather than refusing the crowd behind it: counts the request and
 * answers whether it must prove work (past `soft` in the window); past `hard`, the last resort, 429 with `message`.
 */
export function addressLimit(
  app: FastifyInstance,
  name: string,
  limits: { soft: number; hard: number; windowMs: number },
  message: string,
): (request: FastifyRequest) => Promise<boolean> {
  const soft = counter(app, name, limits.soft, limits.windowMs);
  // A hard cap set below the soft limit (a test stack lifting only the soft one) would wall before any proof is asked.
  const hard = counter(app, `${name}-hard`, Math.max(limits.hard, limits.soft), limits.windowMs);
  return async (request) => {
    await consume(hard, request, clientOf(request), message);
    const result = await soft(request, clientOf(request));
    return !result.isAllowed && result.isExceeded;
  };
}

/**
 * A limit per account in the configured window: the returned check counts the account's request and answers 429 with
 * `message` past `max`.
 */
export function perAccountLimit(app: FastifyInstance, name: string, max: number, message: string) {
  const perAccount = counter(app, name, max, app.ctx.config.rateWindowSeconds * 1000);
  return (request: FastifyRequest, accountId: number): Promise<void> =>
    consume(perAccount, request, String(accountId), message);
}

/** Counts this request under `key`; 429 once more than max were counted in the window. */
export async function consume(count: Counter, request: FastifyRequest, key: string, message: string): Promise<void> {
  const result = await count(request, key);
  if (!result.isAllowed && result.isExceeded) {
    request.log.warn({ event: 'rate_limited', ip: request.ip, key: result.key }, 'rate limit exceeded');
    throw rateLimited(message, result.ttl);
  }
}

/** Whether the counter for `key` has already reached its max in this window (nothing is counted). */
export async function isFull(
  count: Counter,
  request: FastifyRequest,
  key: string,
): Promise<{ full: boolean; ttl: number; key: string }> {
  const result = await count(request, key, { increment: false });
  if (result.isAllowed) return { full: false, ttl: 0, key: result.key };
  return { full: result.remaining <= 0 && result.ttl > 0, ttl: result.ttl, key: result.key };
}

/**
 * 429 when the counter for `key` has already reached its max; the caller counts the outcomes it limits (e.g. declines).
 */
export async function refuseWhenFull(
  count: Counter,
  request: FastifyRequest,
  key: string,
  message: string,
): Promise<void> {
  const state = await isFull(count, request, key);
  if (state.full) {
    request.log.warn({ event: 'rate_limited', ip: request.ip, key: state.key }, 'rate limit exceeded');
    throw rateLimited(message, state.ttl);
  }
}
