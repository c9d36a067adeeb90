// @kemet/platform: the run-time singleton every Kemet app stands on (router, auth, remote loading, the query client, the API client).
export { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from './api/apiClient';
export { toQueryString } from './api/queryString';
export { rateLimitMessage, waitInWords } from './api/rateLimitMessage';
export { RequestCheckStatus } from './api/RequestCheckStatus';
export { experienceKeys, quoteKeys, myKeys, configKeys, devKeys, moneyKeys } from './api/queryKeys';
export {
  authStore,
  createAuthStore,
  USER_TOKEN_KEY,
  type AccountListener,
  type AuthState,
  type AuthStore,
} from './auth/authStore';
export { useAuth } from './auth/useAuth';
export { useViewer, viewerOf } from './auth/useViewer';
export { confirmSession, signOut } from './auth/session';
export { RequireAuth, signInPathFor } from './auth/RequireAuth';
export { returnPathFrom, safeReturnPath } from './auth/returnPath';
export { RemoteComponent, REMOTE_RENDERS_IN_BROWSER, type RemoteComponentProps } from './federation/RemoteComponent';
export { loadRemoteModule, prefetchRemoteModule, resetRemote } from './federation/remoteLoader';
export { pagePartsAt, type PagePartsRoute } from './federation/pageParts';
export { loadRuntimeConfig, type RuntimeConfig } from './federation/runtimeConfig';
export type { PagePart, RemoteName } from './federation/contract';
export type { Localized, SectionHeight } from './federation/remoteManifest';
export {
  composeSite,
  isVisibleTo,
  type KnownManifests,
  type Site,
  type SiteHomeSection,
  type SiteNavEntry,
  type SiteRoute,
  type Viewer,
} from './federation/siteComposition';
export * from './router';
// Query clients, prices (useMoney) and the page state's queries are `@kemet/platform/query`: TanStack Query loads with
// the first part that uses it, not with the page.
export { QueryProvider, pageQueryClient, usePageQueryClient, type PageQueryClient } from './query/QueryProvider';
export { QueryError, loadErrorMessage, type QueryErrorProps } from './query/QueryError';
export { Stars } from './reviews/Stars';
export { ReviewScores } from './reviews/ReviewScores';
export { useWentIn } from './reviews/useWentIn';
export { i18n, registerMessages, commonMessagesReady, type Messages, type NamespaceMessages } from './i18n/i18n';
export { useTranslation } from './i18n/i18n';
export { LanguageRouter } from './i18n/LanguageRouter';
export { switchLanguage, applyDocumentLanguage } from './i18n/switchLanguage';
export { usePreferences, useSwitchLanguage, setDigits, setDisplayCurrency } from './i18n/usePreferences';
export { preferences } from './i18n/preferences';
export type { Preferences, PreferencesView } from './i18n/preferencesStore';
export { useFormat, formatFor, warmFormats, type Format } from './i18n/useFormat';
export { validationText, serviceErrorText } from './i18n/serviceTexts';
export * from './i18n/languages';
export type { ServerPageContext, PageHead, PrefetchResult, ServerPageHooks } from './serverRender/serverPage';
export { adoptPageState, takeAdoptedQueries, PAGE_STATE_ELEMENT_ID } from './serverRender/pageState';
export { useHydrated } from './serverRender/useHydrated';
export { useNow } from './serverRender/useNow';
export { useRememberedParty } from './serverRender/pageParty';
export { onServer } from './serverRender/requestScope';
