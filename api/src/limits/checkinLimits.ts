// Limit on POST /checkins: counted per provider, generously (a busy gate scans fast), so one leaked key cannot flood
// the database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { consume, counter } from './plugin.js';
import { LIMIT_MESSAGES } from './rateLimited.js';

export function checkinLimits(app: FastifyInstance, config: Config) {
  const perProvider = counter(app, 'checkin-provider', config.checkinsPerProvider, config.rateWindowSeconds * 1000);
  /** Counts the scan; 429 past the provider's limit. */
  return async function admit(request: FastifyRequest, providerId: number): Promise<void> {
    await consume(perProvider, request, String(providerId), LIMIT_MESSAGES.checkins);
  };
}
