// Loads the signed-in user from GET /api/me; a 401 (session gone) signs out and sends the visitor to sign in.
import { useCallback, useEffect, useState } from 'react';
import { accountApi, ApiError, authStore, NETWORK_ERROR_MESSAGE, signInPathFor, useNavigate, type User } from '@kemet/shared';

export type CurrentUser = { status: 'loading' } | { status: 'ready'; user: User } | { status: 'error'; message: string };

export function useCurrentUser() {
  const navigate = useNavigate();
  const [state, setState] = useState<CurrentUser>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    accountApi
      .me()
      .then(({ user }) => live && setState({ status: 'ready', user }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) {
          authStore.signOut();
          void navigate(signInPathFor('/account'), { replace: true });
          return;
        }
        const message = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : NETWORK_ERROR_MESSAGE;
        setState({ status: 'error', message });
      });
    return () => {
      live = false;
    };
  }, [attempt, navigate]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  /** After a change the server confirmed (a new email): show it and tell the shared store. */
  const replaceUser = useCallback((user: User) => {
    authStore.signIn(user);
    setState({ status: 'ready', user });
  }, []);

  return { state, retry, replaceUser };
}
