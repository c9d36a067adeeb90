// Invitations to join a provider (docs/product/partners.md#invitations): a 256-bit random token in a mailed link, only
// its SHA-256 stored; valid 7 days, used once, revocable. A newer invitation to the same address for the same provider
// replaces the older one.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PartnerRole } from '@kemet/contract';
import { hashToken } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { partnerInvitations, providers } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { queueMail } from '../mail/outbox.js';

export const INVITATION_TTL_DAYS = 7;
export const INVITATION_MAIL_KIND = 'partner-invitation';
/** The page of the site that accepts an invitation (the partner remote serves it). */
export const INVITATION_PATH = '/partner/invitation';

export type InvitationRow = typeof partnerInvitations.$inferSelect;

export interface NewInvitation {
  provider: { id: number; name: string };
  email: string;
  role: PartnerRole;
  invitedBy: number;
  applicationId?: number;
}

export interface Mailing {
  log: FastifyBaseLogger;
  publicOrigin: string;
}

/** What a list or an answer shows of an invitation: never its token or hash. */
export const toInvitation = (row: InvitationRow) => ({
  id: row.id,
  email: row.email,
  role: row.role as PartnerRole,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const open = () =>
  and(
    isNull(partnerInvitations.usedAt),
    isNull(partnerInvitations.revokedAt),
    gt(partnerInvitations.expiresAt, sql`now()`),
  );

/** Creates the invitation and writes its mail to the outbox (call inside the change's transaction). */
export async function createInvitation(db: Db, invite: NewInvitation, mailing: Mailing): Promise<InvitationRow> {
  await db
    .update(partnerInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(partnerInvitations.providerId, invite.provider.id),
        sql`lower(${partnerInvitations.email}) = ${invite.email.toLowerCase()}`,
        open(),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(partnerInvitations)
    .values({
      tokenHash: hashToken(token),
      providerId: invite.provider.id,
      email: invite.email,
      role: invite.role,
      invitedBy: invite.invitedBy,
      applicationId: invite.applicationId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
    })
    .returning();
  const link = `${mailing.publicOrigin}${INVITATION_PATH}?token=${token}`;
  const as = invite.role === 'owner' ? 'its owner' : 'a member of its staff';
  await queueMail(
    db,
    mailing.log,
    {
      kind: INVITATION_MAIL_KIND,
      userId: null,
      recipient: invite.email,
      subject: `Join ${invite.provider.name} on Kemet`,
      body: [
        'Hello,',
        '',
        `You are invited to join ${invite.provider.name} on Kemet as ${as}.`,
        `Open this link to accept (it works once, until ${row.expiresAt.toUTCString()}):`,
        link,
        '',
        'If you did not expect this invitation, you can ignore this mail.',
        'The Kemet team',
      ].join('\n'),
    },
    token,
  );
  return row;
}

export type InvitationLookup =
  | { status: 'valid'; invitation: InvitationRow; provider: { id: number; name: string } }
  | { status: 'unknown' | 'expired' | 'used' | 'revoked' };

export async function findInvitation(db: Db, token: string): Promise<InvitationLookup> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { status: 'unknown' };
  const [row] = await db
    .select({ invitation: partnerInvitations, provider: { id: providers.id, name: providers.name } })
    .from(partnerInvitations)
    .innerJoin(providers, eq(providers.id, partnerInvitations.providerId))
    .where(eq(partnerInvitations.tokenHash, hashToken(token)));
  if (!row) return { status: 'unknown' };
  if (row.invitation.usedAt) return { status: 'used' };
  if (row.invitation.revokedAt) return { status: 'revoked' };
  if (row.invitation.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'valid', ...row };
}

/** The refusal of a link that cannot be used: 404 for one we never sent, 410 for one that was good once. */
export function invitationRefusal(status: Exclude<InvitationLookup['status'], 'valid'>): ApiError {
  switch (status) {
    case 'unknown':
      return new ApiError(
        404,
        'INVITATION_NOT_FOUND',
        'This invitation link is not valid. Please check the link in your mail.',
      );
    case 'expired':
      return new ApiError(410, 'INVITATION_EXPIRED', 'This invitation has expired. Please ask for a new one.');
    case 'used':
      return new ApiError(410, 'INVITATION_USED', 'This invitation has already been accepted. Please sign in.');
    case 'revoked':
      return new ApiError(410, 'INVITATION_REVOKED', 'This invitation was withdrawn. Please ask for a new one.');
  }
}

/** Marks the invitation used by the account; false when another request used it first, or it ended meanwhile. */
export async function useInvitation(db: Db, invitationId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(partnerInvitations)
    .set({ usedAt: sql`now()`, usedBy: userId })
    .where(and(eq(partnerInvitations.id, invitationId), open()))
    .returning({ id: partnerInvitations.id });
  return rows.length === 1;
}

/** The provider's invitations still open, oldest first. */
export async function openInvitations(db: Db, providerId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(partnerInvitations)
    .where(and(eq(partnerInvitations.providerId, providerId), open()))
    .orderBy(asc(partnerInvitations.id));
}

/** Revokes one of the provider's open invitations; the row, or undefined when it has no such open invitation. */
export async function revokeInvitation(db: Db, providerId: number, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(partnerInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(partnerInvitations.id, id), eq(partnerInvitations.providerId, providerId), open()))
    .returning();
  return row;
}
