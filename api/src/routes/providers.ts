// The provider a gate acts for (GET /providers/current), and its key rotated or revoked by signed-in staff (audited
// as the workspace's key changes are).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GateProviderSchema, ProviderKeySchema, errors } from '@kemet/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/currentUser.js';
import type { Db } from '../db/client.js';
import { providers } from '../db/schema.js';
import { requireProviderCaller, staffProviderOf } from '../gate/providerAuth.js';
import { ApiError } from '../http/errors.js';
import { noStore } from '../http/noStore.js';
import { issueGateKey, revokeGateKey, type KeyActor } from '../partners/gateKeys.js';

async function providerById(db: Db, id: number): Promise<{ id: number; name: string }> {
  const [row] = await db.select({ id: providers.id, name: providers.name }).from(providers).where(eq(providers.id, id));
  return row;
}

export const providerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addHook('onRequest', noStore);

  /** The signed-in staff member and their provider: a key cannot replace itself, only a person can. */
  async function staffActor(request: FastifyRequest): Promise<KeyActor> {
    const user = await requireUser(app, request);
    const providerId = await staffProviderOf(db, user.id);
    if (providerId === null)
      throw new ApiError(403, 'NOT_PROVIDER_STAFF', 'Only the staff of a provider can manage its gate key.');
    return { userId: user.id, providerId };
  }

  app.get(
    '/providers/current',
    { schema: { tags: ['gate'], response: { 200: GateProviderSchema, ...errors(401) } } },
    async (request) => {
      const caller = await requireProviderCaller(request);
      return { provider: await providerById(db, caller.providerId), via: caller.via };
    },
  );

  app.post(
    '/providers/current/key',
    { schema: { tags: ['gate'], response: { 201: ProviderKeySchema, ...errors(401, 403) } } },
    async (request, reply) => {
      const actor = await staffActor(request);
      const issued = await issueGateKey(db, actor);
      return reply.code(201).send({
        key: issued.key,
        provider: await providerById(db, actor.providerId),
        createdAt: issued.createdAt,
      });
    },
  );

  app.delete('/providers/current/key', { schema: { tags: ['gate'] } }, async (request, reply) => {
    await revokeGateKey(db, await staffActor(request));
    return reply.code(204).send();
  });
};
