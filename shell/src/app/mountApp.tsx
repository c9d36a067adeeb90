// Starts the shell: global tokens, the page's one query client, the router in the page's language, and a quiet check
// of the stored session. A page the server rendered is hydrated: its query client starts from the data the server
// used, and its remote parts are loaded first, so the first render in the browser is the HTML already on screen.
// TanStack Query loads with the page's first remote part (QueryProvider in @kemet/platform): a page without one at
// start (the home page, whose remote sections wait for the visitor) hydrates without it.
// An Arabic page waits for its messages, so it never shows English first.
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  adoptPageState,
  applyDocumentLanguage,
  commonMessagesReady,
  confirmSession,
  LanguageRouter,
  loadRemoteModule,
  loadRuntimeConfig,
  pagePartsAt,
  pageQueryClient,
  preferences,
  prefetchRemoteModule,
  QueryProvider,
  warmFormats,
} from '@kemet/platform';
import '@kemet/ui/tokens.css';
import { App } from './App';
import { siteOf, SiteProvider } from './site';
import { shellMessagesReady } from '../messages/shellMessages';
import { reportHydrationError } from './reportHydrationError';

/** How long hydration waits for the page's remote parts before it goes ahead without the late ones. */
const HYDRATION_WAIT_MS = 1_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function mountApp(container: HTMLElement) {
  void confirmSession();
  // The site as the remotes' manifests describe it: inlined in the page by the server (else from /remotes.json).
  const site = siteOf((await loadRuntimeConfig()).manifests);
  // The page's remote parts start loading now, while React renders the shell around them (those that hydrate on the
  // visitor's intent keep the server's HTML until then).
  const parts = pagePartsAt(site.pageParts, window.location.pathname).filter((part) => !part.hydrateOnIntent);
  for (const { remote, module } of parts) prefetchRemoteModule(remote, module);
  applyDocumentLanguage(preferences.getState().language);
  const serverRendered = adoptPageState();
  // The page's query client (made from the page state just adopted) comes with its first part, which reports a failure.
  const queries = pageQueryClient();
  const queriesReady = parts.length > 0 ? queries.get().catch(() => undefined) : undefined;
  // ICU's data loads with the page's first formatters: in tasks of their own, while the parts download, not in
  // hydration.
  const formatsWarm = warmFormats(preferences.getState().locale);
  await Promise.all([commonMessagesReady, shellMessagesReady, formatsWarm]);
  const app: ReactNode = (
    <QueryProvider>
      <LanguageRouter>
        <SiteProvider site={site}>
          <App />
        </SiteProvider>
      </LanguageRouter>
    </QueryProvider>
  );
  if (serverRendered) {
    // The parts that arrive soon render at once; a slower one keeps the server's HTML until it arrives (or shows its
    // notice if it fails), while the rest of the page is already live.
    await Promise.race([
      Promise.allSettled([queriesReady, ...parts.map(({ remote, module }) => loadRemoteModule(remote, module))]),
      delay(HYDRATION_WAIT_MS),
    ]);
    // As a transition, hydration renders in slices that yield to the browser between them (a click or a key press
    // meanwhile hydrates what it lands on first), instead of one long task.
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportHydrationError }));
    return;
  }
  const root = createRoot(container);
  // A transition lets React render in slices that yield to the browser, instead of one long task on a slow phone.
  startTransition(() => root.render(app));
}
