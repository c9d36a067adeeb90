// A provider's sales per Cairo day (docs/product/partners.md#sales): paid bookings made that day with their tickets and
// gross per currency, and the fill rate of the sessions that start that day. Only the caller's provider is read.
import type { SalesDay, SalesReport } from '@kemet/contract';
import { CAIRO_TIME_ZONE } from '@kemet/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { addDays, cairoToUtc, daysBetween } from '../sessions/cairoTime.js';

interface SoldRow extends Record<string, unknown> {
  day: string;
  currency: string;
  bookings: number;
  tickets: number;
  gross: number | string;
}
interface FillRow extends Record<string, unknown> {
  day: string;
  capacity: number | string;
  places: number | string;
}

const cairoDay = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone ${CAIRO_TIME_ZONE}, 'YYYY-MM-DD')`;

const emptyDay = (date: string): SalesDay => ({
  date,
  bookings: 0,
  tickets: 0,
  gross: [],
  placesSold: 0,
  capacity: 0,
  fillRate: null,
});

const rate = (places: number, capacity: number) => (capacity > 0 ? places / capacity : null);

/** `from` and `to` are valid Cairo days, `to` not before `from` (the route checks). */
export async function salesReport(db: Db, providerId: number, from: string, to: string): Promise<SalesReport> {
  const start = cairoToUtc(from, '00:00').toISOString();
  const end = cairoToUtc(addDays(to, 1), '00:00').toISOString();
  const [sold, fill] = await Promise.all([
    db.execute<SoldRow>(sql`
      select ${cairoDay(sql`b.created_at`)} as day, b.currency, count(*)::int as bookings,
             sum(b.quantity)::int as tickets, sum(b.total_cents)::bigint as gross
      from bookings b join experiences e on e.id = b.experience_id
      where e.provider_id = ${providerId} and b.status = 'confirmed'
        and b.created_at >= ${start} and b.created_at < ${end}
      group by 1, 2 order by 1, 2`),
    db.execute<FillRow>(sql`
      select ${cairoDay(sql`s.starts_at`)} as day, sum(s.capacity)::bigint as capacity,
             coalesce(sum(paid.places), 0)::bigint as places
      from experience_sessions s
      join experiences e on e.id = s.experience_id
      left join lateral (
        select sum(b.places) as places from bookings b where b.session_id = s.id and b.status = 'confirmed'
      ) paid on true
      where e.provider_id = ${providerId} and s.status <> 'cancelled'
        and s.starts_at >= ${start} and s.starts_at < ${end}
      group by 1`),
  ]);

  const days = new Map<string, SalesDay>();
  for (let i = 0; i <= daysBetween(from, to); i++) days.set(addDays(from, i), emptyDay(addDays(from, i)));
  for (const row of sold.rows) {
    const day = days.get(row.day);
    if (!day) continue;
    day.bookings += Number(row.bookings);
    day.tickets += Number(row.tickets);
    day.gross.push({ currency: row.currency, amountMinor: Number(row.gross) });
  }
  for (const row of fill.rows) {
    const day = days.get(row.day);
    if (!day) continue;
    day.placesSold = Number(row.places);
    day.capacity = Number(row.capacity);
    day.fillRate = rate(day.placesSold, day.capacity);
  }
  const list = [...days.values()];
  return { timeZone: CAIRO_TIME_ZONE, from, to, days: list, totals: totalsOf(list) };
}

function totalsOf(days: SalesDay[]): SalesReport['totals'] {
  const gross = new Map<string, number>();
  let bookings = 0;
  let tickets = 0;
  let placesSold = 0;
  let capacity = 0;
  for (const day of days) {
    bookings += day.bookings;
    tickets += day.tickets;
    placesSold += day.placesSold;
    capacity += day.capacity;
    for (const g of day.gross) gross.set(g.currency, (gross.get(g.currency) ?? 0) + g.amountMinor);
  }
  return {
    bookings,
    tickets,
    gross: [...gross.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amountMinor]) => ({ currency, amountMinor })),
    placesSold,
    capacity,
    fillRate: rate(placesSold, capacity),
  };
}
