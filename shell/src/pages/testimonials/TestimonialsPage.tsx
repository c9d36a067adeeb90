// Testimonials: what partners and travelers say, each with a 5-star rating.
import { useTranslation } from '@kemet/platform';
import '../../messages/shellPagesMessages';
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';
import { TestimonialCard } from './TestimonialCard';
import { PARTNER_TESTIMONIALS, TRAVELER_REVIEWS } from './testimonials';

export function TestimonialsPage() {
  const { t } = useTranslation('shellPages');
  usePageTitle(t('testimonials.title'));
  return (
    <div className={page.page}>
      <PageIntro eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} lead={t('testimonials.lead')} />
      <section className={page.section} aria-labelledby="partner-voices">
        <h2 id="partner-voices" className={page.sectionTitle}>
          {t('testimonials.partners')}
        </h2>
        <div className={`${page.grid} ${page.grid3}`}>
          {PARTNER_TESTIMONIALS.map((testimonial) => (
            <TestimonialCard key={testimonial.key} testimonial={testimonial} />
          ))}
        </div>
      </section>
      <section className={page.section} aria-labelledby="traveler-reviews">
        <h2 id="traveler-reviews" className={page.sectionTitle}>
          {t('testimonials.travelers')}
        </h2>
        <div className={`${page.grid} ${page.grid3}`}>
          {TRAVELER_REVIEWS.map((testimonial) => (
            <TestimonialCard key={testimonial.key} testimonial={testimonial} />
          ))}
        </div>
      </section>
    </div>
  );
}
