// Route guard: anonymous visitors go to /signin?next=<where they were going>, and come back after signing in.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../router';
import { useAuth } from './useAuth';

export function signInPathFor(returnTo: string): string {
  return `/signin?next=${encodeURIComponent(returnTo)}`;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { loggedIn } = useAuth();
  const location = useLocation();
  if (!loggedIn) return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
