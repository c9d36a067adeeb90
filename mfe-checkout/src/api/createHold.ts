// Checkout's hold mutation: takes places on the chosen session for the chosen categories (POST /holds). A hold counts
// as taken in the sessions' places left, so the availability loads again when next shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { experienceKeys } from '@kemet/platform';
import type { TicketChoice } from '@kemet/contract';
import { holdsApi } from './holdsApi';

export function useCreateHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: TicketChoice) => (await holdsApi.create(choice)).hold,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: experienceKeys.all, refetchType: 'none' }),
  });
}
