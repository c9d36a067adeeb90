// @fastify/rate-limit for the whole API: counters in Redis when REDIS_URL is set (shared by every instance), else in memory.
// Nothing is limited globally; routes opt in with perIpLimit() or count in their handler with counter()/consume()/refuseWhenFull().
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { rateLimited } from './rateLimited.js';

/** The client as the limits see it: request.ip (real client behind trusted proxies), IPv6 folded to its /64. */
export const clientOf = (request: FastifyRequest): string => normalizeIP(request.ip);

export async function registerRateLimits(app: FastifyInstance, config: Config, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.redisPrefix}rl:`,
    timeWindow: config.rateWindowSeconds * 1000,
    // Redis unreachable: serve rather than refuse everyone; the connection logs the outage (api/README.md, "ASVS 5.0 L2 — limits").
    skipOnError: true,
    onExceeded: (request, key) => request.log.warn({ event: 'rate_limited', ip: request.ip, key }, 'rate limit exceeded'),
  });
}

/** Route config: at most `max` requests per client address per window, then 429 with `message`. */
export const perIpLimit = (max: number, message: string): RateLimitOptions => ({
  max,
  errorResponseBuilder: (_request, context) => rateLimited(message, context.ttl),
});

type Check = ReturnType<FastifyInstance['createRateLimit']>;
const KEY = Symbol('limit key');
type Keyed = FastifyRequest & { [KEY]?: string };

/** Counts (or, with { increment: false }, reads) the counter for `key`. */
export type Counter = (request: FastifyRequest, key: string, options?: { increment?: boolean }) => ReturnType<Check>;

/** A named counter of `max` per `windowMs`; the name keeps counters apart in Redis, the caller names the key. */
export function counter(app: FastifyInstance, name: string, max: number, windowMs: number): Counter {
  // The plugin asks its keyGenerator for the key synchronously, at the start of the check.
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:${(request as Keyed)[KEY]}` });
  return (request, key, options) => {
    (request as Keyed)[KEY] = key;
    return check(request, options);
  };
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
export async function isFull(count: Counter, request: FastifyRequest, key: string): Promise<{ full: boolean; ttl: number; key: string }> {
  const result = await count(request, key, { increment: false });
  if (result.isAllowed) return { full: false, ttl: 0, key: result.key };
  return { full: result.remaining <= 0 && result.ttl > 0, ttl: result.ttl, key: result.key };
}

/** 429 when the counter for `key` has already reached its max; the caller counts the outcomes it limits (e.g. declines). */
export async function refuseWhenFull(count: Counter, request: FastifyRequest, key: string, message: string): Promise<void> {
  const state = await isFull(count, request, key);
  if (state.full) {
    request.log.warn({ event: 'rate_limited', ip: request.ip, key: state.key }, 'rate limit exceeded');
    throw rateLimited(message, state.ttl);
  }
}
