// The pages the benchmark measures, and whether each needs a signed-in visitor.
export interface BenchPage {
  path: string;
  /** What must be on screen before the page counts as rendered. */
  ready: string;
  signedIn?: boolean;
  /** Signed in as the bench partner's owner (a role's page: the browser renders it). */
  partner?: boolean;
  /**
   * Also loaded on the desktop profile: every page type the sitemap lists, in English and Arabic. Every page gets the
   * slow phone.
   */
  desktop?: boolean;
}

/** One page of each type the sitemap lists (the hubs and an experience of each kind). */
const SITEMAP_PAGES: BenchPage[] = [
  { path: '/home', ready: 'h1' },
  { path: '/events', ready: '[data-map-preview]' },
  { path: '/tours', ready: 'h1' },
  { path: '/eventdetails/5', ready: 'h1' },
  { path: '/toursdetails/0', ready: 'h1' },
];

export const BENCH_PAGES: BenchPage[] = [
  ...SITEMAP_PAGES.map((page) => ({ ...page, desktop: true })),
  { path: '/signin', ready: 'form >> visible=true' },
  { path: '/payment/0', ready: 'h1', signedIn: true },
];

/** Bundles only: the partner workspace, whose first-load JS is a budget of its own (never server-rendered, no LCP). */
export const WORKSPACE_PAGE: BenchPage = { path: '/partner', ready: 'nav[aria-label="Workspace"]', partner: true };

/** Desktop only: the Arabic pages of the same types (the slow phone's budget is judged on the English ones). */
export const ARABIC_DESKTOP_PAGES: BenchPage[] = SITEMAP_PAGES.map((page) => ({
  ...page,
  path: `/ar${page.path}`,
  desktop: true,
}));

/** The pages Lighthouse scores: every page type the sitemap lists. */
export const LIGHTHOUSE_PAGES = SITEMAP_PAGES.map((page) => page.path);

/** The pages the shell's server renders under load, beside the API's GET /api/events/:id. */
export const SSR_PAGES = ['/eventdetails/5', '/home', '/events'];
