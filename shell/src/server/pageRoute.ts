// What the server needs to know of the page at an address: the route it matches, its parts, and which of them it
// renders (parts behind a sign-in, and the gate with its device key, are the browser's: the server knows no account;
// a signed-in page marked serverRendered renders what is the same for everyone, its personal parts in the browser).
import { matchPath, pagePartsAt, pathInLanguage, type PagePart } from '@kemet/platform';
import { PAGE_PARTS, REMOTE_ROUTES, type RemoteRoute } from '../app/remoteRoutes';
import { SHELL_ROUTES, type ShellPageName } from '../app/shellRoutes';

export interface PageRoute {
  /** The path without its language prefix. */
  path: string;
  /** The route's parameters, e.g. { eventId: '0' }. */
  params: Record<string, string | undefined>;
  /** The remote route, when a remote owns the page. */
  remoteRoute?: RemoteRoute;
  /** The shell's page, when the shell owns it; 'notFound' for an unknown address. */
  shellPage?: ShellPageName | 'notFound';
  /** The remote parts the server renders. */
  parts: PagePart[];
  /** A page behind a sign-in: its answer is no one else's to keep. */
  signedIn: boolean;
}

const BROWSER_ONLY: ReadonlySet<string> = new Set(['account/GatePage']);

export function pageRouteAt(pathname: string): PageRoute {
  const path = pathInLanguage(pathname, 'en');
  const rendered = (route: RemoteRoute) => (!route.signedIn || route.serverRendered) && !BROWSER_ONLY.has(`${route.remote}/${route.module}`);
  for (const route of REMOTE_ROUTES) {
    const match = matchPath({ path: `/${route.path}`, end: true }, path);
    if (!match) continue;
    // The route's own part and the parts mounted inside it (the events page's map).
    const parts = rendered(route) ? pagePartsAt(PAGE_PARTS, path) : [];
    return { path, params: match.params, remoteRoute: route, parts, signedIn: route.signedIn === true };
  }
  const parts = pagePartsAt(PAGE_PARTS, path);
  if (path === '/') return { path, params: {}, shellPage: 'home', parts, signedIn: false };
  const shellRoute = SHELL_ROUTES.find((route) => matchPath({ path: `/${route.path}`, end: true }, path));
  return { path, params: {}, shellPage: shellRoute?.page ?? 'notFound', parts, signedIn: false };
}
