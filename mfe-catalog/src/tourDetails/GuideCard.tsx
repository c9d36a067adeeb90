// The guide card (fixed, docs/product/rules.md#fixed-content): languages English and Spanish, 12 years experience, rating 3.5/5.
import styles from './GuideCard.module.css';

export const GUIDE = { languages: ['English', 'Spanish'], yearsExperience: 12, rating: 3.5 } as const;

export function GuideCard() {
  const filled = Math.floor(GUIDE.rating);
  return (
    <section className={styles.card} aria-labelledby="catalog-guide-title">
      <h2 id="catalog-guide-title" className={styles.heading}>
        Your guide
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Languages</dt>
          <dd>{GUIDE.languages.join(' and ')}</dd>
        </div>
        <div>
          <dt>Experience</dt>
          <dd>{`${GUIDE.yearsExperience} years experience`}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd className={styles.rating}>
            <span aria-hidden="true" className={styles.stars}>
              {'★'.repeat(filled)}
              <span className={styles.half}>★</span>
              {'☆'.repeat(4 - filled)}
            </span>
            {`${GUIDE.rating}/5`}
          </dd>
        </div>
      </dl>
    </section>
  );
}
