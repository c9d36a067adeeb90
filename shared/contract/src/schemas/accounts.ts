// Accounts: the traveller, their signed-in browsers, the dev mailbox, and the account requests' bodies.
import { Type } from 'typebox';
import { messages } from '../messages';
import { body, currentPassword, email, name, newPassword } from './fields';

const dateTime = () => Type.String({ format: 'date-time' });

// What the account may do beyond a traveller's (docs/product/partners.md#roles), as the pages gate routes and header
// entries: 'partner' for a provider's owner or staff, 'partner-owner' as well for an owner, 'operations' for Kemet
// operations. The data service checks the role itself on every request; these only say what to show.
export const AccountRoleSchema = Type.Union([
  Type.Literal('partner'),
  Type.Literal('partner-owner'),
  Type.Literal('operations'),
]);

export const UserSchema = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  email: Type.String(),
  UId: Type.String(),
  isAdmin: Type.Boolean(),
  rating: Type.Number(),
  createdAt: dateTime(),
  roles: Type.Array(AccountRoleSchema, { description: 'Read from the database on each answer; [] for a traveller' }),
});
export const UserEnvelope = Type.Object({ user: UserSchema });

export const SessionSchema = Type.Object({
  id: Type.String({ description: 'Public id of the session (never its token)' }),
  device: Type.String({ description: 'Browser and system in plain words, e.g. "Chrome on Linux"' }),
  current: Type.Boolean({ description: 'The session this request was made with' }),
  createdAt: dateTime(),
  lastSeenAt: dateTime(),
});
export const SessionList = Type.Object({ items: Type.Array(SessionSchema) });
export const SessionParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-fA-F-]{36}$' }) });
export const RevokedCount = Type.Object({
  ok: Type.Boolean(),
  message: Type.String(),
  revokedSessions: Type.Integer(),
});

export const MailSchema = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  createdAt: dateTime(),
});
export const MailboxEnvelope = Type.Object({
  enabled: Type.Boolean({
    description: 'Whether this stack keeps an outbox (dev stacks only; there is no mail server)',
  }),
  mail: Type.Union([MailSchema, Type.Null()]),
});
/** GET /api/dev/mailbox?to=: the newest mail sent to one address. */
export const MailboxQuery = Type.Object(
  { to: Type.Optional(Type.String({ maxLength: 254 })) },
  { additionalProperties: false },
);

export const SignUpBody = body({ fullName: name(), email: email(), password: newPassword() });
// The sign-in form shows no messages (docs/product/texts-and-messages.md#sign-in-and-sign-up-answers): only "is
// required"; a wrong address or password is the route's answer.
export const SignInBody = body({
  email: Type.String({ transform: ['trim'], not: { const: '' }, errorMessage: { not: messages.emailRequired } }),
  password: Type.String({ not: { const: '' }, errorMessage: { not: messages.passwordRequired } }),
});
export const ChangePasswordBody = body({ currentPassword: currentPassword(), newPassword: newPassword() });
export const ChangeEmailBody = body({ email: email(), currentPassword: currentPassword() });
export const PasswordResetRequestBody = body({ email: email() });
// A blank or unknown token is the route's answer (400 RESET_LINK_INVALID), like an expired or used one.
export const PasswordResetBody = Type.Object(
  { token: Type.String({ transform: ['trim'], maxLength: 200 }), password: newPassword() },
  {
    additionalProperties: false,
    errorMessage: { required: { token: messages.resetLinkInvalid, password: messages.passwordRequired } },
  },
);
