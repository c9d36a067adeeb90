// Every hour: expired sessions, idempotency keys, password reset links and old check-in scans are deleted.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeResetTokens } from '../auth/passwordResets.js';
import { purgeExpiredSessions } from '../auth/sessions.js';
import { purgeExpiredIdempotencyKeys } from '../bookings/idempotency.js';
import { purgeOldScans } from '../gate/checkin.js';

const PURGE_MS = 3_600_000;

async function purges(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  const purge = setInterval(() => {
    purgeExpiredSessions(db, config).catch((error) => app.log.warn({ err: error }, 'session purge failed'));
    purgeExpiredIdempotencyKeys(db).catch((error) => app.log.warn({ err: error }, 'idempotency key purge failed'));
    purgeResetTokens(db).catch((error) => app.log.warn({ err: error }, 'reset link purge failed'));
    purgeOldScans(db).catch((error) => app.log.warn({ err: error }, 'check-in scan purge failed'));
  }, PURGE_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}

export default fp(purges, { name: 'kemet-purges', dependencies: ['kemet-context'] });
