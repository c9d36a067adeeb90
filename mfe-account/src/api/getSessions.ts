// Account's query of "Where you're signed in": the traveller's sessions, this device marked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from './accountApi';
import { myKeys } from '@kemet/platform';

export const sessionsQuery = queryOptions({
  queryKey: myKeys.sessions,
  queryFn: async () => (await accountApi.sessions()).items,
});

export const useSessions = () => useQuery(sessionsQuery);
