// E-tickets and the gate (docs/product/rules.md#e-tickets-and-the-gate): one signed ticket per person of a confirmed
// booking, the public keys that verify them offline, revocation, provider keys and check-ins.
import { Type } from 'typebox';
import { BookingSchema } from './bookings';
import { ProofSchema } from './sessions';

const dateTime = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });

export const TicketStatusSchema = Type.Union([Type.Literal('valid'), Type.Literal('revoked')]);

export const TicketSchema = Type.Object({
  id: Type.String({ description: 'Random ticket id (base64url), the JWS jti' }),
  number: Type.Integer({ minimum: 1, description: 'Its place in the booking: ticket 1 of 3' }),
  category: Type.Object({ id: Type.Integer(), label: Type.String(), proof: ProofSchema }),
  status: TicketStatusSchema,
  token: Type.Union([Type.String(), Type.Null()], {
    description: 'Compact JWS (EdDSA) to show as a QR; null once revoked',
  }),
  expiresAt: dateTime('The token stops verifying then: shortly after the session ends'),
  checkedInAt: Type.Union([dateTime(), Type.Null()]),
});

export const MeetingPlaceSchema = Type.Object({
  name: Type.String({
    description: 'Where travellers meet, e.g. "Giza Plateau, main gate on Al Haram Road", in the answer\'s language',
  }),
  latitude: Type.Number(),
  longitude: Type.Number(),
});

/** GET /bookings/:reference: what the ticket page shows. */
export const BookingTicketsSchema = Type.Object({
  booking: BookingSchema,
  provider: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    label: Type.Optional(
      Type.String({ description: "The provider's name in the answer's language (Content-Language)" }),
    ),
  }),
  meetingPlace: MeetingPlaceSchema,
  tickets: Type.Array(TicketSchema, {
    description: 'One per person taking part, in category order; empty unless confirmed or cancelled',
  }),
});

export const BookingReferenceParams = Type.Object(
  { reference: Type.String({ pattern: '^KMT-[A-HJ-NP-Z2-9]{6}$' }) },
  { additionalProperties: false },
);

export const JwkSchema = Type.Object({
  kty: Type.Literal('OKP'),
  crv: Type.Literal('Ed25519'),
  x: Type.String(),
  kid: Type.String(),
  alg: Type.Literal('EdDSA'),
  use: Type.Literal('sig'),
});
export const JwksSchema = Type.Object({ keys: Type.Array(JwkSchema) });

export const RevokedQuery = Type.Object(
  {
    since: Type.Optional(Type.String({ format: 'date-time', description: 'Only tickets revoked after this instant' })),
  },
  { additionalProperties: false },
);
export const RevokedListSchema = Type.Object({
  items: Type.Array(Type.Object({ id: Type.String(), revokedAt: dateTime() })),
  asOf: dateTime('Pass it as `since` next time'),
});

export const CheckinResultSchema = Type.Union([
  Type.Literal('valid'),
  Type.Literal('already_used'),
  Type.Literal('revoked'),
  Type.Literal('wrong_provider'),
  Type.Literal('not_today'),
  Type.Literal('invalid'),
]);

export const CheckinBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 2048, description: 'The compact JWS read from the QR' }),
    nonce: Type.String({
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      description:
        'Chosen by the scanner per scan; the same scan sent again with it is recorded once and answered the same',
    }),
  },
  { additionalProperties: false },
);

export const CheckinAnswerSchema = Type.Object({
  result: CheckinResultSchema,
  message: Type.String({ description: 'The answer in words (CHECKIN_MESSAGES)' }),
  checkedInAt: Type.Union([dateTime('valid: now; already_used: the first check-in'), Type.Null()]),
  ticket: Type.Union(
    [
      Type.Object({
        id: Type.String(),
        reference: Type.String(),
        experience: Type.Object({ id: Type.Integer(), name: Type.String() }),
        startsAt: dateTime(),
        category: Type.Object({ label: Type.String(), proof: ProofSchema }),
      }),
      Type.Null(),
    ],
    { description: 'What the token names; null when invalid' },
  ),
});

export const ProviderKeySchema = Type.Object({
  key: Type.String({ description: 'Shown once: only its SHA-256 is stored' }),
  provider: Type.Object({ id: Type.Integer(), name: Type.String() }),
  createdAt: dateTime(),
});

/** GET /providers/current: whose gate this is, and whether a provider key or a staff session proved it. */
export const GateProviderSchema = Type.Object({
  provider: Type.Object({ id: Type.Integer(), name: Type.String() }),
  via: Type.Union([Type.Literal('key'), Type.Literal('staff')]),
});
