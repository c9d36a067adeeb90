// Changing the page's language without a reload: first everything the new language needs (every known namespace's
// messages, and the data on screen fetched again in that language), then one flip of the address, the document's
// lang and dir, and i18next's language, so every part of the page, remote parts included, changes in one render.
import type { QueryClient } from '@tanstack/react-query';
import { i18n, loadLanguage } from './i18n';
import { directionOf, pathInLanguage, type Language } from './languages';
import { preferences } from './preferences';
import { setContentLanguage } from './contentLanguage';

/** How long a switch waits for the screen's data in the new language before flipping anyway. */
const REFETCH_WAIT_MS = 2000;

interface HistoryLike {
  location: { pathname: string; search: string; hash: string };
  replace(to: string): void;
}
let activeHistory: HistoryLike | undefined;
export const setActiveHistory = (history: HistoryLike | undefined) => {
  activeHistory = history;
};

let latest = 0;

export function applyDocumentLanguage(language: Language, doc: Document = document) {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}

export async function switchLanguage(
  language: Language,
  pageQueryClient?: QueryClient | Promise<QueryClient>,
  { remember = true } = {},
): Promise<void> {
  const attempt = ++latest;
  // A client that cannot be had (its chunk did not load) holds no data to fetch again: the switch goes on without it.
  const [, queryClient] = await Promise.all([
    loadLanguage(language),
    Promise.resolve(pageQueryClient).catch(() => undefined),
  ]);
  setContentLanguage(language);
  if (queryClient) {
    // Data in the old language that is not on screen is dropped; what is on screen is fetched again first.
    queryClient.removeQueries({ type: 'inactive' });
    const refetched = queryClient.refetchQueries({ type: 'active' }).catch(() => undefined);
    await Promise.race([refetched, new Promise((resolve) => setTimeout(resolve, REFETCH_WAIT_MS))]);
  }
  // A later switch (a double click, another tab) wins.
  if (attempt !== latest) return;
  const { pathname, search, hash } = activeHistory?.location ?? window.location;
  const target = pathInLanguage(`${pathname}${search}${hash}`, language);
  if (activeHistory && target !== `${pathname}${search}${hash}`) activeHistory.replace(target);
  applyDocumentLanguage(language);
  preferences.set({ language }, { remember });
  await i18n.changeLanguage(language);
}
