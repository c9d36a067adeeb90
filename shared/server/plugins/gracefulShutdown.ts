// SIGINT/SIGTERM: close (in-flight requests finish) and exit 0, or exit 1 after close-with-grace's 10 s. Not on
// beforeExit: a test process that started servers must exit with its own code.
import closeWithGrace from 'close-with-grace';
import fp from 'fastify-plugin';

export const gracefulShutdown = fp(async (app) => {
  const shutdown = closeWithGrace({ logger: app.log, skip: ['beforeExit'] }, () => app.close());
  app.addHook('onClose', async () => shutdown.uninstall());
});
