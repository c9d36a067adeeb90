// The route schemas validate request bodies once, on the server; the forms' yup rules must say the same, field by
// field.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contactMessageSchema, partnerApplicationSchema, signUpSchema, validate } from '@kemet/contract/forms';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { contactMessages } from '../src/db/schema.js';
import { partnerApplication as partner } from './fixtures.js';
import { appPerFile, post, uniqueEmail } from './helpers.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const cases: [url: string, schema: Parameters<typeof validate>[0], body: Record<string, unknown>][] = [
  ['/api/users', signUpSchema, {}],
  ['/api/users', signUpSchema, { fullName: '   ', email: ' ', password: '' }],
  ['/api/users', signUpSchema, { fullName: 'Al', email: 'nour@example', password: 'Lotus-7' }],
  [
    '/api/users',
    signUpSchema,
    { fullName: 'N'.repeat(101), email: `${'n'.repeat(250)}@example.com`, password: 'x'.repeat(257) },
  ],
  ['/api/contact-messages', contactMessageSchema, { username: ' Al ', email: 'bad', message: '  ' }],
  [
    '/api/contact-messages',
    contactMessageSchema,
    { username: 'Hatshepsut', email: 'h@example.com', message: 'x'.repeat(5001) },
  ],
  [
    '/api/partner-applications',
    partnerApplicationSchema,
    { ...partner, website: 'karnak', phone: 'call me', address: '' },
  ],
  [
    '/api/partner-applications',
    partnerApplicationSchema,
    { ...partner, website: 'ftp://karnak', businessName: 'b'.repeat(201) },
  ],
];

describe('the API answers a bad body with the forms’ messages', () => {
  for (const [url, schema, body] of cases) {
    test(`${url} ${JSON.stringify(body).slice(0, 60)}`, async () => {
      const form = validate(schema, body);
      assert.equal(form.ok, false, 'the form refuses it');
      const res = await post(app, url, body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.code, 'VALIDATION');
      assert.deepEqual(res.json().error.fields, form.ok ? {} : form.fields);
    });
  }

  test('values are trimmed once, by the schema, and unknown keys are dropped', async () => {
    const email = uniqueEmail('trim');
    const res = await post(app, '/api/contact-messages', {
      username: '  Hatshepsut ',
      email: ` ${email} `,
      message: ' Hi ',
      isAdmin: true,
    });
    assert.equal(res.statusCode, 201, res.body);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    assert.deepEqual([row.username, row.message], ['Hatshepsut', 'Hi']);
  });
});
