// The pictures pages show: the seed artwork as WebP, 400 and 800 px wide, in its own proportions (the browser decodes a
// raster off its main thread). Same safe-name rule and error shape as the other media routes.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Experience } from '@kemet/contract';
import { appPerFile, call } from './helpers.js';

let app: FastifyInstance;
appPerFile((a) => {
  app = a;
});

const get = (url: string) => call(app, { method: 'GET', url, headers: {} });

describe('GET /api/media/<width>/<name>.webp', () => {
  for (const [width, height] of [
    [400, 300],
    [800, 600],
  ]) {
    test(`${width} px: a WebP of the artwork, ${width}×${height}, cacheable for ever`, async () => {
      const res = await get(`/api/media/${width}/karnak-dusk.webp`);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      const picture = await sharp(res.rawPayload).stats();
      const meta = await sharp(res.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', width, height]);
      // A painted scene, not a flat frame: its colours vary.
      assert.ok(
        picture.channels.every((channel) => channel.stdev > 10),
        JSON.stringify(picture.channels.map((c) => c.stdev)),
      );
      assert.deepEqual((await get(`/api/media/${width}/karnak-dusk.webp`)).rawPayload, res.rawPayload);
    });
  }

  test('the card picture weighs less than the SVG it replaces', async () => {
    const svg = await readFile(path.join(app.ctx.config.mediaDir, 'islamic-cairo-dusk.svg'));
    const webp = (await get('/api/media/400/islamic-cairo-dusk.webp')).rawPayload;
    assert.ok(webp.length < svg.length, `${webp.length} bytes of WebP for ${svg.length} of SVG`);
  });

  test('each width is its own picture, and neither is the sharing preview', async () => {
    const small = (await get('/api/media/400/felucca-dusk.webp')).rawPayload;
    const large = (await get('/api/media/800/felucca-dusk.webp')).rawPayload;
    const preview = await get('/api/media/felucca-dusk.png');
    assert.deepEqual([(await sharp(small).metadata()).width, (await sharp(large).metadata()).width], [400, 800]);
    assert.equal(preview.headers['content-type'], 'image/png');
    assert.deepEqual((await get('/api/media/400/felucca-dusk.webp')).rawPayload, small);
  });

  test('every picture an experience names has both widths', async () => {
    const page = (await get('/api/events?pageSize=50')).json<{ items: Experience[] }>();
    const names = [...new Set(page.items.flatMap((experience) => experience.images))].map(
      (url) => /\/api\/media\/([a-z0-9-]+)\.svg$/.exec(url)![1],
    );
    assert.ok(names.length >= 10);
    for (const name of names) {
      for (const width of [400, 800])
        assert.equal((await get(`/api/media/${width}/${name}.webp`)).statusCode, 200, `${width}/${name}`);
    }
  });

  test('a flood of requests for one picture not made yet: every answer right and the same bytes', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => get('/api/media/800/pyramids-dawn.webp')));
    assert.deepEqual(new Set(answers.map((res) => res.statusCode)), new Set([200]));
    assert.equal(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size, 1);
  });

  for (const url of [
    '/api/media/300/karnak-dusk.webp',
    '/api/media/400/no-such-scene.webp',
    '/api/media/400/..%2Fpackage.webp',
    '/api/media/400/Karnak-dusk.webp',
    '/api/media/400/.webp',
    '/api/media/0400/karnak-dusk.webp',
  ]) {
    test(`${url}: 404 in the API's error shape`, async () => {
      const res = await get(url);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().error.code, 'NOT_FOUND');
    });
  }
});
