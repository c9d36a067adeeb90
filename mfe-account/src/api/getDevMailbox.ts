// Account's query of a dev stack's newest mail; the page invalidates it when it has just caused a mail.
import { useQuery } from '@tanstack/react-query';
import { accountApi } from './accountApi';
import { devKeys } from '@kemet/platform';

export const useDevMailbox = () =>
  useQuery({ queryKey: devKeys.mailbox, queryFn: () => accountApi.devMailbox(), staleTime: 0 });
