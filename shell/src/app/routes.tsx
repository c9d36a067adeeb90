// The route table of the spec (seed-spec §2) plus our additions (/account, /bookings, /forgot-password, /reset-password, 404).
// The spec's "empty path redirects to /home": a browser never requests an empty path (it sends '/'), so the
// index route '/' shows the home page itself, as the spec's '/' row (where logout lands) asks.
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
