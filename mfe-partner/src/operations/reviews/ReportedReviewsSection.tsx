// "Reported reviews" on /operations: the reviews travellers reported and the hidden ones, each hidden or restored here
// with a reason. The outcome of a decision stays above the list, which is read again.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@kemet/ui';
import { QueryError, useTranslation } from '@kemet/platform';
import '../messages/operationsMessages';
import type { ActionNote } from '../../components/actionNote';
import { DecisionNote } from '../../components/DecisionNote';
import { reportedReviewsApi, reportedReviewsKey } from './reportedReviewsApi';
import { ReportedReviewCard } from './ReportedReviewCard';
import sections from '../../components/sections.module.css';
import styles from '../operations.module.css';

export function ReportedReviewsSection() {
  const { t } = useTranslation('operations');
  const headingId = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState<ActionNote | null>(null);
  const reviews = useQuery({ queryKey: reportedReviewsKey, queryFn: reportedReviewsApi.list });
  const decided = (outcome: ActionNote) => {
    setNote(outcome);
    return queryClient.invalidateQueries({ queryKey: reportedReviewsKey });
  };

  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.heading}>
        {t('reviews.title')}
      </h2>
      <p className={sections.lead}>{t('reviews.lead')}</p>
      <DecisionNote note={note} />
      {reviews.isPending && <Skeleton height="160px" label={t('reviews.loading')} />}
      {reviews.isError && (
        <QueryError what={t('reviews.what')} error={reviews.error} onRetry={() => void reviews.refetch()} />
      )}
      {reviews.isSuccess && reviews.data.items.length === 0 && <p>{t('reviews.none')}</p>}
      {reviews.isSuccess && reviews.data.items.length > 0 && (
        <ul className={styles.queue} aria-label={t('reviews.title')}>
          {reviews.data.items.map((review) => (
            <li key={review.id}>
              <ReportedReviewCard key={String(review.hidden)} review={review} onDecided={decided} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
