// Limits on POST /bookings: attempts per traveller and per address, and declined payments (card testing) counted per
// account, per card and per device as walls, and per address as velocity that asks for proof of work (api/README.md,
// "Fair limits and proof of work"). A card is paid with on one account only in the decline window.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Outcome } from '../bookings/pay.js';
import type { Config } from '../config.js';
import { ApiError } from '../http/errors.js';
import { addressDeclines } from './addressDeclines.js';
import { cardFingerprint, type CardDetails } from './cardFingerprint.js';
import { deviceOf } from './deviceCookie.js';
import { addressLimit, consume, counter, refuseWhenFull } from './plugin.js';
import { proofOfWork } from './proofOfWork.js';
import { LIMIT_MESSAGES } from './rateLimited.js';

const CARD_ON_ANOTHER_ACCOUNT_MESSAGE =
  'This card was used on another account. Please use another card or contact support.';

/** Who a booking attempt's declines are counted against: its account, device and card (when its number was sent). */
interface Attempt {
  account: string;
  device: string;
  card: string | undefined;
}

export function bookingLimits(app: FastifyInstance, config: Config) {
  const { limitKeys, onceStore } = app.ctx;
  const proof = proofOfWork(app.ctx);
  const window = config.rateWindowSeconds * 1000;
  const declineWindow = config.declineWindowSeconds * 1000;
  const attemptsPerIp = addressLimit(
    app,
    'booking-ip',
    { soft: config.bookingPerIp, hard: config.bookingPerIpHard, windowMs: window },
    LIMIT_MESSAGES.bookings,
  );
  const attemptsPerUser = counter(app, 'booking-user', config.bookingPerUser, window);
  const declinesPerUser = counter(app, 'decline-user', config.declinesPerUser, declineWindow);
  const declinesPerCard = counter(app, 'decline-card', config.declinesPerCard, declineWindow);
  const declinesPerDevice = counter(app, 'decline-device', config.declinesPerDevice, declineWindow);
  const fromAddress = addressDeclines(app);

  return {
    /**
     * Before any card is charged: counts the attempt; 429 past a wall (attempts, or declines of the account, card,
     * device or address), 428 when the address must prove work and did not, 403 for a card already paid with on another
     * account. Answers the attempt as its declines are counted.
     */
    async admit(request: FastifyRequest, reply: FastifyReply, userId: number, card: CardDetails): Promise<Attempt> {
      const attempt = {
        account: String(userId),
        device: deviceOf(request, reply, config),
        card: cardFingerprint(limitKeys.cardFingerprint, card),
      };
      const busyAddress = await attemptsPerIp(request);
      await consume(attemptsPerUser, request, attempt.account, LIMIT_MESSAGES.bookings);
      await refuseWhenFull(declinesPerUser, request, attempt.account, LIMIT_MESSAGES.declinesOnAccount);
      await refuseWhenFull(declinesPerDevice, request, attempt.device, LIMIT_MESSAGES.declinesOnDevice);
      if (attempt.card) await refuseWhenFull(declinesPerCard, request, attempt.card, LIMIT_MESSAGES.declinesWithCard);
      const decliningAddress = await fromAddress.proofDue(request);
      if (busyAddress || decliningAddress) await proof.require(request, busyAddress ? 'booking-ip' : 'decline-ip');
      if (attempt.card) {
        const owner = await onceStore.claim(`card-account:${attempt.card}`, attempt.account, declineWindow);
        if (owner !== attempt.account) {
          request.log.warn({ event: 'card_on_another_account', userId, ip: request.ip }, 'card refused');
          throw new ApiError(403, 'CARD_ON_ANOTHER_ACCOUNT', CARD_ON_ANOTHER_ACCOUNT_MESSAGE);
        }
      }
      return attempt;
    },
    /** Counts a fresh decline; the replay of a stored one (same Idempotency-Key) charged nothing and is not counted. */
    async record(request: FastifyRequest, attempt: Attempt, outcome: Outcome): Promise<void> {
      if (outcome.status !== 402 || outcome.replayed) return;
      await declinesPerUser(request, attempt.account);
      await declinesPerDevice(request, attempt.device);
      if (attempt.card) await declinesPerCard(request, attempt.card);
      await fromAddress.record(request);
    },
  };
}
