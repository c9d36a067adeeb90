// GET /challenge: a proof-of-work challenge (ALTCHA) for a request the API answered 428 PROOF_OF_WORK_REQUIRED; the
// solved challenge goes back in X-Kemet-Proof (api/README.md, "Fair limits and proof of work").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { noStore } from '../http/noStore.js';
import { proofOfWork } from '../limits/proofOfWork.js';

const Challenge = Type.Object({
  algorithm: Type.String(),
  challenge: Type.String(),
  maxnumber: Type.Integer(),
  salt: Type.String(),
  signature: Type.String(),
});

export const challengeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const proof = proofOfWork(app.ctx);
  app.addHook('onRequest', noStore);
  app.get('/challenge', { schema: { tags: ['limits'], response: { 200: Challenge } } }, () => proof.challenge());
};
