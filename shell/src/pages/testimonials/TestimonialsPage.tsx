// Testimonials: what partners and travelers say, each with a 5-star rating.
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';
import { TestimonialCard } from './TestimonialCard';
import { PARTNER_TESTIMONIALS, TRAVELER_REVIEWS } from './testimonials';

export function TestimonialsPage() {
  usePageTitle('Testimonials');
  return (
    <div className={page.page}>
      <PageIntro eyebrow="In their words" title="Testimonials" lead="Partners and travelers on what it is like to work and travel with Kemet." />
      <section className={page.section} aria-labelledby="partner-voices">
        <h2 id="partner-voices" className={page.sectionTitle}>
          From our partners
        </h2>
        <div className={`${page.grid} ${page.grid3}`}>
          {PARTNER_TESTIMONIALS.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </div>
      </section>
      <section className={page.section} aria-labelledby="traveler-reviews">
        <h2 id="traveler-reviews" className={page.sectionTitle}>
          Traveler reviews
        </h2>
        <div className={`${page.grid} ${page.grid3}`}>
          {TRAVELER_REVIEWS.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </div>
      </section>
    </div>
  );
}
