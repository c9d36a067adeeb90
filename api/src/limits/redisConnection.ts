// The one Redis connection behind every limit counter (REDIS_URL set): @fastify/rate-limit's store and the sign-in
// back-off.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export async function openLimitRedis(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<Redis | undefined> {
  if (!redisUrl) return undefined;
  const { Redis } = await import('ioredis');
  // No offline queue and short timeouts: while Redis is unreachable a counter call fails at once instead of holding a
  // sign-in or a payment (the limit is then skipped, see skipOnError).
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
  // While Redis is unreachable the limits are skipped: say so once when it goes, and once when it is back.
  let down = false;
  redis.on('error', (error) => {
    if (!down)
      log.error(
        { err: error, event: 'limits_unavailable' },
        'rate-limit Redis unreachable: limits are off until it is back',
      );
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.warn({ event: 'limits_available' }, 'rate-limit Redis reachable again');
    down = false;
  });
  // Start counting from the first request: wait (briefly) for the connection; a Redis that is down does not stop the
  // start.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
