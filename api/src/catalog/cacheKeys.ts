// What, besides the language, changes each cached catalogue answer: its key in the CatalogCache. They read the
// query and params after validation (defaults filled, unknown fields removed), so equivalent URLs share an entry.
import type { FastifyRequest } from 'fastify';
import { addDays, cairoDateOf, isCalendarDate } from '../sessions/cairoTime.js';

type Query = Record<string, unknown>;
const folded = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** GET /events: the page, the sort and the filters, compared as the query compares them (trimmed, any case). */
export function eventsKey(request: FastifyRequest): string {
  const { page, pageSize, sort, q, location, provider, featured } = request.query as Query;
  return [page, pageSize, sort, folded(q), folded(location), folded(provider), featured ?? ''].join('|');
}

export function idKey(request: FastifyRequest): string {
  return String((request.params as { id: unknown }).id);
}

/** GET /events/:id/availability: the id and the days, the defaults resolved (today's Cairo date changes the answer). */
export function availabilityKey(request: FastifyRequest, defaultDays: number): string {
  const { from, to } = request.query as Query;
  const first = typeof from === 'string' ? from : cairoDateOf(new Date());
  // Not a date: the route refuses it (400), nothing is stored under this key.
  if (!isCalendarDate(first)) return `${idKey(request)}|${first}|${String(to)}`;
  const last = typeof to === 'string' ? to : addDays(first, defaultDays);
  return `${idKey(request)}|${first}|${last}`;
}

/** Answers with no parameter: the language alone. */
export const noKey = (): string => '';

/** GET /search: every parameter (defaults filled), and today's Cairo date when `from` is left out. */
export function searchKey(request: FastifyRequest): string {
  const query = request.query as Query;
  const from = typeof query.from === 'string' ? query.from : cairoDateOf(new Date());
  return JSON.stringify({ ...query, from });
}
