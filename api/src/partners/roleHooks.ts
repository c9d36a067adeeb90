// The roles as onRequest hooks: the caller is resolved before the body or the ids are validated, so a signed-out caller
// always gets 401 and a traveller 403, whatever they sent. Changes are then counted per account.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/sessions.js';
import { ApiError } from '../http/errors.js';
import { perAccountLimit } from '../limits/plugin.js';
import { LIMIT_MESSAGES } from '../limits/rateLimited.js';
import { requireOperations, requirePartner, type PartnerCaller } from './roles.js';

declare module 'fastify' {
  interface FastifyRequest {
    partner?: PartnerCaller;
    operationsMember?: UserRow;
  }
}

export const asPartner =
  (options: { owner?: true } = {}) =>
  async (request: FastifyRequest): Promise<void> => {
    request.partner = await requirePartner(request, options);
  };

export const asOperations = async (request: FastifyRequest): Promise<void> => {
  request.operationsMember = await requireOperations(request);
};

const unresolved = () => new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');

/** The caller a partner hook resolved. */
export function partnerOf(request: FastifyRequest): PartnerCaller {
  if (!request.partner) throw unresolved();
  return request.partner;
}

/** The caller the operations hook resolved. */
export function operationsMemberOf(request: FastifyRequest): UserRow {
  if (!request.operationsMember) throw unresolved();
  return request.operationsMember;
}

/** A hook after the role's: counts a change against the account that makes it; past the limit, 429. */
export function changesPerAccount(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  const admit = perAccountLimit(
    app,
    'partner-changes',
    app.ctx.config.partnerWritesPerUser,
    LIMIT_MESSAGES.partnerChanges,
  );
  return async (request) => {
    const accountId = request.partner?.user.id ?? request.operationsMember?.id;
    if (accountId === undefined) throw unresolved();
    await admit(request, accountId);
  };
}
