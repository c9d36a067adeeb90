// After sign-up or sign-in: tell the shared auth store, then go back to the guarded page the visitor came from, or
// /home.
import { useCallback } from 'react';
import { authStore, returnPathFrom, useLocation, useNavigate } from '@kemet/platform';
import type { User } from '@kemet/contract';

export function useFinishSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (user: User) => {
      authStore.signIn(user);
      void navigate(returnPathFrom(search), { replace: true });
    },
    [navigate, search],
  );
}
