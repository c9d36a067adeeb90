// Catalog's two home sections, mounted from the catalog remote, each holding its real height while it loads.
import { RemoteComponent, Skeleton } from '@kemet/shared';

export function HomeSections() {
  return (
    <>
      <div>
        <RemoteComponent
          remote="catalog"
          module="RecentEvents"
          label="recent events"
          fallback={<Skeleton height="var(--home-recent-height)" label="Loading recent events" />}
        />
      </div>
      <div>
        <RemoteComponent
          remote="catalog"
          module="HomeTours"
          label="tours"
          fallback={<Skeleton height="var(--home-tours-height)" label="Loading tours" />}
        />
      </div>
    </>
  );
}
