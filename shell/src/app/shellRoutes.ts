// The pages the shell renders itself, by path. The browser's routes are built from it with the remotes' (routes.tsx),
// and the shell's server reads it with theirs to answer an unknown path with the page and status 404.

export type ShellPageName =
  'home' | 'contact' | 'about' | 'faq' | 'partners' | 'privacy' | 'support' | 'terms' | 'testimonials';

export const SHELL_ROUTES: { path: string; page: ShellPageName }[] = [
  { path: 'home', page: 'home' },
  { path: 'contactus', page: 'contact' },
  { path: 'aboutus', page: 'about' },
  { path: 'faq', page: 'faq' },
  { path: 'partners', page: 'partners' },
  { path: 'privacypolices', page: 'privacy' },
  { path: 'support', page: 'support' },
  { path: 'terms', page: 'terms' },
  { path: 'testimonials', page: 'testimonials' },
];

/** Every path the shell has a page of its own for ('' is the index, /). */
export const SHELL_PAGE_PATHS: string[] = ['', ...SHELL_ROUTES.map((route) => route.path)];

/** The paths of the home page, where the remotes' home sections are mounted. */
export const HOME_PATHS: string[] = ['', 'home'];
