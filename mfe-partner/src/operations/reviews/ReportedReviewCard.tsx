// One reported or hidden review as operations see it: the experience, score, author, when they went, the text (as
// text, in its language), whether it is shown, and every report's reason; then Hide or Restore, which opens the
// reason form (the contract's rule: required, up to 1000 characters). A refusal keeps what was typed.
import { useState } from 'react';
import type { ModeratedReview } from '@kemet/contract';
import { reviewModerationSchema, type ReviewModerationInput } from '@kemet/contract/forms';
import { Button } from '@kemet/ui';
import { Stars, useTranslation, useWentIn } from '@kemet/platform';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import '../messages/operationsMessages';
import type { ActionNote } from '../../components/actionNote';
import { isolate } from '../../components/isolate';
import { usePartnerDates } from '../../components/usePartnerDates';
import { reportedReviewsApi } from './reportedReviewsApi';
import sections from '../../components/sections.module.css';
import styles from '../operations.module.css';

interface Props {
  review: ModeratedReview;
  onDecided: (note: ActionNote) => Promise<unknown>;
}

export function ReportedReviewCard({ review, onDecided }: Props) {
  const { t } = useTranslation('operations');
  const wentIn = useWentIn();
  const dates = usePartnerDates();
  const [deciding, setDeciding] = useState(false);
  const author = isolate(review.author);
  const decision = review.hidden ? 'restoring' : 'hiding';
  const form = useKemetForm<ReviewModerationInput>({
    initialValues: { reason: '' },
    validationSchema: reviewModerationSchema,
    validateOnMount: true,
    submit: async (values) => {
      await reportedReviewsApi.decide(review.id, decision, { reason: values.reason.trim() });
      await onDecided({
        tone: 'success',
        text: t(review.hidden ? 'reviews.wasRestored' : 'reviews.wasHidden', { author }),
      });
    },
  });

  return (
    <article
      className={styles.queueItem}
      aria-label={t('reviews.label', { author: review.author, experience: review.experience.name })}
    >
      <div className={styles.top}>
        <h3 className={styles.name}>
          <bdi>{review.experience.name}</bdi>
        </h3>
        <span className={`${styles.status} ${review.hidden ? styles.rejected : styles.approved}`}>
          {t(review.hidden ? 'reviews.hidden' : 'reviews.shown')}
        </span>
      </div>
      <p className={sections.detail}>
        <Stars score={review.overall} /> · <bdi>{review.author}</bdi> · {wentIn(review.wentAt)}
      </p>
      <p className={styles.listingText} lang={review.language} dir={review.language === 'ar' ? 'rtl' : 'ltr'}>
        {review.text}
      </p>
      {review.hidden && review.hiddenReason && (
        <p className={styles.listingText}>
          {t('reviews.hiddenBecause')} <bdi>{review.hiddenReason}</bdi>
        </p>
      )}
      {review.reports.length > 0 && (
        <>
          <p className={styles.reportCount}>{t('reviews.reports', { count: review.reports.length })}</p>
          <ul className={styles.reports} aria-label={t('reviews.reports', { count: review.reports.length })}>
            {review.reports.map((report, index) => (
              <li key={index}>
                {dates.date(report.at)}: <bdi>{report.reason}</bdi>
              </li>
            ))}
          </ul>
        </>
      )}
      {deciding ? (
        <FormikForm
          form={form}
          className={`${sections.form} ${styles.reasonForm}`}
          aria-label={t(review.hidden ? 'reviews.restoreForm' : 'reviews.hideForm', { author })}
        >
          <div className={styles.reason}>
            <FormField name="reason" label={t('reviews.reason')} hint={t('reviews.reasonHint')} multiline rows={3} />
          </div>
          <FormStatusNotice />
          <div className={sections.actions}>
            <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
              {t(review.hidden ? 'reviews.sendRestore' : 'reviews.sendHide')}
            </Button>
            <Button variant="ghost" disabled={form.busy} onClick={() => setDeciding(false)}>
              {t('cancel')}
            </Button>
          </div>
        </FormikForm>
      ) : (
        <div className={sections.actions}>
          <Button
            variant={review.hidden ? 'primary' : 'secondary'}
            size="sm"
            aria-label={t(review.hidden ? 'reviews.restoreLabel' : 'reviews.hideLabel', { author: review.author })}
            onClick={() => setDeciding(true)}
          >
            {t(review.hidden ? 'reviews.restore' : 'reviews.hide')}
          </Button>
        </div>
      )}
    </article>
  );
}
