// An experience's sessions between two Cairo days, grouped by day, with places left and prices
// (docs/product/rules.md#sessions-and-ticket-categories). Two queries: the experience with its categories, and the
// sessions of the range through the (experience_id, starts_at) index.
import type { Availability, ExperienceSession, TicketCategory } from '@kemet/contract';
import { CAIRO_TIME_ZONE } from '@kemet/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { isPublished } from '../catalog/published.js';
import type { Db } from '../db/client.js';
import { experiences, ticketCategories } from '../db/schema.js';
import { toTicketCategory } from '../http/serializeSessions.js';
import { addDays, cairoDateOf, cairoToUtc } from './cairoTime.js';
import { bookableSql, bookingClosesAtSql, placesLeftSql } from './sessionSql.js';

interface SessionRow extends Record<string, unknown> {
  id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  status: ExperienceSession['status'];
  capacity: number;
  places_left: number;
  bookable: boolean;
  booking_closes_at: Date | string;
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

/** null when the experience does not exist. `from` and `to` are Cairo calendar days, both included. */
export async function availability(
  db: Db,
  experienceId: number,
  from: string,
  to: string,
): Promise<Availability | null> {
  const startInstant = cairoToUtc(from, '00:00');
  const endInstant = cairoToUtc(addDays(to, 1), '00:00');
  const [experienceRows, sessionResult] = await Promise.all([
    db
      .select({ experience: experiences, category: ticketCategories })
      .from(experiences)
      .leftJoin(ticketCategories, eq(ticketCategories.experienceId, experiences.id))
      .where(and(eq(experiences.id, experienceId), isPublished))
      .orderBy(asc(ticketCategories.position), asc(ticketCategories.id)),
    db.execute<SessionRow>(sql`
      select s.id, s.starts_at, s.ends_at, s.status, s.capacity, greatest(${placesLeftSql}, 0) as places_left,
             ${bookableSql} as bookable, ${bookingClosesAtSql} as booking_closes_at
      from experience_sessions s
      where s.experience_id = ${experienceId} and s.starts_at >= ${startInstant.toISOString()} and s.starts_at < ${endInstant.toISOString()}
      order by s.starts_at`),
  ]);
  const experience = experienceRows[0]?.experience;
  if (!experience) return null;
  const categories: TicketCategory[] = experienceRows.flatMap((r) =>
    r.category ? [toTicketCategory(r.category, experience.sale)] : [],
  );
  const prices = categories.map((c) => ({ categoryId: c.id, price: c.price, salePrice: c.salePrice }));

  const days = new Map<string, ExperienceSession[]>();
  for (const row of sessionResult.rows) {
    const startsAt = isoOf(row.starts_at);
    const date = cairoDateOf(new Date(startsAt));
    const session: ExperienceSession = {
      id: row.id,
      startsAt,
      endsAt: isoOf(row.ends_at),
      status: row.status,
      capacity: row.capacity,
      placesLeft: Number(row.places_left),
      bookingClosesAt: isoOf(row.booking_closes_at),
      bookable: row.bookable,
      prices,
    };
    days.set(date, [...(days.get(date) ?? []), session]);
  }
  return {
    experienceId,
    timeZone: CAIRO_TIME_ZONE,
    from,
    to,
    currency: experience.currency,
    categories,
    cancellationPolicy: { freeUntilHoursBefore: experience.freeCancellationHours },
    days: [...days].map(([date, sessions]) => {
      const open = sessions.filter((s) => s.status === 'open');
      return { date, soldOut: open.length > 0 && open.every((s) => s.placesLeft === 0), sessions };
    }),
  };
}
