// A session's manifest (docs/product/partners.md#manifest): its confirmed bookings with the traveller's name, the
// reference, the tickets per category with the proof each asks for, and how many tickets are checked in. Searchable by
// reference; a page at a time, or every row as CSV (manifestCsv.ts).
import type { ManifestRow, Proof } from '@kemet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pageAnswer, type PageRequest } from '../partners/paging.js';

interface Row extends Record<string, unknown> {
  reference: string;
  traveller: string;
  lines: { label: string; quantity: number; proof: Proof }[] | null;
  tickets: number;
  checked_in: number;
}

/** `q` as a LIKE pattern on the reference, its wildcards taken literally: "7f3k" finds KMT-7F3K2Q. */
const referenceLike = (q: string) =>
  `%${q
    .trim()
    .toUpperCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The manifest's rows after `afterReference`, in reference order. */
export function manifestRowsSql(
  sessionId: number,
  options: { q?: string; afterReference?: string; limit: number; offset?: number },
): SQL {
  const search = options.q?.trim() ? sql`and b.reference like ${referenceLike(options.q)}` : sql``;
  const after = options.afterReference === undefined ? sql`` : sql`and b.reference > ${options.afterReference}`;
  return sql`
    select b.reference, u.full_name as traveller,
      (select json_agg(json_build_object('label', c.label, 'quantity', l.quantity, 'proof', c.proof) order by c.position, c.id)
        from booking_lines l join ticket_categories c on c.id = l.category_id where l.booking_id = b.id) as lines,
      (select count(*)::int from tickets t where t.booking_id = b.id and t.revoked_at is null) as tickets,
      (select count(*)::int from tickets t join ticket_checkins ci on ci.ticket_id = t.id
        where t.booking_id = b.id and t.revoked_at is null) as checked_in
    from bookings b join users u on u.id = b.user_id
    where b.session_id = ${sessionId} and b.status = 'confirmed' ${search} ${after}
    order by b.reference
    limit ${options.limit} offset ${options.offset ?? 0}`;
}

export const manifestRowOut = (row: Row): ManifestRow => ({
  reference: row.reference,
  traveller: row.traveller,
  lines: (row.lines ?? []).map((l) => ({ label: l.label, quantity: Number(l.quantity), proof: l.proof })),
  tickets: Number(row.tickets),
  checkedIn: Number(row.checked_in),
});

export async function manifestPage(db: Db, sessionId: number, request: PageRequest & { q?: string }) {
  const search = request.q?.trim() ? sql`and b.reference like ${referenceLike(request.q)}` : sql``;
  const { rows: counted } = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from bookings b where b.session_id = ${sessionId} and b.status = 'confirmed' ${search}`,
  );
  const { rows } = await db.execute<Row>(
    manifestRowsSql(sessionId, {
      q: request.q,
      limit: request.pageSize,
      offset: (request.page - 1) * request.pageSize,
    }),
  );
  return pageAnswer(rows.map(manifestRowOut), Number(counted[0].total), request);
}

export type { Row as ManifestDbRow };
