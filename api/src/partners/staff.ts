// A provider's people, managed by its owner: the members and open invitations, inviting someone, removing a member.
// Another provider's member or invitation is answered exactly as an unknown id (404), so ids reveal nothing.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PartnerRole } from '@kemet/contract';
import type { Db } from '../db/client.js';
import { providerStaff, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { recordAudit } from './audit.js';
import { createInvitation, openInvitations, revokeInvitation, toInvitation, type Mailing } from './invitations.js';
import type { PartnerCaller } from './roles.js';

export async function staffList(db: Db, providerId: number) {
  const members = await db
    .select({
      userId: providerStaff.userId,
      fullName: users.fullName,
      email: users.email,
      role: providerStaff.role,
      since: providerStaff.createdAt,
    })
    .from(providerStaff)
    .innerJoin(users, eq(users.id, providerStaff.userId))
    .where(eq(providerStaff.providerId, providerId))
    .orderBy(asc(providerStaff.createdAt), asc(providerStaff.userId));
  return {
    items: members.map((m) => ({ ...m, role: m.role as PartnerRole, since: m.since.toISOString() })),
    invitations: (await openInvitations(db, providerId)).map(toInvitation),
  };
}

export async function inviteMember(db: Db, caller: PartnerCaller, email: string, role: PartnerRole, mailing: Mailing) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: providerStaff.userId })
      .from(providerStaff)
      .innerJoin(users, eq(users.id, providerStaff.userId))
      .where(and(eq(providerStaff.providerId, caller.providerId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
    if (member)
      throw new ApiError(409, 'ALREADY_MEMBER', `${email} already works for ${caller.providerName}.`, {
        email: `${email} already works for ${caller.providerName}.`,
      });
    const invitation = await createInvitation(
      tx,
      { provider: { id: caller.providerId, name: caller.providerName }, email, role, invitedBy: caller.user.id },
      mailing,
    );
    await recordAudit(tx, {
      actorUserId: caller.user.id,
      providerId: caller.providerId,
      action: 'invitation.created',
      entity: 'partner_invitation',
      entityId: invitation.id,
      after: { email, role, expiresAt: invitation.expiresAt.toISOString() },
    });
    return { invitation: toInvitation(invitation) };
  });
}

export async function withdrawInvitation(db: Db, caller: PartnerCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await revokeInvitation(tx, caller.providerId, id);
    if (!revoked)
      throw new ApiError(404, 'OPEN_INVITATION_NOT_FOUND', 'Your provider has no open invitation with this id.');
    await recordAudit(tx, {
      actorUserId: caller.user.id,
      providerId: caller.providerId,
      action: 'invitation.revoked',
      entity: 'partner_invitation',
      entityId: id,
      before: { email: revoked.email, role: revoked.role, status: 'open' },
      after: { email: revoked.email, role: revoked.role, status: 'revoked' },
    });
  });
}

/**
 * Removes a member: their partner access ends with the commit (every partner route reads provider_staff). The owners'
 * rows are locked first, so two owners removing each other at once cannot leave the provider without one.
 */
export async function removeMember(db: Db, caller: PartnerCaller, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const owners = await tx
      .select({ userId: providerStaff.userId })
      .from(providerStaff)
      .where(and(eq(providerStaff.providerId, caller.providerId), eq(providerStaff.role, 'owner')))
      .for('update');
    const [member] = await tx
      .select({ userId: providerStaff.userId, role: providerStaff.role, fullName: users.fullName, email: users.email })
      .from(providerStaff)
      .innerJoin(users, eq(users.id, providerStaff.userId))
      .where(and(eq(providerStaff.userId, userId), eq(providerStaff.providerId, caller.providerId)))
      .for('update', { of: providerStaff });
    if (!member) throw new ApiError(404, 'MEMBER_NOT_FOUND', 'Nobody with this id works for your provider.');
    if (member.role === 'owner' && owners.length <= 1)
      throw new ApiError(
        409,
        'LAST_OWNER',
        'A provider needs at least one owner. Invite another owner before removing this one.',
      );
    await tx.delete(providerStaff).where(eq(providerStaff.userId, userId));
    await recordAudit(tx, {
      actorUserId: caller.user.id,
      providerId: caller.providerId,
      action: 'staff.removed',
      entity: 'provider_staff',
      entityId: userId,
      before: member,
      after: null,
    });
  });
}
