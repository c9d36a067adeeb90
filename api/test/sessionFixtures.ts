// Rows the booking tests stand on: an experience of their own with known categories, prices, sale and sessions, and
// the places of a seeded experience's next bookable session (what the legacy eventId + quantity body books).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { experienceSessions, experiences, providers, ticketCategories } from '../src/db/schema.js';

export interface SessionSpec {
  /** Minutes from now to the start (negative: already started). Default 7 days (and a minute more per session). */
  startsIn?: number;
  capacity?: number;
  cutoffMinutes?: number;
  status?: 'open' | 'closed' | 'cancelled';
}

export interface FixtureOptions {
  /** Per mille, as experiences.sale. */
  sale?: number;
  freeCancellationHours?: number;
  sessions?: SessionSpec[];
  /** The infant category is a museum's free "Under 6", which takes a place, instead of an infant on a lap. */
  underSix?: boolean;
}

export interface Fixture {
  experienceId: number;
  /** Foreign adult 100.00, child 50.00, infant on a lap 0 (takes no place), Egyptian student 12.35. */
  categories: { adult: number; child: number; infant: number; student: number };
  sessions: number[];
}

export const DAY_MINUTES = 24 * 60;

export async function insertExperience(db: Db, options: FixtureOptions = {}): Promise<Fixture> {
  const [provider] = await db.select({ id: providers.id }).from(providers).limit(1);
  const [{ next }] = (
    await db.execute<{ next: number }>(sql`select coalesce(max(id), 0)::int + 1 as next from experiences`)
  ).rows;
  const experienceId = Number(next);
  await db.insert(experiences).values({
    id: experienceId,
    name: `Fixture experience ${experienceId}`,
    location: 'Luxor',
    description: 'A session fixture',
    details: 'Details',
    images: ['a.svg', 'b.svg', 'c.svg'],
    imageWidth: 800,
    imageHeight: 600,
    providerId: provider.id,
    kind: 'tour',
    currency: 'USD',
    sale: options.sale ?? 0,
    freeCancellationHours: options.freeCancellationHours ?? 24,
    searchText: `fixture experience ${experienceId}`,
  });
  const category = (
    code: 'adult' | 'child' | 'infant' | 'student',
    residency: 'foreign' | 'egyptian' | 'any',
    label: string,
    priceMinor: number,
    position: number,
  ) => ({
    experienceId,
    code,
    residency,
    label,
    proof:
      code === 'student' ? ('student_card' as const) : code === 'adult' ? ('passport' as const) : ('none' as const),
    takesPlace: code !== 'infant' || options.underSix === true,
    priceMinor,
    currency: 'USD',
    position,
  });
  const rows = await db
    .insert(ticketCategories)
    .values([
      category('adult', 'foreign', 'Foreign adult', 10_000, 0),
      category('child', 'any', 'Child', 5_000, 1),
      category('infant', 'any', options.underSix ? 'Under 6' : 'Infant on a lap', 0, 2),
      category('student', 'egyptian', 'Egyptian student', 1_235, 3),
    ])
    .returning({ id: ticketCategories.id, code: ticketCategories.code });
  const id = (code: string) => rows.find((r) => r.code === code)!.id;
  const specs = options.sessions ?? [{}];
  const sessions = await db
    .insert(experienceSessions)
    .values(
      specs.map((s, i) => ({
        experienceId,
        // Sessions of one experience start at distinct times (experience_sessions_start is unique).
        startsAt: sql`now() + make_interval(mins => ${s.startsIn ?? 7 * DAY_MINUTES + i})`,
        endsAt: sql`now() + make_interval(mins => ${(s.startsIn ?? 7 * DAY_MINUTES + i) + 120})`,
        capacity: s.capacity ?? 20,
        bookingCutoffMinutes: s.cutoffMinutes ?? 0,
        status: s.status ?? 'open',
      })),
    )
    .returning({ id: experienceSessions.id });
  return {
    experienceId,
    categories: { adult: id('adult'), child: id('child'), infant: id('infant'), student: id('student') },
    sessions: sessions.map((s) => s.id),
  };
}

export async function sessionPlaces(db: Db, sessionId: number): Promise<{ taken: number; left: number }> {
  const { rows } = await db.execute<{ taken: number; capacity: number }>(
    sql`select places_taken as taken, capacity from experience_sessions where id = ${sessionId}`,
  );
  return { taken: Number(rows[0].taken), left: Number(rows[0].capacity) - Number(rows[0].taken) };
}

/** The session the legacy body books for a seeded experience: its next one still open for booking. */
export async function nextSessionOf(db: Db, experienceId: number): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from experience_sessions
    where experience_id = ${experienceId} and status = 'open' and now() < starts_at - make_interval(mins => booking_cutoff_minutes)
    order by starts_at limit 1`);
  return Number(rows[0].id);
}

export async function placesLeft(db: Db, experienceId: number): Promise<number> {
  return (await sessionPlaces(db, await nextSessionOf(db, experienceId))).left;
}

/** Gives the experience's next session exactly `left` free places (its capacity moves, what is taken stays). */
export async function setPlacesLeft(db: Db, experienceId: number, left: number): Promise<void> {
  const id = await nextSessionOf(db, experienceId);
  await db.execute(sql`update experience_sessions set capacity = places_taken + ${left} where id = ${id}`);
}

/** Moves a session's start `minutes` from now (negative: started), keeping its length. */
export async function moveSession(db: Db, sessionId: number, minutes: number): Promise<void> {
  await db.execute(sql`
    update experience_sessions set starts_at = now() + make_interval(mins => ${minutes}),
      ends_at = now() + make_interval(mins => ${minutes}) + (ends_at - starts_at)
    where id = ${sessionId}`);
}

/** Makes a hold overdue as if its minutes had run out. */
export async function ageHold(db: Db, holdId: string): Promise<void> {
  await db.execute(sql`update holds set expires_at = now() - interval '1 second' where id = ${holdId}`);
}

/** Makes a hold run out `ms` from now. */
export async function holdRunsOutIn(db: Db, holdId: string, ms: number): Promise<void> {
  await db.execute(sql`update holds set expires_at = now() + make_interval(secs => ${ms / 1000}) where id = ${holdId}`);
}

/** Makes a session's booking close `ms` from now (its cut-off an hour before its start). */
export async function bookingClosesIn(db: Db, sessionId: number, ms: number): Promise<void> {
  await db.execute(sql`
    update experience_sessions set booking_cutoff_minutes = 60,
      starts_at = now() + make_interval(secs => ${ms / 1000}) + interval '1 hour',
      ends_at = now() + make_interval(secs => ${ms / 1000}) + interval '2 hours'
    where id = ${sessionId}`);
}
