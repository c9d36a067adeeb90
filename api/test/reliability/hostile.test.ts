// Hostile input, property-based: thousands of generated bodies, paths, query strings and headers against every endpoint.
// Never a 5xx, always the JSON error shape on 4xx, nothing half-written; HTML and SQL are stored and returned verbatim as data.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { PASSWORD, pgliteDatabase, post, requestUrl, signUp, testApp, uniqueEmail } from '../helpers.js';

let database: Database;
let app: FastifyInstance;
let traveller: { cookie: string; email: string };

before(async () => {
  database = await pgliteDatabase();
  app = await testApp(database);
  traveller = await signUp(app);
});
after(async () => {
  await app?.close();
  await database?.close();
});

const SECRET = /\$argon2|passwordHash|password_hash|token_hash|tokenHash/;

/** One request: never a 5xx, a 4xx is always {"error":{"code","message"}} as JSON, no secret material ever. */
async function hit(options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await app.inject(options);
  const what = `${options.method} ${requestUrl(options).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  assert.ok(res.statusCode < 500, what);
  assert.doesNotMatch(res.body, SECRET, what);
  if (res.statusCode >= 400 && options.method !== 'HEAD') {
    assert.match(String(res.headers['content-type']), /^application\/json/, what);
    const body = JSON.parse(res.body);
    assert.equal(typeof body.error?.code, 'string', what);
    assert.equal(typeof body.error?.message, 'string', what);
  }
  return res;
}

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await database.db.execute(query);
  return Number(Object.values(rows[0])[0]);
}

/** Row counts and the ticket ledger; compared before and after each property. */
async function snapshot() {
  return {
    users: await scalar(sql`select count(*) from users`),
    sessions: await scalar(sql`select count(*) from sessions`),
    contact: await scalar(sql`select count(*) from contact_messages`),
    partners: await scalar(sql`select count(*) from partner_applications`),
    newsletter: await scalar(sql`select count(*) from newsletter_subscriptions`),
    // Seats are conserved: what is left plus what confirmed bookings hold never changes.
    seats: await scalar(
      sql`select (select coalesce(sum(tickets_count), 0) from experiences) + (select coalesce(sum(quantity), 0) from bookings where status = 'confirmed')`,
    ),
    unfinishedKeys: await scalar(sql`select count(*) from idempotency_keys where status_code is null`),
    bookingsWithoutKey: await scalar(
      sql`select count(*) from bookings b where not exists (select 1 from idempotency_keys k where k.user_id = b.user_id and k.key = b.idempotency_key)`,
    ),
  };
}

// ---- generators -------------------------------------------------------------------------------------------------
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
  payment: fc.oneof(fc.constantFrom({ cardLast4: '4242', cvc: '123' }, { cardLast4: '0002', cvc: '123' }, { cardLast4: '42a2', cvc: '1' }), anyValue),
};
const fieldValue = (key: string) =>
  plausible[key] ? fc.oneof({ weight: 3, arbitrary: plausible[key] }, { weight: 2, arbitrary: anyValue }) : anyValue;

const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([n, arrays]) => (arrays ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n)));
const invalidUtf8 = fc
  .tuple(fc.constantFrom('fullName', 'email', 'message', 'username'), fc.uint8Array({ minLength: 1, maxLength: 16 }))
  .map(([key, bytes]) => Buffer.concat([Buffer.from(`{"${key}":"`), Buffer.from([0xff, 0xfe, 0xc3, ...bytes, 0xc0, 0xaf]), Buffer.from('"}')]));

const body = (keys: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue(k)])), { requiredKeys: [] }).map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: anyValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: invalidUtf8 },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  );

const printable = (maxLength: number) => fc.string({ unit: 'grapheme-ascii', maxLength });
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
const headers = (validCookie: boolean) =>
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

const segment = fc.oneof(
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

// ---- properties ---------------------------------------------------------------------------------------------------
type Counter = Record<string, number>;

const POSTS: [string, string[]][] = [
  ['/api/users', ['fullName', 'email', 'password']],
  ['/api/sessions', ['email', 'password']],
  ['/api/contact-messages', ['username', 'email', 'message']],
  [
    '/api/partner-applications',
    ['businessName', 'businessType', 'website', 'address', 'email', 'phone', 'whyPartner', 'servicesOffered', 'additionalInfo'],
  ],
  ['/api/newsletter-subscriptions', ['email']],
  ['/api/bookings', ['eventId', 'quantity', 'payment']],
];

describe('hostile input, generated', () => {
  test('generated bodies and headers to every POST endpoint: no 5xx, error shape, the ledger adds up', { timeout: 120_000 }, async (t) => {
    const start = await snapshot();
    const ok: Counter = {};
    const newsletterEmails = new Set<string>();
    const request = fc.oneof(
      ...POSTS.map(([url, keys]) => fc.record({ url: fc.constant(url), payload: body(keys), headers: headers(url === '/api/bookings') })),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ url, payload, headers: h }) => {
        // The traveller's real cookie only goes to bookings, so sign-ins never rotate it away mid-run.
        const sent = { ...h, ...(h.cookie === 'VALID' ? { cookie: traveller.cookie } : {}) } as Record<string, string>;
        const res = await hit({ method: 'POST', url, payload, headers: sent });
        if (res.statusCode < 300) {
          ok[url] = (ok[url] ?? 0) + 1;
          if (url === '/api/newsletter-subscriptions') newsletterEmails.add(JSON.parse(String(payload)).email.trim().toLowerCase());
        }
      }),
      { numRuns: 1500 },
    );
    t.diagnostic(`accepted: ${JSON.stringify(ok)}`);
    const end = await snapshot();
    assert.equal(end.users, start.users + (ok['/api/users'] ?? 0), 'users: one per accepted sign-up');
    assert.equal(
      end.sessions,
      start.sessions + (ok['/api/users'] ?? 0) + (ok['/api/sessions'] ?? 0),
      'sessions: one per accepted sign-up or sign-in',
    );
    assert.equal(end.contact, start.contact + (ok['/api/contact-messages'] ?? 0));
    assert.equal(end.partners, start.partners + (ok['/api/partner-applications'] ?? 0));
    assert.equal(end.newsletter, start.newsletter + newsletterEmails.size);
    assert.equal(end.seats, start.seats, 'no seat created or lost');
    assert.equal(end.unfinishedKeys, 0, 'no half-finished booking claims');
    assert.equal(end.bookingsWithoutKey, 0);
    // The traveller is still signed in: nothing generated ended their session.
    assert.equal((await hit({ method: 'GET', url: '/api/me', headers: { cookie: traveller.cookie } })).statusCode, 200);
  });

  test('generated paths, methods and query strings on every route: no 5xx, error shape', { timeout: 120_000 }, async () => {
    const start = await snapshot();
    const query = fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom('page', 'pageSize', 'sort', 'q', 'location', 'provider', 'featured'), printable(10).map(encodeURIComponent)),
          fc.oneof(segment, fc.constantFrom('recent', 'name', 'tour', 'event', 'Luxor', '2', '50', '51', '-1', '1.5', '')),
        ),
        { maxLength: 5 },
      )
      .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
    const target = fc.oneof(
      fc.constantFrom(
        '/api/events',
        '/api/locations',
        '/api/providers',
        '/api/health',
        '/api/ready',
        '/api/me',
        '/api/bookings',
        '/api/sessions/current',
      ),
      segment.map((s) => `/api/events/${s}`),
      segment.map((s) => `/api/media/${s}`),
      segment.map((s) => `/api/bookings/${s}/cancel`),
      segment.map((s) => `/api/${s}`),
    );
    const method = fc.constantFrom('GET', 'GET', 'GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'HEAD', 'OPTIONS');
    await fc.assert(
      fc.asyncProperty(method, target, query, headers(true), async (m, path, qs, h) => {
        const sent = { ...h, ...(h.cookie === 'VALID' ? { cookie: traveller.cookie } : {}) } as Record<string, string>;
        // DELETE /api/sessions/current with the real cookie would sign the traveller out: legitimate, not tested here.
        if (m === 'DELETE' && sent.cookie === traveller.cookie) delete sent.cookie;
        await hit({ method: m, url: path + qs, headers: sent, payload: m === 'POST' ? '{}' : undefined });
      }),
      { numRuns: 1200 },
    );
    const end = await snapshot();
    assert.deepEqual({ ...end, sessions: 0 }, { ...start, sessions: 0 }, 'reads and rejected writes changed nothing');
    assert.ok(end.sessions <= start.sessions);
  });
});

describe('HTML and SQL are data', () => {
  const markup = fc
    .tuple(
      fc.constantFrom(
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '"><svg/onload=alert(1)>',
        '&lt;b&gt; &amp;',
        "'; DROP TABLE contact_messages; --",
        '<!-- x -->',
      ),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
    )
    .map(([tag, rest]) => `${tag} ${rest}`.trim())
    .filter((s) => !s.includes('\u0000') && s.length <= 100);

  test('contact messages and partner applications are stored exactly as sent', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(markup, markup, async (name, text) => {
        const email = uniqueEmail('html');
        const res = await post(app, '/api/contact-messages', { username: `Ra ${name}`, email, message: text });
        assert.equal(res.statusCode, 201, res.body);
        const { rows } = await database.db.execute(sql`select username, message from contact_messages where email = ${email}`);
        assert.deepEqual(rows, [{ username: `Ra ${name}`.trim(), message: text }]);

        const partner = {
          businessName: name,
          businessType: 'Tours',
          website: 'https://nile.example',
          address: '1 Corniche, Luxor',
          email,
          phone: '+20 100 000 0000',
          whyPartner: text,
          servicesOffered: `<ul><li>${text}</li></ul>`,
        };
        assert.equal((await post(app, '/api/partner-applications', partner)).statusCode, 201);
        const stored = await database.db.execute(
          sql`select business_name, why_partner, services_offered from partner_applications where email = ${email}`,
        );
        assert.deepEqual(stored.rows, [{ business_name: name, why_partner: text, services_offered: partner.servicesOffered }]);
      }),
      { numRuns: 100 },
    );
  });

  test('a name with markup comes back verbatim as JSON data, never as HTML', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(markup, async (markupName) => {
        const fullName = `Ra ${markupName}`.trim();
        const res = await post(app, '/api/users', { fullName, email: uniqueEmail('html'), password: PASSWORD });
        assert.equal(res.statusCode, 201, res.body);
        assert.equal(res.json().user.fullName, fullName);
        const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).find((c) => c.includes('kemet_session'))!;
        const me = await hit({ method: 'GET', url: '/api/me', headers: { cookie } });
        assert.equal(me.json().user.fullName, fullName);
        assert.match(String(me.headers['content-type']), /^application\/json/);
        assert.equal(me.headers['x-content-type-options'], 'nosniff');
        assert.match(String(me.headers['content-security-policy']), /default-src 'none'/);
      }),
      { numRuns: 100 },
    );
  });
});
