// Graceful shutdown: once close() starts, new requests get a 503 in our shape while in-flight ones finish.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors.js';

async function draining(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .code(503)
      .header('Connection', 'close')
      .header('Retry-After', '5')
      .send(errorBody('SHUTTING_DOWN', 'The service is restarting. Please try again in a moment.'));
  });
  // In-flight responses finished during the drain close their connection, so close() need not wait out keep-alive.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}

export default fp(draining, { name: 'kemet-draining' });
