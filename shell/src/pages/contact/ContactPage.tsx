// Contact us: how to reach the team, and the contact form.
import { useTranslation } from '@kemet/platform';
import { Trans } from '@kemet/platform/trans';
import '../../messages/shellPagesMessages';
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import { REACH_US } from '../../ui/reachUs';
import page from '../../ui/Page.module.css';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  const { t } = useTranslation('shellPages');
  usePageTitle(t('contact.title'));
  return (
    <div className={page.page}>
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <div className={`${page.grid} ${page.grid2}`}>
        <section className={page.section} aria-labelledby="contact-ways">
          <h2 id="contact-ways" className={page.sectionTitle}>
            {t('contact.ways')}
          </h2>
          <p className={page.sectionLead}>
            <Trans t={t} i18nKey="contact.waysText" components={REACH_US} />
          </p>
          <p className={page.sectionLead}>{t('contact.office')}</p>
        </section>
        <div>
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
