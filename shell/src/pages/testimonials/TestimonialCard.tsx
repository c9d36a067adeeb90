// One testimonial: stars, the quote, and who said it.
import page from '../../ui/Page.module.css';
import { Stars } from './Stars';
import type { Testimonial } from './testimonials';
import styles from './TestimonialsPage.module.css';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={`${page.card} ${styles.card}`}>
      <Stars rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <strong>{testimonial.name}</strong>
        <span>{testimonial.detail}</span>
      </figcaption>
    </figure>
  );
}
