// Serves one built Kemet app (the shell or a remote) as Fastify plugins, one job each (plugins/): security headers,
// the /api proxy to the data service, the built files and the runtime config at /remotes.json, the pages, and a clean
// shutdown; the shell also serves the crawler files. For the shell, the site is composed from what each remote
// publishes about itself (appSite.ts): its routes, preloads and page statuses.
import './requireSupportedNode';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { registerApiProxy } from './apiProxy';
import { AppSite, type ShellPages } from './appSite';
import { DEV_BUILD_ENV, registerDevEvents } from './devEvents';
import { parsePublicOrigin, registerCrawlerFiles } from './crawlerFiles';
import { inlineScriptHashes } from './inlineScripts';
import { gracefulShutdown } from './plugins/gracefulShutdown';
import { pages } from './plugins/pages';
import { securityHeaders } from './plugins/securityHeaders';
import { staticFiles } from './plugins/staticFiles';
import { loadServerRender } from './serverRender';
import { defaultPort, runtimeConfigFromEnv, type RuntimeConfig } from './runtimeConfig';
import { serverEnv } from './serverEnv';
import { fastifyTrustProxy, parseTrustProxy } from './trustProxy';

export type { PagePathStatus } from './appSite';

export interface ServeOptions {
  /** The package folder; files are served from its dist/. */
  packageDir: string;
  port: number;
  host?: string;
  /** Where the data service listens; /api/* is proxied there so the browser sees one origin. */
  apiUrl?: string;
  /** Served at /remotes.json; defaults to the one read from the environment. */
  runtimeConfig?: RuntimeConfig;
  /**
   * The shell's own pages (React Router patterns) and those of them that show the home sections: the server composes
   * the remotes' pages around them, and answers any other path with status 404 (503 while a remote's manifest is
   * unknown). Unset (a remote): every path is its page.
   */
  shell?: ShellPages;
}

export async function serveApp(options: ServeOptions) {
  const env = serverEnv();
  // TRUST_PROXY names the TLS-terminating proxy in front, if any: then the client's address and scheme come from it.
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: fastifyTrustProxy(parseTrustProxy(env.TRUST_PROXY)),
    // A server of the dev loop stops at once on Ctrl-C, open pages and their build events included; a deployed one
    // lets the requests in flight finish.
    forceCloseConnections: process.env[DEV_BUILD_ENV] ? true : 'idle',
  });
  const config = options.runtimeConfig ?? runtimeConfigFromEnv();
  const distDir = path.join(options.packageDir, 'dist');
  const site = new AppSite(config, distDir, options.shell, app.log, env.REMOTES_REFRESH_MS);
  const apiUrl = options.apiUrl ?? env.API_URL ?? `http://127.0.0.1:${defaultPort('api')}`;
  // The shell renders its pages on the server (the remotes' parts through their server containers).
  const serverRender = options.shell ? await loadServerRender(distDir) : null;
  const renderPage = serverRender?.renderPage ?? null;

  const scriptHashes = inlineScriptHashes(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  await app.register(securityHeaders, { config, scriptHashes });
  await registerApiProxy(app, { upstream: apiUrl, bodyLimit: env.BODY_LIMIT_BYTES });
  if (options.shell) registerCrawlerFiles(app, { apiUrl, publicOrigin: env.PUBLIC_ORIGIN });
  // Only when started by `npm run dev`: the pages hear of each new build.
  registerDevEvents(app);
  await app.register(staticFiles, { distDir, site });
  await app.register(pages, {
    distDir,
    site,
    renderPage,
    apiUrl,
    pageOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN) ?? `http://localhost:${defaultPort('shell')}`,
    rendersAtOnce: env.SERVER_RENDERS_AT_ONCE,
    remotesRefreshMs: env.REMOTES_REFRESH_MS,
  });
  await app.register(gracefulShutdown);

  await site.refreshAll({ serverEntries: renderPage !== null });
  // Not awaited: a page that comes first waits for the loads under way instead of leaving its parts to the browser.
  void serverRender?.warmRemoteParts?.({
    serverRemotes: site.serverRemotes.current(),
    manifests: site.configNow().manifests ?? {},
  });
  await app.listen({ port: options.port, host: options.host ?? env.HOST });
  return app;
}
