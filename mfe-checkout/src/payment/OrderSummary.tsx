// The order summary card: the experience's image, title, description and price, plus whatever the page adds below.
import type { ReactNode } from 'react';
import type { Experience } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import { pictureSourcesOf } from '@kemet/ui';
import { PriceTag } from './PriceTag';
import styles from './OrderSummary.module.css';
import '../messages/checkoutMessages';

export function OrderSummary({ experience, children }: { experience: Experience; children?: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <section className={styles.card} aria-labelledby="checkout-summary-title">
      {/* The page's largest paint, in the server's HTML: asked for first, before the scripts that take the page over. */}
      <img
        className={styles.image}
        {...pictureSourcesOf(experience.images[0])}
        sizes="(min-width: 1280px) 560px, (min-width: 768px) 40vw, 90vw"
        width={experience.imageWidth}
        height={experience.imageHeight}
        alt={experience.name}
        fetchPriority="high"
      />
      <div className={styles.body}>
        <p className={styles.eyebrow}>{t('summary.eyebrow')}</p>
        <h2 id="checkout-summary-title" className={styles.title}>
          {experience.name}
        </h2>
        <p className={styles.meta}>
          {t('summary.meta', { location: experience.locationLabel, provider: experience.provider.label })}
        </p>
        <p className={styles.description}>
          <bdi>{experience.description}</bdi>
        </p>
        <PriceTag experience={experience} />
        {children}
      </div>
    </section>
  );
}
