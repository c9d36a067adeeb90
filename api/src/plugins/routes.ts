// The API's routes, each group in src/routes; buildApp registers them under /api.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '../routes/accounts.js';
import { accountSecurityRoutes } from '../routes/accountSecurity.js';
import { availabilityRoutes } from '../routes/availability.js';
import { bookingRoutes } from '../routes/bookings.js';
import { bookingTicketRoutes } from '../routes/bookingTickets.js';
import { catalogRoutes } from '../routes/catalog.js';
import { searchRoutes } from '../routes/search.js';
import { challengeRoutes } from '../routes/challenge.js';
import { checkinRoutes } from '../routes/checkins.js';
import { devMailboxRoutes } from '../routes/devMailbox.js';
import { formRoutes } from '../routes/forms.js';
import { fxRateRoutes } from '../routes/fxRates.js';
import { healthRoutes } from '../routes/health.js';
import { holdRoutes } from '../routes/holds.js';
import { mediaRoutes } from '../routes/media.js';
import { mediaRasterRoutes } from '../routes/mediaRasters.js';
import { operationsRoutes } from '../routes/operations.js';
import { partnerRoutes } from '../routes/partner.js';
import { partnerSalesRoutes } from '../routes/partnerSales.js';
import { partnerInvitationRoutes } from '../routes/partnerInvitations.js';
import { partnerSessionRoutes } from '../routes/partnerSessions.js';
import { passwordResetRoutes } from '../routes/passwordResets.js';
import { providerRoutes } from '../routes/providers.js';
import { quoteRoutes } from '../routes/quotes.js';
import { sitemapDataRoutes } from '../routes/sitemapData.js';
import { ticketRoutes } from '../routes/tickets.js';
// Partners' listings (docs/product/partners.md#listings).
import { listingPictureRoutes } from '../routes/listingPictures.js';
import { operationsListingRoutes } from '../routes/operationsListings.js';
import { partnerListingRoutes } from '../routes/partnerListings.js';
// Travellers' wishlists (docs/product/wishlist.md).
import { sharedWishlistRoutes } from '../routes/sharedWishlists.js';
import { wishlistRoutes } from '../routes/wishlist.js';
// Reviews (docs/product/reviews.md).
import { operationsReviewRoutes } from '../routes/operationsReviews.js';
import { partnerReviewRoutes } from '../routes/partnerReviews.js';
import { reviewRoutes } from '../routes/reviews.js';
import { reviewWriteRoutes } from '../routes/reviewWrites.js';

export async function routes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(catalogRoutes);
  await api.register(searchRoutes);
  await api.register(availabilityRoutes);
  await api.register(mediaRoutes);
  await api.register(mediaRasterRoutes);
  await api.register(sitemapDataRoutes);
  await api.register(challengeRoutes);
  await api.register(accountRoutes);
  await api.register(accountSecurityRoutes);
  await api.register(passwordResetRoutes);
  await api.register(devMailboxRoutes);
  await api.register(formRoutes);
  await api.register(quoteRoutes);
  await api.register(holdRoutes);
  await api.register(bookingRoutes);
  await api.register(providerRoutes);
  await api.register(checkinRoutes);
  await api.register(bookingTicketRoutes);
  await api.register(ticketRoutes);
  await api.register(fxRateRoutes);
  await api.register(partnerRoutes);
  await api.register(partnerSalesRoutes);
  await api.register(partnerInvitationRoutes);
  await api.register(partnerSessionRoutes);
  await api.register(operationsRoutes);
  // Partners' listings.
  await api.register(partnerListingRoutes);
  await api.register(listingPictureRoutes);
  await api.register(operationsListingRoutes);
  await api.register(wishlistRoutes);
  await api.register(sharedWishlistRoutes);
  // Reviews.
  await api.register(reviewRoutes);
  await api.register(reviewWriteRoutes);
  await api.register(partnerReviewRoutes);
  await api.register(operationsReviewRoutes);
}
