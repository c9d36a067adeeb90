// The one Redis connection behind every limit counter (REDIS_URL set): @fastify/rate-limit's store and the sign-in back-off.
import type { Redis } from 'ioredis';

export async function openLimitRedis(redisUrl: string | undefined): Promise<Redis | undefined> {
  if (!redisUrl) return undefined;
  const { Redis } = await import('ioredis');
  // Short timeouts: a counter that cannot be reached must not hold a sign-in or a payment for long (see skipOnError).
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  redis.on('error', () => {});
  return redis;
}
