// A review's sub-scores, "Guide: 5/5 Organisation: 4/5 Value: 4/5", as a description list.
import type { Review } from '@kemet/contract';
import { useTranslation } from '../i18n/i18n';
import styles from './ReviewScores.module.css';

const PARTS = ['guide', 'organisation', 'value'] as const;

interface Props {
  review: Pick<Review, (typeof PARTS)[number]>;
  /** Places it where it sits (margins). */
  className?: string;
}

export function ReviewScores({ review, className }: Props) {
  const { t } = useTranslation('common');
  return (
    <dl className={className ? `${styles.scores} ${className}` : styles.scores}>
      {PARTS.map((part) => (
        <div key={part}>
          <dt>{t(`reviews.part.${part}`)}</dt>
          <dd>{t('reviews.partScore', { score: review[part] })}</dd>
        </div>
      ))}
    </dl>
  );
}
