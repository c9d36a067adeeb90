// Listing pictures: judged by their content, not their name or declared type; size-limited; re-encoded as WebP in the
// catalogue's 4:3 frame without their metadata; kept in the database and served by any instance with a year's cache.
// Every refusal is a clear 4xx in the one shape and stores nothing.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { LISTING_IMAGE_MAX_BYTES } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { listingImages } from '../src/db/schema.js';
import { appPerFile, signUp } from './helpers.js';
import { pngPicture, uploadPicture } from './listingFixtures.js';
import { get, operationsAccount, partnerProvider } from './partnerFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

let owner: string;
const stored = async () => (await database.db.select({ n: count() }).from(listingImages))[0].n;

describe('listing pictures', () => {
  before(async () => {
    const ops = await operationsAccount(app, database.db);
    owner = (await partnerProvider(app, database.db, ops.cookie)).owner.cookie;
  });

  test('a photo is re-encoded as WebP 1200×900 without its metadata, served with a long cache', async () => {
    const res = await uploadPicture(app, owner, await pngPicture(640, 480), 'application/octet-stream');
    assert.equal(res.statusCode, 201, res.body);
    const { url, width, height } = res.json();
    assert.match(url, /^\/api\/media\/uploads\/[a-f0-9]{32}\.webp$/);
    assert.deepEqual([width, height], [1200, 900]);
    const served = await app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    assert.deepEqual([metadata.format, metadata.width, metadata.height], ['webp', 1200, 900]);
    assert.equal(metadata.exif, undefined);
    assert.ok(!served.rawPayload.includes('secret-gps-note'));
  });

  test('a file that lies about its type is refused, and nothing is stored', async () => {
    const before = await stored();
    const lies = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'],
      [Buffer.from('GIF89a not really a picture at all'), 'image/png'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]), 'image/jpeg'],
      [
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        'image/png',
      ],
    ] as const;
    for (const [body, type] of lies) {
      const res = await uploadPicture(app, owner, body, type);
      assert.equal(res.statusCode, 415, `${type}: ${res.body}`);
      assert.equal(res.json().error.code, 'NOT_A_PICTURE');
      assert.match(res.json().error.message, /not a JPEG, PNG or WebP picture/);
    }
    const empty = await uploadPicture(app, owner, Buffer.alloc(0));
    assert.equal(empty.statusCode, 415);
    assert.equal(await stored(), before);
  });

  test('a picture over the size limit is refused in its own words; far over, by the body limit', async () => {
    const before = await stored();
    const over = await uploadPicture(app, owner, Buffer.alloc(LISTING_IMAGE_MAX_BYTES + 1, 7));
    assert.equal(over.statusCode, 413);
    assert.equal(over.json().error.code, 'PICTURE_TOO_LARGE');
    const far = await uploadPicture(app, owner, Buffer.alloc(2 * LISTING_IMAGE_MAX_BYTES + 1, 7));
    assert.equal(far.statusCode, 413);
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bomb = await uploadPicture(app, owner, huge);
    assert.equal(bomb.statusCode, 413, 'sixty million pixels are too many, however small the file');
    assert.equal(await stored(), before);
  });

  test('only partners upload; an unknown picture is 404', async () => {
    const picture = await pngPicture();
    assert.equal((await uploadPicture(app, undefined, picture)).statusCode, 401);
    assert.equal((await uploadPicture(app, (await signUp(app)).cookie, picture)).statusCode, 403);
    assert.equal((await get(app, `/api/media/uploads/${'0'.repeat(32)}.webp`)).statusCode, 404);
    assert.equal((await get(app, '/api/media/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode, 404);
  });
});
