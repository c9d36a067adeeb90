// A provider's monthly statement (docs/product/partners.md#statement): its paid bookings made in one Cairo month, each
// with Kemet's commission (commission.ts) and what is left for the partner, and the totals per currency. Kemet takes
// test payments only, so the statement moves no money and says so.
import type { Statement, StatementLine } from '@kemet/contract';
import { CAIRO_TIME_ZONE } from '@kemet/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cairoToUtc } from '../sessions/cairoTime.js';
import { commissionOf } from './commission.js';

export const NO_MONEY_MOVES =
  'Kemet takes test payments only: no real money moved for these bookings and none will be paid out.';

interface LineRow extends Record<string, unknown> {
  reference: string;
  created_at: Date | string;
  experience: string;
  starts_at: Date | string;
  quantity: number;
  currency: string;
  total_cents: number;
}

const firstDayAfter = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
};

/** `month` is a valid YYYY-MM not after `currentMonth` (the route checks). */
export async function monthlyStatement(
  db: Db,
  providerId: number,
  month: string,
  options: { perMille: number; currentMonth: string },
): Promise<Statement> {
  const start = cairoToUtc(`${month}-01`, '00:00').toISOString();
  const end = cairoToUtc(firstDayAfter(month), '00:00').toISOString();
  // Still 'confirmed': a booking cancelled (and so refunded) since leaves the statement; pending and failed never count.
  const { rows } = await db.execute<LineRow>(sql`
    select b.reference, b.created_at, e.name as experience, s.starts_at, b.quantity, b.currency, b.total_cents
    from bookings b
    join experiences e on e.id = b.experience_id
    join experience_sessions s on s.id = b.session_id
    where e.provider_id = ${providerId} and b.status = 'confirmed'
      and b.created_at >= ${start} and b.created_at < ${end}
    order by b.created_at, b.id`);
  const lines: StatementLine[] = rows.map((row) => {
    const grossMinor = Number(row.total_cents);
    const commissionMinor = commissionOf(grossMinor, options.perMille);
    return {
      reference: row.reference,
      bookedAt: new Date(row.created_at).toISOString(),
      experience: row.experience,
      sessionStartsAt: new Date(row.starts_at).toISOString(),
      tickets: Number(row.quantity),
      currency: row.currency,
      grossMinor,
      commissionMinor,
      netMinor: grossMinor - commissionMinor,
    };
  });
  return {
    month,
    timeZone: CAIRO_TIME_ZONE,
    commissionPerMille: options.perMille,
    complete: month < options.currentMonth,
    moneyMoves: false,
    notice: NO_MONEY_MOVES,
    totals: totalsPerCurrency(lines),
    lines,
  };
}

function totalsPerCurrency(lines: StatementLine[]): Statement['totals'] {
  const totals = new Map<string, Statement['totals'][number]>();
  for (const line of lines) {
    const total = totals.get(line.currency) ?? {
      currency: line.currency,
      bookings: 0,
      grossMinor: 0,
      commissionMinor: 0,
      netMinor: 0,
    };
    total.bookings += 1;
    total.grossMinor += line.grossMinor;
    total.commissionMinor += line.commissionMinor;
    total.netMinor += line.netMinor;
    totals.set(line.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
