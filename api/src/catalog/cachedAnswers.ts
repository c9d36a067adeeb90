// Serving the catalogue's routes from the CatalogCache. A route opts in with config: { cache: keyOf }, where keyOf
// names everything besides the language that changes its answer (the validated query, the id, resolved default
// dates); the language chosen from Accept-Language is added here. The routes read no session and set no cookie, so
// their answers are the same for every caller; an answer carrying Set-Cookie or no-store is never stored.
//
// Each such route gets its own hooks (no other route pays for them):
// - preHandler: a hit is answered here with the prepared answer (bytes, headers, ETag): a 304 when If-None-Match
//   names its tag, else its body, compressed once per encoding. The handler, the database, serialisation and
//   per-request compression are skipped.
// - onSend: a 200 from the handler (a miss) is prepared the same way, stored, and answered like a hit.
// These routes leave @fastify/compress out: their answers are compressed here, with its settings (http/compression.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { acceptedEncoding, compress, COMPRESS_THRESHOLD } from '../http/compression.js';
import { etagOf, notModified } from '../http/conditionalGet.js';
import { negotiateLanguage } from '../i18n/language.js';
import type { CachedAnswer, CatalogCache, PlacesShown } from './catalogCache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this GET route from the catalogue cache, keyed by what this returns (plus the answer's language). */
    cache?: (request: FastifyRequest) => string;
  }
  interface FastifyRequest {
    catalogRead?: { key: string; stamp: number; shows: PlacesShown[] };
  }
}

/** How long a miss waits for another request's read of the same answer before it reads the database itself. */
const FILL_WAIT_MS = 1_000;

/** The headers of the handler's answer that are sent again on a hit (the security headers are every answer's). */
const KEPT_HEADERS = ['content-type', 'content-language', 'vary', 'cache-control'];

/** The sessions whose places this answer shows: a booking on one of them makes it stale. */
export function showsPlacesOf(request: FastifyRequest, shown: Iterable<PlacesShown>): void {
  request.catalogRead?.shows.push(...shown);
}

/** The handler's 200 answer as it will be stored and sent again. */
function prepare(reply: FastifyReply, payload: string): CachedAnswer {
  const body = Buffer.from(payload);
  const etag = etagOf(body);
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  // Without a policy of their own, clients keep them and ask again with If-None-Match each time.
  headers['cache-control'] ??= 'no-cache';
  if (body.length >= COMPRESS_THRESHOLD)
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  headers.etag = etag;
  return { body, etag, headers, encoded: {} };
}

/** What to send for a prepared answer: no body (a 304), its bytes, or its bytes compressed as the client asked. */
function bodyFor(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Buffer | null {
  if (notModified(request, answer.etag)) {
    reply.code(304);
    return null;
  }
  const encoding = answer.body.length >= COMPRESS_THRESHOLD ? acceptedEncoding(request.headers) : undefined;
  if (!encoding) return answer.body;
  reply.header('content-encoding', encoding);
  return (answer.encoded[encoding] ??= compress(answer.body, encoding));
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export function registerCachedAnswers(app: FastifyInstance, cache: CatalogCache): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const keyFn = route.config?.cache;
    if (!keyFn) return;
    // Read by @fastify/compress's own onRoute hook, registered after this one.
    (route as RouteOptions & { compress?: false }).compress = false;
    const keyOf = (request: FastifyRequest) =>
      `${route.url} ${negotiateLanguage(request.headers['accept-language'])} ${keyFn(request)}`;

    const sendStored = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
      reply.headers(answer.headers);
      reply.send(bodyFor(request, reply, answer) ?? undefined);
    };
    const readDatabase = (request: FastifyRequest, reply: FastifyReply, key: string) => {
      request.catalogRead = { key, stamp: cache.beginRead(), shows: [] };
      if (cache.fillOf(key)) return;
      const finish = cache.startFill(key);
      // Whatever the answer (stored, refused, failed, abandoned), the requests waiting on this read go on when its
      // response closes: that comes even when the client leaves while the answer is being sent, when Fastify runs
      // neither onResponse nor onRequestAbort.
      if (reply.raw.destroyed) finish();
      else reply.raw.once('close', finish);
    };

    // A hit is answered here and now (no promise, the route's handler never runs); a miss goes on to the handler.
    const preHandler = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const key = keyOf(request);
      const answer = cache.get(key);
      if (answer) return sendStored(request, reply, answer);
      const filling = cache.fillOf(key);
      if (!filling) {
        readDatabase(request, reply, key);
        return done();
      }
      // Another request is reading this answer: wait for it rather than read the database too, but not for long: a
      // read that never ends must not hold every later request of its key.
      void Promise.race([filling, sleep(FILL_WAIT_MS)]).then(() => {
        const stored = cache.get(key);
        if (stored) return sendStored(request, reply, stored);
        readDatabase(request, reply, key);
        done();
      });
    };

    const onSend = (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => {
      // Hits send bytes; only the handler's answer (a JSON string) is prepared here.
      if (reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
      const answer = prepare(reply, payload);
      const read = request.catalogRead;
      const cacheControl = answer.headers['cache-control'];
      if (read && !reply.hasHeader('set-cookie') && !/no-store|private/.test(cacheControl)) {
        cache.store(read.key, read.stamp, answer, read.shows);
      }
      reply.headers(answer.headers);
      done(null, bodyFor(request, reply, answer));
    };

    route.preHandler = [...asList(route.preHandler), preHandler];
    route.onSend = [...asList(route.onSend), onSend];
  });
}
