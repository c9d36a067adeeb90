// What the shell's server reads for search engines and link previews: the raster previews of the seed artwork, the
// sitemap's list of experiences with their content-change times, and the details pages' JSON-LD built from the real
// seeded answers (the catalogue's own builders, held to Google's rich-results rules for events).
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Availability, Experience } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { appPerFile, call, testApp } from './helpers.js';
import { cairoDateOf } from '../src/sessions/cairoTime.js';
import { eventJsonLd, tourJsonLd } from '../../mfe-catalog/src/seo/experienceJsonLd.js';
import { richResultProblems } from '../../mfe-catalog/src/testing/richResults.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const get = (url: string, headers: Record<string, string> = {}) => call(app, { method: 'GET', url, headers });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function answersNotFound(urls: string[]) {
  for (const url of urls) {
    test(`${url}: 404 in the API's error shape`, async () => {
      const res = await get(url);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().error.code, 'NOT_FOUND');
    });
  }
}

describe('GET /api/media/<name>.png', () => {
  test('renders the seed artwork as a 1200×630 PNG, cacheable for ever', async () => {
    const res = await get('/api/media/abu-simbel-dawn.png');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    const png = res.rawPayload;
    assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE);
    assert.equal(png.subarray(12, 16).toString('latin1'), 'IHDR');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
    // A picture, not a blank frame: the compressed image of a painted scene is far larger than a flat colour's.
    assert.ok(png.length > 20_000, `${png.length} bytes`);
    // Kept: the second answer is the same bytes.
    assert.deepEqual((await get('/api/media/abu-simbel-dawn.png')).rawPayload, png);
  });

  test('a flood of requests for one preview and for missing ones: every answer right and the same bytes', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => get('/api/media/karnak-dusk.png')));
    assert.deepEqual(new Set(answers.map((res) => res.statusCode)), new Set([200]));
    assert.equal(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size, 1);
    const missing = await Promise.all(Array.from({ length: 60 }, (_, i) => get(`/api/media/no-scene-${i}.png`)));
    assert.deepEqual(new Set(missing.map((res) => res.statusCode)), new Set([404]));
  });

  test('every image an experience names has its preview', async () => {
    const page = (await get('/api/events?pageSize=50')).json<{ items: Experience[] }>();
    const first = page.items[0];
    const res = await get(first.images[0].replace(/\.svg$/, '.png'));
    assert.equal(res.statusCode, 200);
  });

  answersNotFound([
    '/api/media/no-such-scene.png',
    '/api/media/..%2Fpackage.png',
    '/api/media/%2e%2e.png',
    '/api/media/Abu-simbel-dawn.png',
    '/api/media/.png',
  ]);
});

describe('GET /api/media/blurred/<name>.png', () => {
  test('renders the artwork 48 px wide in its own proportions, a PNG cacheable for ever', async () => {
    const res = await get('/api/media/blurred/hot-air-balloon-dawn.png');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    const png = res.rawPayload;
    assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE);
    // The seed scenes are 800×600.
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [48, 36]);
    // Small enough to arrive with the page's first requests.
    assert.ok(png.length < 8_000, `${png.length} bytes`);
    assert.deepEqual((await get('/api/media/blurred/hot-air-balloon-dawn.png')).rawPayload, png);
  });

  test('is not the sharing preview: each kind of picture is kept apart', async () => {
    const blurred = (await get('/api/media/blurred/karnak-dusk.png')).rawPayload;
    const preview = (await get('/api/media/karnak-dusk.png')).rawPayload;
    assert.deepEqual([blurred.readUInt32BE(16), preview.readUInt32BE(16)], [48, 1200]);
    // Asked for again after the preview, the blurred one is still the blurred one.
    assert.deepEqual((await get('/api/media/blurred/karnak-dusk.png')).rawPayload, blurred);
  });

  test('a flood of requests for one blurred picture and for missing ones: every answer right and the same bytes', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => get('/api/media/blurred/felucca-dusk.png')));
    assert.deepEqual(new Set(answers.map((res) => res.statusCode)), new Set([200]));
    assert.equal(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size, 1);
    const missing = await Promise.all(
      Array.from({ length: 60 }, (_, i) => get(`/api/media/blurred/no-scene-${i}.png`)),
    );
    assert.deepEqual(new Set(missing.map((res) => res.statusCode)), new Set([404]));
  });

  answersNotFound([
    '/api/media/blurred/no-such-scene.png',
    '/api/media/blurred/..%2Fpackage.png',
    '/api/media/blurred/%2e%2e.png',
    '/api/media/blurred/.png',
  ]);
});

test('a picture whose artwork fails to render answers 500, and renders once its file is mended', async () => {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'kemet-media-'));
  const ownApp = await testApp(database, { config: { mediaDir } });
  try {
    await writeFile(
      path.join(mediaDir, 'mended.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect',
    );
    // Injected directly: call() treats any 500 as a failure.
    const broken = await ownApp.inject({ method: 'GET', url: '/api/media/blurred/mended.png' });
    assert.deepEqual([broken.statusCode, broken.json().error.code], [500, 'INTERNAL']);
    await copyFile(path.join(app.ctx.config.mediaDir, 'karnak-dusk.svg'), path.join(mediaDir, 'mended.svg'));
    const mended = await call(ownApp, { method: 'GET', url: '/api/media/blurred/mended.png', headers: {} });
    assert.equal(mended.statusCode, 200);
    assert.deepEqual(mended.rawPayload.subarray(0, 8), PNG_SIGNATURE);
  } finally {
    await ownApp.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
});

describe('GET /api/sitemap/experiences', () => {
  test('lists every experience with its kind and content-change time', async () => {
    const res = await get('/api/sitemap/experiences');
    assert.equal(res.statusCode, 200);
    const entries = res.json<{ id: number; kind: string; updatedAt: string }[]>();
    const { total } = (await get('/api/events?pageSize=1')).json<{ total: number }>();
    assert.equal(entries.length, total);
    assert.deepEqual(
      entries.map((e) => e.id),
      entries.map((e) => e.id).sort((a, b) => a - b),
    );
    assert.ok(entries.some((e) => e.kind === 'event') && entries.some((e) => e.kind === 'tour'));
    for (const entry of entries) assert.ok(!Number.isNaN(Date.parse(entry.updatedAt)), entry.updatedAt);
  });

  test("a change of an experience or of its translation moves its updatedAt, and no one else's", async () => {
    const before = (await get('/api/sitemap/experiences')).json<{ id: number; updatedAt: string }[]>();
    const at = (list: { id: number; updatedAt: string }[], id: number) => list.find((e) => e.id === id)!.updatedAt;
    await database.db.execute(sql`update experiences set description = description || ' Now with tea.' where id = 2`);
    await database.db.execute(sql`update experience_translations set name = name || '!' where experience_id = 3`);
    await database.db.execute(sql`update experiences set description = description where id = 4`);
    const after = (await get('/api/sitemap/experiences')).json<{ id: number; updatedAt: string }[]>();
    assert.ok(Date.parse(at(after, 2)) > Date.parse(at(before, 2)));
    assert.ok(Date.parse(at(after, 3)) > Date.parse(at(before, 3)));
    // An update that changes nothing is no change.
    assert.equal(at(after, 4), at(before, 4));
    assert.equal(at(after, 1), at(before, 1));
  });
});

describe('JSON-LD of every seeded event and tour', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`passes the rich-results rules in ${language}`, async () => {
      const { items } = (await get('/api/events?pageSize=50', { 'accept-language': language })).json<{
        items: Experience[];
      }>();
      assert.ok(items.length > 10);
      for (const listed of items) {
        const experience = (await get(`/api/events/${listed.id}`, { 'accept-language': language })).json<Experience>();
        const day = cairoDateOf(new Date(experience.startsAt));
        const availability = (
          await get(`/api/events/${experience.id}/availability?from=${day}&to=${day}`)
        ).json<Availability>();
        const session = availability.days
          .flatMap((d) => d.sessions)
          .find((s) => Date.parse(s.startsAt) === Date.parse(experience.startsAt));
        const facts = session ? { endsAt: session.endsAt, cancelled: session.status === 'cancelled' } : {};
        const page = {
          origin: 'https://kemet.example',
          language,
          url: `https://kemet.example/eventdetails/${experience.id - 1}`,
        };
        const data =
          experience.kind === 'event' ? eventJsonLd(experience, facts, page) : tourJsonLd(experience, facts, page);
        assert.deepEqual(
          richResultProblems(data),
          [],
          `${experience.kind} ${experience.id} (${experience.name}) in ${language}`,
        );
        if (language === 'ar') assert.equal(data.name, experience.name);
      }
    });
  }
});
