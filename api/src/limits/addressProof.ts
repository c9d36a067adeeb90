// A route's limit per address as a hook: past the soft limit the request proves work (428 until it does), past the
// hard one 429. A crowd on one address is slowed by a second of work each, never walled out by its neighbours.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressLimit } from './plugin.js';
import { proofOfWork } from './proofOfWork.js';

export function proofPastAddressLimit(
  app: FastifyInstance,
  name: string,
  limits: { soft: number; hard: number; windowMs: number },
  message: string,
): (request: FastifyRequest) => Promise<void> {
  const count = addressLimit(app, name, limits, message);
  const proof = proofOfWork(app.ctx);
  return async (request) => {
    if (await count(request)) await proof.require(request, name);
  };
}
