// A loaded process answers 503 with Retry-After (@fastify/under-pressure) instead of queueing; the health check
// always answers.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors.js';

async function overload(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelay,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    maxRssBytes: config.maxRssBytes,
    maxEventLoopUtilization: config.maxEventLoopUtilization,
    pressureHandler: (request, reply) => {
      if (request.url === '/api/health') return undefined;
      reply.code(503).header('Retry-After', '10');
      // A returned value is sent by under-pressure; its typings only allow void.
      return errorBody(
        'OVERLOADED',
        'The service is very busy right now. Please try again in a few seconds.',
      ) as unknown as void;
    },
  });
}

export default fp(overload, { name: 'kemet-overload', dependencies: ['kemet-context'] });
