// Serves one built Kemet app (the shell or a remote): static files with the cache policy, SPA fallback,
// the /api proxy to the data service, and for the shell the runtime config at /remotes.json.
import './requireSupportedNode';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { registerApiProxy } from './apiProxy';
import { cacheControlFor, pageCacheControl, pageCacheStatus } from './cacheHeaders';
import { parsePublicOrigin, registerCrawlerFiles, requestOrigin } from './crawlerFiles';
import { isPagePath, pageResponseFor } from './pageRequests';
import { pageHtmlTemplate, renderedPageTemplate } from './pageHtml';
import { pageLanguageOf, rememberedLanguageRedirect } from './pageLanguage';
import { pagePartsAt, type PagePartsRoute } from '@kemet/platform/federation/pageParts';
import { PRELOAD_MANIFEST_FILE, preloadLinks, type PagePart, type PreloadManifest } from './preloadManifest';
import { RemoteManifests } from './remoteManifests';
import { RenderSlots } from './renderSlots';
import { loadServerRender, streamDocument } from './serverRender';
import { ServerRemoteEntries } from './serverRemoteEntries';
import { defaultPort, remoteOrigin, remoteOrigins, runtimeConfigFromEnv, tileOrigin, type RuntimeConfig } from './runtimeConfig';
import { inlineScriptHashes } from './inlineScripts';
import { helmetOptions, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './securityHeaders';
import { serverEnv } from './serverEnv';
import { fastifyTrustProxy, parseTrustProxy } from './trustProxy';

export interface ServeOptions {
  /** The package folder; files are served from its dist/. */
  packageDir: string;
  port: number;
  host?: string;
  /** Where the data service listens; /api/* is proxied there so the browser sees one origin. */
  apiUrl?: string;
  /** Served at /remotes.json; defaults to the one read from the environment. */
  runtimeConfig?: RuntimeConfig;
  /** The remote modules each route mounts, so a page can preload what they need (the shell's route table). */
  pageParts?: PagePartsRoute[];
  /** The app's page routes (React Router patterns): other paths get the page with status 404. Unset: every path is a page. */
  pagePaths?: string[];
}

export async function serveApp(options: ServeOptions) {
  const env = serverEnv();
  // TRUST_PROXY names the TLS-terminating proxy in front, if any: then the client's address and scheme come from it.
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: fastifyTrustProxy(parseTrustProxy(env.TRUST_PROXY)),
  });
  const config = options.runtimeConfig ?? runtimeConfigFromEnv();
  const tiles = tileOrigin(config);
  const distDir = path.join(options.packageDir, 'dist');
  const pageHtml = pageHtmlTemplate(path.join(distDir, 'index.html'), config, remoteOrigins(config));
  const ownManifest = JSON.parse(readFileSync(path.join(distDir, PRELOAD_MANIFEST_FILE), 'utf8')) as PreloadManifest;
  const remoteManifests = new RemoteManifests(config.remotes);
  const apiUrl = options.apiUrl ?? env.API_URL ?? `http://127.0.0.1:${defaultPort('api')}`;
  // The shell renders its pages on the server (the remotes' parts through their server containers).
  const renderPage = options.pageParts ? await loadServerRender(distDir) : null;
  const renderedPage = renderPage ? renderedPageTemplate(path.join(distDir, 'index.html'), config, remoteOrigins(config)) : null;
  const serverRemotes = new ServerRemoteEntries(config);
  const publicOrigin = parsePublicOrigin(env.PUBLIC_ORIGIN);
  const partsAt = (url: string) => (options.pageParts ? pagePartsAt(options.pageParts, new URL(url, 'http://page').pathname) : []);
  const preloadsFor = (parts: PagePart[], { stylesheetsOnly = false } = {}) =>
    preloadLinks(ownManifest, parts.length > 0 ? remoteManifests.current() : {}, parts, { stylesheetsOnly });

  const scriptHashes = inlineScriptHashes(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  await app.register(fastifyHelmet, helmetOptions(remoteOrigins(config), tiles ? [tiles] : [], scriptHashes));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });

  await registerApiProxy(app, {
    upstream: apiUrl,
    bodyLimit: env.BODY_LIMIT_BYTES,
  });
  if (options.pageParts) registerCrawlerFiles(app, { apiUrl, publicOrigin: env.PUBLIC_ORIGIN });

  // Every app serves it, so a remote run alone can still mount its siblings.
  app.get('/remotes.json', (_req, reply) => {
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(config);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    // Pages are answered below, with the runtime config inlined.
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header('cache-control', cacheControlFor(filePath));
      // The shell on another origin fetches manifests and chunks from remotes.
      res.header('access-control-allow-origin', '*');
    },
  });

  const sendRenderedPage = async (request: FastifyRequest, reply: FastifyReply, render: NonNullable<typeof renderPage>) => {
    // Asked now, so a remote whose manifest is not known yet (started after the shell) is known by the time the
    // page's preloads are written, after the render.
    remoteManifests.current();
    const page = await render({
      url: request.url,
      cookie: request.headers.cookie,
      origin: requestOrigin(request, publicOrigin),
      apiOrigin: apiUrl,
      serverRemotes: serverRemotes.current(),
    }).catch((error: unknown) => {
      // The browser can still render the page: answer as before server rendering, and say why in the log.
      request.log.error({ err: error }, 'server render failed; the browser renders this page');
      return null;
    });
    if (!page) return sendBrowserPage(request, reply);
    const parts = partsAt(request.url);
    const rendered = parts.filter(({ remote, module }) => !page.browserParts.includes(`${remote}/${module}`));
    const { start, end } = renderedPage!({
      preloads: preloadsFor(parts, { stylesheetsOnly: true }),
      language: pageLanguageOf(request.url),
      headHtml: page.headHtml,
      stylesheets: serverRemotes.stylesheetsOf(rendered),
      origins: [...new Set(parts.map(({ remote }) => remoteOrigin(config, remote)))],
    });
    return reply
      .code(page.status)
      .headers({
        'cache-control': pageCacheControl(request.headers.cookie, page.signedIn),
        'cache-status': pageCacheStatus(page.cacheStatus),
        'content-type': 'text/html; charset=utf-8',
      })
      .send(streamDocument(start, page, end));
  };

  // A flood of page requests must not queue behind renders (each holds the process for milliseconds of CPU and waits
  // on the API): past SERVER_RENDERS_AT_ONCE, a page goes out as the template, at once, and the browser renders it.
  const renders = new RenderSlots(env.SERVER_RENDERS_AT_ONCE);
  let shedSinceLogged = 0;
  let shedLoggedAt = 0;
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const remembered = rememberedLanguageRedirect(request.url, request.headers.cookie);
    if (remembered) return reply.headers({ 'cache-control': 'private, no-cache', vary: 'Cookie' }).redirect(remembered, 302);
    if (!renderPage) return sendBrowserPage(request, reply);
    if (renders.full) {
      shedSinceLogged++;
      if (Date.now() - shedLoggedAt > 10_000) {
        request.log.warn({ pages: shedSinceLogged, rendersAtOnce: env.SERVER_RENDERS_AT_ONCE }, 'server busy: pages sent for the browser to render');
        [shedSinceLogged, shedLoggedAt] = [0, Date.now()];
      }
      return sendBrowserPage(request, reply);
    }
    renders.take(reply.raw);
    return sendRenderedPage(request, reply, renderPage);
  };
  const sendBrowserPage = (request: FastifyRequest, reply: FastifyReply) => {
    return reply
      .headers({ 'cache-control': 'no-cache', vary: 'Cookie', 'content-type': 'text/html; charset=utf-8' })
      .send(pageHtml(preloadsFor(partsAt(request.url)), pageLanguageOf(request.url)));
  };
  // An exact route, so the static files' wildcard never answers / (a folder: 403 to clients without Accept-Encoding).
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (pageResponseFor(request.method, request.url, request.headers.accept) === 'page') {
      // The app's own 404 page, with the status that says so (crawlers and uptime checks read the status).
      if (options.pagePaths && !isPagePath(options.pagePaths, request.url)) reply.code(404);
      return sendPage(request, reply);
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  // SIGINT/SIGTERM: close (in-flight requests finish) and exit 0, or exit 1 after close-with-grace's 10 s.
  // Not on beforeExit: a test process that started servers must exit with its own code.
  const shutdown = closeWithGrace({ logger: app.log, skip: ['beforeExit'] }, () => app.close());
  app.addHook('onClose', async () => shutdown.uninstall());

  // The first pages already carry their hints and render their parts (each fetch gives up after 2 s: a remote that is
  // down does not hold the start).
  if (options.pageParts) await Promise.all([remoteManifests.refreshAll(), renderPage ? serverRemotes.refreshAll() : undefined]);
  await app.listen({ port: options.port, host: options.host ?? env.HOST });
  return app;
}
