// Hostile-input generators (fast-check): nasty strings, plausible and absurd field values, broken JSON and UTF-8,
// headers, path segments.
import fc from 'fast-check';
import { PASSWORD, uniqueEmail } from '../../helpers.js';

const NASTY = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e\u0041',
  '𓂀𓃠𓆣',
  'ﷺ',
  'x'.repeat(5001),
  'y'.repeat(70_000),
  '',
  '   ',
  '1e309',
  '-0',
  '__proto__',
];
const scalarValue = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...NASTY),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const anyValue = fc.oneof(
  scalarValue,
  fc.array(scalarValue, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalarValue, { maxKeys: 4 }),
);

// Values that are sometimes valid, so some requests get through and the ledger has something to check.
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  fullName: fc.constantFrom('Nefertari Traveller', '<b>Ahmed</b> & co', "O'Brien'); DROP TABLE users; --", 'Zo'),
  username: fc.constantFrom('Cleopatra', '<i>Hatshepsut</i>', 'Ra'),
  email: fc.oneof(
    fc.constant(null).map(() => uniqueEmail('prop')),
    fc.constantFrom('not-an-email', 'a@b', ' Spaced@Example.com '),
  ),
  password: fc.constantFrom(PASSWORD, 'password', 'short', 'Wrong-Password-9'),
  message: fc.constantFrom('Hello <script>alert(1)</script>', 'Is the Nile cruise on?'),
  businessName: fc.constantFrom('Nile Tours', '<b>Bold</b>'),
  businessType: fc.constantFrom('Tours'),
  website: fc.constantFrom('https://nile.example', 'javascript:alert(1)', 'not a url'),
  address: fc.constantFrom('1 Corniche, Luxor'),
  phone: fc.constantFrom('+20 100 000 0000', 'call me'),
  whyPartner: fc.constantFrom('Because.'),
  servicesOffered: fc.constantFrom('Felucca rides'),
  additionalInfo: fc.constantFrom('', '<marquee>hi</marquee>'),
  eventId: fc.constantFrom(1, 7, 11, 99_999, 0, -1, '2', 2.5),
  quantity: fc.constantFrom(1, 2, 10, 11, 0, '1'),
  payment: fc.oneof(
    fc.constantFrom(
      { cardLast4: '4242', cvc: '123' },
      { cardLast4: '0002', cvc: '123' },
      { cardLast4: '42a2', cvc: '1' },
    ),
    anyValue,
  ),
};
const fieldValue = (key: string) =>
  plausible[key] ? fc.oneof({ weight: 3, arbitrary: plausible[key] }, { weight: 2, arbitrary: anyValue }) : anyValue;

const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([n, arrays]) => (arrays ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n)));
const invalidUtf8 = fc
  .tuple(fc.constantFrom('fullName', 'email', 'message', 'username'), fc.uint8Array({ minLength: 1, maxLength: 16 }))
  .map(([key, bytes]) =>
    Buffer.concat([
      Buffer.from(`{"${key}":"`),
      Buffer.from([0xff, 0xfe, 0xc3, ...bytes, 0xc0, 0xaf]),
      Buffer.from('"}'),
    ]),
  );

export const body = (keys: string[]) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record(Object.fromEntries(keys.map((k) => [k, fieldValue(k)])), { requiredKeys: [] })
        .map((o) => JSON.stringify(o)),
    },
    { weight: 2, arbitrary: anyValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: invalidUtf8 },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  );

export const printable = (maxLength: number) => fc.string({ unit: 'grapheme-ascii', maxLength });
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  '',
);
const garbageCookie = fc.oneof(
  printable(80),
  printable(60).map((v) => `kemet_session=${v}`),
  fc.constantFrom(
    'kemet_session=' + 'A'.repeat(43),
    '__Host-kemet_session=' + 'b'.repeat(43),
    'kemet_session=; kemet_session=x',
    'kemet_session=' + 'z'.repeat(5000),
  ),
);
export const headers = (validCookie: boolean) =>
  fc.record(
    {
      'content-type': contentType,
      cookie: validCookie ? fc.oneof(fc.constant('VALID'), garbageCookie) : garbageCookie,
      'idempotency-key': fc.oneof(printable(40), fc.constant('k'.repeat(201)), fc.constant('')),
      'sec-fetch-site': fc.constantFrom('same-origin', 'none', 'cross-site', 'same-site', 'garbage'),
      origin: fc.oneof(fc.constantFrom('null', 'https://evil.example', 'http://localhost:80'), printable(30)),
      'accept-language': printable(50),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1'),
    },
    { requiredKeys: [] },
  );

export const segment = fc.oneof(
  fc.integer().map(String),
  fc.nat({ max: 40 }).map(String),
  printable(30).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom(
    '%ff%fe',
    '%E0%A4%A',
    '%C0%AF',
    '..%2f..%2fetc%2fpasswd',
    '9'.repeat(30),
    '1e3',
    '0x10',
    '%00',
    'a'.repeat(250),
    'nile-cruise.svg',
    'provider-1.svg',
  ),
);

/** Every POST endpoint and the body fields it reads. */
export const POSTS: [string, string[]][] = [
  ['/api/users', ['fullName', 'email', 'password']],
  ['/api/sessions', ['email', 'password']],
  ['/api/contact-messages', ['username', 'email', 'message']],
  [
    '/api/partner-applications',
    [
      'businessName',
      'businessType',
      'website',
      'address',
      'email',
      'phone',
      'whyPartner',
      'servicesOffered',
      'additionalInfo',
    ],
  ],
  ['/api/newsletter-subscriptions', ['email']],
  ['/api/bookings', ['holdId', 'eventId', 'quantity', 'payment']],
  ['/api/quotes', ['sessionId', 'tickets']],
  ['/api/holds', ['sessionId', 'tickets']],
];
