// Conditional requests for the catalogue's answers (catalog/cachedAnswers.ts): each 200 answer to GET and HEAD carries
// an ETag, the hash of its JSON, and a matching If-None-Match gets 304 and no body. The hash is that of the JSON
// whatever the encoding, so one tag serves every client. A refusal never becomes a 304. The answer's language is part
// of its body, so each language has its own tag (and the routes send Vary: Accept-Language).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fresh from 'fresh';

export const etagOf = (body: string | Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether the client's copy (If-None-Match) is the answer tagged `etag`. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return request.headers['if-none-match'] !== undefined && fresh(request.headers, { etag });
}
