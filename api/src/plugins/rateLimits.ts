// @fastify/rate-limit for the whole API: counters in Redis when REDIS_URL is set (shared by every instance), else in
// memory. Nothing is limited globally; routes count with counter() or addressLimit() (limits/plugin.ts).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function rateLimits(app: FastifyInstance): Promise<void> {
  const { config, limitRedis } = app.ctx;
  await app.register(rateLimit, {
    global: false,
    redis: limitRedis,
    nameSpace: `${config.redisPrefix}rl:`,
    timeWindow: config.rateWindowSeconds * 1000,
    // Redis unreachable: serve rather than refuse everyone; the connection logs the outage (api/README.md, "ASVS 5.0 L2
    // — limits").
    skipOnError: true,
    onExceeded: (request, key) =>
      request.log.warn({ event: 'rate_limited', ip: request.ip, key }, 'rate limit exceeded'),
  });
}

export default fp(rateLimits, { name: 'kemet-rate-limits', dependencies: ['kemet-context'] });
