// Hostile input, property-based: thousands of generated bodies, paths, query strings and headers against every
// endpoint. Never a 5xx, always the JSON error shape on 4xx, nothing half-written. Generators in hostile/generators.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { body, headers, POSTS, printable, segment } from './hostile/generators.js';
import { hostileHarness } from './hostile/harness.js';

const harness = hostileHarness();
const { hit, snapshot } = harness;

type Counter = Record<string, number>;

describe('hostile input, generated', () => {
  test(
    'generated bodies and headers to every POST endpoint: no 5xx, error shape, the ledger adds up',
    { timeout: 120_000 },
    async (t) => {
      const start = await snapshot();
      const ok: Counter = {};
      const newsletterEmails = new Set<string>();
      const request = fc.oneof(
        ...POSTS.map(([url, keys]) =>
          fc.record({ url: fc.constant(url), payload: body(keys), headers: headers(url === '/api/bookings') }),
        ),
      );
      await fc.assert(
        fc.asyncProperty(request, async ({ url, payload, headers: h }) => {
          // The traveller's real cookie only goes to bookings, so sign-ins never rotate it away mid-run.
          const sent = { ...h, ...(h.cookie === 'VALID' ? { cookie: harness.traveller.cookie } : {}) } as Record<
            string,
            string
          >;
          const res = await hit({ method: 'POST', url, payload, headers: sent });
          if (res.statusCode < 300) {
            ok[url] = (ok[url] ?? 0) + 1;
            if (url === '/api/newsletter-subscriptions')
              newsletterEmails.add(JSON.parse(String(payload)).email.trim().toLowerCase());
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
      assert.equal(
        end.seats,
        0,
        "no place created or lost: every session's places taken are its bookings' and live holds'",
      );
      assert.equal(end.unfinishedKeys, 0, 'no half-finished booking claims');
      // The seed's bookings (reviewed trips) were never requested; every booking made by a request has its key.
      assert.equal(end.bookingsWithoutKey, start.bookingsWithoutKey);
      // The traveller is still signed in: nothing generated ended their session.
      assert.equal(
        (await hit({ method: 'GET', url: '/api/me', headers: { cookie: harness.traveller.cookie } })).statusCode,
        200,
      );
    },
  );

  test(
    'generated paths, methods and query strings on every route: no 5xx, error shape',
    { timeout: 120_000 },
    async () => {
      const start = await snapshot();
      const query = fc
        .array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom('page', 'pageSize', 'sort', 'q', 'location', 'provider', 'featured'),
              printable(10).map(encodeURIComponent),
            ),
            fc.oneof(
              segment,
              fc.constantFrom('recent', 'name', 'tour', 'event', 'Luxor', '2', '50', '51', '-1', '1.5', ''),
            ),
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
        segment.map((s) => `/api/holds/${s}`),
        segment.map((s) => `/api/${s}`),
      );
      const method = fc.constantFrom('GET', 'GET', 'GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'HEAD', 'OPTIONS');
      await fc.assert(
        fc.asyncProperty(method, target, query, headers(true), async (m, path, qs, h) => {
          const sent = { ...h, ...(h.cookie === 'VALID' ? { cookie: harness.traveller.cookie } : {}) } as Record<
            string,
            string
          >;
          // DELETE /api/sessions/current with the real cookie would sign the traveller out: legitimate, not tested
          // here.
          if (m === 'DELETE' && sent.cookie === harness.traveller.cookie) delete sent.cookie;
          await hit({ method: m, url: path + qs, headers: sent, payload: m === 'POST' ? '{}' : undefined });
        }),
        { numRuns: 1200 },
      );
      const end = await snapshot();
      assert.deepEqual({ ...end, sessions: 0 }, { ...start, sessions: 0 }, 'reads and rejected writes changed nothing');
      assert.ok(end.sessions <= start.sessions);
    },
  );
});
