// GET /api/media/<name>.png: the seed artwork as a 1200×630 PNG, the sharing preview chat apps and search engines show
// (they show no SVG). Rendered once per image with resvg, then kept in memory; the same safe-name rule as media.ts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Resvg } from '@resvg/resvg-js';
import { Type } from 'typebox';
import { ApiError } from '../http/errors.js';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,80}$/;
const MAX_CACHED = 200;

/** The artwork drawn to cover the preview's frame, centred (the 4:3 scenes lose a band at the top and bottom). */
export function coverFrame(svg: string): string {
  return svg.replace(/<svg\b[^>]*>/, (tag) => {
    const rest = tag
      .slice(4, -1)
      .replace(/\s(width|height|preserveAspectRatio)="[^"]*"/g, '')
      .replace(/\/$/, '');
    return `<svg width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice"${rest}>`;
  });
}

export function renderPreview(svg: string): Buffer {
  return new Resvg(coverFrame(svg), { fitTo: { mode: 'original' }, background: '#ffffff', font: { loadSystemFonts: false } }).render().asPng();
}

export const mediaPreviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dir = app.ctx.config.mediaDir;
  // The render's promise, so a flood of requests for one preview not made yet renders it once (a render takes a core
  // for some 30 ms); a missing file is not kept.
  const cache = new Map<string, Promise<Buffer | undefined>>();
  const notFound = () => new ApiError(404, 'NOT_FOUND', 'There is no such image.');
  const preview = (name: string) =>
    readFile(path.join(dir, `${name}.svg`), 'utf8').then(
      (svg) => renderPreview(svg),
      () => undefined,
    );

  app.get(
    '/media/:name.png',
    { schema: { tags: ['catalogue'], params: Type.Object({ name: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) throw notFound();
      let rendering = cache.get(name);
      if (!rendering) {
        rendering = preview(name);
        if (cache.size < MAX_CACHED) cache.set(name, rendering);
      }
      const body = await rendering;
      if (!body) {
        cache.delete(name);
        throw notFound();
      }
      return reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(body);
    },
  );
};
