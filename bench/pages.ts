// The pages the benchmark measures (issues 8 and 18), and whether each needs a signed-in visitor.
export interface BenchPage {
  path: string;
  /** What must be on screen before the page counts as rendered. */
  ready: string;
  signedIn?: boolean;
  /** Also loaded on the desktop profile (issue 18's desktop LCP budget names these pages); every page gets the slow phone. */
  desktop?: boolean;
}

export const BENCH_PAGES: BenchPage[] = [
  { path: '/home', ready: 'h1', desktop: true },
  { path: '/events', ready: '[data-map-preview]', desktop: true },
  { path: '/tours', ready: 'h1', desktop: true },
  { path: '/eventdetails/0', ready: 'h1', desktop: true },
  { path: '/toursdetails/0', ready: 'h1', desktop: true },
  { path: '/signin', ready: 'form >> visible=true' },
  { path: '/payment/0', ready: 'h1', signedIn: true },
];

/** The pages Lighthouse scores (issue 18: performance, accessibility and SEO). */
export const LIGHTHOUSE_PAGES = ['/home', '/events', '/eventdetails/0'];

/** The pages the shell's server renders under load (issue 18: /eventdetails/0, beside the API's GET /api/events/:id). */
export const SSR_PAGES = ['/eventdetails/0', '/home', '/events'];
