// A listing's ticket categories with their prices (docs/product/partners.md#schedules-and-sessions). Prices come as
// decimal amounts in the listing's currency, from 0 to PRICE_MAX with at most 2 decimals, and are kept in minor units.
// A price change applies to bookings from then on: a booking keeps the price it was charged (booking_lines).
import { messages, type PartnerCategory } from '@kemet/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ticketCategories } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { fieldError } from './cairoInput.js';
import { ownExperience } from './ownership.js';
import type { Audited } from './partnerChange.js';

export interface CategoryInput {
  code: PartnerCategory['code'];
  residency: PartnerCategory['residency'];
  label: string;
  minAge: number;
  maxAge?: number | null;
  proof: PartnerCategory['proof'];
  takesPlace: boolean;
  price: number;
}

type CategoryRow = typeof ticketCategories.$inferSelect;

const soldSql = sql<boolean>`exists (select 1 from booking_lines l where l.category_id = ${ticketCategories.id})`;

const categoryOut = (row: CategoryRow, sold: boolean): PartnerCategory => ({
  id: row.id,
  code: row.code as PartnerCategory['code'],
  residency: row.residency as PartnerCategory['residency'],
  label: row.label,
  minAge: row.minAge,
  maxAge: row.maxAge,
  proof: row.proof as PartnerCategory['proof'],
  takesPlace: row.takesPlace,
  price: row.priceMinor / 100,
  currency: row.currency,
  sold,
});

export async function categoriesOf(db: Db, experienceId: number): Promise<PartnerCategory[]> {
  const rows = await db
    .select({ row: ticketCategories, sold: soldSql })
    .from(ticketCategories)
    .where(eq(ticketCategories.experienceId, experienceId))
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id));
  return rows.map(({ row, sold }) => categoryOut(row, Boolean(sold)));
}

/** The checks TypeBox cannot make: whole cents, and an age band the right way round. */
function columnsOf(input: CategoryInput) {
  const minor = Math.round(input.price * 100);
  if (Math.abs(minor - input.price * 100) > 1e-6) throw fieldError('price', messages.priceInvalid);
  const maxAge = input.maxAge ?? null;
  if (maxAge !== null && maxAge < input.minAge) throw fieldError('maxAge', messages.ageBandInvalid);
  return {
    code: input.code,
    residency: input.residency,
    label: input.label,
    minAge: input.minAge,
    maxAge,
    proof: input.proof,
    takesPlace: input.takesPlace,
    priceMinor: minor,
  };
}

const taken = () =>
  new ApiError(409, 'CATEGORY_EXISTS', 'This listing already has a category for these travellers and residency.');
const unknownCategory = () => new ApiError(404, 'NOT_FOUND', 'We could not find that ticket category.');

export async function createCategory(
  tx: Db,
  providerId: number,
  experienceId: number,
  input: CategoryInput,
): Promise<Audited<PartnerCategory>> {
  const experience = await ownExperience(tx, providerId, experienceId);
  const [{ next }] = (
    await tx.execute<{ next: number }>(
      sql`select coalesce(max(position), -1)::int + 1 as next from ticket_categories where experience_id = ${experienceId}`,
    )
  ).rows;
  const [row] = await tx
    .insert(ticketCategories)
    .values({ ...columnsOf(input), experienceId, currency: experience.currency, position: Number(next) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw taken();
  const category = categoryOut(row, false);
  return {
    result: category,
    audit: { action: 'category.created', entity: 'ticket_category', entityId: row.id, after: category },
  };
}

async function ownCategory(tx: Db, providerId: number, experienceId: number, categoryId: number) {
  await ownExperience(tx, providerId, experienceId);
  const [found] = await tx
    .select({ row: ticketCategories, sold: soldSql })
    .from(ticketCategories)
    .where(and(eq(ticketCategories.id, categoryId), eq(ticketCategories.experienceId, experienceId)))
    .for('update', { of: ticketCategories });
  if (!found) throw unknownCategory();
  return categoryOut(found.row, Boolean(found.sold));
}

export async function updateCategory(
  tx: Db,
  providerId: number,
  experienceId: number,
  categoryId: number,
  input: CategoryInput,
): Promise<Audited<PartnerCategory>> {
  const before = await ownCategory(tx, providerId, experienceId, categoryId);
  const clash = await tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(
      and(
        eq(ticketCategories.experienceId, experienceId),
        eq(ticketCategories.code, input.code),
        eq(ticketCategories.residency, input.residency),
        sql`${ticketCategories.id} <> ${categoryId}`,
      ),
    );
  if (clash.length > 0) throw taken();
  const [row] = await tx
    .update(ticketCategories)
    .set(columnsOf(input))
    .where(eq(ticketCategories.id, categoryId))
    .returning();
  const after = categoryOut(row, before.sold);
  return {
    result: after,
    audit: { action: 'category.updated', entity: 'ticket_category', entityId: categoryId, before, after },
  };
}

export async function deleteCategory(
  tx: Db,
  providerId: number,
  experienceId: number,
  categoryId: number,
): Promise<Audited<null>> {
  const before = await ownCategory(tx, providerId, experienceId, categoryId);
  if (before.sold)
    throw new ApiError(
      409,
      'CATEGORY_SOLD',
      'Tickets of this category were sold: change its price instead of deleting it.',
    );
  await tx.delete(ticketCategories).where(eq(ticketCategories.id, categoryId));
  return {
    result: null,
    audit: { action: 'category.deleted', entity: 'ticket_category', entityId: categoryId, before },
  };
}
