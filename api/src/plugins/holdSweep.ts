// Overdue holds give their places back even when nobody books the session: once at start (a process killed with
// holds running finds them here), then every minute. Taking places and reading a hold also expire them on the way.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireOverdueHolds } from '../bookings/placeLedger.js';
import { collectPlaceChanges } from '../catalog/placeChanges.js';

/** How often overdue holds are swept. */
export const HOLD_SWEEP_MS = 60_000;

async function holdSweep(app: FastifyInstance): Promise<void> {
  const { db, catalogCache } = app.ctx;
  const sweepHolds = () =>
    collectPlaceChanges(() => expireOverdueHolds(db))
      .then(({ changes }) => catalogCache.placesChanged(changes))
      .catch((error) => app.log.warn({ err: error }, 'hold sweep failed'));
  const sweep = setInterval(() => void sweepHolds(), HOLD_SWEEP_MS);
  sweep.unref();
  app.addHook('onReady', async () => {
    await sweepHolds();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}

export default fp(holdSweep, { name: 'kemet-hold-sweep', dependencies: ['kemet-context'] });
