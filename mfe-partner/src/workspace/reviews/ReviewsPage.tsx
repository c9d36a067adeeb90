// ReviewsPage (/partner/reviews, partner staff signed in), exposed as 'partner/ReviewsPage': every review of the
// provider's experiences (GET /api/partner/reviews, newest first), each with its scores, text and when the traveller
// went, and the provider's one public reply: shown once written, a form until then.
import { Notice, Skeleton } from '@kemet/ui';
import { QueryError, useTranslation } from '@kemet/platform';
import './messages/reviewsMessages';
import { WorkspaceFrame } from '../frame/WorkspaceFrame';
import { usePartnerReviews } from './reviewsApi';
import { PartnerReviewCard } from './PartnerReviewCard';
import sections from '../../components/sections.module.css';
import styles from './reviews.module.css';

export default function ReviewsPage() {
  const { t } = useTranslation('partnerReviews');
  return <WorkspaceFrame title={t('title')}>{() => <Reviews />}</WorkspaceFrame>;
}

function Reviews() {
  const { t } = useTranslation('partnerReviews');
  const reviews = usePartnerReviews();
  return (
    <>
      <p className={sections.lead}>{t('lead')}</p>
      {reviews.isPending && <Skeleton height="240px" label={t('loading')} />}
      {reviews.isError && <QueryError what={t('what')} error={reviews.error} onRetry={() => void reviews.refetch()} />}
      {reviews.isSuccess && reviews.data.items.length === 0 && <Notice tone="info">{t('none')}</Notice>}
      {reviews.isSuccess && reviews.data.items.length > 0 && (
        <ul className={styles.list} aria-label={t('list')}>
          {reviews.data.items.map((review) => (
            <li key={review.id}>
              <PartnerReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
