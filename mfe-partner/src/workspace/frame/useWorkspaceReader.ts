// What every workspace page needs first: the reader's membership (GET /api/partner/me, for the provider's name and the
// tabs) and, on a 401 from it or from the page's own reads, a sign-in that comes back to this page.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, authStore, signInPathFor, useLocation, useNavigate } from '@kemet/platform';
import { partnerMeQuery } from '../../api/partnerQueries';

export function useWorkspaceReader(...pageErrors: unknown[]) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const me = useQuery(partnerMeQuery);
  const statuses = [me.error, ...pageErrors].map((error) => (error instanceof ApiError ? error.status : null));
  const signedOut = statuses.includes(401);
  useEffect(() => {
    if (!signedOut) return;
    authStore.signOut();
    void navigate(signInPathFor(`${pathname}${search}`), { replace: true });
  }, [signedOut, navigate, pathname, search]);
  return { me, signedOut, notPartner: statuses.includes(403) };
}
