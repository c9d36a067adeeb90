// What the service serves besides the catalogue: seed media, health and readiness, unknown routes, the API docs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { appPerFile, call, testApp } from './helpers.js';

let database: Database;
let app: FastifyInstance;
const get = (url: string) => call(app, { method: 'GET', url });

appPerFile((a, d) => {
  app = a;
  database = d;
});

describe('media, ops, docs', () => {
  test('GET /api/media/:file serves SVG, immutable, cross-origin resource policy', async () => {
    const res = await get('/api/media/pyramids-day.svg');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.match(res.body, /<svg/);
  });

  for (const name of [
    'nope.svg',
    '..%2F..%2Fpackage.json',
    '..%2Fexperiences%2Findex.ts',
    'pyramids-day.SVG',
    '%2Fetc%2Fpasswd',
  ]) {
    test(`media ${name} → 404 error shape`, async () => {
      const res = await get(`/api/media/${name}`);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().error.code, 'NOT_FOUND');
    });
  }

  test('health and ready', async () => {
    assert.deepEqual((await get('/api/health')).json(), { status: 'ok' });
    assert.equal((await get('/api/ready')).statusCode, 200);
  });

  test('unknown route → 404 in the error shape', async () => {
    const res = await get('/api/does-not-exist');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error.code, 'NOT_FOUND');
  });

  test('API docs are off by default: /api/docs and /api/docs/json are 404 in the error shape', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.json().error.code, 'NOT_FOUND');
    }
    assert.equal(loadConfig({}).apiDocs, false);
    assert.equal(loadConfig({ API_DOCS: 'true' }).apiDocs, true);
  });

  test('with API_DOCS=true: the OpenAPI document and Swagger UI with a CSP that lets its own assets load', async () => {
    const docsApp = await testApp(database, { config: { apiDocs: true } });
    const get = (url: string) => call(docsApp, { method: 'GET', url });
    const doc = (await get('/api/docs/json')).json();
    assert.ok(doc.openapi.startsWith('3'));
    assert.ok(doc.paths['/api/events'] && doc.paths['/api/bookings'] && doc.paths['/api/users']);
    assert.deepEqual(doc.paths['/api/partner/staff/{userId}'].delete.tags, ['partner']);
    assert.deepEqual(doc.paths['/api/operations/partner-applications/{id}/approval'].post.tags, ['operations']);
    assert.deepEqual(doc.paths['/api/partner/invitations/{token}'].get.tags, ['partner']);
    const page = await get('/api/docs/');
    assert.equal(page.statusCode, 200);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /upgrade-insecure-requests/);
    const script = await get('/api/docs/static/swagger-ui-bundle.js');
    assert.equal(script.statusCode, 200);
    await docsApp.close();
  });
});
