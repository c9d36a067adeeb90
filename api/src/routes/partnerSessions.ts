// A partner's schedules and sessions (docs/product/partners.md#schedules-and-sessions): staff read (the Sessions list,
// a listing's schedule, Today, manifests); only owners change (weekly rules, one-off sessions, closures, capacities,
// cancellations, ticket categories), each change counted per account, audited and told to the catalogue cache. Another
// provider's listing or session is answered as an unknown one (404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CancelledSessionSchema,
  CancelSessionBody,
  CapacityBody,
  CategoryBody,
  CategoryParams,
  ClosureBody,
  ClosureResultSchema,
  ExperienceParams,
  ManifestQuery,
  ManifestSchema,
  OneOffSessionBody,
  PartnerCategorySchema,
  PartnerExperienceList,
  PartnerSessionEnvelope,
  ScheduleSchema,
  PartnerSessionParams,
  TodayQuery,
  TodaySchema,
  WeeklyRulesBody,
  errors,
} from '@kemet/contract/schemas';
import type { FastifyRequest } from 'fastify';
import { noStore } from '../http/noStore.js';
import { asPartner, changesPerAccount, partnerOf } from '../partners/roleHooks.js';
import { createCategory, deleteCategory, updateCategory } from '../schedules/categories.js';
import { addClosure } from '../schedules/closures.js';
import { manifestPage } from '../schedules/manifest.js';
import { manifestCsv } from '../schedules/manifestCsv.js';
import { ownSession } from '../schedules/ownership.js';
import { partnerChange, type Audited } from '../schedules/partnerChange.js';
import { partnerExperiences, scheduleOf, today } from '../schedules/scheduleReads.js';
import { addOneOffSession, cancelSession, changeCapacity } from '../schedules/sessionChanges.js';
import { sessionSummary } from '../schedules/sessionSummaries.js';
import { replaceWeeklyRules } from '../schedules/weeklyRules.js';
import type { Db } from '../db/client.js';
import { cairoDateOf } from '../sessions/cairoTime.js';

export const partnerSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, catalogCache } = app.ctx;
  const opens = config.checkinOpensHoursBefore;
  app.addHook('onRequest', noStore);
  const member = asPartner();
  const ownerChange = [asPartner({ owner: true }), changesPerAccount(app)];
  const tags = ['partner'];
  const providerOf = (request: FastifyRequest) => partnerOf(request).providerId;
  const change = <T>(request: FastifyRequest, fn: (tx: Db, providerId: number) => Promise<Audited<T>>) => {
    const caller = partnerOf(request);
    return partnerChange(
      db,
      { userId: caller.user.id, providerId: caller.providerId },
      () => catalogCache.contentChanged(),
      (tx) => fn(tx, caller.providerId),
    );
  };
  const cancelContext = (request: FastifyRequest) => ({ log: request.log, publicOrigin: config.publicOrigin });
  const scheduleAnswer = { 200: ScheduleSchema, ...errors(400, 401, 403, 404, 409, 429) };
  const sessionAnswer = { 200: PartnerSessionEnvelope, ...errors(400, 401, 403, 404, 409, 429) };

  app.get(
    '/partner/experiences',
    { onRequest: member, schema: { tags, response: { 200: PartnerExperienceList, ...errors(401, 403) } } },
    async (request) => partnerExperiences(db, providerOf(request)),
  );

  app.get(
    '/partner/experiences/:experienceId/schedule',
    { onRequest: member, schema: { tags, params: ExperienceParams, response: scheduleAnswer } },
    async (request) => scheduleOf(db, providerOf(request), request.params.experienceId, opens),
  );

  app.put(
    '/partner/experiences/:experienceId/schedule/rules',
    {
      onRequest: ownerChange,
      schema: { tags, params: ExperienceParams, body: WeeklyRulesBody, response: scheduleAnswer },
    },
    async (request) => {
      const { experienceId } = request.params;
      await change(request, (tx, providerId) => replaceWeeklyRules(tx, providerId, experienceId, request.body.rules));
      return scheduleOf(db, providerOf(request), experienceId, opens);
    },
  );

  app.post(
    '/partner/experiences/:experienceId/sessions',
    {
      onRequest: ownerChange,
      schema: {
        tags,
        params: ExperienceParams,
        body: OneOffSessionBody,
        response: { ...sessionAnswer, 201: PartnerSessionEnvelope },
      },
    },
    async (request, reply) => {
      const { experienceId } = request.params;
      const id = await change(request, (tx, providerId) =>
        addOneOffSession(tx, providerId, experienceId, request.body),
      );
      return reply.code(201).send({ session: await sessionSummary(db, providerOf(request), id, opens) });
    },
  );

  app.post(
    '/partner/experiences/:experienceId/closures',
    {
      onRequest: ownerChange,
      schema: {
        tags,
        params: ExperienceParams,
        body: ClosureBody,
        response: { 201: ClosureResultSchema, ...scheduleAnswer },
      },
    },
    async (request, reply) => {
      const { experienceId } = request.params;
      const closed = await change(request, (tx, providerId) =>
        addClosure(tx, providerId, experienceId, request.body, cancelContext(request)),
      );
      return reply.code(201).send(closed);
    },
  );

  app.post(
    '/partner/experiences/:experienceId/categories',
    {
      onRequest: ownerChange,
      schema: {
        tags,
        params: ExperienceParams,
        body: CategoryBody,
        response: { 201: PartnerCategorySchema, ...scheduleAnswer },
      },
    },
    async (request, reply) => {
      const { experienceId } = request.params;
      const created = await change(request, (tx, providerId) =>
        createCategory(tx, providerId, experienceId, request.body),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/partner/experiences/:experienceId/categories/:categoryId',
    {
      onRequest: ownerChange,
      schema: {
        tags,
        params: CategoryParams,
        body: CategoryBody,
        response: { ...scheduleAnswer, 200: PartnerCategorySchema },
      },
    },
    async (request) => {
      const { experienceId, categoryId } = request.params;
      return change(request, (tx, providerId) =>
        updateCategory(tx, providerId, experienceId, categoryId, request.body),
      );
    },
  );

  app.delete(
    '/partner/experiences/:experienceId/categories/:categoryId',
    { onRequest: ownerChange, schema: { tags, params: CategoryParams } },
    async (request, reply) => {
      const { experienceId, categoryId } = request.params;
      await change(request, (tx, providerId) => deleteCategory(tx, providerId, experienceId, categoryId));
      return reply.code(204).send();
    },
  );

  app.get(
    '/partner/today',
    {
      onRequest: member,
      schema: { tags, querystring: TodayQuery, response: { 200: TodaySchema, ...errors(400, 401, 403) } },
    },
    async (request) => today(db, providerOf(request), request.query.days, opens),
  );

  app.get(
    '/partner/sessions/:sessionId',
    { onRequest: member, schema: { tags, params: PartnerSessionParams, response: sessionAnswer } },
    async (request) => {
      const session = await ownSession(db, providerOf(request), request.params.sessionId);
      return { session: await sessionSummary(db, providerOf(request), session.id, opens) };
    },
  );

  app.patch(
    '/partner/sessions/:sessionId',
    {
      onRequest: ownerChange,
      schema: { tags, params: PartnerSessionParams, body: CapacityBody, response: sessionAnswer },
    },
    async (request) => {
      const { sessionId } = request.params;
      await change(request, (tx, providerId) => changeCapacity(tx, providerId, sessionId, request.body.capacity));
      return { session: await sessionSummary(db, providerOf(request), sessionId, opens) };
    },
  );

  app.post(
    '/partner/sessions/:sessionId/cancellation',
    {
      onRequest: ownerChange,
      schema: {
        tags,
        params: PartnerSessionParams,
        body: CancelSessionBody,
        response: { ...sessionAnswer, 200: CancelledSessionSchema },
      },
    },
    async (request) => {
      const { sessionId } = request.params;
      const bookingsCancelled = await change(request, (tx, providerId) =>
        cancelSession(tx, providerId, sessionId, request.body.reason, cancelContext(request)),
      );
      return { session: await sessionSummary(db, providerOf(request), sessionId, opens), bookingsCancelled };
    },
  );

  app.get(
    '/partner/sessions/:sessionId/manifest',
    {
      onRequest: member,
      schema: {
        tags,
        params: PartnerSessionParams,
        querystring: ManifestQuery,
        response: { 200: ManifestSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const providerId = providerOf(request);
      const session = await ownSession(db, providerId, request.params.sessionId);
      const page = await manifestPage(db, session.id, request.query);
      return { session: await sessionSummary(db, providerId, session.id, opens), ...page };
    },
  );

  app.get(
    '/partner/sessions/:sessionId/manifest.csv',
    {
      onRequest: member,
      schema: { tags, params: PartnerSessionParams, produces: ['text/csv'], description: 'Every row, streamed' },
    },
    async (request, reply) => {
      const session = await ownSession(db, providerOf(request), request.params.sessionId);
      const day = cairoDateOf(session.startsAt);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="manifest-${session.id}-${day}.csv"`)
        .send(manifestCsv(db, session.id));
    },
  );
};
