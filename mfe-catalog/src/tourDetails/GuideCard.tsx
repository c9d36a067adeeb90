// The guide card (fixed, docs/product/rules.md#fixed-content): languages English and Spanish, 12 years experience,
// rating 3.5/5.
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import styles from './GuideCard.module.css';

export const GUIDE = { yearsExperience: 12, rating: 3.5 } as const;

export function GuideCard() {
  const { t } = useTranslation('catalog');
  const filled = Math.floor(GUIDE.rating);
  return (
    <section className={styles.card} aria-labelledby="catalog-guide-title">
      <h2 id="catalog-guide-title" className={styles.heading}>
        {t('guide.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('guide.languages')}</dt>
          <dd>{t('guide.languageList')}</dd>
        </div>
        <div>
          <dt>{t('guide.experience')}</dt>
          <dd>{t('guide.years', { count: GUIDE.yearsExperience })}</dd>
        </div>
        <div>
          <dt>{t('guide.rating')}</dt>
          <dd className={styles.rating}>
            <span aria-hidden="true" className={styles.stars}>
              {'★'.repeat(filled)}
              <span className={styles.half}>★</span>
              {'☆'.repeat(4 - filled)}
            </span>
            {t('guide.ratingValue', { rating: GUIDE.rating })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
