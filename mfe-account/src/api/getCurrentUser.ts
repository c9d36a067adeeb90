// Account's query of the signed-in traveller (GET /api/me); a 401 (session gone) signs out and sends them to sign in.
import { useCallback, useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from './accountApi';
import { ApiError, authStore, myKeys, signInPathFor, useNavigate } from '@kemet/platform';
import type { User } from '@kemet/contract';

export const currentUserQuery = queryOptions({
  queryKey: myKeys.account,
  queryFn: async () => (await accountApi.me()).user,
});

export function useCurrentUser() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(currentUserQuery);
  const sessionGone = query.error instanceof ApiError && query.error.status === 401;

  useEffect(() => {
    if (!sessionGone) return;
    authStore.signOut();
    void navigate(signInPathFor('/account'), { replace: true });
  }, [sessionGone, navigate]);

  /** After a change the server confirmed (a new email): show it and tell the shared store. */
  const replaceUser = useCallback(
    (user: User) => {
      authStore.signIn(user);
      queryClient.setQueryData(myKeys.account, user);
    },
    [queryClient],
  );

  return { query, sessionGone, replaceUser };
}
