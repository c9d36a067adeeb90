// HTML and SQL are data, property-based: generated markup and SQL in names and messages is stored and returned
// verbatim, as JSON with nosniff and a default-src 'none' CSP, never as HTML.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { PASSWORD, post, uniqueEmail } from '../helpers.js';
import { hostileHarness } from './hostile/harness.js';

const harness = hostileHarness();
const { hit } = harness;

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
        const res = await post(harness.app, '/api/contact-messages', { username: `Ra ${name}`, email, message: text });
        assert.equal(res.statusCode, 201, res.body);
        const { rows } = await harness.database.db.execute(
          sql`select username, message from contact_messages where email = ${email}`,
        );
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
        assert.equal((await post(harness.app, '/api/partner-applications', partner)).statusCode, 201);
        const stored = await harness.database.db.execute(
          sql`select business_name, why_partner, services_offered from partner_applications where email = ${email}`,
        );
        assert.deepEqual(stored.rows, [
          { business_name: name, why_partner: text, services_offered: partner.servicesOffered },
        ]);
      }),
      { numRuns: 100 },
    );
  });

  test('a name with markup comes back verbatim as JSON data, never as HTML', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(markup, async (markupName) => {
        const fullName = `Ra ${markupName}`.trim();
        const res = await post(harness.app, '/api/users', { fullName, email: uniqueEmail('html'), password: PASSWORD });
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
