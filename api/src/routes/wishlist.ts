// The signed-in traveller's wishlist (docs/product/wishlist.md): read it (whole, or just its ids for the ♥s), save and
// remove one experience, merge the device's list at sign-in, and make or revoke its read-only share link.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ExperienceIdParams,
  IdParams,
  NewWishlistShareSchema,
  WishlistIdsSchema,
  WishlistMergeAnswer,
  WishlistMergeBody,
  WishlistPartyQuery,
  WishlistSchema,
  errors,
} from '@kemet/contract/schemas';
import { signedInRoutes } from '../auth/signedInRoutes.js';
import { noStore } from '../http/noStore.js';
import { answerLanguage } from '../i18n/answerLanguage.js';
import { perAccountLimit } from '../limits/plugin.js';
import { LIMIT_MESSAGES } from '../limits/rateLimited.js';
import { wishlistOf } from '../wishlists/wishlistItems.js';
import { createShare, liveShare, revokeShare } from '../wishlists/wishlistShares.js';
import { removeExperience, saveExperience, saveExperiences, savedIds } from '../wishlists/wishlistWrites.js';

const tags = ['wishlist'];

export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db } = app.ctx;
  app.addHook('onRequest', noStore);
  const userOf = signedInRoutes(app);
  // Generous (a traveller taps ♥ often), so a script cannot churn the table.
  const admit = perAccountLimit(app, 'wishlist-user', config.wishlistWritesPerUser, LIMIT_MESSAGES.wishlist);

  app.get(
    '/me/wishlist',
    {
      schema: {
        tags,
        description: 'The saved experiences, newest first, each with the next session that has places for the party.',
        querystring: WishlistPartyQuery,
        response: { 200: WishlistSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const language = answerLanguage(request, reply);
      const [items, share] = await Promise.all([
        wishlistOf(db, language, user.id, request.query),
        liveShare(db, user.id),
      ]);
      return { items, share };
    },
  );

  app.get(
    '/me/wishlist/ids',
    { schema: { tags, response: { 200: WishlistIdsSchema, ...errors(401) } } },
    async (request) => ({ ids: await savedIds(db, userOf(request).id) }),
  );

  app.put(
    '/me/wishlist/items/:experienceId',
    {
      schema: {
        tags,
        description:
          'Saves one experience (saving it again changes nothing): 404 when travellers cannot see it, 409 when the list is full.',
        params: ExperienceIdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await admit(request, user.id);
      await saveExperience(db, user.id, request.params.experienceId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/me/wishlist/items/:experienceId',
    {
      schema: {
        tags,
        params: ExperienceIdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await admit(request, user.id);
      await removeExperience(db, user.id, request.params.experienceId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/wishlist/merge',
    {
      schema: {
        tags,
        description:
          "Saves the device's ids at sign-in: repeats and ids already saved change nothing; ids no longer in the catalogue are skipped and named, as are those a full wishlist has no room for.",
        body: WishlistMergeBody,
        response: { 200: WishlistMergeAnswer, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const user = userOf(request);
      await admit(request, user.id);
      return saveExperiences(db, user.id, request.body.experienceIds);
    },
  );

  app.post(
    '/me/wishlist/shares',
    { schema: { tags, response: { 201: NewWishlistShareSchema, ...errors(401, 429) } } },
    async (request, reply) => {
      const user = userOf(request);
      await admit(request, user.id);
      return reply.code(201).send(await createShare(db, user.id));
    },
  );

  app.delete(
    '/me/wishlist/shares/:id',
    {
      schema: {
        tags,
        description: "Revokes the link: its token reads as not found from now on; another account's id is 404.",
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await admit(request, user.id);
      await revokeShare(db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
