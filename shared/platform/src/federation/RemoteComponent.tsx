// Mounts a remote's exposed component lazily, behind Suspense and its own error boundary, inside TanStack Query's
// provider with the page's client (both loaded with the part: the page itself needs no TanStack Query,
// QueryProvider.tsx).
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/i18n';
import type { RemoteName } from './contract';
import { onServer } from '../serverRender/requestScope';
import { arrivedRemoteModule, loadRemoteModule, resetRemote } from './remoteLoader';
import { RemoteBoundary } from './RemoteBoundary';
import { takeServerRenderedPart } from './serverRenderedParts';
import { onVisitorIntent } from './visitorIntent';
import { preferences } from '../i18n/preferences';
import { Skeleton } from '@kemet/ui';
import { arrivedQueryFrame, loadQueryFrame, usePageQueryClient } from '../query/QueryProvider';

export interface RemoteComponentProps<P extends object> {
  remote: RemoteName;
  /** The exposed module, e.g. 'EventsPage' for catalog's './EventsPage'. */
  module: string;
  /** Shown in the notice, in the page's language: "The {label} is not available right now." */
  label: string;
  props?: P;
  /** Placeholder while loading; size it like the content so nothing jumps. */
  fallback?: ReactNode;
  /**
   * When the server rendered it, the part keeps the server's HTML (its links work as plain links) and loads its code
   * only when the visitor reaches for it (visitorIntent.ts), instead of with the page. For parts that only show things.
   */
  hydrateOnIntent?: boolean;
}

/** The digest of the server's "this part renders in the browser" (the browser's hydration expects it, quietly). */
export const REMOTE_RENDERS_IN_BROWSER = 'kemet-remote-renders-in-browser';

// Throwing inside Suspense on the server writes the fallback and marks the boundary for the browser to render, the
// way React hands over a part the server could not render; the page around it is still the server's.
function RendersInBrowser(): never {
  throw Object.assign(new Error('This part renders in the browser'), { digest: REMOTE_RENDERS_IN_BROWSER });
}

type QueryFrame = NonNullable<ReturnType<typeof arrivedQueryFrame>>;

/** The remote's component inside TanStack Query's provider, so its queries use the page's client. */
function withQueries<P extends object>(
  Part: ComponentType<P>,
  { QueryClientProvider }: QueryFrame,
  client: QueryClient,
): ComponentType<P> {
  return function PartWithQueries(props: P) {
    return (
      <QueryClientProvider client={client}>
        <Part {...props} />
      </QueryClientProvider>
    );
  };
}

function promised() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

export function RemoteComponent<P extends object>({
  remote,
  module,
  label,
  props,
  fallback,
  hydrateOnIntent,
}: RemoteComponentProps<P>) {
  const { t } = useTranslation('common');
  const queries = usePageQueryClient();
  const [attempt, setAttempt] = useState(0);
  const place = useRef<HTMLDivElement>(null);
  // Decided once, by the mount that hydrates the server's HTML: it must not change while that HTML waits.
  const [intent] = useState(() =>
    hydrateOnIntent &&
    !onServer &&
    !arrivedRemoteModule(remote, module) &&
    takeServerRenderedPart(`${remote}/${module}`)
      ? promised()
      : null,
  );
  useEffect(() => {
    if (!intent || !place.current) return;
    const stopListening = onVisitorIntent(place.current, intent.resolve);
    // A change of language, digits or currency (another tab's too) re-renders every part: its code is needed then.
    const unsubscribe = preferences.subscribe(intent.resolve);
    return () => {
      stopListening();
      unsubscribe();
    };
  }, [intent]);
  // Already here (the server loaded it before rendering, the browser before hydrating): rendered at once, as in the
  // HTML. On the server a part that did not arrive within its budget is the browser's to render: see RendersInBrowser.
  const Loaded = useMemo(() => {
    const arrived =
      attempt === 0 ? arrivedRemoteModule<{ default: ComponentType<P> }>(remote, module)?.default : undefined;
    const frame = arrivedQueryFrame();
    const client = queries.current();
    if (arrived && frame && client) return withQueries(arrived, frame, client);
    if (onServer) return RendersInBrowser as ComponentType<P>;
    return lazy(async () => {
      if (attempt > 0) await resetRemote(remote);
      else if (intent) await intent.promise;
      const [part, loadedFrame, loadedClient] = await Promise.all([
        loadRemoteModule<{ default: ComponentType<P> }>(remote, module),
        loadQueryFrame(),
        queries.get(),
      ]);
      return { default: withQueries(part.default, loadedFrame, loadedClient) };
    });
  }, [remote, module, attempt, intent, queries]);
  return (
    <div ref={place} data-boundary={remote} style={{ display: 'contents' }}>
      <RemoteBoundary label={label} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={fallback ?? <Skeleton height="40vh" label={t('remote.loading', { label })} />}>
          <Loaded {...(props ?? ({} as P))} />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
