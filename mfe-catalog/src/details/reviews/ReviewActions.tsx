// Under a review: how many found it helpful, "Helpful" and "Report" (docs/product/reviews.md#helpful-and-report).
// Signed in, "Helpful" votes once and is pressed after, on a later visit too (useHelpfulVotes); pressed again, it says
// the vote is counted. "Report" opens a small form for the reason; signed out, both lead to sign in and back. Until the page is live both are drawn disabled with "One moment", on the server and on
// the first render in the browser alike, so a click before the code arrives is never silently lost.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, signInPathFor, useHydrated, useLocation, useTranslation, useViewer } from '@kemet/platform';
import type { Review } from '@kemet/contract';
import '../../messages/catalogMessages';
import { ReportReviewForm } from './ReportReviewForm';
import { reviewsApi } from './reviewsApi';
import { useHelpfulVotes } from './useHelpfulVotes';
import styles from './Reviews.module.css';

export function ReviewActions({ review, experienceId }: { review: Review; experienceId: number }) {
  const { t } = useTranslation('catalog');
  const hydrated = useHydrated();
  const { loggedIn } = useViewer();
  const { pathname, search } = useLocation();
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const [counted, setCounted] = useState(false);
  const votes = useHelpfulVotes(experienceId);
  const vote = useMutation({
    mutationFn: () => reviewsApi.helpful(review.id),
    onSuccess: () => votes.counted(review.id),
  });
  const helpful = vote.data?.helpful ?? review.helpful;
  const pressed = vote.isSuccess || votes.votedFor(review.id);

  let controls;
  if (!hydrated) {
    controls = (
      <>
        <button type="button" className={styles.action} aria-pressed={false} disabled title={t('reviews.oneMoment')}>
          {t('reviews.helpfulButton')}
        </button>
        <button type="button" className={styles.action} disabled title={t('reviews.oneMoment')}>
          {t('reviews.report')}
        </button>
      </>
    );
  } else if (!loggedIn) {
    const signIn = signInPathFor(pathname + search);
    controls = (
      <>
        <Link to={signIn} className={styles.action}>
          {t('reviews.helpfulButton')}
        </Link>
        <Link to={signIn} className={styles.action}>
          {t('reviews.report')}
        </Link>
      </>
    );
  } else {
    controls = (
      <>
        <button
          type="button"
          className={styles.action}
          aria-pressed={pressed}
          disabled={vote.isPending}
          onClick={() => (pressed ? setCounted(true) : vote.mutate())}
        >
          {t('reviews.helpfulButton')}
        </button>
        {!reported && (
          <button
            type="button"
            className={styles.action}
            aria-expanded={reporting}
            onClick={() => setReporting(!reporting)}
          >
            {t('reviews.report')}
          </button>
        )}
      </>
    );
  }

  return (
    <div className={styles.actions}>
      <p className={styles.helpful} aria-live="polite">
        {helpful > 0 && t('reviews.helpful', { count: helpful })}
      </p>
      <div className={styles.actionRow}>{controls}</div>
      {counted && pressed && (
        <p className={styles.actionDone} role="status">
          {t('reviews.voteCounted')}
        </p>
      )}
      {vote.isError && (
        <p className={styles.actionError} role="alert">
          {vote.error.message}
        </p>
      )}
      {reporting && !reported && (
        <ReportReviewForm
          reviewId={review.id}
          onCancel={() => setReporting(false)}
          onReported={() => {
            setReported(true);
            setReporting(false);
          }}
        />
      )}
      {reported && (
        <p className={styles.actionDone} role="status">
          {t('reviews.reported')}
        </p>
      )}
    </div>
  );
}
