// What the log says of a request. An invitation link's secret travels in the path (`/partner/invitations/<token>`, the
// address the link's page asks), as a shared wishlist's does (`/wishlists/shared/<token>`), so the logged URL hides
// them, as the outbox's log copy does.
import type { FastifyRequest } from 'fastify';

const LINK_SECRET = /(\/partner\/invitations\/|\/wishlists\/shared\/)[^/?#]+/;

export const hideLinkSecrets = (url: string): string => url.replace(LINK_SECRET, '$1[hidden]');

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: hideLinkSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
