// Catalog's home sections, mounted from the catalog remote, each holding its real height while it loads.
import { RemoteComponent } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import { HOME_SECTIONS } from '../../app/remoteRoutes';

export function HomeSections() {
  return HOME_SECTIONS.map(({ remote, module, label, height }) => (
    <div key={module}>
      <RemoteComponent remote={remote} module={module} label={label} fallback={<Skeleton height={height} label={`Loading ${label}`} />} />
    </div>
  ));
}
