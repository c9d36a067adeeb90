// GET /events/:id/availability?from=&to=: the calendar of an experience's sessions, in Cairo days.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AvailabilityQuery, AvailabilitySchema, IdParams, errors } from '@kemet/contract/schemas';
import { showsPlacesOf } from '../catalog/cachedAnswers.js';
import { availabilityKey } from '../catalog/cacheKeys.js';
import { experienceNotFound } from '../catalog/publishedExperience.js';
import { ApiError, CHECK_FIELDS } from '../http/errors.js';
import { answerLanguage } from '../i18n/answerLanguage.js';
import { availabilityIn } from '../i18n/translations.js';
import { availability } from '../sessions/availability.js';
import { addDays, cairoDateOf, daysBetween, isCalendarDate } from '../sessions/cairoTime.js';

/** The longest range one request may ask for, in days after `from`. */
const MAX_AVAILABILITY_DAYS = 100;
const DEFAULT_DAYS = 41;
const NOT_A_DATE = 'Enter a real date (YYYY-MM-DD).';

export const availabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/events/:id/availability',
    {
      config: { cache: (request) => availabilityKey(request, DEFAULT_DAYS) },
      schema: {
        tags: ['catalogue'],
        params: IdParams,
        querystring: AvailabilityQuery,
        response: { 200: AvailabilitySchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const from = request.query.from ?? cairoDateOf(new Date());
      if (!isCalendarDate(from)) throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, { from: NOT_A_DATE });
      const to = request.query.to ?? addDays(from, DEFAULT_DAYS);
      // The day after `to` ends the search, so it must be a date too (the year 10000 is none).
      if (!isCalendarDate(to) || !isCalendarDate(addDays(to, 1)))
        throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, { to: NOT_A_DATE });
      const days = daysBetween(from, to);
      if (days < 0)
        throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, { to: 'The last day must not be before the first.' });
      if (days > MAX_AVAILABILITY_DAYS) {
        throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, {
          to: `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time.`,
        });
      }
      const result = await availability(db, request.params.id, from, to);
      if (!result) throw experienceNotFound();
      showsPlacesOf(request, [{ experienceId: request.params.id, upTo: Infinity }]);
      return availabilityIn(db, language, result);
    },
  );
};
