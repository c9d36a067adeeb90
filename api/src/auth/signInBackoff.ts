// Growing waits per (account, client address) pair after failed sign-ins; a success clears the pair. Not
// @fastify/rate-limit: its counter lives only as long as the current wait and cannot be cleared by a success, so once a
// wait ran out the pair would start again from nothing (see api/README.md, "Brute force").
import type { Redis } from 'ioredis';

export interface BackoffPolicy {
  /** The first wait, owed from the `after`-th failure on; each further failure doubles it. */
  baseMs: number;
  maxMs: number;
}

export interface SignInBackoff {
  /** How long the pair must still wait before its password is checked; 0 when it may try now. */
  waitMs(pair: string): Promise<number>;
  /** Records one failure; returns the wait it now owes (0 until the pair has failed `after` times). */
  fail(pair: string, after: number): Promise<number>;
  reset(pair: string): Promise<void>;
}

export const owedWait = (failures: number, after: number, policy: BackoffPolicy): number =>
  failures < after ? 0 : Math.min(policy.maxMs, policy.baseMs * 2 ** (failures - after));

/**
 * A pair's failures are forgotten this long after its last one: longer than the longest wait, so waiting does not reset
 * it.
 */
export const forgetAfterMs = (policy: BackoffPolicy): number => policy.maxMs * 4;

export class MemoryBackoff implements SignInBackoff {
  private readonly pairs = new Map<string, { failures: number; forgetAt: number; blockedUntil: number }>();
  constructor(private readonly policy: BackoffPolicy) {}

  async waitMs(pair: string): Promise<number> {
    const entry = this.pairs.get(pair);
    return entry ? Math.max(0, entry.blockedUntil - Date.now()) : 0;
  }

  async fail(pair: string, after: number): Promise<number> {
    const now = Date.now();
    if (this.pairs.size > 50_000) for (const [key, e] of this.pairs) if (e.forgetAt <= now) this.pairs.delete(key);
    const previous = this.pairs.get(pair);
    const failures = previous && previous.forgetAt > now ? previous.failures + 1 : 1;
    const wait = owedWait(failures, after, this.policy);
    this.pairs.set(pair, { failures, forgetAt: now + forgetAfterMs(this.policy), blockedUntil: now + wait });
    return wait;
  }

  async reset(pair: string): Promise<void> {
    this.pairs.delete(pair);
  }
}

// KEYS: failure count, wait marker. ARGV: after, base ms, max ms, forget-after ms. Returns the wait owed in ms.
const FAIL_SCRIPT = `local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local after = tonumber(ARGV[1])
if n < after then return 0 end
local wait = math.floor(math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ (n - after)))
redis.call('SET', KEYS[2], '1', 'PX', wait)
return wait`;

// Redis unreachable: sign-in goes on without the back-off, as the other limits do (skipOnError); the connection logs
// the outage.
export class RedisBackoff implements SignInBackoff {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly policy: BackoffPolicy,
  ) {}

  private keys(pair: string): [string, string] {
    return [`${this.prefix}signin-backoff:failures:${pair}`, `${this.prefix}signin-backoff:wait:${pair}`];
  }

  async waitMs(pair: string): Promise<number> {
    try {
      return Math.max(0, await this.redis.pttl(this.keys(pair)[1]));
    } catch {
      return 0;
    }
  }

  async fail(pair: string, after: number): Promise<number> {
    try {
      const { baseMs, maxMs } = this.policy;
      return Number(
        await this.redis.eval(FAIL_SCRIPT, 2, ...this.keys(pair), after, baseMs, maxMs, forgetAfterMs(this.policy)),
      );
    } catch {
      return 0;
    }
  }

  async reset(pair: string): Promise<void> {
    try {
      await this.redis.del(...this.keys(pair));
    } catch {
      // as above
    }
  }
}
