// The provider a gate acts for (GET /providers/current), and its key rotated or revoked by signed-in staff.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GateProviderSchema, ProviderKeySchema, errors } from '@kemet/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/currentUser.js';
import type { Db } from '../db/client.js';
import { providers } from '../db/schema.js';
import { requireProviderCaller, staffProviderOf } from '../gate/providerAuth.js';
import { issueProviderKey, revokeProviderKey } from '../gate/providerKeys.js';
import { ApiError } from '../http/errors.js';
import { noStore } from '../http/noStore.js';

async function providerById(db: Db, id: number): Promise<{ id: number; name: string }> {
  const [row] = await db.select({ id: providers.id, name: providers.name }).from(providers).where(eq(providers.id, id));
  return row;
}

export const providerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addHook('onRequest', noStore);

  /** The provider of the signed-in staff member: a key cannot replace itself, only a person can. */
  async function staffProviderId(request: FastifyRequest): Promise<number> {
    const user = await requireUser(app, request);
    const providerId = await staffProviderOf(db, user.id);
    if (providerId === null) throw new ApiError(403, 'NOT_PROVIDER_STAFF', 'Only the staff of a provider can manage its gate key.');
    return providerId;
  }

  app.get('/providers/current', { schema: { tags: ['gate'], response: { 200: GateProviderSchema, ...errors(401) } } }, async (request) => {
    const caller = await requireProviderCaller(request);
    return { provider: await providerById(db, caller.providerId), via: caller.via };
  });

  app.post(
    '/providers/current/key',
    { schema: { tags: ['gate'], response: { 201: ProviderKeySchema, ...errors(401, 403) } } },
    async (request, reply) => {
      const providerId = await staffProviderId(request);
      const issued = await issueProviderKey(db, providerId);
      return reply.code(201).send({ key: issued.key, provider: await providerById(db, providerId), createdAt: issued.createdAt.toISOString() });
    },
  );

  app.delete('/providers/current/key', { schema: { tags: ['gate'] } }, async (request, reply) => {
    await revokeProviderKey(db, await staffProviderId(request));
    return reply.code(204).send();
  });
};
