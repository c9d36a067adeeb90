// A partner's sales per day and monthly statement (docs/product/partners.md#sales, #statement), for the caller's own
// provider only. Sales: every member (owner and staff); the statement, with Kemet's commission: owners only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalesQuery, SalesReportSchema, StatementParams, StatementSchema, errors } from '@kemet/contract/schemas';
import { salesRangeOf, statementMonthProblem } from '@kemet/contract';
import { noStore } from '../http/noStore.js';
import { ApiError, CHECK_FIELDS } from '../http/errors.js';
import { salesReport } from '../partners/sales.js';
import { monthlyStatement } from '../partners/statement.js';
import { asPartner, partnerOf } from '../partners/roleHooks.js';
import { cairoDateOf } from '../sessions/cairoTime.js';

export const partnerSalesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  app.addHook('onRequest', noStore);
  const tags = ['partner'];

  app.get(
    '/partner/sales',
    {
      onRequest: asPartner(),
      schema: { tags, querystring: SalesQuery, response: { 200: SalesReportSchema, ...errors(400, 401, 403) } },
    },
    async (request) => {
      const { from, to, problems } = salesRangeOf(request.query, cairoDateOf(new Date()));
      if (Object.keys(problems).length > 0) throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, problems);
      return salesReport(db, partnerOf(request).providerId, from, to);
    },
  );

  app.get(
    '/partner/statements/:month',
    {
      onRequest: asPartner({ owner: true }),
      schema: { tags, params: StatementParams, response: { 200: StatementSchema, ...errors(400, 401, 403) } },
    },
    async (request) => {
      const { month } = request.params;
      const currentMonth = cairoDateOf(new Date()).slice(0, 7);
      const problem = statementMonthProblem(month, currentMonth);
      if (problem) throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, { month: problem });
      return monthlyStatement(db, partnerOf(request).providerId, month, {
        perMille: config.commissionPerMille,
        currentMonth,
      });
    },
  );
};
