// A partner's listings (docs/product/partners.md#listings): the provider's own list, a new draft, one listing with its
// version as ETag, a save that names the version it edited (If-Match: 428 without, 412 with the listing as it is now
// when someone saved meanwhile), and the submission for review. Any member of the provider may edit; another
// provider's listing answers as an unknown id. Changes are counted per account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Listing } from '@kemet/contract';
import { IdParams, ListingBody, ListingList, ListingSchema, StaleListingSchema, errors } from '@kemet/contract/schemas';
import { noStore } from '../http/noStore.js';
import { errorBody } from '../http/errors.js';
import { StaleListing, createListing, submitListing, updateListing, versionOf } from '../listings/listingChanges.js';
import { listingOf, listingsWhere } from '../listings/listingRows.js';
import { asPartner, changesPerAccount, partnerOf } from '../partners/roleHooks.js';

export const etagOf = (listing: Listing) => `"${listing.version}"`;

export const partnerListingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, catalogCache } = app.ctx;
  app.addHook('onRequest', noStore);
  const member = asPartner();
  const memberChange = [member, changesPerAccount(app)];
  const tags = ['partner'];
  const withTag = (reply: FastifyReply, listing: Listing) => reply.header('ETag', etagOf(listing)).send(listing);

  app.get(
    '/partner/listings',
    { onRequest: member, schema: { tags, response: { 200: ListingList, ...errors(401, 403) } } },
    async (request) => listingsWhere(db, { providerId: partnerOf(request).providerId }),
  );

  app.post(
    '/partner/listings',
    {
      onRequest: memberChange,
      schema: { tags, body: ListingBody, response: { 201: ListingSchema, ...errors(400, 401, 403, 429) } },
    },
    async (request, reply) => withTag(reply.code(201), await createListing(db, partnerOf(request), request.body)),
  );

  app.get(
    '/partner/listings/:id',
    {
      onRequest: member,
      schema: { tags, params: IdParams, response: { 200: ListingSchema, ...errors(401, 403, 404) } },
    },
    async (request, reply) => withTag(reply, await listingOf(db, partnerOf(request).providerId, request.params.id)),
  );

  app.put(
    '/partner/listings/:id',
    {
      onRequest: memberChange,
      schema: {
        tags,
        params: IdParams,
        body: ListingBody,
        response: {
          200: ListingSchema,
          412: StaleListingSchema,
          ...errors(400, 401, 403, 404, 428, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = partnerOf(request);
      // The listing must be this provider's before anything about the version is said.
      await listingOf(db, caller.providerId, request.params.id);
      const version = versionOf(request.headers['if-match']);
      try {
        const { listing, live } = await updateListing(db, caller, request.params.id, version, request.body);
        if (live) catalogCache.contentChanged();
        return withTag(reply, listing);
      } catch (error) {
        if (!(error instanceof StaleListing)) throw error;
        return reply
          .code(412)
          .header('ETag', etagOf(error.current))
          .send({ ...errorBody(error.code, error.message), current: error.current });
      }
    },
  );

  app.post(
    '/partner/listings/:id/submission',
    {
      onRequest: memberChange,
      schema: { tags, params: IdParams, response: { 200: ListingSchema, ...errors(401, 403, 404, 409, 429) } },
    },
    async (request, reply) => {
      const { listing } = await submitListing(db, partnerOf(request), request.params.id);
      return withTag(reply, listing);
    },
  );
};
