// The language a traveller booked in (from the booking request's Accept-Language): mail about the booking, such as a
// partner's cancellation, is written in it.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema.js';
import type { Language } from '../i18n/language.js';

export async function rememberBookingLanguage(db: Db, bookingId: number, language: Language): Promise<void> {
  if (language === 'en') return; // the column's default
  await db.update(bookings).set({ language }).where(eq(bookings.id, bookingId));
}
