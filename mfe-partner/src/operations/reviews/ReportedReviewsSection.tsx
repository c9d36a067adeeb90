// "Reported reviews" on /operations: the reviews travellers reported since the last decision on them and the hidden
// ones, 20 a page (?reviewsPage=N: ?page= pages the applications), each hidden or restored here with a reason. The
// outcome of a decision stays above the list, which is read again.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@kemet/ui';
import { QueryError, useFormat, useSearchParams, useTranslation } from '@kemet/platform';
import '../messages/operationsMessages';
import type { ActionNote } from '../../components/actionNote';
import { DecisionNote } from '../../components/DecisionNote';
import { reportedReviewsApi, reportedReviewsKey } from './reportedReviewsApi';
import { ReportedReviewCard } from './ReportedReviewCard';
import { PageLinks, pageParam } from '../../components/PageLinks';
import sections from '../../components/sections.module.css';
import styles from '../operations.module.css';

export function ReportedReviewsSection() {
  const { t } = useTranslation('operations');
  const headingId = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState<ActionNote | null>(null);
  const format = useFormat();
  const [params] = useSearchParams();
  const page = pageParam(params.get('reviewsPage'));
  const reviews = useQuery({ queryKey: [...reportedReviewsKey, page], queryFn: () => reportedReviewsApi.list(page) });
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
      {reviews.isSuccess && (
        <PageLinks
          page={page}
          totalPages={reviews.data.totalPages}
          param="reviewsPage"
          label={t('reviews.pages')}
          newer={t('reviews.newer')}
          older={t('reviews.older')}
          position={t('reviews.pageOf', { page: format.number(page), pages: format.number(reviews.data.totalPages) })}
        />
      )}
    </section>
  );
}
