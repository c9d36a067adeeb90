// The wishlist beyond one device: the merge at sign-in without duplicates, and share links (create, read signed out,
// renew, revoke), with their refusals: bad merge bodies, another traveller's share, unknown tokens.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { WISHLIST_MAX_ITEMS } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { appPerFile, call, signUp } from './helpers.js';
import { wishlistCalls } from './wishlistFixtures.js';

let database: Database;
let app: FastifyInstance;
appPerFile((a, d) => {
  app = a;
  database = d;
});
const { as, save, list, rowsOf, bookable, fillWith } = wishlistCalls(
  () => app,
  () => database,
);

describe('merging the device list at sign-in', () => {
  test('merges without duplicates, idempotently, skipping and naming ids no longer in the catalogue', async () => {
    const { cookie, user } = await signUp(app);
    const [a, b, c] = await bookable(3);
    await save(cookie, a.id);
    const merge = (ids: number[]) => as(cookie, 'POST', '/api/me/wishlist/merge', { experienceIds: ids });

    const first = await merge([b.id, a.id, c.id, b.id, 999_999]);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { added: 2, notFound: [999_999], notSaved: [] });
    const again = await merge([b.id, a.id, c.id]);
    assert.deepEqual(again.json(), { added: 0, notFound: [], notSaved: [] });

    const rows = await rowsOf(user.id);
    assert.deepEqual(
      rows.map((r) => r.experienceId).sort((x, y) => x - y),
      [a.id, b.id, c.id].sort((x, y) => x - y),
    );
    assert.deepEqual(
      (await list(cookie)).items.map((i) => i.experience.id),
      [c.id, b.id, a.id],
      "the device's last saved is the newest",
    );
  });

  test('into a nearly full wishlist: saves what fits and names the ids it had no room for, to stay on the device', async () => {
    const { cookie, user } = await signUp(app);
    const [a, b, c] = await bookable(3);
    await fillWith(user.id, WISHLIST_MAX_ITEMS - 1);
    const res = await as(cookie, 'POST', '/api/me/wishlist/merge', { experienceIds: [a.id, b.id, c.id, 999_999] });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { added: 1, notFound: [999_999], notSaved: [b.id, c.id] });
    const saved = (await rowsOf(user.id)).map((r) => r.experienceId);
    assert.equal(saved.length, WISHLIST_MAX_ITEMS);
    assert.ok(saved.includes(a.id) && !saved.includes(b.id) && !saved.includes(c.id));
  });

  test('bad merge bodies: 400 VALIDATION, nothing saved', async () => {
    const { cookie, user } = await signUp(app);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const body of [
      {},
      { experienceIds: [] },
      { experienceIds: ['x'] },
      { experienceIds: [0] },
      { experienceIds: tooMany },
    ]) {
      const res = await as(cookie, 'POST', '/api/me/wishlist/merge', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 60));
    }
    assert.equal((await rowsOf(user.id)).length, 0);
  });
});

describe('share links', () => {
  test('create → anyone reads it signed out → a new link retires the old → revoke → 404', async () => {
    const owner = await signUp(app);
    const [one] = await bookable(1);
    await save(owner.cookie, one.id);

    const created = await as(owner.cookie, 'POST', '/api/me/wishlist/shares');
    assert.equal(created.statusCode, 201, created.body);
    const { id, token } = created.json();
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    assert.deepEqual((await list(owner.cookie)).share?.id, id);

    const read = await call(app, { method: 'GET', url: `/api/wishlists/shared/${token}` });
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.headers['cache-control'], 'no-store');
    assert.deepEqual(
      read.json().items.map((i: { experience: { id: number } }) => i.experience.id),
      [one.id],
    );
    assert.doesNotMatch(read.body, new RegExp(owner.email.replace(/[.+]/g, '\\$&')), 'the owner stays private');

    const renewed = (await as(owner.cookie, 'POST', '/api/me/wishlist/shares')).json();
    assert.equal((await call(app, { method: 'GET', url: `/api/wishlists/shared/${token}` })).statusCode, 404);
    assert.equal((await call(app, { method: 'GET', url: `/api/wishlists/shared/${renewed.token}` })).statusCode, 200);

    assert.equal((await as(owner.cookie, 'DELETE', `/api/me/wishlist/shares/${renewed.id}`)).statusCode, 204);
    const gone = await call(app, { method: 'GET', url: `/api/wishlists/shared/${renewed.token}` });
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().error.code, 'SHARE_NOT_FOUND');
    assert.equal((await list(owner.cookie)).share, null);
    const twice = await as(owner.cookie, 'DELETE', `/api/me/wishlist/shares/${renewed.id}`);
    assert.equal(twice.statusCode, 404);
  });

  test("another traveller's share id is 404 and their link keeps working", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const { id, token } = (await as(owner.cookie, 'POST', '/api/me/wishlist/shares')).json();
    const res = await as(other.cookie, 'DELETE', `/api/me/wishlist/shares/${id}`);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error.code, 'SHARE_NOT_FOUND');
    assert.equal((await call(app, { method: 'GET', url: `/api/wishlists/shared/${token}` })).statusCode, 200);
    assert.equal((await as(other.cookie, 'DELETE', '/api/me/wishlist/shares/abc')).statusCode, 400);
  });

  test('unknown or malformed tokens: 404', async () => {
    for (const token of ['nope', 'A'.repeat(43), '%E2%99%A5']) {
      const res = await call(app, { method: 'GET', url: `/api/wishlists/shared/${token}` });
      assert.equal(res.statusCode, 404, token);
    }
  });
});
