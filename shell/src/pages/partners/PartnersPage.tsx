// Partners: the invitation, partner logos, how to join, and the application form.
import { useRef } from 'react';
import { Button } from '@kemet/ui';
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';
import { JoinSteps } from './JoinSteps';
import { PartnerForm } from './PartnerForm';
import { PartnerLogos } from './PartnerLogos';
import styles from './PartnersPage.module.css';

export function PartnersPage() {
  usePageTitle('Partners');
  const formRef = useRef<HTMLElement>(null);

  const goToForm = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    formRef.current?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <div className={page.page}>
      <PageIntro
        eyebrow="Grow with Kemet"
        title="Partner with us"
        lead="Tour operators, guides, hotels and cultural venues across Egypt reach thousands of travelers through Kemet. Join a network of trusted local partners."
      >
        <Button onClick={goToForm}>Become a partner</Button>
      </PageIntro>
      <section className={page.section} aria-labelledby="our-partners">
        <h2 id="our-partners" className={page.sectionTitle}>
          Trusted by local partners
        </h2>
        <PartnerLogos />
      </section>
      <JoinSteps />
      <section ref={formRef} className={`${page.section} ${styles.formSection}`} aria-labelledby="apply">
        <h2 id="apply" className={page.sectionTitle}>
          Apply to become a partner
        </h2>
        <p className={page.sectionLead}>Tell us about your business. It takes about five minutes.</p>
        <PartnerForm />
      </section>
    </div>
  );
}
