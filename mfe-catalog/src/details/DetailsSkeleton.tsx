// Placeholder for a details page while it loads: banner, text column and side cards, at their real sizes.
import { Skeleton } from '@kemet/ui';
import styles from './DetailsLayout.module.css';
import bannerStyles from './DetailsSkeleton.module.css';

export function DetailsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className={bannerStyles.banner} aria-hidden="true" />
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.main}>
          <Skeleton height="2rem" width="70%" />
          <Skeleton height="1rem" width="30%" />
          <Skeleton height="9rem" />
        </div>
        <div className={styles.side}>
          <Skeleton height="260px" />
          <Skeleton height="140px" />
        </div>
      </div>
    </div>
  );
}
