// POST /checkins: a gate (provider key or signed-in provider staff) checks one scanned ticket in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckinAnswerSchema, CheckinBody, errors } from '@kemet/contract/schemas';
import { checkIn } from '../gate/checkin.js';
import { requireProviderCaller } from '../gate/providerAuth.js';
import { noStore } from '../http/noStore.js';
import { checkinLimits } from '../limits/checkinLimits.js';

declare module 'fastify' {
  interface FastifyRequest {
    gateProviderId?: number;
  }
}

export const checkinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db } = app.ctx;
  const admit = checkinLimits(app, config);
  app.addHook('onRequest', noStore);
  // The caller is known before the body is validated, so a gate without a key always gets 401, whatever it sent.
  app.addHook('onRequest', async (request) => {
    request.gateProviderId = (await requireProviderCaller(request)).providerId;
  });

  app.post(
    '/checkins',
    {
      schema: {
        tags: ['gate'],
        description: 'Every result answers 200; the same nonce sent again answers the first result, recorded once.',
        body: CheckinBody,
        response: { 200: CheckinAnswerSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const providerId = request.gateProviderId as number;
      await admit(request, providerId);
      return checkIn(db, providerId, request.body, { opensHoursBefore: config.checkinOpensHoursBefore });
    },
  );
};
