// Route elements owned by remotes: each mounts a remote's exposed page lazily, behind its own boundary, with the
// default tab title and notices its manifest gives (in the shell's code: the remote's own may never arrive).
import { RemoteComponent, RequireAuth, useTranslation, type SiteRoute } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import '../messages/shellMessages';
import { PageTitle } from '../ui/usePageTitle';
import { useLocalized } from './site';

function RemotePage({ route }: { route: SiteRoute }) {
  const { t } = useTranslation('shell');
  const localized = useLocalized();
  const label = localized(route.label);
  return (
    <>
      <PageTitle title={localized(route.title)} />
      <RemoteComponent
        remote={route.remote}
        module={route.module}
        label={label}
        fallback={<Skeleton height="70vh" label={t('remotes.loading', { label })} />}
      />
    </>
  );
}

export function remotePage(route: SiteRoute) {
  const page = <RemotePage route={route} />;
  return route.signedIn || route.role ? <RequireAuth serverRendered={route.serverRendered}>{page}</RequireAuth> : page;
}
