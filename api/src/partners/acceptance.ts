// Accepting an invitation (docs/product/partners.md#invitations). A new address gets an account with the sign-up's
// password rules; an address that already has an account must be signed in as it (no one joins a provider on someone
// else's account). The invitation is used, the account joins the provider and the audit entry is written in one
// transaction; the browser is then signed in as the account with a fresh session token.
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, type PartnerRole } from '@kemet/contract';
import { currentSession } from '../auth/currentUser.js';
import { refuseCommonPassword, refusePersonalPassword } from '../auth/passwords.js';
import { securityEvent } from '../auth/securityEvents.js';
import { rotateSessionToken, setSessionCookie, type UserRow } from '../auth/sessions.js';
import { startSession } from '../auth/startSession.js';
import { isUniqueViolation } from '../db/errors.js';
import { providerStaff, users } from '../db/schema.js';
import { ApiError, CHECK_FIELDS } from '../http/errors.js';
import { toUser } from '../http/serialize.js';
import { recordAudit } from './audit.js';
import { findInvitation, invitationRefusal, useInvitation, type InvitationRow } from './invitations.js';
import { membershipOf, rolesOf } from './roles.js';
import { newUId } from '../auth/memberId.js';

export interface AcceptanceBody {
  fullName?: string;
  password?: string;
}

const signInFirst = (email: string) =>
  new ApiError(
    409,
    'SIGN_IN_FIRST',
    `An account with ${email} already exists. Please sign in with it first, then accept the invitation.`,
  );
const alreadyPartner = () =>
  new ApiError(409, 'ALREADY_PARTNER', 'This account already works for a provider on Kemet.');

/** The existing account with the invitation's address must be this browser's; it must not work for a provider yet. */
async function signedInAs(request: FastifyRequest, account: UserRow) {
  const signedIn = await currentSession(request.server, request);
  if (signedIn?.user.id !== account.id) throw signInFirst(account.email);
  const membership = await membershipOf(request.server.ctx.db, account.id);
  if (membership) throw alreadyPartner();
  return signedIn;
}

/** The new account's name and password hash, judged by the sign-up's rules. */
async function newAccount(request: FastifyRequest, email: string, body: AcceptanceBody) {
  const { fullName, password } = body;
  if (!fullName || !password)
    throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, {
      ...(fullName ? {} : { fullName: messages.nameRequired }),
      ...(password ? {} : { password: messages.passwordRequired }),
    });
  refusePersonalPassword(password, { email, fullName }, 'password');
  refuseCommonPassword(password, 'password');
  return { fullName, passwordHash: await request.server.ctx.hasher.hash(password) };
}

async function join(
  request: FastifyRequest,
  invitation: InvitationRow,
  account: UserRow | undefined,
  created?: { fullName: string; passwordHash: string },
) {
  const { db } = request.server.ctx;
  return db.transaction(async (tx) => {
    let user = account;
    if (!user && created) {
      try {
        [user] = await tx
          .insert(users)
          .values({ ...created, email: invitation.email, uid: newUId() })
          .returning();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw signInFirst(invitation.email);
      }
    }
    if (!user) throw new Error('no account to join with');
    if (!(await useInvitation(tx, invitation.id, user.id))) throw invitationRefusal('used');
    const role = invitation.role as PartnerRole;
    // Joining another provider meanwhile (a second link accepted at once) leaves this one unused.
    const joined = await tx
      .insert(providerStaff)
      .values({ userId: user.id, providerId: invitation.providerId, role })
      .onConflictDoNothing()
      .returning({ userId: providerStaff.userId });
    if (joined.length === 0) throw alreadyPartner();
    await recordAudit(tx, {
      actorUserId: user.id,
      providerId: invitation.providerId,
      action: 'invitation.accepted',
      entity: 'provider_staff',
      entityId: user.id,
      before: null,
      after: { userId: user.id, fullName: user.fullName, email: user.email, role, invitationId: invitation.id },
    });
    return { user, role };
  });
}

export async function acceptInvitation(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  body: AcceptanceBody,
) {
  const { db, config } = request.server.ctx;
  const found = await findInvitation(db, token);
  if (found.status !== 'valid') throw invitationRefusal(found.status);
  const { invitation, provider } = found;
  const [account] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${invitation.email.toLowerCase()}`);
  const signedIn = account ? await signedInAs(request, account) : undefined;
  const created = account ? undefined : await newAccount(request, invitation.email, body);
  const { user, role } = await join(request, invitation, account, created);
  if (signedIn) {
    // The account gained a role: a copy of the old session token someone may hold stops working.
    const { token: fresh, expiresAt } = await rotateSessionToken(db, signedIn.session);
    setSessionCookie(request, reply, config, fresh, expiresAt);
  } else {
    const sessionId = await startSession(request, reply, user.id);
    securityEvent(request, 'signup', { accountId: user.id, sessionId, via: 'partner invitation' });
  }
  return { user: toUser(user, await rolesOf(db, user.id)), provider, role };
}
