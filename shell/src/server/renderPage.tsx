// The shell's server render (built for Node by serverWebpackConfig.ts, called by @kemet/server's page route): loads
// the page's remote parts through Module Federation within a budget, lets them fetch their data into the request's
// query client, and streams the HTML that the browser hydrates (mountApp.tsx). A part that misses its budget
// renders in the browser; the rest of the page is still rendered here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Writable } from 'node:stream';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import {
  i18n,
  loadRemoteModule,
  pathInLanguage,
  QueryProvider,
  type RuntimeConfig,
  type Site,
  type ServerPageContext,
  type ServerPageHooks,
  type PrefetchResult,
  type Viewer,
  signInPathFor,
} from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import { headTagsHtml } from '@kemet/platform/server-render';
import {
  I18nextProvider,
  pageStateOf,
  preferencesOfRequest,
  REMOTE_RENDERS_IN_BROWSER,
  ServerRouter,
  setRequestScopeReader,
  setServerRemotes,
  type PageState,
  withTimeout,
  type RequestScope,
} from '@kemet/platform/server-render/renderer';
import { partyFromCookie, type Party } from '@kemet/contract';
import '@kemet/ui/tokens.css';
import { App } from '../app/App';
import { siteOf, SiteProvider } from '../app/site';
import { shellMessagesReady } from '../messages/shellMessages';
import { createPageCache, dataFingerprint, type PageCacheKey, type PageCacheStatus } from './pageCache';
import { isServerRendered, pageRouteAt, type PageRoute } from './pageRoute';
import { shellPageHead, type ShellHeadRoute } from '../seo/shellPageHead';
import { carriesSession, sessionViewer } from './sessionViewer';

/** How long a remote part may take to arrive on the server before the browser renders it instead. */
export const SERVER_PART_BUDGET_MS = 300;
/** How long a part may take to fetch its data on the server. */
export const SERVER_DATA_BUDGET_MS = 1_500;

export interface PageRequest {
  /** Path and query, as requested (/ar/eventdetails/0?x=1). */
  url: string;
  cookie?: string;
  /** The public origin, for canonical and sharing URLs. */
  origin: string;
  /** Where the server reaches the data service. */
  apiOrigin: string;
  /** The remotes' server containers (…/server/remoteEntry.js). */
  serverRemotes: RuntimeConfig;
  /** The remotes' manifests as the server knows them now: the site the page is rendered in. */
  manifests: NonNullable<RuntimeConfig['manifests']>;
}

export interface RenderedPage {
  /**
   * 503: the "not available right now" page of an address a remote whose manifest is unknown may own; 301: the page
   * is at `location` (its body empty); 303: a page behind a sign-in asked for without a session, `location` the
   * sign-in page that comes back to it.
   */
  status: 200 | 301 | 303 | 404 | 503;
  /** Where a 301 or 303 sends the browser: a path in the page's language (a 301 keeps the request's query). */
  location?: string;
  language: 'en' | 'ar';
  /** The page's head tags: title, description, canonical, sharing, JSON-LD. */
  headHtml: string;
  /** Parts that missed their budget or failed, rendered in the browser instead. */
  browserParts: string[];
  /** A page behind a sign-in, or rendered for a signed-in visitor (its header is theirs): no shared cache keeps it. */
  signedIn: boolean;
  /** Whether the page came from the page cache (pageCache.ts). */
  cacheStatus: PageCacheStatus;
  state: PageState;
  /** Writes the page's body (what goes inside #root) into the stream, and ends it. */
  pipeBody: (into: Writable) => void;
}

const scope = new AsyncLocalStorage<RequestScope>();
setRequestScopeReader(() => scope.getStore());
const pageCache = createPageCache();

function shellHeadRoute({ remoteRoute, shellPage }: PageRoute): ShellHeadRoute {
  if (remoteRoute) return { route: remoteRoute };
  if (shellPage === 'unavailable') return 'unavailable';
  return shellPage && shellPage !== 'notFound' ? { page: shellPage } : 'not-found';
}

/**
 * Starts loading every part the site's pages render, as the server starts: the first page after a start would
 * otherwise spend its part budget on the remotes' containers and leave its parts to the browser (a page that comes
 * while they load waits for the load under way, loadRemoteModule).
 */
export async function warmRemoteParts({ serverRemotes, manifests }: Pick<PageRequest, 'serverRemotes' | 'manifests'>) {
  setServerRemotes(serverRemotes);
  const site = siteOf(manifests);
  // A page the server never renders (behind a sign-in, or drawn only by the browser, like the gate's camera) must not
  // be loaded here either: a loaded part is one the server renders.
  const browserPages = new Set(
    site.routes.filter((route) => !isServerRendered(route)).map(({ remote, module }) => `${remote}/${module}`),
  );
  const parts = site.pageParts.flatMap(({ parts }) => parts);
  const ids = [...new Set(parts.map(({ remote, module }) => `${remote}/${module}`))].filter(
    (id) => !browserPages.has(id),
  );
  await Promise.all(
    ids.map((id) => {
      const [remote, module] = id.split('/') as [string, string];
      return loadRemoteModule(remote, module).catch(() => undefined);
    }),
  );
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://page');
  const preferences = preferencesOfRequest(url.pathname, request.cookie);
  setServerRemotes(request.serverRemotes);
  const viewer = await sessionViewer(request.apiOrigin, request.cookie);
  const party = partyFromCookie(request.cookie);
  const renderedAt = Date.now();
  // The page differs by viewer in its header only: a kept page is kept for everyone who sees the same entries. The
  // visit's party fills forms and searches: a kept page is kept for everyone with the same one.
  const cacheKey = {
    url: request.url,
    origin: request.origin,
    preferences,
    remotes: { servers: request.serverRemotes, manifests: request.manifests },
    viewer,
    party,
  };
  const site = siteOf(request.manifests);
  return scope.run({ preferences, apiOrigin: request.apiOrigin, renderedAt, viewer, party }, () =>
    render(request, site, url, preferences, renderedAt, cacheKey, { viewer, party }),
  );
}

async function render(
  request: PageRequest,
  site: Site,
  url: URL,
  { language, currency }: RequestScope['preferences'],
  renderedAt: number,
  cacheKey: PageCacheKey,
  { viewer, party }: { viewer: Viewer; party: Party | null },
): Promise<RenderedPage> {
  const route = pageRouteAt(url.pathname, site);
  const unavailable = route.shellPage === 'unavailable';
  const queryClient = createQueryClient();
  const pageI18n = i18n.cloneInstance({ lng: language, initAsync: false });
  const ctx: ServerPageContext = {
    params: route.params,
    path: route.path,
    search: url.search,
    language,
    origin: request.origin,
    queryClient,
    i18n: pageI18n,
    renderedAt,
    party,
    currency,
  };

  const browserParts: string[] = [];
  let notFound = route.shellPage === 'notFound';
  let ownHooks: ServerPageHooks | undefined;
  let movedTo: string | undefined;
  await Promise.all(
    route.parts.map(async ({ remote, module }) => {
      const hooks = await loadRemoteModule<ServerPageHooks>(remote, module, SERVER_PART_BUDGET_MS).catch(() => null);
      if (!hooks) return void browserParts.push(`${remote}/${module}`);
      if (route.remoteRoute?.module === module && route.remoteRoute.remote === remote) ownHooks = hooks;
      // Data that does not come in time (or fails) is fetched by the browser, as the part's loading state says.
      const found = await withTimeout<PrefetchResult>(
        hooks.prefetch?.(ctx) ?? Promise.resolve('found'),
        SERVER_DATA_BUDGET_MS,
        `${remote}/${module}'s data`,
      ).catch((): PrefetchResult => 'found');
      if (found === 'not-found') notFound = true;
      else if (typeof found === 'object') movedTo = found.movedTo;
    }),
  );
  if (movedTo !== undefined) return redirected(301, pathInLanguage(movedTo, language) + url.search, language);
  // Surely signed out: the sign-in page comes from the server, not after the page's code has run (an address that
  // shows nothing still answers 404).
  if (route.signedIn && !notFound && !carriesSession(request.cookie))
    return redirected(303, pathInLanguage(signInPathFor(route.path + url.search), language), language);

  const serverParts = route.parts
    .map(({ remote, module }) => `${remote}/${module}`)
    .filter((id) => !browserParts.includes(id));
  // Only a whole page that is the same for everyone is kept (a page behind a sign-in is its traveller's).
  const keepable = !route.signedIn && !notFound && !unavailable && browserParts.length === 0;
  const prefetched = { ...pageStateOf(queryClient, renderedAt, serverParts), viewer, party };
  const fingerprint = keepable ? dataFingerprint(prefetched.queries) : '';
  const { status: cacheStatus, page: kept } = keepable
    ? pageCache.lookup(cacheKey, fingerprint)
    : { status: 'bypass' as const, page: undefined };
  if (kept) {
    return {
      cacheStatus,
      status: 200,
      language,
      headHtml: kept.headHtml,
      browserParts,
      signedIn: viewer.loggedIn,
      // The queries as just fetched (the browser counts their age from now), the moment the HTML was rendered against.
      state: { ...prefetched, renderedAt: kept.renderedAt },
      pipeBody: (into) => void into.end(kept.body),
    };
  }

  // Every namespace the page's parts registered, in the page's language, before the head and the render read them.
  await shellMessagesReady;
  const namespaces = Object.keys(i18n.store.data.en ?? {});
  await pageI18n.loadLanguages(language);
  await pageI18n.loadNamespaces(namespaces);

  const ownHead = ownHooks?.head?.(ctx);
  const head = ownHead ?? shellPageHead(shellHeadRoute(route), ctx);
  const tree = (
    <QueryProvider client={queryClient}>
      <I18nextProvider i18n={pageI18n}>
        <ServerRouter url={request.url}>
          <SiteProvider site={site}>
            <App />
          </SiteProvider>
        </ServerRouter>
      </I18nextProvider>
    </QueryProvider>
  );

  // The whole body is rendered before the answer starts, so its status and head are known, a render that fails can
  // still be answered with the browser's page, and a reader without JavaScript (a crawler, a link preview) gets it all.
  const stream = await new Promise<PipeableStream>((resolve, reject) => {
    const rendering: PipeableStream = renderToPipeableStream(tree, {
      // Every part inline, in order: nothing left for an inline script to move into place (the CSP allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve(rendering),
      onShellError: reject,
      onError: (error) => {
        const digest = (error as { digest?: string }).digest;
        if (digest === REMOTE_RENDERS_IN_BROWSER) return digest;
        console.error(error);
        return undefined;
      },
    });
  });

  const body = await bodyOf(stream);
  const headHtml = headTagsHtml(notFound || unavailable ? { ...head, noindex: true } : head, {
    origin: request.origin,
    path: route.path,
    language,
  });
  const state = { ...pageStateOf(queryClient, renderedAt, serverParts), viewer, party };
  // A render that fetched more data than the page's hooks did would be kept without it: such a page is not kept.
  if (keepable && dataFingerprint(state.queries) === fingerprint)
    pageCache.set(cacheKey, { fingerprint, renderedAt, headHtml, body });
  return {
    status: unavailable ? 503 : notFound ? 404 : 200,
    language,
    headHtml,
    browserParts,
    signedIn: route.signedIn || viewer.loggedIn,
    cacheStatus,
    state,
    pipeBody: (into) => void into.end(body),
  };
}

function redirected(status: 301 | 303, location: string, language: 'en' | 'ar'): RenderedPage {
  return {
    status,
    location,
    language,
    headHtml: '',
    browserParts: [],
    signedIn: false,
    cacheStatus: 'bypass',
    state: { queries: { queries: [], mutations: [] }, renderedAt: 0, serverParts: [] },
    pipeBody: (into) => void into.end(),
  };
}

function bodyOf(stream: PipeableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}
