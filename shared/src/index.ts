// @kemet/shared: the one surface every Kemet app imports. Shared at run time as a singleton.
export * from './api/types';
export { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from './api/apiClient';
export { eventsApi, accountApi, bookingsApi, formsApi, type FormReceipt } from './api/endpoints';
export { authStore, createAuthStore, USER_TOKEN_KEY, type AuthState, type AuthStore } from './auth/authStore';
export { useAuth } from './auth/useAuth';
export { confirmSession, signOut } from './auth/session';
export { RequireAuth, signInPathFor, returnPathFrom } from './auth/RequireAuth';
export { RemoteComponent, type RemoteComponentProps } from './federation/RemoteComponent';
export { loadRemoteModule, prefetchRemoteModule, resetRemote } from './federation/remoteLoader';
export { pagePartsAt, type PagePartsRoute } from './federation/pageParts';
export { loadRuntimeConfig, type RuntimeConfig } from './federation/runtimeConfig';
export { Button, buttonClassName, type ButtonProps } from './ui/Button';
export { Notice, type NoticeProps } from './ui/Notice';
export { Skeleton } from './ui/Skeleton';
export { TextField } from './ui/TextField';
export { useMediaQuery } from './ui/useMediaQuery';
export * from './format';
export * from './router';
