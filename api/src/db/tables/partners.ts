// Partners and Kemet operations: who works in operations, invitations to join a provider, and the audit log of every
// partner and operations change (docs/product/partners.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { providers } from './catalog.js';
import { partnerApplications } from './forms.js';

// Accounts of Kemet's operations team: they decide partner applications and read the whole audit log.
export const operationsMembers = pgTable('operations_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

// An invitation to join a provider as owner or staff: a random token mailed once, only its SHA-256 kept; used once,
// until it expires or is revoked.
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => partnerApplications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('partner_invitation_role', sql`${t.role} in ('owner', 'staff')`),
    index('partner_invitations_provider').on(t.providerId),
  ],
);

// Who changed what, before and after, and when. Kept when the actor or the provider goes (ids stay as written).
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id'),
    providerId: integer('provider_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_provider').on(t.providerId, t.id)],
);
