// TypeBox schemas: request validation by Fastify, response serialisation (drops anything not listed), and the OpenAPI document.
import { Type } from 'typebox';

const str = (description?: string) => Type.String(description ? { description } : {});
const dateTime = () => Type.String({ format: 'date-time' });

export const ErrorSchema = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
});

export const ProviderSchema = Type.Object({
  id: Type.Integer(),
  name: str(),
  location: str(),
  website: str(),
  image: str(),
});

export const ExperienceSchema = Type.Object({
  id: Type.Integer({ description: 'Record id; the URL eventId is id - 1' }),
  name: str(),
  location: str('Governorate, as named in the map GeoJSON'),
  description: str(),
  details: str(),
  images: Type.Array(Type.String(), { minItems: 3, maxItems: 3 }),
  imageWidth: Type.Integer(),
  imageHeight: Type.Integer(),
  provider: ProviderSchema,
  ticketsCount: Type.Integer(),
  ticketPrice: Type.Number(),
  sale: Type.Integer({ description: 'Per-mille discount' }),
  discountedPrice: Type.Number(),
  available: Type.Boolean(),
  featured: Type.Union([Type.Literal('event'), Type.Literal('tour'), Type.Null()]),
  startsAt: dateTime(),
  createdAt: dateTime(),
});

export const PageSchema = Type.Object({
  items: Type.Array(ExperienceSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});

export const NameCountSchema = Type.Array(Type.Object({ name: str(), count: Type.Integer() }));

export const UserSchema = Type.Object({
  id: Type.Integer(),
  fullName: str(),
  email: str(),
  UId: str(),
  isAdmin: Type.Boolean(),
  rating: Type.Number(),
  createdAt: dateTime(),
});
export const UserEnvelope = Type.Object({ user: UserSchema });

export const BookingSchema = Type.Object({
  id: Type.Integer(),
  reference: str(),
  experience: Type.Object({ id: Type.Integer(), name: str(), location: str(), image: str() }),
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  total: Type.Number(),
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('cancelled'), Type.Literal('failed')]),
  createdAt: dateTime(),
});
export const BookingEnvelope = Type.Object({ booking: BookingSchema });

export const OkMessage = Type.Object({ ok: Type.Boolean(), message: str() });

// Loose on purpose: the shared yup rules (same as the browser forms) give the field messages.
const text = () => Type.Optional(Type.String());
export const SignUpBody = Type.Object({ fullName: text(), email: text(), password: text() });
export const SignInBody = Type.Object({ email: text(), password: text() });
export const ChangePasswordBody = Type.Object({ currentPassword: text(), newPassword: text() });
export const ChangeEmailBody = Type.Object({ email: text(), currentPassword: text() });
export const PasswordResetRequestBody = Type.Object({ email: text() });
export const PasswordResetBody = Type.Object({ token: text(), password: text() });

export const SessionSchema = Type.Object({
  id: Type.String({ description: 'Public id of the session (not its token)' }),
  device: str('Browser and system in plain words, e.g. "Chrome on Linux"'),
  current: Type.Boolean({ description: 'The session this request was made with' }),
  createdAt: dateTime(),
  lastSeenAt: dateTime(),
});
export const SessionList = Type.Object({ items: Type.Array(SessionSchema) });
export const SessionParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-fA-F-]{36}$' }) });
export const RevokedCount = Type.Object({ ok: Type.Boolean(), message: str(), revokedSessions: Type.Integer() });
export const MailSchema = Type.Object({ to: str(), subject: str(), body: str(), createdAt: dateTime() });
export const MailboxEnvelope = Type.Object({ enabled: Type.Boolean(), mail: Type.Union([MailSchema, Type.Null()]) });
export const ContactBody = Type.Object({ username: text(), email: text(), message: text() });
export const NewsletterBody = Type.Object({ email: text() });
export const PartnerBody = Type.Object({
  businessName: text(),
  businessType: text(),
  website: text(),
  address: text(),
  email: text(),
  phone: text(),
  whyPartner: text(),
  servicesOffered: text(),
  additionalInfo: text(),
});

export const BookingBody = Type.Object({
  eventId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  quantity: Type.Integer({ minimum: 1, maximum: 10 }),
  payment: Type.Object({
    cardLast4: Type.String({ pattern: '^[0-9]{4}$' }),
    cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  }),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));
