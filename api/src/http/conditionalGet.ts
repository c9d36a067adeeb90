// Conditional requests for the catalogue's answers: a route that opts in (config: { etag: true }) sends an ETag, the
// hash of its JSON, and answers a matching If-None-Match with 304 and no body. Registered before compression, so the
// hash is that of the JSON whatever the encoding, and one tag serves every client. Only 200 answers to GET and HEAD:
// a refusal never becomes a 304. The answer's language is part of its body, so each language has its own tag (and the
// routes send Vary: Accept-Language). Without a policy of their own they are `no-cache`: a browser keeps them and asks
// again with If-None-Match each time, so an unchanged page of events costs a 304.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Send an ETag and answer If-None-Match with 304 (GET and HEAD, 200 answers). */
    etag?: boolean;
  }
}

export const etagOf = (body: string | Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

export function registerConditionalGets(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.etag || reply.statusCode !== 200) return payload;
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // The catalogue cache sets the tag it hashed once when it stored the answer.
    const etag = reply.hasHeader('etag') ? String(reply.getHeader('etag')) : etagOf(payload);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    if (!fresh(request.headers, { etag })) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  });
}
