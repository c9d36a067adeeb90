// The four statistic tiles (fixed figures, docs/product/rules.md#fixed-content), shared by the tours page and the home page's Tours section.
import styles from './StatsStrip.module.css';

export const TOUR_STATS = [
  { value: '221', label: 'Total Tours' },
  { value: '221,212', label: 'Satisfied Tourists' },
  { value: '1,213', label: 'Talented Guides' },
  { value: '42', label: 'Partners' },
] as const;

export function StatsStrip() {
  return (
    <dl className={styles.strip}>
      {TOUR_STATS.map((stat) => (
        <div key={stat.label} className={styles.tile}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
