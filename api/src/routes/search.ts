// GET /search: what a party can book in a date range (docs/product/search.md). One read of the candidates and their
// fitting sessions, one of the picked categories, then the page's experiences and sessions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_NEAR, GUIDE_LANGUAGES } from '@kemet/contract';
import { SearchPageSchema, SearchQuery, errors } from '@kemet/contract/schemas';
import { and, eq, inArray, or } from 'drizzle-orm';
import { showsPlacesOf } from '../catalog/cachedAnswers.js';
import { searchKey } from '../catalog/cacheKeys.js';
import { selectExperiences } from '../catalog/experienceQuery.js';
import { experienceSessions, experiences } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { cents, toExperience } from '../http/serialize.js';
import { answerLanguage } from '../i18n/answerLanguage.js';
import { experiencesIn } from '../i18n/translations.js';
import { newestFxRates } from '../money/fxRates.js';
import { fittingSessions } from '../search/fittingSessions.js';
import { pickedCategories } from '../search/partyPrice.js';
import { candidatesOf, facetsOf, hitsOf, type Context } from '../search/searchResults.js';
import { searchInput } from '../search/searchInput.js';

/** The contract's currency has no stored rate (an operator's fault, not the caller's): try again once rates load. */
const pricesUnavailable = (currency: string) =>
  new ApiError(
    503,
    'PRICES_UNAVAILABLE',
    `Prices in ${currency} are not available right now. Please try again later.`,
    undefined,
    {
      'Retry-After': '60',
    },
  );

/** Prices are compared and answered in this currency when the caller names none. */
const DEFAULT_CURRENCY = 'USD';

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/search',
    {
      config: { cache: searchKey },
      schema: {
        tags: ['catalogue'],
        querystring: SearchQuery,
        response: { 200: SearchPageSchema, ...errors(400, 503) },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const query = request.query;
      const input = searchInput(query);
      const currency = query.currency ?? DEFAULT_CURRENCY;
      const { rates } = await newestFxRates(db);
      if (!(currency in rates)) throw pricesUnavailable(currency);

      const rows = await fittingSessions(db, { ...input, kind: query.kind });
      const candidates = candidatesOf(rows);
      // Every candidate's places in the range shape the answer: a booking or a cancellation on any of them may move
      // one in or out of it.
      showsPlacesOf(
        request,
        candidates.map((c) => ({ experienceId: c.row.experience_id, upTo: input.startsBefore.getTime() })),
      );
      const fitting = candidates.filter((c) => c.firsts.length > 0);
      const context: Context = {
        party: input.party,
        categories: await pickedCategories(
          db,
          fitting.map((c) => c.picks),
        ),
        // Rates are quote currency per EGP.
        convert: (minor, from) => Math.round((minor / rates[from]) * rates[currency]),
        near: input.near ?? DEFAULT_NEAR,
        now: Date.now(),
      };
      const toMinor = (amount: number | undefined) => (amount === undefined ? undefined : Math.round(amount * 100));
      const filters = {
        timeOfDay: query.timeOfDay,
        duration: query.duration,
        language: query.language,
        family: query.family,
        freeCancellation: query.freeCancellation,
        priceMinMinor: toMinor(query.priceMin),
        priceMaxMinor: toMinor(query.priceMax),
      };
      const hits = hitsOf(fitting, filters, context, query.sort ?? 'soonest');
      const facets = facetsOf(fitting, filters, context, GUIDE_LANGUAGES);

      const { page, pageSize } = query;
      const shown = hits.slice((page - 1) * pageSize, page * pageSize);
      const ids = shown.map((hit) => hit.candidate.row.experience_id);
      const [experienceRows, sessionRows] =
        shown.length === 0
          ? [[], []]
          : await Promise.all([
              selectExperiences(db).where(inArray(experiences.id, ids)),
              db
                .select()
                .from(experienceSessions)
                .where(
                  or(
                    ...shown.map((hit) =>
                      and(
                        eq(experienceSessions.experienceId, hit.candidate.row.experience_id),
                        eq(experienceSessions.startsAt, new Date(hit.start)),
                      ),
                    ),
                  ),
                ),
            ]);
      const translated = await experiencesIn(db, language, experienceRows.map(toExperience));
      const experienceOf = new Map(translated.map((e) => [e.id, e]));
      const sessionOf = new Map(sessionRows.map((s) => [`${s.experienceId}|${s.startsAt.getTime()}`, s]));
      const items = shown.map((hit) => {
        const { row } = hit.candidate;
        const session = sessionOf.get(`${row.experience_id}|${hit.start}`)!;
        return {
          experience: experienceOf.get(row.experience_id)!,
          session: { id: session.id, startsAt: session.startsAt.toISOString(), endsAt: session.endsAt.toISOString() },
          tickets: hit.price.tickets,
          partyPrice: {
            currency: row.currency,
            subtotal: cents(hit.price.subtotalMinor),
            total: cents(hit.price.totalMinor),
          },
          guideLanguages: row.guide_languages,
          rating: row.rating,
          distanceKm: hit.distanceKm,
        };
      });
      return {
        items,
        page,
        pageSize,
        total: hits.length,
        totalPages: Math.ceil(hits.length / pageSize),
        from: input.from,
        to: input.to,
        party: input.party,
        facets: {
          timeOfDay: facets.timeOfDay,
          duration: facets.duration,
          language: facets.language,
          family: facets.family,
          freeCancellation: facets.freeCancellation,
          price: {
            currency,
            min: facets.priceMinMinor === null ? null : cents(facets.priceMinMinor),
            max: facets.priceMaxMinor === null ? null : cents(facets.priceMaxMinor),
          },
        },
      };
    },
  );
};
