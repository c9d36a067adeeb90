// Declined payments from one address in minutes (velocity): past the soft limit its bookings and holds must prove work,
// past the hard one they wait out the window. Travellers on one hotel Wi-Fi are never walled for one another's cards.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { clientOf, counter, isFull, refuseWhenFull } from './plugin.js';
import { LIMIT_MESSAGES } from './rateLimited.js';

export interface AddressDeclines {
  /** 429 past the hard limit; else whether the address is past the soft one and must prove work. */
  proofDue(request: FastifyRequest): Promise<boolean>;
  record(request: FastifyRequest): Promise<void>;
}

// One pair of counters per app, for bookings and holds alike: without Redis each counter keeps its own map, so two
// counters of the same name would not see each other's declines.
const perApp = new WeakMap<AppContext, AddressDeclines>();

export function addressDeclines(app: FastifyInstance): AddressDeclines {
  const known = perApp.get(app.ctx);
  if (known) return known;
  const { config } = app.ctx;
  const windowMs = config.declineVelocityWindowSeconds * 1000;
  const soft = counter(app, 'decline-ip', config.declinesPerIp, windowMs);
  const hard = counter(app, 'decline-ip-hard', Math.max(config.declinesPerIpHard, config.declinesPerIp), windowMs);
  const declines: AddressDeclines = {
    async proofDue(request) {
      await refuseWhenFull(hard, request, clientOf(request), LIMIT_MESSAGES.declinesFromAddress);
      return (await isFull(soft, request, clientOf(request))).full;
    },
    async record(request) {
      await soft(request, clientOf(request));
      await hard(request, clientOf(request));
    },
  };
  perApp.set(app.ctx, declines);
  return declines;
}
