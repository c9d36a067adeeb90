// The ticket page's data and the calendar file of one of the signed-in traveller's bookings, by reference.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BookingReferenceParams, BookingTicketsSchema, errors } from '@kemet/contract/schemas';
import { signedInRoutes } from '../auth/signedInRoutes.js';
import { ApiError } from '../http/errors.js';
import { noStore } from '../http/noStore.js';
import { answerLanguage } from '../i18n/answerLanguage.js';
import type { Language } from '../i18n/language.js';
import { bookingTickets } from '../tickets/bookingTickets.js';
import { bookingCalendar } from '../tickets/calendar.js';

export const bookingTicketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db } = app.ctx;
  app.addHook('onRequest', noStore);
  const userOf = signedInRoutes(app);

  // Another traveller's reference answers as an unknown one: a reference alone says nothing about who booked.
  async function ownBooking(userId: number, reference: string, language: Language) {
    const found = await bookingTickets(db, userId, reference, language);
    if (!found) throw new ApiError(404, 'NOT_FOUND', 'We could not find that booking.');
    return found;
  }

  app.get(
    '/bookings/:reference',
    {
      schema: {
        tags: ['bookings'],
        description:
          'The ticket page: the booking, its provider, meeting place and tickets (tokens null once revoked; none unless confirmed or cancelled).',
        params: BookingReferenceParams,
        response: { 200: BookingTicketsSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      return ownBooking(user.id, request.params.reference, answerLanguage(request, reply));
    },
  );

  app.get(
    '/bookings/:reference/calendar.ics',
    {
      schema: {
        tags: ['bookings'],
        description:
          'The booking as an iCalendar event in Cairo time (TZID=Africa/Cairo), with the meeting place and the ticket page link.',
        params: BookingReferenceParams,
        response: { 200: Type.String({ description: 'text/calendar' }), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const user = userOf(request);
      const found = await ownBooking(user.id, reference, answerLanguage(request, reply));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="kemet-${reference}.ics"`)
        .send(bookingCalendar(found, `${config.publicOrigin}/bookings/${reference}`));
    },
  );
};
