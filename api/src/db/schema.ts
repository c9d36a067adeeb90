// Drizzle table definitions, one file per part of the product under tables/; `npm run db:generate -w api` turns changes
// into SQL under src/db/migrations.
export * from './tables/catalog.js';
export * from './tables/accounts.js';
export * from './tables/bookings.js';
export * from './tables/forms.js';
export * from './tables/gate.js';
export * from './tables/money.js';
export * from './tables/translations.js';
export * from './tables/partners.js';
export * from './tables/listingImages.js';
export * from './tables/wishlists.js';
export * from './tables/reviews.js';
