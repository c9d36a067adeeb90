// Account's mutations that sign other devices out: one session, or all but this one. Either way the list loads again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from './accountApi';
import { myKeys } from '@kemet/platform';
import type { AccountSession } from '@kemet/contract';

function useListAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myKeys.sessions });
}

export function useRevokeSession() {
  const onSettled = useListAgain();
  return useMutation({ mutationFn: (session: AccountSession) => accountApi.revokeSession(session.id), onSettled });
}

export function useRevokeOtherSessions() {
  const onSettled = useListAgain();
  return useMutation({ mutationFn: () => accountApi.revokeOtherSessions(), onSettled });
}
