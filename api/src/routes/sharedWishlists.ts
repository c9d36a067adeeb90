// A wishlist's read-only link, for anyone holding it: the owner's saved experiences as their list shows them, without
// the owner's name or account. A revoked or unknown token is 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SharedWishlistSchema, WishlistPartyQuery, WishlistTokenParams, errors } from '@kemet/contract/schemas';
import { noStore } from '../http/noStore.js';
import { answerLanguage } from '../i18n/answerLanguage.js';
import { wishlistOf } from '../wishlists/wishlistItems.js';
import { sharedBy } from '../wishlists/wishlistShares.js';

export const sharedWishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  // A revoked link must stop working at once: no cache may keep an answer.
  app.addHook('onRequest', noStore);

  app.get(
    '/wishlists/shared/:token',
    {
      schema: {
        tags: ['wishlist'],
        params: WishlistTokenParams,
        querystring: WishlistPartyQuery,
        response: { 200: SharedWishlistSchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const share = await sharedBy(db, request.params.token);
      return {
        items: await wishlistOf(db, language, share.userId, request.query),
        sharedAt: share.createdAt.toISOString(),
      };
    },
  );
};
