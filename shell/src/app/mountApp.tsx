// Starts the shell: global tokens, the page's one query client, the router in the page's language, and a quiet check
// of the stored session. An Arabic page waits for its messages, so it never shows English first.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  applyDocumentLanguage,
  commonMessagesReady,
  confirmSession,
  LanguageRouter,
  pagePartsAt,
  preferences,
  prefetchRemoteModule,
  QueryProvider,
} from '@kemet/platform';
import '@kemet/ui/tokens.css';
import { App } from './App';
import { PAGE_PARTS } from './remoteRoutes';
import { shellMessagesReady } from '../messages/shellMessages';

export async function mountApp(container: HTMLElement) {
  void confirmSession();
  // The page's remote parts start loading now, while React renders the shell around them.
  for (const { remote, module } of pagePartsAt(PAGE_PARTS, window.location.pathname)) prefetchRemoteModule(remote, module);
  applyDocumentLanguage(preferences.getState().language);
  await Promise.all([commonMessagesReady, shellMessagesReady]);
  const root = createRoot(container);
  // A transition lets React render in slices that yield to the browser, instead of one long task on a slow phone.
  startTransition(() =>
    root.render(
      <QueryProvider>
        <LanguageRouter>
          <App />
        </LanguageRouter>
      </QueryProvider>,
    ),
  );
}
