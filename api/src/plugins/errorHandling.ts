// One error shape for every failure, and for addresses no route answers (http/errors.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerError, answerNotFound } from '../http/errors.js';

async function errorHandling(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler(answerNotFound);
}

export default fp(errorHandling, { name: 'kemet-error-handling' });
