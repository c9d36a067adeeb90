// The route table (docs/product/routes.md#the-route-table): the shell's pages, the remotes' pages and the 404 page.
// An empty path never reaches us (a browser sends at least '/'), so there is no redirect to /home: the
// index route '/' shows the home page itself, which is also where logout lands (docs/product/routes.md#redirects).
import { Route, Routes } from '@kemet/platform';
import { remotePage } from './remotePages';
import { REMOTE_ROUTES } from './remoteRoutes';
import { SHELL_ROUTES } from './shellRoutes';
import { shellPages } from './shellPages';

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={shellPages.home} />
      {SHELL_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={shellPages[route.page]} />
      ))}
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={remotePage(route)} />
      ))}
      <Route path="*" element={shellPages.notFound} />
    </Routes>
  );
}
