// Account's query of "Where you're signed in": the traveller's sessions, this device marked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi, myKeys } from '@kemet/shared';

export const sessionsQuery = queryOptions({ queryKey: myKeys.sessions, queryFn: async () => (await accountApi.sessions()).items });

export const useSessions = () => useQuery(sessionsQuery);
