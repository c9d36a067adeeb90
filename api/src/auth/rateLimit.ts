// Fixed-window attempt counters: Redis when REDIS_URL is set (shared by every instance), process memory otherwise.
import type { Redis } from 'ioredis';

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface AttemptLimiter {
  /** Counts one attempt for `key`; allowed is false once more than `limit` were made in the window. */
  hit(key: string, limit: number): Promise<LimitResult>;
  close(): Promise<void>;
}

export class MemoryLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly windowSeconds: number) {}

  async hit(key: string, limit: number): Promise<LimitResult> {
    const now = Date.now();
    if (this.windows.size > 50_000) for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count++;
    return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  async close(): Promise<void> {}
}

const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

export class RedisLimiter implements AttemptLimiter {
  private readonly fallback: MemoryLimiter;
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly windowSeconds: number,
  ) {
    this.fallback = new MemoryLimiter(windowSeconds);
  }

  async hit(key: string, limit: number): Promise<LimitResult> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}rl:${key}`, this.windowSeconds * 1000)) as [number, number];
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    } catch {
      // Redis unreachable: keep limiting per instance rather than failing sign-in for everyone.
      return this.fallback.hit(key, limit);
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => {});
  }
}

export async function createLimiter(opts: { redisUrl?: string; prefix: string; windowSeconds: number }): Promise<AttemptLimiter> {
  if (!opts.redisUrl) return new MemoryLimiter(opts.windowSeconds);
  const { Redis } = await import('ioredis');
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2, commandTimeout: 1000 });
  redis.on('error', () => {});
  return new RedisLimiter(redis, opts.prefix, opts.windowSeconds);
}
