// Tickets the gate tests scan: a confirmed booking of a fixture experience with one signed ticket, and provider keys.
import { randomBytes } from 'node:crypto';
import { TICKET_EXPIRES_HOURS_AFTER_END } from '@kemet/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import {
  bookings,
  experienceSessions,
  experiences,
  providerKeys,
  providers,
  tickets,
  users,
} from '../src/db/schema.js';
import { issueProviderKey } from '../src/gate/providerKeys.js';
import { newReference } from '../src/bookings/reference.js';
import { signTicket } from '../src/tickets/token.js';
import { insertExperience } from './sessionFixtures.js';

export interface GateTicket {
  token: string;
  ticketId: string;
  bookingId: number;
  reference: string;
  providerId: number;
  experience: { id: number; name: string };
  startsAt: Date;
}

/**
 * A ticket of a fresh experience whose one session starts `startsIn` minutes from now (default 30) and lasts 2 hours,
 * booked by `userId` (default: a new traveller).
 */
export async function insertTicket(
  db: Db,
  options: { startsIn?: number; category?: 'adult' | 'student'; userId?: number } = {},
): Promise<GateTicket> {
  const fixture = await insertExperience(db, { sessions: [{ startsIn: options.startsIn ?? 30 }] });
  const [experience] = await db
    .select({ id: experiences.id, name: experiences.name, providerId: experiences.providerId })
    .from(experiences)
    .where(eq(experiences.id, fixture.experienceId));
  const [session] = await db
    .select({ startsAt: experienceSessions.startsAt, endsAt: experienceSessions.endsAt })
    .from(experienceSessions)
    .where(eq(experienceSessions.id, fixture.sessions[0]));
  const [user] = options.userId
    ? [{ id: options.userId }]
    : await db
        .insert(users)
        .values({
          fullName: 'Gate Traveller',
          email: `gate.${randomBytes(6).toString('hex')}@example.com`,
          passwordHash: 'x',
          uid: randomBytes(8).toString('hex'),
        })
        .returning({ id: users.id });
  const reference = newReference();
  const [booking] = await db
    .insert(bookings)
    .values({
      reference,
      userId: user.id,
      experienceId: experience.id,
      sessionId: fixture.sessions[0],
      quantity: 1,
      places: 1,
      totalCents: 10_000,
      status: 'confirmed',
      idempotencyKey: randomBytes(8).toString('hex'),
    })
    .returning({ id: bookings.id });
  const category = options.category ?? 'adult';
  const ticketId = randomBytes(12).toString('base64url');
  const expiresAt = new Date(session.endsAt.getTime() + TICKET_EXPIRES_HOURS_AFTER_END * 3_600_000);
  const { token, kid } = await signTicket({
    jti: ticketId,
    ref: reference,
    xp: experience.id,
    pv: experience.providerId,
    st: Math.floor(session.startsAt.getTime() / 1000),
    cat: category === 'adult' ? 'Foreign adult' : 'Egyptian student',
    prf: category === 'adult' ? 'passport' : 'student_card',
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  await db.insert(tickets).values({
    id: ticketId,
    bookingId: booking.id,
    number: 1,
    categoryId: fixture.categories[category],
    kid,
    token,
    expiresAt,
  });
  return {
    token,
    ticketId,
    bookingId: booking.id,
    reference,
    providerId: experience.providerId,
    experience: { id: experience.id, name: experience.name },
    startsAt: session.startsAt,
  };
}

/** A fresh live key of the provider (its earlier key stops working). */
export async function keyOf(db: Db, providerId: number): Promise<string> {
  return (await issueProviderKey(db, providerId)).key;
}

/** A provider other than `providerId`. */
export async function otherProvider(db: Db, providerId: number): Promise<number> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(sql`${providers.id} <> ${providerId}`)
    .limit(1);
  return row.id;
}

export const revokeTicket = (db: Db, ticketId: string) =>
  db.update(tickets).set({ revokedAt: new Date() }).where(eq(tickets.id, ticketId));

export const liveKeyRows = (db: Db, providerId: number) =>
  db
    .select()
    .from(providerKeys)
    .where(sql`${providerKeys.providerId} = ${providerId} and ${providerKeys.revokedAt} is null`);

export const nonce = () => randomBytes(9).toString('base64url');
