// Listing pictures (docs/product/partners.md#listings): a partner uploads one as the request's whole body (any declared
// type: the content decides, listings/pictures.ts) and gets its address; anyone reads it there, from any instance,
// with a year's cache (an address is never reused for other content).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { LISTING_IMAGE_MAX_BYTES } from '@kemet/contract';
import { ListingImageSchema, errors } from '@kemet/contract/schemas';
import { Type } from 'typebox';
import { listingImages } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { noStore } from '../http/noStore.js';
import { notAPicture, storePicture } from '../listings/pictures.js';
import { asPartner, changesPerAccount, partnerOf } from '../partners/roleHooks.js';

const PICTURE_NAME = /^([a-f0-9]{32})\.webp$/;

export const listingPictureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    // Twice the limit reaches the route, which refuses past the limit in its own words; beyond, Fastify's 413.
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 2 * LISTING_IMAGE_MAX_BYTES }, (_r, body, done) =>
      done(null, body),
    );
    uploads.post(
      '/partner/listing-images',
      {
        onRequest: [noStore, asPartner(), changesPerAccount(app)],
        schema: { tags: ['partner'], response: { 201: ListingImageSchema, ...errors(401, 403, 413, 415, 429) } },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw notAPicture();
        const stored = await storePicture(db, partnerOf(request).providerId, request.body);
        return reply.code(201).send(stored);
      },
    );
  });

  app.get(
    '/media/uploads/:name',
    { schema: { tags: ['catalogue'], params: Type.Object({ name: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      const id = PICTURE_NAME.exec(request.params.name)?.[1];
      const [row] = id
        ? await db
            .select({ content: listingImages.content })
            .from(listingImages)
            .where(and(eq(listingImages.id, id)))
        : [];
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'There is no such image.');
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('X-Content-Type-Options', 'nosniff')
        .send(row.content);
    },
  );
};
