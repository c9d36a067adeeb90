// The pages the benchmark measures (issue 8), and whether each needs a signed-in visitor.
export interface BenchPage {
  path: string;
  /** What must be on screen before the page counts as rendered. */
  ready: string;
  signedIn?: boolean;
}

export const BENCH_PAGES: BenchPage[] = [
  { path: '/home', ready: 'h1' },
  { path: '/events', ready: '.leaflet-container' },
  { path: '/tours', ready: 'h1' },
  { path: '/eventdetails/0', ready: 'h1' },
  { path: '/signin', ready: 'form >> visible=true' },
  { path: '/payment/0', ready: 'h1', signedIn: true },
];
