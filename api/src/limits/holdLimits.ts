// Limits on POST /holds: a hold takes places for minutes without paying, so holds per traveller and per address are
// counted, or one caller could keep a session looking full.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { clientOf, consume, counter } from './plugin.js';
import { LIMIT_MESSAGES } from './rateLimited.js';

export function holdLimits(app: FastifyInstance, config: Config) {
  const window = config.rateWindowSeconds * 1000;
  const perUser = counter(app, 'hold-user', config.holdsPerUser, window);
  const perIp = counter(app, 'hold-ip', config.holdsPerIp, window);
  /** Counts the attempt; 429 past either limit, before any place is taken. */
  return async function admit(request: FastifyRequest, userId: number): Promise<void> {
    await consume(perIp, request, clientOf(request), LIMIT_MESSAGES.holds);
    await consume(perUser, request, String(userId), LIMIT_MESSAGES.holds);
  };
}
