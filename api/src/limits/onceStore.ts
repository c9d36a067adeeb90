// First claims that expire: a used proof of work, the first account a card was tried on. In Redis when REDIS_URL is
// set, so every instance sees the same claims; else in this process's memory.
import type { Redis } from 'ioredis';

export interface OnceStore {
  /**
   * Claims `key` for `value` during `ttlMs` unless it is already claimed; answers the value that holds the key (`value`
   * when this call claimed it). Redis unreachable: answers `value`, like the other limits that serve through an outage.
   */
  claim(key: string, value: string, ttlMs: number): Promise<string>;
}

export class MemoryOnceStore implements OnceStore {
  private readonly claims = new Map<string, { value: string; expiresAt: number }>();

  async claim(key: string, value: string, ttlMs: number): Promise<string> {
    const now = Date.now();
    if (this.claims.size > 100_000) for (const [k, c] of this.claims) if (c.expiresAt <= now) this.claims.delete(k);
    const held = this.claims.get(key);
    if (held && held.expiresAt > now) return held.value;
    this.claims.set(key, { value, expiresAt: now + ttlMs });
    return value;
  }
}

export class RedisOnceStore implements OnceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async claim(key: string, value: string, ttlMs: number): Promise<string> {
    const name = `${this.prefix}once:${key}`;
    try {
      // SET NX GET (Redis 7): claims the key, or answers whoever holds it, in one step.
      const held = await this.redis.set(name, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX', 'GET');
      return held ?? value;
    } catch {
      return value;
    }
  }
}
