// The invitation link's two requests, open to anyone holding the link: what it invites to, and accepting it. Limited
// per address like the forms (proof of work past the first limit, 429 past the second).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcceptInvitationBody,
  InvitationPreviewSchema,
  InvitationTokenParams,
  PartnerMembershipSchema,
  errors,
} from '@kemet/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { users } from '../db/schema.js';
import { noStore } from '../http/noStore.js';
import { proofPastAddressLimit } from '../limits/addressProof.js';
import { ProofHeader } from '../limits/proofOfWork.js';
import { LIMIT_MESSAGES } from '../limits/rateLimited.js';
import { acceptInvitation } from '../partners/acceptance.js';
import { findInvitation, invitationRefusal } from '../partners/invitations.js';

const headers = Type.Object({ 'x-kemet-proof': ProofHeader });

export const partnerInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  app.addHook('onRequest', noStore);
  const limited = (name: string) =>
    proofPastAddressLimit(
      app,
      name,
      { soft: config.invitationPerIp, hard: config.invitationPerIpHard, windowMs: config.rateWindowSeconds * 1000 },
      LIMIT_MESSAGES.forms,
    );
  const tags = ['partner'];

  app.get(
    '/partner/invitations/:token',
    {
      onRequest: limited('invitation-views-ip'),
      schema: {
        tags,
        headers,
        params: InvitationTokenParams,
        response: { 200: InvitationPreviewSchema, ...errors(400, 404, 410, 428, 429) },
      },
    },
    async (request) => {
      const found = await findInvitation(db, request.params.token);
      if (found.status !== 'valid') throw invitationRefusal(found.status);
      const { invitation, provider } = found;
      const [account] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, invitation.email.toLowerCase()));
      return {
        provider,
        email: invitation.email,
        role: invitation.role as 'owner' | 'staff',
        expiresAt: invitation.expiresAt.toISOString(),
        accountExists: account !== undefined,
      };
    },
  );

  app.post(
    '/partner/invitations/:token/acceptance',
    {
      onRequest: limited('invitation-acceptances-ip'),
      schema: {
        tags,
        headers,
        params: InvitationTokenParams,
        body: AcceptInvitationBody,
        response: { 201: PartnerMembershipSchema, ...errors(400, 404, 409, 410, 428, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await acceptInvitation(request, reply, request.params.token, request.body)),
  );
};
