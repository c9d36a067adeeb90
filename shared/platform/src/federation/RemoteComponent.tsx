// Mounts a remote's exposed component lazily, behind Suspense and its own error boundary.
import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import type { RemoteName } from './contract';
import { loadRemoteModule, resetRemote } from './remoteLoader';
import { RemoteBoundary } from './RemoteBoundary';
import { Skeleton } from '@kemet/ui';

export interface RemoteComponentProps<P extends object> {
  remote: RemoteName;
  /** The exposed module, e.g. 'EventsPage' for catalog's './EventsPage'. */
  module: string;
  /** Shown in the notice, in the page's language: "The {label} is not available right now." */
  label: string;
  props?: P;
  /** Placeholder while loading; size it like the content so nothing jumps. */
  fallback?: ReactNode;
}

export function RemoteComponent<P extends object>({ remote, module, label, props, fallback }: RemoteComponentProps<P>) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) await resetRemote(remote);
        return loadRemoteModule<{ default: ComponentType<P> }>(remote, module);
      }),
    [remote, module, attempt],
  );
  return (
    <div data-boundary={remote} style={{ display: 'contents' }}>
      <RemoteBoundary label={label} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={fallback ?? <Skeleton height="40vh" label={t('remote.loading', { label })} />}>
          <Loaded {...(props ?? ({} as P))} />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
