// What the schedule, session and manifest tests stand on: a provider made the whole way (partnerFixtures.ts) owning a
// listing with known categories and sessions (sessionFixtures.ts), and travellers who hold and pay through the API.
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { experiences } from '../src/db/schema.js';
import { post, signUp } from './helpers.js';
import type { Partner } from './partnerFixtures.js';
import { insertExperience, type FixtureOptions } from './sessionFixtures.js';

/** A fixture experience moved to the partner's provider. */
export async function listingOf(db: Db, partner: Partner, options: FixtureOptions = {}) {
  const fixture = await insertExperience(db, options);
  await db.update(experiences).set({ providerId: partner.providerId }).where(eq(experiences.id, fixture.experienceId));
  return fixture;
}

let keyN = 0;
const card = { cardLast4: '4242', cvc: '123' };

/** A new traveller holds and pays `tickets` on the session; their cookie, email and the booking. */
export async function travellerBooks(
  app: FastifyInstance,
  sessionId: number,
  tickets: { categoryId: number; quantity: number }[],
  language: 'en' | 'ar' = 'en',
) {
  const traveller = await signUp(app);
  const hold = await post(app, '/api/holds', { sessionId, tickets }, { cookie: traveller.cookie });
  assert.equal(hold.statusCode, 201, hold.body);
  const paid = await post(
    app,
    '/api/bookings',
    { holdId: hold.json().hold.id, payment: card },
    { cookie: traveller.cookie, 'idempotency-key': `sessions-${Date.now()}-${keyN++}`, 'accept-language': language },
  );
  assert.equal(paid.statusCode, 201, paid.body);
  return { ...traveller, booking: paid.json().booking as { id: number; reference: string } };
}

export const sessionRow = async (db: Db, id: number) =>
  (
    await db.execute<{ status: string; capacity: number; places_taken: number; cancellation_reason: string | null }>(
      sql`select status, capacity, places_taken, cancellation_reason from experience_sessions where id = ${id}`,
    )
  ).rows[0];

export const auditActions = async (db: Db, providerId: number) =>
  (
    await db.execute<{ action: string; entity_id: string }>(
      sql`select action, entity_id from audit_log where provider_id = ${providerId} order by id`,
    )
  ).rows;
