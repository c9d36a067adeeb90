// The app's pages: any GET that does not ask for JSON gets the page. The shell renders it on the server (its remotes'
// parts through their server containers), streams it, and answers a path no page claims with 404 (503 while a remote
// whose manifest is unknown may own it); a remote, or a render that fails, sends the template the browser renders.
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppSite } from '../appSite';
import { NOT_FOUND_BODY, NOT_FOUND_HEADERS } from '../errorShape';
import { pageCacheControl, pageCacheStatus } from '../cacheHeaders';
import { pageHtmlTemplate, renderedPageTemplate } from '../pageHtml';
import { pageLanguageOf, rememberedLanguageRedirect } from '../pageLanguage';
import { pageResponseFor } from '../pageRequests';
import { preferenceQueryRedirect } from '../preferenceQuery';
import { RenderSlots } from '../renderSlots';
import { streamDocument, type RenderPage } from '../serverRender';
import { remoteOrigin, remoteOrigins } from '../runtimeConfig';

export interface PagesOptions {
  distDir: string;
  site: AppSite;
  /** The shell's server render; null for a remote, whose pages the browser renders. */
  renderPage: RenderPage | null;
  apiUrl: string;
  /** Canonical, og: and hreflang links of pages a CDN may keep: never from the Host a client chose. */
  pageOrigin: string;
  rendersAtOnce: number;
  /** 0 (`npm run dev`): the remotes' server entries are checked before each page. */
  remotesRefreshMs: number;
}

interface Renderer {
  render: RenderPage;
  template: ReturnType<typeof renderedPageTemplate>;
}

export const pages = fp<PagesOptions>(async (app, options) => {
  const { site, renderPage, apiUrl, pageOrigin } = options;
  const { config } = site;
  const indexHtml = path.join(options.distDir, 'index.html');
  const pageHtml = pageHtmlTemplate(indexHtml, config, remoteOrigins(config));
  const renderer = renderPage && {
    render: renderPage,
    template: renderedPageTemplate(indexHtml, config, remoteOrigins(config)),
  };

  const sendBrowserPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pageConfig = site.configNow();
    const preloads = site.preloadsFor(site.partsAt(request.url, pageConfig));
    return reply
      .headers({
        'cache-control': reply.statusCode === 503 ? 'no-store' : 'no-cache',
        vary: 'Cookie',
        'content-type': 'text/html; charset=utf-8',
      })
      .send(pageHtml(preloads, pageLanguageOf(request.url), undefined, pageConfig));
  };

  const sendRenderedPage = async (request: FastifyRequest, reply: FastifyReply, { render, template }: Renderer) => {
    site.askForRemoteFiles();
    // Under `npm run dev` a page reloaded for a remote's new build renders with it.
    if (options.remotesRefreshMs === 0) await site.serverRemotes.refreshAll();
    const pageConfig = site.configNow();
    const page = await render({
      url: request.url,
      cookie: request.headers.cookie,
      origin: pageOrigin,
      apiOrigin: apiUrl,
      serverRemotes: site.serverRemotes.current(),
      manifests: pageConfig.manifests ?? {},
    }).catch((error: unknown) => {
      // The browser can still render the page: answer as before server rendering, and say why in the log.
      request.log.error({ err: error }, 'server render failed; the browser renders this page');
      return null;
    });
    if (!page) return sendBrowserPage(request, reply);
    if ((page.status === 301 || page.status === 303) && page.location)
      return reply
        .headers({ 'cache-control': pageCacheControl(request.headers.cookie, page.status === 303) })
        .redirect(page.location, page.status);
    const parts = site.partsAt(request.url, pageConfig);
    const rendered = parts.filter(({ remote, module }) => !page.browserParts.includes(`${remote}/${module}`));
    const { start, end } = template({
      preloads: site.preloadsFor(parts, { stylesheetsOnly: true }),
      language: pageLanguageOf(request.url),
      headHtml: page.headHtml,
      stylesheets: site.serverRemotes.stylesheetsOf(rendered),
      origins: [...new Set(parts.map(({ remote }) => remoteOrigin(config, remote)))],
      config: pageConfig,
    });
    return reply
      .code(page.status)
      .headers({
        // A part of the site that is not available now must not be kept by any cache.
        'cache-control': page.status === 503 ? 'no-store' : pageCacheControl(request.headers.cookie, page.signedIn),
        'cache-status': pageCacheStatus(page.cacheStatus),
        'content-type': 'text/html; charset=utf-8',
      })
      .send(streamDocument(start, page, end));
  };

  // A flood of page requests must not queue behind renders (each holds the process for milliseconds of CPU and waits
  // on the API): past SERVER_RENDERS_AT_ONCE, a page goes out as the template, at once, and the browser renders it.
  const renders = new RenderSlots(options.rendersAtOnce);
  let shedSinceLogged = 0;
  let shedLoggedAt = 0;
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const chosen = preferenceQueryRedirect(request.url);
    if (chosen)
      return reply
        .headers({ 'cache-control': 'no-store', 'set-cookie': chosen.cookies })
        .redirect(chosen.location, 303);
    const remembered = rememberedLanguageRedirect(request.url, request.headers.cookie);
    if (remembered)
      return reply.headers({ 'cache-control': 'private, no-cache', vary: 'Cookie' }).redirect(remembered, 302);
    if (!renderer) return sendBrowserPage(request, reply);
    if (renders.full) {
      shedSinceLogged++;
      if (Date.now() - shedLoggedAt > 10_000) {
        request.log.warn(
          { pages: shedSinceLogged, rendersAtOnce: options.rendersAtOnce },
          'server busy: pages sent for the browser to render',
        );
        [shedSinceLogged, shedLoggedAt] = [0, Date.now()];
      }
      return sendBrowserPage(request, reply);
    }
    renders.take(reply.raw);
    return sendRenderedPage(request, reply, renderer);
  };

  // An exact route, so the static files' wildcard never answers / (a folder: 403 to clients without Accept-Encoding).
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (pageResponseFor(request.method, request.url, request.headers.accept) === 'page') {
      // The app's own 404 page, with the status that says so (crawlers and uptime checks read the status); a path
      // that a remote whose manifest is unknown may own is its "not available right now" page, with 503.
      const status = site.pathStatus(request.url, site.configNow());
      if (status !== 200) reply.code(status);
      return sendPage(request, reply);
    }
    return reply.code(404).headers(NOT_FOUND_HEADERS).send(NOT_FOUND_BODY);
  });
});
