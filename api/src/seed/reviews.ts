// Seeds the reviews of seed/reviews.ts into a database that has none and never had them, each the way a real one comes
// to be: a traveller account (no password can open it), a past session of the experience, their confirmed booking, its
// ticket checked in at the gate, then the review; helpful votes from other seed travellers, and the partner's reply.
import { randomBytes } from 'node:crypto';
import { TICKET_EXPIRES_HOURS_AFTER_END } from '@kemet/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { seedReviews } from '../../seed/reviews.js';
import { newUId } from '../auth/memberId.js';
import { newReference } from '../bookings/reference.js';
import type { Db } from '../db/client.js';
import {
  bookingLines,
  bookings,
  experienceSessions,
  experiences,
  reviewVotes,
  reviews,
  ticketCategories,
  ticketCheckins,
  tickets,
  users,
} from '../db/schema.js';

const DAY_MS = 86_400_000;
const SESSION_MINUTES = 180;
// Not an argon2 string: no password signs in as a seed traveller.
const NO_PASSWORD = '!seed-traveller';
// A past session's ticket is expired and never shown as a QR code: it carries no signed token.
const PAST_TOKEN = { kid: 'seed-past', token: '' };

/** The session a seed review's traveller went to: `daysAgo` days before `now`, at 09:00 Cairo (07:00 UTC). */
function pastStart(now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 7));
}

const emailOf = (index: number) => `seed.reviewer.${index + 1}@travellers.kemet.example`;

export async function seedReviewsIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(reviews);
  if (n > 0) return false;
  // Their accounts outlive deleted reviews: seeding again would collide on the emails.
  const [seeded] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, emailOf(0)))
    .limit(1);
  if (seeded) return false;
  const names = [...new Set(seedReviews.map((r) => r.experience))];
  const found = await db
    .select({ id: experiences.id, name: experiences.name, providerId: experiences.providerId })
    .from(experiences)
    .where(inArray(experiences.name, names));
  if (found.length === 0) return false;
  const byName = new Map(found.map((e) => [e.name, e]));
  const categories = await db
    .select({
      id: ticketCategories.id,
      experienceId: ticketCategories.experienceId,
      price: ticketCategories.priceMinor,
    })
    .from(ticketCategories)
    .where(
      inArray(
        ticketCategories.experienceId,
        found.map((e) => e.id),
      ),
    )
    .orderBy(asc(ticketCategories.position));
  const written = seedReviews.filter((r) => byName.has(r.experience));
  await db.transaction(async (tx) => {
    const accounts = await tx
      .insert(users)
      .values(
        written.map((r, i) => ({ fullName: r.author, email: emailOf(i), passwordHash: NO_PASSWORD, uid: newUId() })),
      )
      .returning({ id: users.id });
    const reviewIds: number[] = [];
    for (const [i, r] of written.entries()) {
      const experience = byName.get(r.experience)!;
      const category = categories.find((c) => c.experienceId === experience.id)!;
      const startsAt = pastStart(now, r.daysAgo);
      const endsAt = new Date(startsAt.getTime() + SESSION_MINUTES * 60_000);
      const [session] = await tx
        .insert(experienceSessions)
        .values({
          experienceId: experience.id,
          startsAt,
          endsAt,
          capacity: 20,
          placesTaken: 1,
          bookingCutoffMinutes: 0,
        })
        .returning({ id: experienceSessions.id });
      const [booking] = await tx
        .insert(bookings)
        .values({
          reference: newReference(),
          userId: accounts[i].id,
          experienceId: experience.id,
          sessionId: session.id,
          quantity: 1,
          places: 1,
          totalCents: category.price,
          status: 'confirmed',
          idempotencyKey: `seed-review-${i + 1}`,
          createdAt: new Date(startsAt.getTime() - 10 * DAY_MS),
          language: r.language,
        })
        .returning({ id: bookings.id });
      await tx.insert(bookingLines).values({
        bookingId: booking.id,
        categoryId: category.id,
        quantity: 1,
        unitPriceMinor: category.price,
        salePriceMinor: category.price,
      });
      const ticketId = randomBytes(12).toString('base64url');
      await tx.insert(tickets).values({
        id: ticketId,
        bookingId: booking.id,
        number: 1,
        categoryId: category.id,
        ...PAST_TOKEN,
        expiresAt: new Date(endsAt.getTime() + TICKET_EXPIRES_HOURS_AFTER_END * 3_600_000),
        createdAt: new Date(startsAt.getTime() - 10 * DAY_MS),
      });
      await tx.insert(ticketCheckins).values({
        ticketId,
        providerId: experience.providerId,
        checkedInAt: new Date(startsAt.getTime() - 15 * 60_000),
      });
      const createdAt = new Date(endsAt.getTime() + (1 + (i % 2)) * DAY_MS);
      const [review] = await tx
        .insert(reviews)
        .values({
          bookingId: booking.id,
          experienceId: experience.id,
          userId: accounts[i].id,
          overall: r.scores[0],
          guide: r.scores[1],
          organisation: r.scores[2],
          value: r.scores[3],
          language: r.language,
          body: r.text,
          helpfulCount: r.helpful ?? 0,
          ...(r.reply ? { replyBody: r.reply, replyAt: new Date(createdAt.getTime() + DAY_MS) } : {}),
          createdAt,
        })
        .returning({ id: reviews.id });
      reviewIds.push(review.id);
    }
    // Each helpful vote is another seed traveller's, so the counts match the votes.
    const votes = written.flatMap((r, i) =>
      accounts
        .filter((_, j) => j !== i)
        .slice(0, r.helpful ?? 0)
        .map((voter) => ({ reviewId: reviewIds[i], userId: voter.id })),
    );
    if (votes.length > 0) await tx.insert(reviewVotes).values(votes);
  });
  return true;
}
