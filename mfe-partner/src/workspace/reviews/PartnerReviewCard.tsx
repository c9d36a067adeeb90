// One review as its partner reads it: the experience, the overall and sub-scores, who wrote it and when they went, the
// text (as text, in its own language and direction), and the provider's reply or the form to write it.
import { useId } from 'react';
import type { PartnerReview } from '@kemet/contract';
import { useFormat, useTranslation } from '@kemet/platform';
import './messages/reviewsMessages';
import { usePartnerDates } from '../../components/usePartnerDates';
import { ReplyForm } from './ReplyForm';
import styles from './reviews.module.css';

export function PartnerReviewCard({ review }: { review: PartnerReview }) {
  const { t } = useTranslation('partnerReviews');
  const format = useFormat();
  const dates = usePartnerDates();
  const headingId = useId();
  const went = format.date(review.wentAt, { month: 'long', year: 'numeric' });

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.experience}>
        <bdi>{review.experience.name}</bdi>
      </h2>
      <p className={styles.meta}>
        <span className={styles.stars} role="img" aria-label={t('outOfFive', { score: review.overall })}>
          <span aria-hidden="true">{'★'.repeat(review.overall)}</span>
          <span aria-hidden="true" className={styles.starsOff}>
            {'★'.repeat(5 - review.overall)}
          </span>
        </span>
        <bdi>{review.author}</bdi>
        <span>{t('went', { when: went })}</span>
        <span>{t(`language.${review.language}`)}</span>
      </p>
      <p className={styles.text} lang={review.language} dir={review.language === 'ar' ? 'rtl' : 'ltr'}>
        {review.text}
      </p>
      <dl className={styles.parts}>
        {(['guide', 'organisation', 'value'] as const).map((part) => (
          <div key={part}>
            <dt>{t(`part.${part}`)}</dt>
            <dd>{t('partScore', { score: review[part] })}</dd>
          </div>
        ))}
      </dl>
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
