// The four statistic tiles (fixed figures, docs/product/rules.md#fixed-content), shared by the tours page and the home
// page's Tours section.
import { useFormat, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import styles from './StatsStrip.module.css';

export const TOUR_STATS = [
  { value: 221, label: 'stats.tours' },
  { value: 221_212, label: 'stats.tourists' },
  { value: 1_213, label: 'stats.guides' },
  { value: 42, label: 'stats.partners' },
] as const;

export function StatsStrip() {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  return (
    <dl className={styles.strip}>
      {TOUR_STATS.map((stat) => (
        <div key={stat.label} className={styles.tile}>
          <dt className={styles.label}>{t(stat.label)}</dt>
          <dd className={styles.value}>{format.number(stat.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
