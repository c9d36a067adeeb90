import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { contactMessages, newsletterSubscriptions, partnerApplications } from '../src/db/schema.js';
import { partnerApplication as partner } from './fixtures.js';
import { appPerFile, post, uniqueEmail } from './helpers.js';

let database: Database;
let app: FastifyInstance;

appPerFile((a, d) => {
  app = a;
  database = d;
});

describe('POST /api/contact-messages', () => {
  test('201 {ok, message} and the message is stored verbatim (HTML and SQL as plain text)', async () => {
    const hostile = `<script>alert(1)</script> '); DROP TABLE users; -- ✓ 𓂀`;
    const res = await post(app, '/api/contact-messages', {
      username: 'Hatshepsut',
      email: uniqueEmail(),
      message: hostile,
    });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().ok, true);
    assert.equal(typeof res.json().message, 'string');
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.message, hostile));
    assert.equal(row.username, 'Hatshepsut');
  });

  test('400 with the shared field messages', async () => {
    const res = await post(app, '/api/contact-messages', { username: 'Al', email: 'bad', message: '' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().error.fields, {
      username: 'Name must be at least 3 characters long',
      email: 'Invalid email format',
      message: 'This field is required',
    });
    const long = await post(app, '/api/contact-messages', {
      username: 'Long',
      email: uniqueEmail(),
      message: 'x'.repeat(5001),
    });
    assert.equal(long.json().error.fields.message, 'Please keep this under 5000 characters');
  });
});

describe('POST /api/partner-applications', () => {
  test('201 and every field stored', async () => {
    const res = await post(app, '/api/partner-applications', partner);
    assert.equal(res.statusCode, 201);
    const [row] = await database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.businessName, partner.businessName));
    assert.equal(row.phone, partner.phone);
    assert.equal(row.servicesOffered, partner.servicesOffered);
  });

  test('400 for a bad website and phone', async () => {
    const res = await post(app, '/api/partner-applications', { ...partner, website: 'karnak', phone: 'call me' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(Object.keys(res.json().error.fields).sort(), ['phone', 'website']);
  });
});

describe('POST /api/newsletter-subscriptions', () => {
  test('subscribing twice gives the same friendly answer and one row', async () => {
    const email = uniqueEmail('news');
    const first = await post(app, '/api/newsletter-subscriptions', { email });
    const second = await post(app, '/api/newsletter-subscriptions', { email: email.toUpperCase() });
    assert.equal(first.statusCode, 201);
    assert.ok(second.statusCode === 200 || second.statusCode === 201);
    assert.deepEqual(second.json(), first.json());
    const rows = await database.db.select().from(newsletterSubscriptions);
    assert.equal(rows.filter((r) => r.email.toLowerCase() === email).length, 1);
  });

  test('400 for an invalid email', async () => {
    const res = await post(app, '/api/newsletter-subscriptions', { email: 'nope' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.fields.email, 'Invalid email format');
  });
});
