// One testimonial: stars, the quote, and who said it.
import { useTranslation } from '@kemet/platform';
import '../../messages/shellPagesMessages';
import page from '../../ui/Page.module.css';
import { Stars } from './Stars';
import type { Testimonial } from './testimonials';
import styles from './TestimonialsPage.module.css';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('shellPages');
  const words = (field: 'quote' | 'name' | 'detail') => t(`testimonials.quotes.${testimonial.key}.${field}`);
  return (
    <figure className={`${page.card} ${styles.card}`}>
      <Stars rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{words('quote')}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <strong>{words('name')}</strong>
        <span>{words('detail')}</span>
      </figcaption>
    </figure>
  );
}
