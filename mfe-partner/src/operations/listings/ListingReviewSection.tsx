// "Listings in review" on /operations: what partners submitted, oldest first, each approved or rejected here. The
// outcome of a decision stays above the list, which is read again.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@kemet/ui';
import { QueryError, useTranslation } from '@kemet/platform';
import '../messages/operationsMessages';
import type { ActionNote } from '../../components/actionNote';
import { DecisionNote } from '../../components/DecisionNote';
import { listingReviewApi, listingReviewKeys } from './listingReviewApi';
import { ListingReviewCard } from './ListingReviewCard';
import sections from '../../components/sections.module.css';
import styles from '../operations.module.css';

export function ListingReviewSection() {
  const { t } = useTranslation('operations');
  const headingId = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState<ActionNote | null>(null);
  const listings = useQuery({ queryKey: listingReviewKeys.inReview, queryFn: listingReviewApi.inReview });
  const decided = (outcome: ActionNote) => {
    setNote(outcome);
    return queryClient.invalidateQueries({ queryKey: listingReviewKeys.inReview });
  };

  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.heading}>
        {t('listings.title')}
      </h2>
      <p className={sections.lead}>{t('listings.lead')}</p>
      <DecisionNote note={note} />
      {listings.isPending && <Skeleton height="160px" label={t('listings.loading')} />}
      {listings.isError && (
        <QueryError what={t('listings.what')} error={listings.error} onRetry={() => void listings.refetch()} />
      )}
      {listings.isSuccess && listings.data.items.length === 0 && <p>{t('listings.none')}</p>}
      {listings.isSuccess && listings.data.items.length > 0 && (
        <ul className={styles.queue} aria-label={t('listings.title')}>
          {listings.data.items.map((listing) => (
            <li key={listing.id}>
              <ListingReviewCard listing={listing} onDecided={decided} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
