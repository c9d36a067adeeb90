// Catalog's home sections, mounted from the catalog remote, each holding its real height while it loads.
import { RemoteComponent, Skeleton } from '@kemet/shared';
import { HOME_SECTIONS } from '../../app/remoteRoutes';

export function HomeSections() {
  return HOME_SECTIONS.map(({ remote, module, label, height }) => (
    <div key={module}>
      <RemoteComponent remote={remote} module={module} label={label} fallback={<Skeleton height={height} label={`Loading ${label}`} />} />
    </div>
  ));
}
