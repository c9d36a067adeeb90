// Entry point: build, listen, and shut down gracefully on SIGTERM/SIGINT within SHUTDOWN_GRACE_MS.
import '@kemet/server/requireSupportedNode';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp({ config });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('grace period over, exiting');
    process.exit(1);
  }, config.shutdownGraceMs);
  timer.unref();
  try {
    await app.close();
    app.log.info('closed cleanly');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
