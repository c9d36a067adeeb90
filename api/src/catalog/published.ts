// Travellers only ever see published experiences (docs/product/partners.md#listings): every catalogue read, the
// sitemap, availability, quotes, holds and bookings add this condition, so a draft's id answers as an unknown one.
import { eq } from 'drizzle-orm';
import { experiences } from '../db/schema.js';

export const isPublished = eq(experiences.status, 'published');
