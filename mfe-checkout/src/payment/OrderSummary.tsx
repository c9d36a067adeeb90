// The order summary card: the experience's image, title, description and price, plus whatever the page adds below.
import type { ReactNode } from 'react';
import type { Experience } from '@kemet/contract';
import { PriceTag } from './PriceTag';
import styles from './OrderSummary.module.css';

export function OrderSummary({ experience, children }: { experience: Experience; children?: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="checkout-summary-title">
      <img className={styles.image} src={experience.images[0]} width={experience.imageWidth} height={experience.imageHeight} alt={experience.name} />
      <div className={styles.body}>
        <p className={styles.eyebrow}>Order summary</p>
        <h2 id="checkout-summary-title" className={styles.title}>
          {experience.name}
        </h2>
        <p className={styles.meta}>
          {experience.location} · by {experience.provider.name}
        </p>
        <p className={styles.description}>{experience.description}</p>
        <PriceTag experience={experience} />
        {children}
      </div>
    </section>
  );
}
