// Limits on POST /quotes: anyone may price a choice, so quotes are counted per caller (the signed-in account, else the
// device cookie, else the address) and, as a high ceiling, per address, which a hotel's travellers share.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentSession } from '../auth/currentUser.js';
import type { Config } from '../config.js';
import { deviceOf } from './deviceCookie.js';
import { clientOf, consume, counter } from './plugin.js';
import { LIMIT_MESSAGES } from './rateLimited.js';

export function quoteLimits(app: FastifyInstance, config: Config) {
  const window = config.rateWindowSeconds * 1000;
  const perCaller = counter(app, 'quote-caller', config.quotesPerCaller, window);
  const perIp = counter(app, 'quote-ip', config.quotesPerIp, window);
  /** Counts the quote; 429 past either limit, before any pricing. */
  return async function admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const signedIn = await currentSession(app, request);
    const caller = signedIn ? `user:${signedIn.user.id}` : `device:${deviceOf(request, reply, config)}`;
    await consume(perCaller, request, caller, LIMIT_MESSAGES.quotes);
    await consume(perIp, request, clientOf(request), LIMIT_MESSAGES.quotes);
  };
}
