// The partner workspace (docs/product/partners.md#roles): who the caller is for their provider, and, for its owner,
// its people, gate keys and audit log. Every route acts on the caller's own provider only: another provider's ids are
// answered as unknown ones (404). Changes are counted per account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuditPage,
  GateKeyList,
  IdParams,
  IssuedGateKeySchema,
  PageQuery,
  PartnerMeSchema,
  StaffInvitationBody,
  StaffInvitationEnvelope,
  StaffListSchema,
  UserIdParams,
  errors,
} from '@kemet/contract/schemas';
import { noStore } from '../http/noStore.js';
import { auditPage } from '../partners/audit.js';
import { gateKeyList, issueGateKey, revokeGateKey } from '../partners/gateKeys.js';
import { asPartner, changesPerAccount, partnerOf } from '../partners/roleHooks.js';
import { inviteMember, removeMember, staffList, withdrawInvitation } from '../partners/staff.js';

export const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  app.addHook('onRequest', noStore);
  const member = asPartner();
  const owner = asPartner({ owner: true });
  const ownerChange = [owner, changesPerAccount(app)];
  const tags = ['partner'];
  const keyActor = (request: Parameters<typeof partnerOf>[0]) => {
    const caller = partnerOf(request);
    return { userId: caller.user.id, providerId: caller.providerId };
  };

  app.get(
    '/partner/me',
    { onRequest: member, schema: { tags, response: { 200: PartnerMeSchema, ...errors(401, 403) } } },
    async (request) => {
      const { user, providerId, providerName, role } = partnerOf(request);
      return {
        provider: { id: providerId, name: providerName },
        role,
        user: { id: user.id, fullName: user.fullName, email: user.email },
      };
    },
  );

  app.get(
    '/partner/staff',
    { onRequest: owner, schema: { tags, response: { 200: StaffListSchema, ...errors(401, 403) } } },
    async (request) => staffList(db, partnerOf(request).providerId),
  );

  app.post(
    '/partner/staff/invitations',
    {
      onRequest: ownerChange,
      schema: {
        tags,
        body: StaffInvitationBody,
        response: { 201: StaffInvitationEnvelope, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email, role = 'staff' } = request.body;
      const invited = await inviteMember(db, partnerOf(request), email, role, {
        log: request.log,
        publicOrigin: config.publicOrigin,
      });
      return reply.code(201).send(invited);
    },
  );

  app.delete(
    '/partner/staff/invitations/:id',
    { onRequest: ownerChange, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await withdrawInvitation(db, partnerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/partner/staff/:userId',
    { onRequest: ownerChange, schema: { tags, params: UserIdParams } },
    async (request, reply) => {
      await removeMember(db, partnerOf(request), request.params.userId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/partner/gate-keys',
    { onRequest: owner, schema: { tags, response: { 200: GateKeyList, ...errors(401, 403) } } },
    async (request) => gateKeyList(db, partnerOf(request).providerId),
  );

  app.post(
    '/partner/gate-keys',
    {
      onRequest: ownerChange,
      schema: { tags, response: { 201: IssuedGateKeySchema, ...errors(401, 403, 429) } },
    },
    async (request, reply) => reply.code(201).send(await issueGateKey(db, keyActor(request))),
  );

  app.delete('/partner/gate-keys/current', { onRequest: ownerChange, schema: { tags } }, async (request, reply) => {
    await revokeGateKey(db, keyActor(request));
    return reply.code(204).send();
  });

  app.get(
    '/partner/audit',
    {
      onRequest: owner,
      schema: { tags, querystring: PageQuery, response: { 200: AuditPage, ...errors(400, 401, 403) } },
    },
    async (request) => auditPage(db, { ...request.query, providerId: partnerOf(request).providerId }),
  );
};
