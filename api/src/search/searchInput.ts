// A search's dates, party and place, checked (docs/product/search.md#bad-input): a range backwards or longer than a
// year, a party of none or more than one booking takes, infants without enough adults, a place that is not one of
// Egypt's governorates: 400 VALIDATION naming the field, before anything is read.
import {
  ANYWHERE,
  GOVERNORATES,
  INFANTS_PER_ADULT,
  PARTY_MAX,
  SEARCH_DEFAULT_DAYS,
  SEARCH_MAX_DAYS,
  SEARCH_MESSAGES,
  type Party,
} from '@kemet/contract';
import type { SearchQuery } from '@kemet/contract/schemas';
import type { Static } from 'typebox';
import { ApiError, CHECK_FIELDS, type FieldErrors } from '../http/errors.js';
import { addDays, cairoDateOf, cairoToUtc, daysBetween, isCalendarDate } from '../sessions/cairoTime.js';

export interface SearchInput {
  from: string;
  to: string;
  /** The range as instants: from the first day's Cairo midnight to the midnight after the last. */
  startsFrom: Date;
  startsBefore: Date;
  party: Party;
  /** A governorate as experiences name it, or null for anywhere. */
  where: string | null;
  near: string | null;
}

const governorate = (name: string | undefined): string | null | undefined => {
  const wanted = name?.trim().toLowerCase();
  if (!wanted || wanted === ANYWHERE) return null;
  return GOVERNORATES.find((g) => g.toLowerCase() === wanted);
};

export function searchInput(query: Static<typeof SearchQuery>, now = new Date()): SearchInput {
  const fields: FieldErrors = {};
  const from = query.from ?? cairoDateOf(now);
  if (!isCalendarDate(from)) fields.from = SEARCH_MESSAGES.dateInvalid;
  const to = query.to ?? (fields.from ? from : addDays(from, SEARCH_DEFAULT_DAYS));
  // The day after `to` ends the range, so it must be a date too (the year 10000 is none).
  if (!isCalendarDate(to) || !isCalendarDate(addDays(to, 1))) fields.to = SEARCH_MESSAGES.dateInvalid;
  else if (!fields.from && daysBetween(from, to) < 0) fields.to = SEARCH_MESSAGES.rangeBackwards;
  else if (!fields.from && daysBetween(from, to) > SEARCH_MAX_DAYS) fields.to = SEARCH_MESSAGES.rangeTooLong;

  const { adults, children, infants } = query;
  if (adults < 1) fields.adults = SEARCH_MESSAGES.partyEmpty;
  else if (adults + children + infants > PARTY_MAX) fields.adults = SEARCH_MESSAGES.partyTooBig;
  else if (infants > adults * INFANTS_PER_ADULT) fields.infants = SEARCH_MESSAGES.infantsNeedAdults;

  const where = governorate(query.where);
  if (where === undefined) fields.where = SEARCH_MESSAGES.unknownGovernorate;
  const near = governorate(query.near);
  if (near === undefined) fields.near = SEARCH_MESSAGES.unknownGovernorate;
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMax < query.priceMin)
    fields.priceMax = SEARCH_MESSAGES.priceBackwards;

  if (Object.keys(fields).length > 0) throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, fields);
  return {
    from,
    to,
    startsFrom: cairoToUtc(from, '00:00'),
    startsBefore: cairoToUtc(addDays(to, 1), '00:00'),
    party: { adults, children, infants, residency: query.residency ?? 'foreign' },
    where: where ?? null,
    near: near ?? null,
  };
}
