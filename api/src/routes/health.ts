// Liveness (the process answers) and readiness (the database answers).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorBody } from '../http/errors.js';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['ops'], response: { 200: Type.Object({ status: Type.String() }) } } },
    async () => ({
      status: 'ok',
    }),
  );

  app.get('/ready', { schema: { tags: ['ops'] } }, async (request, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send(errorBody('NOT_READY', 'The database is not reachable yet.'));
    }
  });
};
