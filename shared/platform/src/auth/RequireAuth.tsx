// Route guard: anonymous visitors go to /signin?next=<where they were going>, and come back after signing in.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../router';
import { Skeleton } from '@kemet/ui';
import { useHydrated } from '../serverRender/useHydrated';
import { useAuth } from './useAuth';

export function signInPathFor(returnTo: string): string {
  return `/signin?next=${encodeURIComponent(returnTo)}`;
}

export interface RequireAuthProps {
  children: ReactNode;
  /**
   * The page renders on the server what is the same for every visitor (checkout: what is being bought) and fills
   * its personal parts once the account is known (`useAuth()` is signed out until the page has hydrated). Without
   * it, the server and the hydrating page show a placeholder.
   */
  serverRendered?: boolean;
}

export function RequireAuth({ children, serverRendered = false }: RequireAuthProps) {
  const { loggedIn } = useAuth();
  const location = useLocation();
  // The server cannot know the account: the page (or its placeholder) renders signed out, and the browser sends the
  // visitor away once hydrated if there is no account. The page keeps its place in the tree, so nothing typed is lost.
  if (!useHydrated()) return serverRendered ? <>{children}</> : <Skeleton height="70vh" />;
  if (!loggedIn) return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
