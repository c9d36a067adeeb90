// The body of before sessions, `eventId + quantity`: that many tickets of the experience's first category on its next
// session still open for booking, priced like any choice (docs/product/rules.md#booking).
import { EVENT_PAST_MESSAGE } from '@kemet/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { experienceNotFound, publishedExperience } from '../catalog/publishedExperience.js';
import type { Db } from '../db/client.js';
import { experienceSessions, ticketCategories } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { priceChoice, type PricedChoice } from './quote.js';
import { bookingClosesAt, refusal, sessionState } from './sessionState.js';

export async function legacyChoice(db: Db, eventId: number, quantity: number): Promise<PricedChoice> {
  await publishedExperience(db, eventId);
  const [category] = await db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.experienceId, eventId))
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id))
    .limit(1);
  const [next] = await db
    .select({ id: experienceSessions.id })
    .from(experienceSessions)
    .where(
      and(
        eq(experienceSessions.experienceId, eventId),
        eq(experienceSessions.status, 'open'),
        sql`now() < ${bookingClosesAt}`,
      ),
    )
    .orderBy(asc(experienceSessions.startsAt))
    .limit(1);
  if (!category) throw experienceNotFound();
  if (!next) {
    // Nothing left to book: name why with the experience's last session (started → EVENT_PAST, else closed).
    const [last] = await db
      .select({ id: experienceSessions.id })
      .from(experienceSessions)
      .where(eq(experienceSessions.experienceId, eventId))
      .orderBy(sql`${experienceSessions.startsAt} desc`)
      .limit(1);
    const state = last && (await sessionState(db, last.id));
    throw (state && refusal(state, quantity, true)) ?? new ApiError(409, 'EVENT_PAST', EVENT_PAST_MESSAGE);
  }
  return priceChoice(
    db,
    { sessionId: next.id, tickets: [{ categoryId: category.id, quantity }] },
    { checkPlaces: false },
  );
}
