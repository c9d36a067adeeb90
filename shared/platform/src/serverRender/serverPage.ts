// What an exposed page module may export beside its component, so the shell's server can render it: the data it
// needs (prefetch) and the head of its HTML (head). Pure types: the browser bundle carries nothing of it.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Party } from '@kemet/contract';
import type { DisplayCurrency, Language } from '../i18n/languages';

/** What the shell's server knows of the page it renders. */
export interface ServerPageContext {
  /** The route's parameters, e.g. { eventId: '0' } on /eventdetails/0. */
  params: Readonly<Record<string, string | undefined>>;
  /** The path without its language prefix (/eventdetails/0, never /ar/eventdetails/0), without the query. */
  path: string;
  /** The query string, '' or starting with '?'. */
  search: string;
  language: Language;
  /** The public origin (https://kemet.example), for absolute URLs: canonical, og:url, og:image, JSON-LD. */
  origin: string;
  /** This request's query client: prefetch fills it and the browser receives it with the HTML. */
  queryClient: QueryClient;
  /** This request's i18next instance, in `language`: `i18n.getFixedT(language, 'catalog')`. */
  i18n: I18n;
  /**
   * When the server renders the page (ms since the epoch): what `useNow()` reads while the page renders and hydrates.
   */
  renderedAt: number;
  /** The party remembered for the visit (the `kemet_party` cookie), for a page whose URL names none; null when none. */
  party: Party | null;
  /** The visitor's display currency (the header's choice, else the language's): what usePreferences().currency reads. */
  currency: DisplayCurrency;
}

/** The head of a page: title, description, sharing previews and structured data. */
export interface PageHead {
  title: string;
  description: string;
  /** Defaults to the context's path: the canonical URL is origin + the path in the page's language. */
  canonicalPath?: string;
  /** The sharing preview: a raster image (chat apps show no SVG), absolute or root-relative URL. */
  image?: { url: string; width: number; height: number; alt: string };
  /** Open Graph type; 'website' unless said. */
  ogType?: 'website' | 'article';
  /** JSON-LD objects (schema-dts `WithContext<…>`), each written in its own <script type="application/ld+json">. */
  jsonLd?: object[];
  /** Pages that must not be indexed (account, checkout, the 404 page). */
  noindex?: boolean;
}

/**
 * 'not-found' answers 404; `{ movedTo }` answers 301 to another path of the site (without its language prefix: the
 * server keeps the page's language and query), e.g. an experience asked for under the other kind's address.
 */
export type PrefetchResult = 'found' | 'not-found' | { movedTo: string };

/** The server hooks of an exposed page module, exported beside its default component. */
export interface ServerPageHooks {
  /**
   * Fills ctx.queryClient with what the page renders; 'not-found' makes the page answer 404 (unknown event id),
   * `{ movedTo }` 301 (PrefetchResult).
   */
  prefetch?: (ctx: ServerPageContext) => Promise<PrefetchResult>;
  /** The page's head, read after prefetch (from ctx.queryClient). */
  head?: (ctx: ServerPageContext) => PageHead;
}
