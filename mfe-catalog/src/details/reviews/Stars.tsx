// A score as five stars, named for screen readers ("4 out of 5").
import { useTranslation } from '@kemet/platform';
import '../../messages/catalogMessages';
import styles from './Reviews.module.css';

export function Stars({ score }: { score: number }) {
  const { t } = useTranslation('catalog');
  const whole = Math.round(score);
  return (
    <span className={styles.stars} role="img" aria-label={t('reviews.outOfFive', { score })}>
      <span aria-hidden="true">{'★'.repeat(whole)}</span>
      <span aria-hidden="true" className={styles.starsOff}>
        {'★'.repeat(5 - whole)}
      </span>
    </span>
  );
}
