// Serving the catalogue's routes from the CatalogCache. A route opts in with config: { cache: keyOf }, where keyOf
// names everything besides the language that changes its answer (the validated query, the id, resolved default
// dates); the language chosen from Accept-Language is added here. A hit is answered in preHandler with the stored
// JSON, headers and ETag (the handler and the database are skipped); a miss runs the handler and its 200 answer is
// stored in onSend, before the conditional-GET and compression hooks. The routes read no session and set no cookie,
// so their answers are the same for every caller; an answer carrying Set-Cookie or no-store is never stored.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../http/conditionalGet.js';
import { negotiateLanguage } from '../i18n/language.js';
import type { CatalogCache } from './catalogCache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this GET route from the catalogue cache, keyed by what this returns (plus the answer's language). */
    cache?: (request: FastifyRequest) => string;
  }
  interface FastifyRequest {
    catalogRead?: { key: string; stamp: number; experiences: number[]; finish?: () => void };
  }
}

/** The headers an answer is sent with again on a hit. */
const KEPT_HEADERS = ['content-type', 'content-language', 'vary', 'cache-control'];

/** The experiences whose places this answer shows: a booking on one of them makes it stale. */
export function showsPlacesOf(request: FastifyRequest, experienceIds: Iterable<number>): void {
  request.catalogRead?.experiences.push(...experienceIds);
}

function keyOf(request: FastifyRequest, keyFn: (request: FastifyRequest) => string): string {
  return `${request.routeOptions.url} ${negotiateLanguage(request.headers['accept-language'])} ${keyFn(request)}`;
}

function sendCached(reply: FastifyReply, answer: { body: string; etag: string; headers: Record<string, string> }) {
  reply.headers(answer.headers);
  reply.header('etag', answer.etag);
  return reply.send(answer.body);
}

export function registerCachedAnswers(app: FastifyInstance, cache: CatalogCache): void {
  app.addHook('preHandler', async (request, reply) => {
    const keyFn = request.routeOptions.config.cache;
    if (!keyFn || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const key = keyOf(request, keyFn);
    let answer = cache.get(key);
    if (!answer) {
      const filling = cache.fillOf(key);
      if (filling) {
        await filling;
        answer = cache.get(key);
      }
    }
    if (answer) return sendCached(reply, answer);
    request.catalogRead = { key, stamp: cache.beginRead(), experiences: [] };
    if (!cache.fillOf(key)) request.catalogRead.finish = cache.startFill(key);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.catalogRead;
    if (!read || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (reply.hasHeader('set-cookie') || /no-store|private/.test(cacheControl)) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const etag = etagOf(payload);
    reply.header('etag', etag);
    cache.store(read.key, read.stamp, { body: payload, etag, headers }, read.experiences);
    return payload;
  });

  // Whatever the answer (stored, refused, failed, abandoned), the requests waiting on this read go on.
  const finish = async (request: FastifyRequest) => request.catalogRead?.finish?.();
  app.addHook('onResponse', finish);
  app.addHook('onRequestAbort', finish);
}
