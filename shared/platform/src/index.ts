// @kemet/platform: the run-time singleton every Kemet app stands on (router, auth, remote loading, the query client, the API client).
export { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from './api/apiClient';
export { toQueryString } from './api/queryString';
export { rateLimitMessage, waitInWords } from './api/rateLimitMessage';
export { eventKeys, quoteKeys, myKeys, configKeys, devKeys } from './api/queryKeys';
export { authStore, createAuthStore, USER_TOKEN_KEY, type AuthState, type AuthStore } from './auth/authStore';
export { useAuth } from './auth/useAuth';
export { confirmSession, signOut } from './auth/session';
export { RequireAuth, signInPathFor } from './auth/RequireAuth';
export { returnPathFrom, safeReturnPath } from './auth/returnPath';
export { RemoteComponent, type RemoteComponentProps } from './federation/RemoteComponent';
export { loadRemoteModule, prefetchRemoteModule, resetRemote } from './federation/remoteLoader';
export { pagePartsAt, type PagePartsRoute } from './federation/pageParts';
export { loadRuntimeConfig, type RuntimeConfig } from './federation/runtimeConfig';
export type { PagePart, RemoteName } from './federation/contract';
export * from './router';
export { createQueryClient, DEFAULT_STALE_TIME_MS } from './query/createQueryClient';
export { QueryProvider } from './query/QueryProvider';
export { QueryError, loadErrorMessage, type QueryErrorProps } from './query/QueryError';
