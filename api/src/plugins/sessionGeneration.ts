// Tours' sessions stay generated GENERATION_DAYS ahead (docs/product/rules.md#sessions-and-ticket-categories).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleGeneration } from '../sessions/generate.js';

async function sessionGeneration(app: FastifyInstance): Promise<void> {
  const { db, catalogCache } = app.ctx;
  const stopGeneration = scheduleGeneration(
    db,
    () => catalogCache.contentChanged(),
    (error) => app.log.warn({ err: error }, 'session generation failed'),
  );
  app.addHook('onClose', async () => stopGeneration());
}

export default fp(sessionGeneration, { name: 'kemet-session-generation', dependencies: ['kemet-context'] });
