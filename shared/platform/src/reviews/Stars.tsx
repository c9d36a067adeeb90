// A review's score as five stars, named for screen readers ("4 out of 5"): the same on the details pages, the
// partner's reviews and operations' reported reviews.
import { useTranslation } from '../i18n/i18n';
import styles from './Stars.module.css';

/** `className` sizes or places it where it sits (its colours are its own). */
export function Stars({ score, className }: { score: number; className?: string }) {
  const { t } = useTranslation('common');
  const whole = Math.round(score);
  return (
    <span
      className={className ? `${styles.stars} ${className}` : styles.stars}
      role="img"
      aria-label={t('reviews.outOfFive', { score })}
    >
      <span aria-hidden="true">{'★'.repeat(whole)}</span>
      <span aria-hidden="true" className={styles.off}>
        {'★'.repeat(5 - whole)}
      </span>
    </span>
  );
}
