// A star rating drawn as icons, read by screen readers as "N out of 5 stars".
import { useTranslation } from '@kemet/platform';
import '../../messages/shellPagesMessages';
import styles from './TestimonialsPage.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5Z';

export function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const { t } = useTranslation('shellPages');
  return (
    <span className={styles.stars} role="img" aria-label={t('testimonials.stars', { rating, outOf })}>
      {Array.from({ length: outOf }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          className={i < rating ? styles.filled : styles.empty}
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
