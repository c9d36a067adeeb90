// Other instances' writes, heard through PostgreSQL LISTEN on one channel (placeChanges.ts sends them, delivered at
// commit). One dedicated connection; when it drops, the cache is emptied (messages sent meanwhile are lost) and it
// reconnects after RECONNECT_MS. A message lost without the connection noticing is bounded by the cache's 1 s max age.
import type { FastifyBaseLogger } from 'fastify';
import { CONNECT_TIMEOUT_MS } from '../db/client.js';
import type { CatalogCache } from './catalogCache.js';
import { CATALOG_CHANNEL, placesChangedOf } from './placeChanges.js';

const RECONNECT_MS = 500;

/** Applies one message of the channel to the cache. */
export function applyCatalogMessage(cache: CatalogCache, payload: string | undefined): void {
  if (payload?.startsWith('places:')) {
    cache.placesChanged(placesChangedOf(payload.slice('places:'.length)));
  } else {
    cache.contentChanged();
  }
}

/** Listens until the returned stop() is called. */
export async function listenForCatalogChanges(databaseUrl: string, cache: CatalogCache, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (stopped || !client) return;
    log.warn({ err: error }, 'catalogue listener lost its connection; the cache is emptied and it reconnects');
    client.removeAllListeners();
    client.end().catch(() => {});
    client = undefined;
    cache.contentChanged();
    retry = setTimeout(() => void connect().catch(() => lost()), RECONNECT_MS);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'kemet-catalog-listener',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A server gone without closing the connection is noticed, as a closed one is.
      keepAlive: true,
    });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) applyCatalogMessage(cache, message.payload);
    });
    await next.connect();
    await next.query(`LISTEN ${CATALOG_CHANNEL}`);
    // Anything may have changed while no one listened.
    cache.contentChanged();
  }

  await connect().catch(lost);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
