// Limits on POST /bookings: attempts per traveller and per address, and declined payments counted apart (card testing).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Outcome } from '../bookings/pay.js';
import type { Config } from '../config.js';
import { clientOf, consume, counter, refuseWhenFull } from './plugin.js';
import { LIMIT_MESSAGES } from './rateLimited.js';

export function bookingLimits(app: FastifyInstance, config: Config) {
  const window = config.rateWindowSeconds * 1000;
  const declineWindow = config.declineWindowSeconds * 1000;
  const attemptsPerUser = counter(app, 'booking-user', config.bookingPerUser, window);
  const attemptsPerIp = counter(app, 'booking-ip', config.bookingPerIp, window);
  const declinesPerUser = counter(app, 'decline-user', config.declinesPerUser, declineWindow);
  const declinesPerIp = counter(app, 'decline-ip', config.declinesPerIp, declineWindow);

  return {
    /** Counts the attempt; 429 past the attempt limits, or once the declines limit is reached, before any card is charged. */
    async admit(request: FastifyRequest, userId: number): Promise<void> {
      await consume(attemptsPerIp, request, clientOf(request), LIMIT_MESSAGES.bookings);
      await consume(attemptsPerUser, request, String(userId), LIMIT_MESSAGES.bookings);
      await refuseWhenFull(declinesPerUser, request, String(userId), LIMIT_MESSAGES.declines);
      await refuseWhenFull(declinesPerIp, request, clientOf(request), LIMIT_MESSAGES.declines);
    },
    /** Counts a fresh decline; the replay of a stored one (same Idempotency-Key) charged nothing and is not counted. */
    async record(request: FastifyRequest, userId: number, outcome: Outcome): Promise<void> {
      if (outcome.status !== 402 || outcome.replayed) return;
      await declinesPerUser(request, String(userId));
      await declinesPerIp(request, clientOf(request));
    },
  };
}
