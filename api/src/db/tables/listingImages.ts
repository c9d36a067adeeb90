// Pictures partners upload for their listings, re-encoded by the service and kept in the database so that every API
// instance serves them (docs/product/partners.md#listings). experiences.images holds their addresses.
import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { providers } from './catalog.js';
import { createdAt } from './columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const listingImages = pgTable(
  'listing_images',
  {
    // 32 random hex digits: the picture's address, never reused.
    id: text('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    content: bytea('content').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_images_provider').on(t.providerId)],
);
