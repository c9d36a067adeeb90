// The guard of a page for one role (a remote's route with `role`), inside RequireAuth: while the account is being
// confirmed it shows a placeholder, then the page to an account with the role, and to anyone else the not-found page,
// as if the address did not exist (the data service refuses them anyway; the page only says nothing is here for them).
import { useEffect, type ReactNode } from 'react';
import { confirmSession, useAuth, viewerOf } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import { NotFoundPage } from '../pages/NotFoundPage';

export function RequireRole({ role, children }: { role: string; children: ReactNode }) {
  const auth = useAuth();
  const unconfirmed = auth.user === null;
  // Another tab signed in to another account, or the check at start failed: ask the server who this is.
  useEffect(() => {
    if (unconfirmed) void confirmSession();
  }, [unconfirmed]);
  if (unconfirmed) return <Skeleton height="70vh" />;
  return viewerOf(auth).roles.includes(role) ? <>{children}</> : <NotFoundPage />;
}
