// One review: its score, who wrote it and when they went, its text (as text, in its own language and direction), the
// sub-scores, the partner's reply, and how many found it helpful with "Helpful" and "Report".
import { useFormat, useTranslation } from '@kemet/platform';
import type { Review } from '@kemet/contract';
import '../../messages/catalogMessages';
import { ReviewActions } from './ReviewActions';
import { Stars } from './Stars';
import styles from './Reviews.module.css';

export function ReviewCard({
  review,
  experienceId,
  provider,
}: {
  review: Review;
  experienceId: number;
  provider: string;
}) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const went = format.date(review.wentAt, { month: 'long', year: 'numeric' });
  return (
    <article className={styles.card} aria-label={t('reviews.by', { author: review.author })}>
      <header className={styles.cardHead}>
        <Stars score={review.overall} />
        <span className={styles.author}>
          <bdi>{review.author}</bdi>
        </span>
        <span className={styles.went}>{t('reviews.went', { when: went })}</span>
      </header>
      <p className={styles.body} lang={review.language} dir="auto">
        {review.text}
      </p>
      <dl className={styles.subScores}>
        {(['guide', 'organisation', 'value'] as const).map((part) => (
          <div key={part}>
            <dt>{t(`reviews.part.${part}`)}</dt>
            <dd>{t('reviews.partScore', { score: review[part] })}</dd>
          </div>
        ))}
      </dl>
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>{t('reviews.replyFrom', { provider })}</p>
          <p className={styles.body} dir="auto">
            {review.reply.text}
          </p>
        </div>
      )}
      <ReviewActions review={review} experienceId={experienceId} />
    </article>
  );
}
