// Partners: the invitation, partner logos, how to join, and the application form.
import { useRef } from 'react';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../../messages/shellPagesMessages';
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';
import { JoinSteps } from './JoinSteps';
import { PartnerForm } from './PartnerForm';
import { PartnerLogos } from './PartnerLogos';
import styles from './PartnersPage.module.css';

export function PartnersPage() {
  const { t } = useTranslation('shellPages');
  usePageTitle(t('partners.title'));
  const formRef = useRef<HTMLElement>(null);

  const goToForm = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    formRef.current?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <div className={page.page}>
      <PageIntro eyebrow={t('partners.eyebrow')} title={t('partners.heading')} lead={t('partners.lead')}>
        <Button onClick={goToForm}>{t('partners.become')}</Button>
      </PageIntro>
      <section className={page.section} aria-labelledby="our-partners">
        <h2 id="our-partners" className={page.sectionTitle}>
          {t('partners.trusted')}
        </h2>
        <PartnerLogos />
      </section>
      <JoinSteps />
      <section ref={formRef} className={`${page.section} ${styles.formSection}`} aria-labelledby="apply">
        <h2 id="apply" className={page.sectionTitle}>
          {t('partners.apply')}
        </h2>
        <p className={page.sectionLead}>{t('partners.applyLead')}</p>
        <PartnerForm />
      </section>
    </div>
  );
}
