// Ticket keys and revocations for scanners: GET /tickets/keys (public, cacheable JWKS), GET /tickets/revoked (a
// provider's).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JwksSchema, RevokedListSchema, RevokedQuery, errors } from '@kemet/contract/schemas';
import { requireProviderCaller } from '../gate/providerAuth.js';
import { noStore } from '../http/noStore.js';
import { publishedKeys } from '../tickets/jwks.js';
import { activeKeyring } from '../tickets/keyring.js';
import { revokedSince } from '../tickets/revoke.js';

/**
 * A scanner may keep the key set this long; a rotation reaches it within that time, old keys stay in the set anyway.
 */
const KEYS_MAX_AGE_SECONDS = 300;

export const ticketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/tickets/keys',
    {
      schema: {
        tags: ['tickets'],
        description: 'The public keys that verify ticket tokens (EdDSA, Ed25519), by kid.',
        response: { 200: JwksSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${KEYS_MAX_AGE_SECONDS}`);
      return publishedKeys(db, activeKeyring());
    },
  );

  app.get(
    '/tickets/revoked',
    {
      onRequest: noStore,
      schema: {
        tags: ['tickets'],
        description:
          "The provider's tickets revoked after `since` (a provider key, or provider staff signed in); pass `asOf` as `since` next time.",
        querystring: RevokedQuery,
        response: { 200: RevokedListSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { providerId } = await requireProviderCaller(request);
      const since = request.query.since === undefined ? undefined : new Date(request.query.since);
      return revokedSince(db, providerId, since);
    },
  );
};
