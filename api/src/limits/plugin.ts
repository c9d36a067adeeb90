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

export type Counter = ReturnType<FastifyInstance['createRateLimit']>;

/** A named counter of `max` per `windowMs`, keyed by what `keyOf` returns (the name keeps counters apart in Redis). */
export function counter(app: FastifyInstance, name: string, max: number, windowMs: number, keyOf: (request: FastifyRequest) => string): Counter {
  return app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:${keyOf(request)}` });
}

/** Counts this request; 429 once more than max were counted in the window. */
export async function consume(count: Counter, request: FastifyRequest, message: string): Promise<void> {
  const result = await count(request);
  if (!result.isAllowed && result.isExceeded) {
    request.log.warn({ event: 'rate_limited', ip: request.ip, key: result.key }, 'rate limit exceeded');
    throw rateLimited(message, result.ttl);
  }
}

/** True when the counter has already reached its max in this window (nothing is counted). */
export async function isFull(count: Counter, request: FastifyRequest): Promise<{ full: boolean; ttl: number }> {
  const result = await count(request, { increment: false });
  if (result.isAllowed) return { full: false, ttl: 0 };
  return { full: result.remaining <= 0 && result.ttl > 0, ttl: result.ttl };
}

/** 429 when the counter has already reached its max; the caller counts the outcomes it limits (e.g. declines). */
export async function refuseWhenFull(count: Counter, request: FastifyRequest, message: string): Promise<void> {
  const { full, ttl } = await isFull(count, request);
  if (full) {
    request.log.warn({ event: 'rate_limited', ip: request.ip }, 'rate limit exceeded');
    throw rateLimited(message, ttl);
  }
}
