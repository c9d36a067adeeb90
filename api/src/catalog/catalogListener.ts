// Other instances' writes, heard through PostgreSQL LISTEN on one channel (placeChanges.ts sends them, delivered at
// commit). One dedicated connection; when it drops, the cache is emptied (messages sent meanwhile are lost) and it
// reconnects after RECONNECT_MS.
// A connection can also go quiet without dropping (a network partition, a stalled server): every HEARTBEAT_MS the
// listener sends itself a message on a second channel. PostgreSQL delivers notifications in commit order (one queue
// for every channel), so hearing a heartbeat means every write committed before it was sent has been heard; the cache
// serves nothing once the last heartbeat heard was sent more than MAX_SILENCE_MS ago, which bounds what a lost
// message can leave stale. A channel of their own: builds that listen only to the first never see them.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CONNECT_TIMEOUT_MS } from '../db/client.js';
import type { CatalogCache } from './catalogCache.js';
import { CATALOG_CHANNEL, placesChangedOf } from './placeChanges.js';

const RECONNECT_MS = 500;
const HEARTBEAT_CHANNEL = 'kemet_catalog_beat';
const HEARTBEAT_MS = 250;
/** The staleness a lost message may cause, at most. */
export const MAX_SILENCE_MS = 1_000;
/** A connection this long without a heartbeat is given up and made again (TCP keepalive would take hours). */
const RECONNECT_AFTER_SILENCE_MS = 5_000;

/** Applies one message of the channel to the cache. */
export function applyCatalogMessage(cache: CatalogCache, payload: string | undefined): void {
  if (payload?.startsWith('places:')) {
    cache.placesChanged(placesChangedOf(payload.slice('places:'.length)));
  } else {
    cache.contentChanged();
  }
}

/** Listens until the returned stop() is called. */
export async function listenForCatalogChanges(
  databaseUrl: string,
  cache: CatalogCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // Other instances' heartbeats carry their clocks: only this listener's own say what it has heard.
  const ownBeats = `${randomUUID()}:`;

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

  // The connection a heartbeat is on its way through: one at a time on each (one left pending on a connection given
  // up must not hold the next connection's).
  let beatingOn: unknown;
  let heardAt = 0;
  const heartbeat = setInterval(() => {
    const sender = client;
    if (!sender) return;
    if (Date.now() - heardAt > RECONNECT_AFTER_SILENCE_MS) return lost(new Error('no heartbeat heard for 5 s'));
    if (beatingOn === sender) return;
    beatingOn = sender;
    sender
      .query('select pg_notify($1, $2)', [HEARTBEAT_CHANNEL, `${ownBeats}${Date.now()}`])
      .catch(() => {})
      .finally(() => {
        if (beatingOn === sender) beatingOn = undefined;
      });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'kemet-catalog-listener',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A server gone without closing the connection is noticed, as a closed one is.
      keepAlive: true,
    });
    client = next;
    // Its connecting counts as hearing: the silence that gives it up starts now.
    heardAt = Date.now();
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) applyCatalogMessage(cache, message.payload);
      else if (message.channel === HEARTBEAT_CHANNEL && message.payload?.startsWith(ownBeats)) {
        heardAt = Date.now();
        cache.heard(Number(message.payload.slice(ownBeats.length)));
      }
    });
    await next.connect();
    await next.query(`LISTEN ${CATALOG_CHANNEL}; LISTEN ${HEARTBEAT_CHANNEL}`);
    // Anything may have changed while no one listened.
    cache.contentChanged();
  }

  await connect().catch(lost);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    await client?.end().catch(() => {});
  };
}
