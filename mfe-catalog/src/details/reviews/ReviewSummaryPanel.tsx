// The reviews' summary: the average, how many, and how many gave each score, each score a link that filters by it.
import { Link, Stars, useFormat, useLocation, useTranslation } from '@kemet/platform';
import type { ReviewSummary } from '@kemet/contract';
import '../../messages/catalogMessages';
import { searchWith, type ReviewChoice } from './reviewChoice';
import styles from './Reviews.module.css';

const SCORES = [5, 4, 3, 2, 1] as const;

export function ReviewSummaryPanel({ summary, choice }: { summary: ReviewSummary; choice: ReviewChoice }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const { search } = useLocation();
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        {summary.average !== null && (
          <>
            <span className={styles.averageNumber}>
              {format.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>
            <Stars score={summary.average} />
          </>
        )}
        <span className={styles.count}>{t('reviews.count', { count: summary.count })}</span>
      </div>
      <ul className={styles.distribution} aria-label={t('reviews.distribution')}>
        {SCORES.map((score) => {
          const n = summary.distribution[score];
          const share = summary.count === 0 ? 0 : Math.round((n / summary.count) * 100);
          return (
            <li key={score}>
              <Link
                to={{ search: searchWith(search, { score: choice.score === score ? undefined : score }) }}
                preventScrollReset
                className={styles.barRow}
                aria-current={choice.score === score ? 'true' : undefined}
              >
                {/* Named by hidden words, not aria-label: what is seen stays out of the name instead of contradicting it. */}
                <span className="visually-hidden">
                  {t('reviews.scoreRow', {
                    stars: t('reviews.stars', { count: score }),
                    reviews: t('reviews.count', { count: n }),
                  })}
                </span>
                <span aria-hidden="true">{format.number(score)} ★</span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ inlineSize: `${share}%` }} />
                </span>
                <span aria-hidden="true">{format.number(n)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
