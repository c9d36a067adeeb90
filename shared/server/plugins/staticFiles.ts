// The built files of dist/ with their cache policy (hashed chunks immutable, entries and manifests no-cache), and the
// runtime config at /remotes.json. Every app serves both, so a remote run alone can still mount its siblings.
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppSite } from '../appSite';
import { cacheControlFor } from '../cacheHeaders';

export interface StaticFilesOptions {
  distDir: string;
  site: AppSite;
}

export const staticFiles = fp<StaticFilesOptions>(async (app, { distDir, site }) => {
  app.get('/remotes.json', (_req, reply) => {
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(site.configNow());
  });
  await app.register(fastifyStatic, {
    root: distDir,
    // Pages are answered by the pages plugin, with the runtime config inlined.
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header('cache-control', cacheControlFor(filePath));
      // The shell on another origin fetches manifests and chunks from remotes.
      res.header('access-control-allow-origin', '*');
    },
  });
});
