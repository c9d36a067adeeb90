// The partner workspace and Kemet operations: applications and their decisions, invitations, a provider's people and
// gate keys, and the audit log (docs/product/partners.md).
import { Type } from 'typebox';
import { messages } from '../messages';
import { UserSchema } from './accounts';
import { body, email, name, newPassword, reason } from './fields';

const dateTime = () => Type.String({ format: 'date-time' });
const nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const PartnerRoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('staff')]);
export const ApplicationStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

const pageFields = {
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};
export const PageQuery = Type.Object(pageFields, { additionalProperties: false });
export const ApplicationQuery = Type.Object(
  { status: Type.Optional(ApplicationStatusSchema), ...pageFields },
  { additionalProperties: false },
);
const pageOf = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  });

export const ProviderRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const PartnerApplicationSchema = Type.Object({
  id: Type.Integer(),
  businessName: Type.String(),
  businessType: Type.String(),
  website: Type.String(),
  address: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  whyPartner: Type.String(),
  servicesOffered: Type.String(),
  additionalInfo: Type.String(),
  status: ApplicationStatusSchema,
  createdAt: dateTime(),
  decidedAt: nullable(dateTime()),
  rejectionReason: nullable(Type.String()),
  providerId: nullable(Type.Integer()),
});
export const PartnerApplicationPage = pageOf(PartnerApplicationSchema);

export const InvitationSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: PartnerRoleSchema,
  createdAt: dateTime(),
  expiresAt: dateTime(),
});

export const ApprovalSchema = Type.Object({
  application: PartnerApplicationSchema,
  provider: ProviderRefSchema,
  invitation: InvitationSchema,
});
export const RejectionBody = body({ reason: reason() });
export const RejectionSchema = Type.Object({ application: PartnerApplicationSchema });

/** What the page that accepts an invitation shows, before anything is sent. */
export const InvitationPreviewSchema = Type.Object({
  provider: ProviderRefSchema,
  email: Type.String(),
  role: PartnerRoleSchema,
  expiresAt: dateTime(),
  accountExists: Type.Boolean({
    description: 'An account uses this email: sign in as it and accept, instead of choosing a password',
  }),
});
export const InvitationTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

// A new account names itself and chooses a password (the sign-up rules); an existing one accepts signed in, with no
// body fields. Which case applies is the route's to say, so neither field is required here.
export const AcceptInvitationBody = Type.Object(
  { fullName: Type.Optional(name()), password: Type.Optional(newPassword()) },
  { additionalProperties: false },
);
export const PartnerMembershipSchema = Type.Object({
  user: UserSchema,
  provider: ProviderRefSchema,
  role: PartnerRoleSchema,
});

export const PartnerMeSchema = Type.Object({
  provider: ProviderRefSchema,
  role: PartnerRoleSchema,
  user: Type.Object({ id: Type.Integer(), fullName: Type.String(), email: Type.String() }),
});

export const StaffMemberSchema = Type.Object({
  userId: Type.Integer(),
  fullName: Type.String(),
  email: Type.String(),
  role: PartnerRoleSchema,
  since: dateTime(),
});
export const StaffListSchema = Type.Object({
  items: Type.Array(StaffMemberSchema),
  invitations: Type.Array(InvitationSchema, { description: 'Invitations not yet used, expired or revoked' }),
});
export const StaffInvitationBody = body({
  email: email(),
  role: Type.Optional(
    Type.Union([Type.Literal('owner'), Type.Literal('staff')], {
      default: 'staff',
      errorMessage: messages.roleInvalid,
    }),
  ),
});
export const StaffInvitationEnvelope = Type.Object({ invitation: InvitationSchema });
export const UserIdParams = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const GateKeySchema = Type.Object({
  id: Type.Integer(),
  createdAt: dateTime(),
  revokedAt: nullable(dateTime()),
  live: Type.Boolean(),
});
export const GateKeyList = Type.Object({ items: Type.Array(GateKeySchema) });
export const IssuedGateKeySchema = Type.Object({
  id: Type.Integer(),
  key: Type.String({ description: 'The plaintext key, shown this once' }),
  createdAt: dateTime(),
});

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: dateTime(),
  actor: Type.Union([Type.Object({ id: Type.Integer(), fullName: Type.String(), email: Type.String() }), Type.Null()]),
  providerId: nullable(Type.Integer()),
  action: Type.String({ description: 'What happened, e.g. "application.approved", "staff.removed"' }),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export const AuditPage = pageOf(AuditEntrySchema);
