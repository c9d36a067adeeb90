// Limit on a traveller's review writes (reviews, helpful votes, reports): counted per account, so one account cannot
// flood a page with votes or operations with reports.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consume, counter } from './plugin.js';
import { LIMIT_MESSAGES } from './rateLimited.js';

export function reviewLimits(app: FastifyInstance) {
  const { config } = app.ctx;
  const perAccount = counter(app, 'review-writes', config.reviewWritesPerUser, config.rateWindowSeconds * 1000);
  /** Counts the write; 429 past the account's limit. */
  return (request: FastifyRequest, userId: number) =>
    consume(perAccount, request, String(userId), LIMIT_MESSAGES.reviews);
}
