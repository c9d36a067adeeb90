// Bookings of the signed-in traveller: pay a hold (or the legacy eventId + quantity, idempotent), list mine, cancel.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInRoutes } from '../auth/signedInRoutes.js';
import { rememberBookingLanguage } from '../bookings/bookingLanguage.js';
import { listBookings } from '../bookings/bookingsOut.js';
import { ApiError, CHECK_FIELDS } from '../http/errors.js';
import { noStore } from '../http/noStore.js';
import { answerLanguage } from '../i18n/answerLanguage.js';
import { negotiateLanguage } from '../i18n/language.js';
import { bookingsIn } from '../i18n/translations.js';
import { BookingBody, BookingEnvelope, BookingList, IdParams, errors } from '@kemet/contract/schemas';
import { bookingLimits } from '../limits/bookingLimits.js';
import { ProofHeader } from '../limits/proofOfWork.js';

export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db, writes } = app.ctx;
  app.addHook('onRequest', noStore);
  const limits = bookingLimits(app, config);
  const userOf = signedInRoutes(app);

  app.post(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        headers: Type.Object({
          'idempotency-key': Type.Optional(
            Type.String({ description: '1-200 characters, unique per booking attempt' }),
          ),
          'x-kemet-proof': ProofHeader,
        }),
        body: BookingBody,
        response: { 201: BookingEnvelope, ...errors(400, 401, 402, 403, 404, 409, 422, 428, 429) },
        description:
          'Pays a hold (holdId), or books quantity tickets of the first category on the next open session (eventId + quantity).',
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length < 1 || key.length > 200) {
        throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Send an Idempotency-Key header of 1 to 200 characters.');
      }
      const { holdId, eventId, quantity } = request.body;
      const legacy = eventId !== undefined || quantity !== undefined;
      if (holdId === undefined ? eventId === undefined || quantity === undefined : legacy) {
        throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, {
          holdId: 'Send either holdId, or eventId and quantity.',
        });
      }
      const attempt = await limits.admit(request, reply, user.id, request.body.payment);
      const outcome = await writes.book(user.id, key, request.body);
      await limits.record(request, attempt, outcome);
      const booked = outcome.status === 201 ? (outcome.body as { booking?: { id: number } }).booking : undefined;
      if (booked) await rememberBookingLanguage(db, booked.id, negotiateLanguage(request.headers['accept-language']));
      return reply.code(outcome.status as 201).send(outcome.body as never);
    },
  );

  app.get(
    '/bookings',
    { schema: { tags: ['bookings'], response: { 200: BookingList, ...errors(401) } } },
    async (request, reply) => {
      const user = userOf(request);
      const language = answerLanguage(request, reply);
      return { items: await bookingsIn(db, language, await listBookings(db, user.id)) };
    },
  );

  app.post(
    '/bookings/:id/cancel',
    { schema: { tags: ['bookings'], params: IdParams, response: { 200: BookingEnvelope, ...errors(401, 404, 409) } } },
    async (request, reply) => {
      const outcome = await writes.cancel(userOf(request).id, request.params.id);
      return reply.code(outcome.status as 200).send(outcome.body as never);
    },
  );
};
