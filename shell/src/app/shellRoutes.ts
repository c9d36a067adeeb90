// The pages the shell renders itself, by path. The browser's routes are built from it (routes.tsx), and the shell's
// server reads it with REMOTE_ROUTES to answer an unknown path with the page and status 404 (PAGE_PATHS).
import { REMOTE_ROUTES } from './remoteRoutes';

export type ShellPageName = 'home' | 'contact' | 'about' | 'faq' | 'partners' | 'privacy' | 'support' | 'terms' | 'testimonials';

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

/** Every path the shell has a page for ('' is the index, /); anything else is its 404 page. */
export const PAGE_PATHS: string[] = ['', ...SHELL_ROUTES.map((route) => route.path), ...REMOTE_ROUTES.map((route) => route.path)];
