// Who checks tickets in: a provider key (`Authorization: Bearer kmt_pk_…`) or a signed-in member of provider_staff.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentSession } from '../auth/currentUser.js';
import type { Db } from '../db/client.js';
import { providerStaff } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { providerForKey } from './providerKeys.js';

export interface ProviderCaller {
  providerId: number;
  via: 'key' | 'staff';
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The provider this request acts for, and how it proved it. A request that presents a key is judged by that key alone
 * (a revoked key is refused even from a staff member's browser); without one, the session cookie decides.
 */
export async function providerCallerFromRequest(request: FastifyRequest): Promise<ProviderCaller | null> {
  const { db } = request.server.ctx;
  const key = bearerOf(request);
  if (key !== undefined) {
    const providerId = await providerForKey(db, key);
    return providerId === null ? null : { providerId, via: 'key' };
  }
  const signedIn = await currentSession(request.server, request);
  const providerId = signedIn ? await staffProviderOf(db, signedIn.user.id) : null;
  return providerId === null ? null : { providerId, via: 'staff' };
}

/** The provider the account checks tickets in for (provider_staff), or null. */
export async function staffProviderOf(db: Db, userId: number): Promise<number | null> {
  const [staff] = await db
    .select({ providerId: providerStaff.providerId })
    .from(providerStaff)
    .where(eq(providerStaff.userId, userId))
    .limit(1);
  return staff?.providerId ?? null;
}

/** The provider id this request acts for, or null. */
export async function providerFromRequest(request: FastifyRequest): Promise<number | null> {
  return (await providerCallerFromRequest(request))?.providerId ?? null;
}

const PROVIDER_UNAUTHENTICATED_MESSAGE = 'Use a provider key or sign in as provider staff.';

/** The caller, or 401 UNAUTHENTICATED in the usual error shape. */
export async function requireProviderCaller(request: FastifyRequest): Promise<ProviderCaller> {
  const caller = await providerCallerFromRequest(request);
  if (!caller) throw new ApiError(401, 'UNAUTHENTICATED', PROVIDER_UNAUTHENTICATED_MESSAGE);
  return caller;
}
