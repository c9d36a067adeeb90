// Operations' review of partners' listings (docs/product/partners.md#listings): the listings in review, oldest first;
// approving one publishes it (every instance's catalogue cache is told), rejecting one sends it back to its partner as
// a draft with the reason.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, ListingList, ListingSchema, RejectionBody, errors } from '@kemet/contract/schemas';
import { noStore } from '../http/noStore.js';
import { approveListing, rejectListing } from '../listings/listingChanges.js';
import { listingsWhere } from '../listings/listingRows.js';
import { asOperations, changesPerAccount, operationsMemberOf } from '../partners/roleHooks.js';

export const operationsListingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, catalogCache } = app.ctx;
  app.addHook('onRequest', noStore);
  app.addHook('onRequest', asOperations);
  const counted = changesPerAccount(app);
  const tags = ['operations'];
  const decided = { 200: ListingSchema, ...errors(400, 401, 403, 404, 409, 429) };

  app.get('/operations/listings', { schema: { tags, response: { 200: ListingList, ...errors(401, 403) } } }, async () =>
    listingsWhere(db, { status: 'in_review' }),
  );

  app.post(
    '/operations/listings/:id/approval',
    { onRequest: counted, schema: { tags, params: IdParams, response: decided } },
    async (request) => {
      const { listing, live } = await approveListing(db, request.params.id, operationsMemberOf(request).id);
      if (live) catalogCache.contentChanged();
      return listing;
    },
  );

  app.post(
    '/operations/listings/:id/rejection',
    { onRequest: counted, schema: { tags, params: IdParams, body: RejectionBody, response: decided } },
    async (request) => {
      const { listing } = await rejectListing(
        db,
        request.params.id,
        operationsMemberOf(request).id,
        request.body.reason,
      );
      return listing;
    },
  );
};
