// Sessions with their counts, as Today, the schedule page and the manifest show them: places sold (confirmed bookings),
// held (travellers paying now), left, live tickets and those checked in, and whether the gate is open now.
import { CHECKIN_CLOSES_HOURS_AFTER, CHECKIN_OPENS_HOURS_BEFORE, type PartnerSession } from '@kemet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { placesLeftSql } from '../sessions/sessionSql.js';

interface SummaryRow extends Record<string, unknown> {
  id: number;
  experience_id: number;
  experience_name: string;
  starts_at: string | Date;
  ends_at: string | Date;
  status: PartnerSession['status'];
  origin: PartnerSession['origin'];
  cancellation_reason: string | null;
  capacity: number;
  places_left: number;
  sold: number;
  tickets: number;
  checked_in: number;
  gate_open: boolean;
}

export interface SummaryOptions {
  limit?: number;
  /** How early the gate opens: the service's CHECKIN_OPENS_HOURS_BEFORE (config.checkinOpensHoursBefore). */
  opensHoursBefore?: number;
}

/** Sessions of `providerId`'s experiences matching `where` (on the session aliased `s`), in start order. */
export async function sessionSummaries(
  db: Db,
  providerId: number,
  where: SQL,
  { limit = 200, opensHoursBefore = CHECKIN_OPENS_HOURS_BEFORE }: SummaryOptions = {},
): Promise<PartnerSession[]> {
  const { rows } = await db.execute<SummaryRow>(sql`
    select s.id, s.experience_id, e.name as experience_name, s.starts_at, s.ends_at, s.status, s.origin,
      s.cancellation_reason, s.capacity, ${placesLeftSql} as places_left,
      coalesce(sold.places, 0)::int as sold, coalesce(t.tickets, 0)::int as tickets, coalesce(t.checked_in, 0)::int as checked_in,
      (s.status <> 'cancelled'
        and now() >= s.starts_at - make_interval(hours => ${opensHoursBefore})
        and now() <= s.ends_at + make_interval(hours => ${CHECKIN_CLOSES_HOURS_AFTER})) as gate_open
    from experience_sessions s
    join experiences e on e.id = s.experience_id
    left join lateral (
      select sum(b.places)::int as places from bookings b where b.session_id = s.id and b.status = 'confirmed'
    ) sold on true
    left join lateral (
      select count(*)::int as tickets, count(c.ticket_id)::int as checked_in
      from bookings b join tickets tk on tk.booking_id = b.id left join ticket_checkins c on c.ticket_id = tk.id
      where b.session_id = s.id and b.status = 'confirmed' and tk.revoked_at is null
    ) t on true
    where e.provider_id = ${providerId} and (${where})
    order by s.starts_at, s.id
    limit ${limit}`);
  return rows.map(toSummary);
}

function toSummary(row: SummaryRow): PartnerSession {
  const capacity = Number(row.capacity);
  const sold = Number(row.sold);
  const left = row.status === 'cancelled' ? 0 : Math.max(0, Number(row.places_left));
  return {
    id: Number(row.id),
    experience: { id: Number(row.experience_id), name: row.experience_name },
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    status: row.status,
    origin: row.origin,
    cancellationReason: row.cancellation_reason,
    capacity,
    sold,
    held: row.status === 'cancelled' ? 0 : Math.max(0, capacity - left - sold),
    left,
    tickets: Number(row.tickets),
    checkedIn: Number(row.checked_in),
    gateOpen: Boolean(row.gate_open),
  };
}

export async function sessionSummary(
  db: Db,
  providerId: number,
  sessionId: number,
  opensHoursBefore?: number,
): Promise<PartnerSession> {
  const [summary] = await sessionSummaries(db, providerId, sql`s.id = ${sessionId}`, { limit: 1, opensHoursBefore });
  return summary;
}
