// The details page's reviews (docs/product/reviews.md): the rule of who may review, the summary, the language filter,
// the sort, a page of reviews and its pager. The server renders the page the address names; every control is a link.
import { useQuery } from '@tanstack/react-query';
import { QueryError, useLocation, useTranslation } from '@kemet/platform';
import type { Experience } from '@kemet/contract';
import '../../messages/catalogMessages';
import { Pager } from '../../components/Pager';
import { reviewChoiceOf, searchWith } from './reviewChoice';
import { reviewsQuery } from './reviewsQuery';
import { ReviewCard } from './ReviewCard';
import { ReviewChoiceLinks } from './ReviewChoiceLinks';
import { ReviewSummaryPanel } from './ReviewSummaryPanel';
import styles from './Reviews.module.css';

export function ReviewsSection({ experience }: { experience: Experience }) {
  const { t } = useTranslation('catalog');
  const { search } = useLocation();
  const choice = reviewChoiceOf(search);
  const query = useQuery(reviewsQuery(experience.id, choice));
  const filtered = choice.language !== undefined || choice.score !== undefined;
  return (
    <section className={styles.section} aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title" className={styles.title}>
        {t('reviews.title')}
      </h2>
      <p className={styles.rule}>{t('reviews.rule')}</p>
      {query.isError && !query.data ? (
        <QueryError what={t('reviews.these')} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <p role="status">{t('reviews.loading')}</p>
      ) : (
        <>
          {query.data.summary.count > 0 && <ReviewSummaryPanel summary={query.data.summary} choice={choice} />}
          {query.data.summary.count > 0 && <ReviewChoiceLinks choice={choice} />}
          {query.data.items.length === 0 ? (
            <p className={styles.empty}>{t(filtered ? 'reviews.noneMatch' : 'reviews.none')}</p>
          ) : (
            <div className={styles.list}>
              {query.data.items.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  experienceId={experience.id}
                  provider={experience.provider.label}
                />
              ))}
            </div>
          )}
          <Pager
            page={query.data.page}
            totalPages={query.data.totalPages}
            to={(page) => ({ search: searchWith(search, { ...choice, page }), hash: 'reviews' })}
            label={t('reviews.pages')}
          />
        </>
      )}
    </section>
  );
}
