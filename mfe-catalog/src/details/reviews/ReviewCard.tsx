// One review: its score, who wrote it and when they went, its text (as text, in its own language and direction), the
// sub-scores, the partner's reply, and how many found it helpful with "Helpful" and "Report".
import { ReviewScores, Stars, useTranslation, useWentIn } from '@kemet/platform';
import type { Review } from '@kemet/contract';
import '../../messages/catalogMessages';
import { ReviewActions } from './ReviewActions';
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
  const wentIn = useWentIn();
  return (
    <article className={styles.card} aria-label={t('reviews.by', { author: review.author })}>
      <header className={styles.cardHead}>
        <Stars score={review.overall} />
        <span className={styles.author}>
          <bdi>{review.author}</bdi>
        </span>
        <span className={styles.went}>{wentIn(review.wentAt)}</span>
      </header>
      <p className={styles.body} lang={review.language} dir="auto">
        {review.text}
      </p>
      <ReviewScores review={review} />
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
