// Sales the partner sales and statement tests read: experiences of a given provider, sessions at given instants and
// bookings made at given instants, written straight to the tables (the booking path itself is tested elsewhere).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { bookings, experienceSessions, experiences } from '../src/db/schema.js';

export async function providerExperience(db: Db, providerId: number, currency: string, name: string) {
  const [{ next }] = (
    await db.execute<{ next: number }>(sql`select coalesce(max(id), 0)::int + 1 as next from experiences`)
  ).rows;
  const id = Number(next);
  await db.insert(experiences).values({
    id,
    name,
    location: 'Aswan',
    description: 'A sales fixture',
    details: 'Details',
    images: ['a.svg', 'b.svg', 'c.svg'],
    imageWidth: 800,
    imageHeight: 600,
    providerId,
    kind: 'tour',
    currency,
    searchText: name.toLowerCase(),
  });
  return id;
}

export async function sessionAt(
  db: Db,
  experienceId: number,
  startsAt: string,
  capacity: number,
  status: 'open' | 'closed' | 'cancelled' = 'open',
) {
  const start = new Date(startsAt);
  const [row] = await db
    .insert(experienceSessions)
    .values({ experienceId, startsAt: start, endsAt: new Date(start.getTime() + 7_200_000), capacity, status })
    .returning({ id: experienceSessions.id });
  return row.id;
}

export interface BookingSpec {
  userId: number;
  experienceId: number;
  sessionId: number;
  createdAt: string;
  quantity: number;
  places?: number;
  currency: string;
  totalMinor: number;
  status?: 'pending' | 'confirmed' | 'cancelled' | 'failed';
}

/** A booking made at `createdAt`; its reference. */
export async function bookingAt(db: Db, spec: BookingSpec): Promise<string> {
  const reference = `KMT-${randomBytes(4).toString('hex').toUpperCase()}`;
  await db.insert(bookings).values({
    reference,
    userId: spec.userId,
    experienceId: spec.experienceId,
    sessionId: spec.sessionId,
    quantity: spec.quantity,
    places: spec.places ?? spec.quantity,
    currency: spec.currency,
    totalCents: spec.totalMinor,
    status: spec.status ?? 'confirmed',
    idempotencyKey: randomBytes(8).toString('hex'),
    createdAt: new Date(spec.createdAt),
  });
  return reference;
}
