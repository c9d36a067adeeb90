// Accounts: the traveller, their signed-in browsers, the dev mailbox, and the account requests' bodies.
import { Type } from 'typebox';

const dateTime = () => Type.String({ format: 'date-time' });

export const UserSchema = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  email: Type.String(),
  UId: Type.String(),
  isAdmin: Type.Boolean(),
  rating: Type.Number(),
  createdAt: dateTime(),
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
export const RevokedCount = Type.Object({ ok: Type.Boolean(), message: Type.String(), revokedSessions: Type.Integer() });

export const MailSchema = Type.Object({ to: Type.String(), subject: Type.String(), body: Type.String(), createdAt: dateTime() });
export const MailboxEnvelope = Type.Object({
  enabled: Type.Boolean({ description: 'Whether this stack keeps an outbox (dev stacks only; there is no mail server)' }),
  mail: Type.Union([MailSchema, Type.Null()]),
});

// Loose on purpose: the shared yup rules (same as the browser forms) give the field messages.
const text = () => Type.Optional(Type.String());
export const SignUpBody = Type.Object({ fullName: text(), email: text(), password: text() });
export const SignInBody = Type.Object({ email: text(), password: text() });
export const ChangePasswordBody = Type.Object({ currentPassword: text(), newPassword: text() });
export const ChangeEmailBody = Type.Object({ email: text(), currentPassword: text() });
export const PasswordResetRequestBody = Type.Object({ email: text() });
export const PasswordResetBody = Type.Object({ token: text(), password: text() });
