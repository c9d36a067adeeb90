// Keeps app.ctx.catalogCache true to the database: other instances' changes heard through PostgreSQL, and the places
// this instance's own writes change; then serves the catalogue routes' stored answers (catalog/cachedAnswers.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerCachedAnswers } from '../catalog/cachedAnswers.js';
import { listenForCatalogChanges } from '../catalog/catalogListener.js';
import { runCollecting } from '../catalog/placeChanges.js';

async function catalogCache(app: FastifyInstance): Promise<void> {
  const { catalogCache: cache, othersDatabaseUrl } = app.ctx;
  if (othersDatabaseUrl) {
    const stopListening = await listenForCatalogChanges(othersDatabaseUrl, cache, app.log);
    app.addHook('onClose', stopListening);
  }
  // Writes outside the catalogue routes (holds, bookings, cancellations, a hold read after its expiry) collect the
  // sessions whose places they changed; their answer is sent after their transactions committed, so this
  // instance forgets the stale answers then (catalog/placeChanges.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.cache) return done();
    request.placeChanges = runCollecting(done);
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.placeChanges?.size) cache.placesChanged(request.placeChanges);
    done(null, payload);
  });
  // Before compression: the catalogue's routes compress their stored answers themselves (once, not per request).
  registerCachedAnswers(app, cache);
}

export default fp(catalogCache, { name: 'kemet-catalog-cache', dependencies: ['kemet-context'] });
