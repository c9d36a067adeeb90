// Kemet operations (docs/product/partners.md#roles): the queue of partner applications, their decisions, and the whole
// audit log. Every route needs an operations member; decisions are counted per account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicationQuery,
  ApprovalSchema,
  AuditPage,
  IdParams,
  PageQuery,
  PartnerApplicationPage,
  RejectionBody,
  RejectionSchema,
  errors,
} from '@kemet/contract/schemas';
import { noStore } from '../http/noStore.js';
import { approveApplication, applicationPage, rejectApplication } from '../partners/applications.js';
import { auditPage } from '../partners/audit.js';
import { asOperations, changesPerAccount, operationsMemberOf } from '../partners/roleHooks.js';

export const operationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  app.addHook('onRequest', noStore);
  app.addHook('onRequest', asOperations);
  const counted = changesPerAccount(app);
  const tags = ['operations'];

  app.get(
    '/operations/partner-applications',
    {
      schema: {
        tags,
        querystring: ApplicationQuery,
        response: { 200: PartnerApplicationPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => applicationPage(db, request.query),
  );

  app.post(
    '/operations/partner-applications/:id/approval',
    {
      onRequest: counted,
      schema: { tags, params: IdParams, response: { 201: ApprovalSchema, ...errors(400, 401, 403, 404, 409, 429) } },
    },
    async (request, reply) => {
      const approved = await approveApplication(db, request.params.id, operationsMemberOf(request).id, {
        log: request.log,
        publicOrigin: config.publicOrigin,
      });
      return reply.code(201).send(approved);
    },
  );

  app.post(
    '/operations/partner-applications/:id/rejection',
    {
      onRequest: counted,
      schema: {
        tags,
        params: IdParams,
        body: RejectionBody,
        response: { 201: RejectionSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const rejected = await rejectApplication(
        db,
        request.params.id,
        request.body.reason,
        operationsMemberOf(request).id,
        request.log,
      );
      return reply.code(201).send(rejected);
    },
  );

  app.get(
    '/operations/audit',
    { schema: { tags, querystring: PageQuery, response: { 200: AuditPage, ...errors(400, 401, 403) } } },
    async (request) => auditPage(db, request.query),
  );
};
