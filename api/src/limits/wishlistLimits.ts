// Limit on a traveller's wishlist writes (save, remove, merge, share, revoke): counted per account, generously (a
// traveller taps ♥ often), so a script cannot churn the table.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { consume, counter } from './plugin.js';
import { LIMIT_MESSAGES } from './rateLimited.js';

export function wishlistLimits(app: FastifyInstance, config: Config) {
  const perUser = counter(app, 'wishlist-user', config.wishlistWritesPerUser, config.rateWindowSeconds * 1000);
  /** Counts the write; 429 past the account's limit. */
  return async function admit(request: FastifyRequest, userId: number): Promise<void> {
    await consume(perUser, request, String(userId), LIMIT_MESSAGES.wishlist);
  };
}
