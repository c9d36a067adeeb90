// What every listings page needs first: the reader's membership (for the tabs) and, on a 401, a sign-in that comes
// back here.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, authStore, signInPathFor, useNavigate } from '@kemet/platform';
import { partnerMeQuery } from '../../api/partnerQueries';

export function useWorkspaceReader(returnPath: string, ...errors: unknown[]) {
  const navigate = useNavigate();
  const me = useQuery(partnerMeQuery);
  const statuses = [me.error, ...errors].map((error) => (error instanceof ApiError ? error.status : null));
  const signedOut = statuses.includes(401);
  useEffect(() => {
    if (!signedOut) return;
    authStore.signOut();
    void navigate(signInPathFor(returnPath), { replace: true });
  }, [signedOut, navigate, returnPath]);
  return { me, signedOut, notPartner: statuses.includes(403) };
}
