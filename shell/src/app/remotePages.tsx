// Route elements owned by remotes: each mounts a remote's exposed page lazily, behind its own boundary, with the
// default tab title and notices its manifest gives (in the shell's code: the remote's own may never arrive).
import { RemoteComponent, RequireAuth, useTranslation, type SiteRoute } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import '../messages/shellMessages';
import { PageTitle } from '../ui/usePageTitle';
import { RequireRole } from './RequireRole';
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
  // A role's page is never rendered before the account is known, whatever its manifest says: not on the server, not
  // while the page hydrates, not before the server confirmed the account's roles.
  if (route.role !== undefined)
    return (
      <RequireAuth>
        <RequireRole role={route.role}>{page}</RequireRole>
      </RequireAuth>
    );
  return route.signedIn ? <RequireAuth serverRendered={route.serverRendered}>{page}</RequireAuth> : page;
}
