// Which remote parts a page path mounts, from an app's route patterns (React Router syntax, as in its <Routes>).
// The shell's server uses it to preload what a page needs; the shell in the browser, to start loading the page's
// remote parts while React is still rendering the shell around them.
import { pathInLanguage } from '../i18n/languages';
import { matchPath } from '../router';
import type { PagePart } from './contract';

export interface PagePartsRoute {
  path: string;
  parts: PagePart[];
}

/** The parts at a path, in any language (/ar/events mounts what /events does). */
export function pagePartsAt(routes: PagePartsRoute[], pathname: string): PagePart[] {
  const route = pathInLanguage(pathname, 'en');
  return routes.filter(({ path }) => matchPath({ path: `/${path}`, end: true }, route)).flatMap(({ parts }) => parts);
}
