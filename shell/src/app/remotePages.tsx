// Route elements owned by remotes: each mounts a remote's exposed page lazily, behind its own boundary,
// with a default tab title the remote may refine.
import { RemoteComponent, RequireAuth, useTranslation } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import '../messages/shellMessages';
import { PageTitle } from '../ui/usePageTitle';
import type { RemoteRoute } from './remoteRoutes';

/** A remote's page with its tab title and notices in the page's language (the shell's words: the remote's may never arrive). */
function RemotePage({ remote, module, part }: RemoteRoute) {
  const { t } = useTranslation('shell');
  const label = t(`remotes.${part}.label`);
  return (
    <>
      <PageTitle title={t(`remotes.${part}.title`)} />
      <RemoteComponent remote={remote} module={module} label={label} fallback={<Skeleton height="70vh" label={t('remotes.loading', { label })} />} />
    </>
  );
}

export function remotePage(route: RemoteRoute) {
  const page = <RemotePage {...route} />;
  return route.signedIn ? <RequireAuth serverRendered={route.serverRendered}>{page}</RequireAuth> : page;
}
