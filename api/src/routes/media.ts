// Serves the seed artwork (our own SVGs) by exact file name; anything else, including traversal attempts, is a 404.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/errors.js';

const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/;

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dir = app.ctx.config.mediaDir;
  const cache = new Map<string, Buffer>();

  app.get(
    '/media/:file',
    { schema: { tags: ['catalogue'], params: Type.Object({ file: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      const { file } = request.params;
      if (!SAFE_NAME.test(file)) throw new ApiError(404, 'NOT_FOUND', 'There is no such image.');
      let body = cache.get(file);
      if (!body) {
        body = await readFile(path.join(dir, file)).catch(() => undefined);
        if (!body) throw new ApiError(404, 'NOT_FOUND', 'There is no such image.');
        if (cache.size < 500) cache.set(file, body);
      }
      return (
        reply
          .header('Content-Type', 'image/svg+xml')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          // An SVG opened directly must not run script: no script-src, styles only inline.
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox",
          )
          .send(body)
      );
    },
  );
};
