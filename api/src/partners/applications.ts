// The operations queue (docs/product/partners.md#applications): applications from the partner form wait as pending;
// operations approve one (the provider is created and the applicant invited as its owner) or reject it with a reason
// mailed to the applicant. A decision is taken once: the row is locked, and a decided one answers 409.
import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { partnerApplications, providers } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { queueMail } from '../mail/outbox.js';
import { recordAudit } from './audit.js';
import { createInvitation, toInvitation, type Mailing } from './invitations.js';
import { pageAnswer, type PageRequest } from './paging.js';

type ApplicationRow = typeof partnerApplications.$inferSelect;
export type ApplicationStatus = 'pending' | 'approved' | 'rejected';
export const REJECTION_MAIL_KIND = 'partner-application-rejected';

export const toApplication = (row: ApplicationRow) => ({
  id: row.id,
  businessName: row.businessName,
  businessType: row.businessType,
  website: row.website,
  address: row.address,
  email: row.email,
  phone: row.phone,
  whyPartner: row.whyPartner,
  servicesOffered: row.servicesOffered,
  additionalInfo: row.additionalInfo,
  status: row.status as ApplicationStatus,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  rejectionReason: row.rejectionReason,
  providerId: row.providerId,
});

/** A page of one status (all without one); the pending queue oldest first, decided ones newest first. */
export async function applicationPage(db: Db, request: PageRequest & { status?: ApplicationStatus }) {
  const where = request.status ? eq(partnerApplications.status, request.status) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(partnerApplications).where(where);
  const rows = await db
    .select()
    .from(partnerApplications)
    .where(where)
    .orderBy(request.status === 'pending' ? asc(partnerApplications.id) : desc(partnerApplications.id))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  return pageAnswer(rows.map(toApplication), total, request);
}

/** The pending application, locked until the transaction ends; 404 unknown, 409 already decided. */
async function pendingApplication(db: Db, id: number): Promise<ApplicationRow> {
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
  if (!row) throw new ApiError(404, 'APPLICATION_NOT_FOUND', 'No partner application has this id.');
  if (row.status !== 'pending')
    throw new ApiError(409, 'ALREADY_DECIDED', `This application was already ${row.status}.`);
  return row;
}

export async function approveApplication(db: Db, id: number, actorUserId: number, mailing: Mailing) {
  return db.transaction(async (tx) => {
    const application = await pendingApplication(tx, id);
    // No logo yet: the provider adds one with its first listing.
    const [provider] = await tx
      .insert(providers)
      .values({
        name: application.businessName,
        location: application.address,
        website: application.website,
        image: '',
      })
      .onConflictDoNothing()
      .returning({ id: providers.id, name: providers.name });
    if (!provider)
      throw new ApiError(
        409,
        'PROVIDER_NAME_TAKEN',
        'A provider with this business name already exists. Ask the applicant about it before deciding.',
      );
    const [decided] = await tx
      .update(partnerApplications)
      .set({ status: 'approved', decidedAt: new Date(), decidedBy: actorUserId, providerId: provider.id })
      .where(eq(partnerApplications.id, id))
      .returning();
    const invitation = await createInvitation(
      tx,
      { provider, email: application.email, role: 'owner', invitedBy: actorUserId, applicationId: id },
      mailing,
    );
    await recordAudit(tx, {
      actorUserId,
      providerId: provider.id,
      action: 'application.approved',
      entity: 'partner_application',
      entityId: id,
      before: { status: 'pending' },
      after: {
        status: 'approved',
        provider: { id: provider.id, name: provider.name },
        invitation: { id: invitation.id, email: invitation.email, role: invitation.role },
      },
    });
    return { application: toApplication(decided), provider, invitation: toInvitation(invitation) };
  });
}

export async function rejectApplication(
  db: Db,
  id: number,
  reason: string,
  actorUserId: number,
  log: FastifyBaseLogger,
) {
  return db.transaction(async (tx) => {
    const application = await pendingApplication(tx, id);
    const [decided] = await tx
      .update(partnerApplications)
      .set({ status: 'rejected', decidedAt: new Date(), decidedBy: actorUserId, rejectionReason: reason })
      .where(eq(partnerApplications.id, id))
      .returning();
    await queueMail(tx, log, {
      kind: REJECTION_MAIL_KIND,
      userId: null,
      recipient: application.email,
      subject: 'Your application to become a Kemet partner',
      body: [
        'Hello,',
        '',
        `Thank you for applying to list ${application.businessName} on Kemet. We cannot accept the application:`,
        reason,
        '',
        'You are welcome to apply again once this is resolved.',
        'The Kemet team',
      ].join('\n'),
    });
    await recordAudit(tx, {
      actorUserId,
      providerId: null,
      action: 'application.rejected',
      entity: 'partner_application',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    return { application: toApplication(decided) };
  });
}
