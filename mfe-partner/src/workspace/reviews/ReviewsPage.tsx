// ReviewsPage (/partner/reviews, partner staff signed in), exposed as 'partner/ReviewsPage': every review of the
// provider's experiences (GET /api/partner/reviews, newest first, 20 a page: ?page=N), each with its scores, text and
// when the traveller went, and the provider's one public reply: shown once written, a form until then.
import { Notice, Skeleton } from '@kemet/ui';
import { QueryError, useFormat, useSearchParams, useTranslation } from '@kemet/platform';
import './messages/reviewsMessages';
import { WorkspaceFrame } from '../frame/WorkspaceFrame';
import { usePartnerReviews } from './reviewsApi';
import { PartnerReviewCard } from './PartnerReviewCard';
import { PageLinks, pageParam } from '../../components/PageLinks';
import sections from '../../components/sections.module.css';
import styles from './reviews.module.css';

export default function ReviewsPage() {
  const { t } = useTranslation('partnerReviews');
  return <WorkspaceFrame title={t('title')}>{() => <Reviews />}</WorkspaceFrame>;
}

function Reviews() {
  const { t } = useTranslation('partnerReviews');
  const format = useFormat();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const reviews = usePartnerReviews(page);
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
      {reviews.isSuccess && (
        <PageLinks
          page={page}
          totalPages={reviews.data.totalPages}
          label={t('pages')}
          newer={t('newer')}
          older={t('older')}
          position={t('pageOf', { page: format.number(page), pages: format.number(reviews.data.totalPages) })}
        />
      )}
    </>
  );
}
