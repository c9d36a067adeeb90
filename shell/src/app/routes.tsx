// The route table (docs/product/routes.md#the-route-table): the shell's pages, the remotes' pages (from their
// manifests) and the 404 page, or, while a remote's manifest is unknown, the page saying that part is not available.
// An empty path never reaches us (a browser sends at least '/'), so there is no redirect to /home: the
// index route '/' shows the home page itself, which is also where logout lands (docs/product/routes.md#redirects).
import { Route, Routes } from '@kemet/platform';
import { remotePage } from './remotePages';
import { SHELL_ROUTES } from './shellRoutes';
import { shellPages } from './shellPages';
import { useSite } from './site';

export function AppRoutes() {
  const site = useSite();
  return (
    <Routes>
      <Route index element={shellPages.home} />
      {SHELL_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={shellPages[route.page]} />
      ))}
      {site.routes.map((route) => (
        <Route key={route.path} path={route.path} element={remotePage(route)} />
      ))}
      <Route path="*" element={site.unknownRemotes.length > 0 ? shellPages.unavailable : shellPages.notFound} />
    </Routes>
  );
}
