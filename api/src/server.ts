// Entry point: build, listen, and shut down gracefully on SIGTERM/SIGINT within SHUTDOWN_GRACE_MS.
import '@kemet/server/requireSupportedNode';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp({ config });

// A second signal exits at once; an unhandled rejection is logged, not a reason to stop serving.
closeWithGrace(
  {
    delay: config.shutdownGraceMs,
    logger: app.log,
    skip: ['unhandledRejection'],
    onTimeout: () => app.log.error('grace period over, exiting'),
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'uncaught exception');
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    app.log.info('closed cleanly');
  },
);
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
