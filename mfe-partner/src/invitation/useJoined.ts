// After the service accepted an invitation: this browser is signed in as the account (a fresh session cookie), the
// shared store learns it and its roles (GET /api/me), and the workspace opens.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authStore, confirmSession, myKeys, useNavigate } from '@kemet/platform';
import type { Membership } from '../api/partnerApi';

export function useJoined() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ user }: Membership) => {
      authStore.signIn(user);
      await confirmSession();
      queryClient.removeQueries({ queryKey: myKeys.all });
      await navigate('/partner');
    },
    [navigate, queryClient],
  );
}
