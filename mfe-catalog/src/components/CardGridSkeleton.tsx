// Placeholders for a grid of event cards while they load, sized like real cards (4:3 image + text).
import { Skeleton } from '@kemet/ui';
import gridStyles from './CardGrid.module.css';
import styles from './CardGridSkeleton.module.css';

export function CardGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className={gridStyles.grid} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card} aria-hidden="true">
          <div className={styles.image} />
          <div className={styles.body}>
            <Skeleton height="1rem" width="40%" />
            <Skeleton height="1.6rem" width="85%" />
            <Skeleton height="4.5rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
