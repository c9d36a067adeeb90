// The ticket page's data (GET /bookings/:reference): the booking, its provider, the meeting place and its tickets.
import type { BookingTickets, Proof, Ticket } from '@kemet/contract';
import { and, asc, eq } from 'drizzle-orm';
import { bookingById } from '../bookings/bookingsOut.js';
import type { Db } from '../db/client.js';
import { bookings, experiences, providers, ticketCategories, ticketCheckins, tickets } from '../db/schema.js';
import type { Language } from '../i18n/language.js';
import { bookingTicketsIn } from '../i18n/translations.js';
import { issueTickets } from './issue.js';
import { meetingPlaceOf } from './meetingPlace.js';

/** The traveller's booking by reference, or null for an unknown reference and for another traveller's alike. */
export async function bookingTickets(
  db: Db,
  userId: number,
  reference: string,
  language: Language = 'en',
): Promise<BookingTickets | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      experience: experiences,
      provider: { id: providers.id, name: providers.name },
    })
    .from(bookings)
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .innerJoin(providers, eq(providers.id, experiences.providerId))
    .where(and(eq(bookings.reference, reference), eq(bookings.userId, userId)));
  if (!row) return null;
  const found: BookingTickets = {
    booking: await bookingById(db, row.id),
    provider: row.provider,
    meetingPlace: meetingPlaceOf(row.experience),
    tickets: await ticketsFor(db, row.id, row.status),
  };
  const { location, meetingPoint, meetingLatitude, meetingLongitude } = row.experience;
  const ownMeetingPoint = meetingPoint !== null && meetingLatitude !== null && meetingLongitude !== null;
  return bookingTicketsIn(db, language, found, { location, ownMeetingPoint });
}

async function ticketsFor(db: Db, bookingId: number, status: string): Promise<Ticket[]> {
  if (status !== 'confirmed' && status !== 'cancelled') return [];
  const found = await ticketsOf(db, bookingId);
  if (found.length > 0 || status !== 'confirmed') return found;
  // A booking confirmed before tickets existed gets them on its first read.
  await db.transaction((tx) => issueTickets(tx, bookingId));
  return ticketsOf(db, bookingId);
}

async function ticketsOf(db: Db, bookingId: number): Promise<Ticket[]> {
  const rows = await db
    .select({ ticket: tickets, category: ticketCategories, checkedInAt: ticketCheckins.checkedInAt })
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .leftJoin(ticketCheckins, eq(ticketCheckins.ticketId, tickets.id))
    .where(eq(tickets.bookingId, bookingId))
    .orderBy(asc(tickets.number));
  return rows.map(({ ticket, category, checkedInAt }) => ({
    id: ticket.id,
    number: ticket.number,
    category: { id: category.id, label: category.label, proof: category.proof as Proof },
    status: ticket.revokedAt ? 'revoked' : 'valid',
    token: ticket.revokedAt ? null : ticket.token,
    expiresAt: ticket.expiresAt.toISOString(),
    checkedInAt: checkedInAt?.toISOString() ?? null,
  }));
}
