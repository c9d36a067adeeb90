// One review as its partner reads it: the experience, the overall and sub-scores, who wrote it and when they went, the
// text (as text, in its own language and direction), and the provider's reply or the form to write it.
import { useId } from 'react';
import type { PartnerReview } from '@kemet/contract';
import { ReviewScores, Stars, useTranslation, useWentIn } from '@kemet/platform';
import './messages/reviewsMessages';
import { usePartnerDates } from '../../components/usePartnerDates';
import { ReplyForm } from './ReplyForm';
import styles from './reviews.module.css';

export function PartnerReviewCard({ review }: { review: PartnerReview }) {
  const { t } = useTranslation('partnerReviews');
  const wentIn = useWentIn();
  const dates = usePartnerDates();
  const headingId = useId();

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.experience}>
        <bdi>{review.experience.name}</bdi>
      </h2>
      <p className={styles.meta}>
        <Stars score={review.overall} className={styles.stars} />
        <bdi>{review.author}</bdi>
        <span>{wentIn(review.wentAt)}</span>
        <span>{t(`language.${review.language}`)}</span>
      </p>
      <p className={styles.text} lang={review.language} dir={review.language === 'ar' ? 'rtl' : 'ltr'}>
        {review.text}
      </p>
      <ReviewScores review={review} className={styles.parts} />
      {review.reply ? (
        <div className={styles.reply}>
          <h3 className={styles.replyTitle}>{t('replyTitle', { date: dates.date(review.reply.at) })}</h3>
          <p className={styles.text} dir="auto">
            {review.reply.text}
          </p>
        </div>
      ) : (
        <ReplyForm review={review} />
      )}
    </article>
  );
}
