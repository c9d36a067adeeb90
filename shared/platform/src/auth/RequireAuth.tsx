// Route guard: anonymous visitors go to /signin?next=<where they were going>, and come back after signing in.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../router';
import { Skeleton } from '@kemet/ui';
import { useHydrated } from '../serverRender/useHydrated';
import { useAuth } from './useAuth';

export function signInPathFor(returnTo: string): string {
  return `/signin?next=${encodeURIComponent(returnTo)}`;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { loggedIn } = useAuth();
  const location = useLocation();
  // The server cannot know the account: the page is the browser's to render (and to send away if signed out).
  if (!useHydrated()) return <Skeleton height="70vh" />;
  if (!loggedIn) return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
