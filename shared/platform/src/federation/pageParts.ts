// Which remote parts a page path mounts, from an app's route patterns (React Router syntax, as in its <Routes>).
// The shell's server uses it to preload what a page needs; the shell in the browser, to start loading the page's
// remote parts while React is still rendering the shell around them.
import { matchPath } from '../router';
import type { PagePart } from './contract';

export interface PagePartsRoute {
  path: string;
  parts: PagePart[];
}

export function pagePartsAt(routes: PagePartsRoute[], pathname: string): PagePart[] {
  return routes.filter(({ path }) => matchPath({ path: `/${path}`, end: true }, pathname)).flatMap(({ parts }) => parts);
}
