// Who may do what (docs/product/partners.md#roles): any account is a traveller; partner staff work for one provider as
// its owner or staff (provider_staff); Kemet operations are listed in operations_members. Every partner and operations
// route resolves its caller through these, from the database on each request, so a removed member loses access at once.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccountRole, PartnerRole } from '@kemet/contract';
import { requireUser } from '../auth/currentUser.js';
import { securityEvent } from '../auth/securityEvents.js';
import type { UserRow } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { operationsMembers, providerStaff, providers, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

export interface Membership {
  providerId: number;
  providerName: string;
  role: PartnerRole;
}

export interface PartnerCaller extends Membership {
  user: UserRow;
}

export async function isOperations(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: operationsMembers.userId })
    .from(operationsMembers)
    .where(eq(operationsMembers.userId, userId));
  return row !== undefined;
}

/** The provider the account works for and its role there, or null for a traveller. */
export async function membershipOf(db: Db, userId: number): Promise<Membership | null> {
  const [row] = await db
    .select({ providerId: providerStaff.providerId, providerName: providers.name, role: providerStaff.role })
    .from(providerStaff)
    .innerJoin(providers, eq(providers.id, providerStaff.providerId))
    .where(eq(providerStaff.userId, userId));
  return row ? { ...row, role: row.role as PartnerRole } : null;
}

/**
 * The account's roles as the pages see them (the user of /api/me and of a sign-in), in one query: 'partner' for a
 * provider's owner or staff, 'partner-owner' as well for an owner, 'operations' for Kemet operations; [] for a traveller.
 */
export async function rolesOf(db: Db, userId: number): Promise<AccountRole[]> {
  const [row] = await db
    .select({ partnerRole: providerStaff.role, operations: operationsMembers.userId })
    .from(users)
    .leftJoin(providerStaff, eq(providerStaff.userId, users.id))
    .leftJoin(operationsMembers, eq(operationsMembers.userId, users.id))
    .where(eq(users.id, userId));
  const roles: AccountRole[] = [];
  if (row?.partnerRole) roles.push('partner');
  if (row?.partnerRole === 'owner') roles.push('partner-owner');
  if (row?.operations != null) roles.push('operations');
  return roles;
}

const REFUSALS = {
  NOT_OPERATIONS: 'Only Kemet operations can do this.',
  NOT_PARTNER: "Only a partner's staff can do this.",
  NOT_OWNER: "Only the provider's owner can do this.",
} as const;

/** A 403 for a signed-in account without the role, logged as a security event (who, what they asked for). */
function denied(request: FastifyRequest, user: UserRow, code: keyof typeof REFUSALS): ApiError {
  securityEvent(request, 'authorization.failure', {
    accountId: user.id,
    refused: code,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
  });
  return new ApiError(403, code, REFUSALS[code]);
}

/** The signed-in operations member; 401 signed out, 403 NOT_OPERATIONS for anyone else. */
export async function requireOperations(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request.server, request);
  if (!(await isOperations(request.server.ctx.db, user.id))) throw denied(request, user, 'NOT_OPERATIONS');
  return user;
}

/**
 * The signed-in member of a provider (its owner when `owner` is asked); 401 signed out, 403 NOT_PARTNER for an account
 * that works for no provider, 403 NOT_OWNER for staff where only the owner may act.
 */
export async function requirePartner(request: FastifyRequest, options: { owner?: true } = {}): Promise<PartnerCaller> {
  const user = await requireUser(request.server, request);
  const membership = await membershipOf(request.server.ctx.db, user.id);
  if (!membership) throw denied(request, user, 'NOT_PARTNER');
  if (options.owner && membership.role !== 'owner') throw denied(request, user, 'NOT_OWNER');
  return { user, ...membership };
}
