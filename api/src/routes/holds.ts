// Holds of the signed-in traveller: take places on a session for a few minutes, read one, let it go.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChoiceBody, HoldEnvelope, HoldParams, errors } from '@kemet/contract/schemas';
import { signedInRoutes } from '../auth/signedInRoutes.js';
import { readHold, releaseHold } from '../bookings/holds.js';
import { noStore } from '../http/noStore.js';
import { answerLanguage } from '../i18n/answerLanguage.js';
import { quoteIn } from '../i18n/translations.js';
import { heldPlaceLimits } from '../limits/heldPlaces.js';
import { holdLimits } from '../limits/holdLimits.js';
import { ProofHeader } from '../limits/proofOfWork.js';
import { Type } from 'typebox';

export const holdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db, writes } = app.ctx;
  app.addHook('onRequest', noStore);
  const userOf = signedInRoutes(app);
  const admit = holdLimits(app, config);
  const held = heldPlaceLimits(db, config);

  app.post(
    '/holds',
    {
      schema: {
        tags: ['bookings'],
        headers: Type.Object({ 'x-kemet-proof': ProofHeader }),
        body: ChoiceBody,
        response: { 201: HoldEnvelope, ...errors(400, 401, 404, 409, 422, 428, 429) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await admit(request, user.id, request.body.sessionId);
      await held.refuseRenewal(user.id, request.body.sessionId);
      const language = answerLanguage(request, reply);
      const hold = await writes.hold(user.id, request.body);
      await held.keepWithinCaps(request, reply, user.id, hold.id);
      return reply.code(201).send({ hold: { ...hold, quote: await quoteIn(db, language, hold.quote) } });
    },
  );

  app.get(
    '/holds/:id',
    {
      schema: {
        tags: ['bookings'],
        params: HoldParams,
        response: { 200: HoldEnvelope, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const language = answerLanguage(request, reply);
      const hold = await readHold(db, user.id, request.params.id);
      return { hold: { ...hold, quote: await quoteIn(db, language, hold.quote) } };
    },
  );

  app.delete('/holds/:id', { schema: { tags: ['bookings'], params: HoldParams } }, async (request, reply) => {
    const user = userOf(request);
    await releaseHold(db, user.id, request.params.id);
    return reply.code(204).send();
  });
};
