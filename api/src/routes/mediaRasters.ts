// The seed artwork as raster pictures, rendered once per image with resvg, then kept in memory; the same safe-name
// rule as media.ts.
// - GET /api/media/<name>.png: 1200×630, the sharing preview chat apps and search engines show (they show no SVG).
// - GET /api/media/blurred/<name>.png: 48 px wide and already blurred, the backdrop of a details page's banner. The
//   browser scales it up smoothly: a blur done by CSS cost the first paint some 25 ms of software raster.
// - GET /api/media/<width>/<name>.webp: the pictures pages show, 400 or 800 px wide. The browser decodes a raster
//   off its main thread; each SVG it parsed there (7–70 ms apiece) held back the first paint of a page of cards.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '@kemet/ui/artwork';
import { Type } from 'typebox';
import { ApiError } from '../http/errors.js';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,80}$/;
/** Pictures kept, of all kinds. */
const MAX_CACHED = 400;

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

const BLURRED_WIDTH = 48;
/** In the artwork's own units (800 wide): about 1 px of the 48 px picture. */
const BLUR_DEVIATION = 18;

export function renderPreview(svg: string): Buffer {
  return new Resvg(coverFrame(svg), {
    fitTo: { mode: 'original' },
    background: '#ffffff',
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
}

/** The artwork's content drawn through a gaussian blur, its edges spread to the frame's. */
function blurred(svg: string): string {
  const open = svg.match(/<svg\b[^>]*>/)?.[0] ?? '<svg>';
  const content = svg.slice(svg.indexOf(open) + open.length, svg.lastIndexOf('</svg>'));
  const filter = `<filter id="kemet-blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${BLUR_DEVIATION}"/></filter>`;
  return `${open}${filter}<g filter="url(#kemet-blur)">${content}</g></svg>`;
}

function renderBlurred(svg: string): Buffer {
  return new Resvg(blurred(svg), { fitTo: { mode: 'width', value: BLURRED_WIDTH }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}

const PICTURE_QUALITY = 80;

/** Both steps off the event loop (a page of cards not seen before asks for a dozen at once). */
async function renderPicture(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    background: '#ffffff',
    font: { loadSystemFonts: false },
  });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .webp({ quality: PICTURE_QUALITY })
    .toBuffer();
}

export const mediaRasterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dir = app.ctx.config.mediaDir;
  // Each render's promise, so a flood of requests for one picture not made yet renders it once (a preview takes a
  // core for some 30 ms); a missing file is not kept.
  const cache = new Map<string, Promise<Buffer | undefined>>();
  const notFound = () => new ApiError(404, 'NOT_FOUND', 'There is no such image.');
  const schema = { tags: ['catalogue'], params: Type.Object({ name: Type.String({ maxLength: 100 }) }) };

  const servePicture =
    (render: (svg: string) => Buffer | Promise<Buffer>, kind: string, type: string) =>
    async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) throw notFound();
      const key = `${kind} ${name}`;
      let rendering = cache.get(key);
      if (!rendering) {
        rendering = readFile(path.join(dir, `${name}.svg`), 'utf8').then(render, () => undefined);
        if (cache.size < MAX_CACHED) cache.set(key, rendering);
      }
      // A picture that failed to render is tried again next time (its file may be mended), not kept as a failure.
      const body = await rendering.catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      if (!body) {
        cache.delete(key);
        throw notFound();
      }
      return reply
        .header('Content-Type', type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(body);
    };

  app.get('/media/:name.png', { schema }, servePicture(renderPreview, 'preview', 'image/png'));
  app.get('/media/blurred/:name.png', { schema }, servePicture(renderBlurred, 'blurred', 'image/png'));
  for (const width of PICTURE_WIDTHS) {
    app.get(
      `/media/${width}/:name.webp`,
      { schema },
      servePicture((svg) => renderPicture(svg, width), `${width}`, 'image/webp'),
    );
  }
};
