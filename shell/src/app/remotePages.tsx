// Route elements owned by remotes: each mounts a remote's exposed page lazily, behind its own boundary,
// with a default tab title the remote may refine.
import { RemoteComponent, RequireAuth } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import { PageTitle } from '../ui/usePageTitle';
import type { RemoteRoute } from './remoteRoutes';

export function remotePage({ remote, module, label, title, signedIn }: RemoteRoute) {
  const page = (
    <>
      <PageTitle title={title} />
      <RemoteComponent remote={remote} module={module} label={label} fallback={<Skeleton height="70vh" label={`Loading the ${label}`} />} />
    </>
  );
  return signedIn ? <RequireAuth>{page}</RequireAuth> : page;
}
