// What the server needs to know of the page at an address: the route it matches (the shell's, or a remote's from the
// site its manifests compose), its parts, and which of them it renders (parts behind a sign-in, and pages that need
// what only the browser has, are the browser's: the server knows no account; a signed-in page marked serverRendered
// renders what is the same for everyone, its personal parts in the browser).
import { matchPath, pagePartsAt, pathInLanguage, type PagePart, type Site, type SiteRoute } from '@kemet/platform';
import { SHELL_ROUTES, type ShellPageName } from '../app/shellRoutes';

export interface PageRoute {
  /** The path without its language prefix. */
  path: string;
  /** The route's parameters, e.g. { eventId: '0' }. */
  params: Record<string, string | undefined>;
  /** The remote route, when a remote owns the page. */
  remoteRoute?: SiteRoute;
  /**
   * The shell's page, when the shell owns it; 'notFound' for an unknown address, 'unavailable' for one that a remote
   * whose manifest is unknown may own.
   */
  shellPage?: ShellPageName | 'notFound' | 'unavailable';
  /** The remote parts the server renders. */
  parts: PagePart[];
  /** A page behind a sign-in: its answer is no one else's to keep. */
  signedIn: boolean;
}

/**
 * Whether the server renders a remote's page: not one behind a sign-in (unless marked serverRendered), never a role's
 * (the server knows no account, so it cannot tell who may see it), nor one only the browser can draw.
 */
export const isServerRendered = (route: SiteRoute) =>
  route.role === undefined && (!route.signedIn || route.serverRendered === true) && !route.browserOnly;

export function pageRouteAt(pathname: string, site: Site): PageRoute {
  const path = pathInLanguage(pathname, 'en');
  for (const route of site.routes) {
    const match = matchPath({ path: `/${route.path}`, end: true }, path);
    if (!match) continue;
    // The route's own part and the parts mounted inside it (the events page's map).
    const parts = isServerRendered(route) ? pagePartsAt(site.pageParts, path) : [];
    return {
      path,
      params: match.params,
      remoteRoute: route,
      parts,
      signedIn: route.signedIn === true || route.role !== undefined,
    };
  }
  const parts = pagePartsAt(site.pageParts, path);
  if (path === '/') return { path, params: {}, shellPage: 'home', parts, signedIn: false };
  const shellRoute = SHELL_ROUTES.find((route) => matchPath({ path: `/${route.path}`, end: true }, path));
  const unknown = site.unknownRemotes.length > 0 ? 'unavailable' : 'notFound';
  return { path, params: {}, shellPage: shellRoute?.page ?? unknown, parts, signedIn: false };
}
