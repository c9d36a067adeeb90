// FAQ: the eight common questions as an accordion, and where to ask more.
import { Link, useTranslation } from '@kemet/platform';
import { Trans } from '@kemet/platform/trans';
import '../../messages/shellPagesMessages';
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';
import { FaqAccordion } from './FaqAccordion';
import { FAQ_KEYS } from './faqs';

export function FaqPage() {
  const { t } = useTranslation('shellPages');
  usePageTitle(t('faq.title'));
  const items = FAQ_KEYS.map((key) => ({
    question: t(`faq.items.${key}.question`),
    answer: t(`faq.items.${key}.answer`),
  }));
  return (
    <div className={page.page}>
      <PageIntro eyebrow={t('faq.eyebrow')} title={t('faq.heading')} lead={t('faq.lead')} />
      <FaqAccordion items={items} />
      <p className={page.sectionLead}>
        <Trans t={t} i18nKey="faq.more" components={{ contact: <Link to="/contactus" /> }} />
      </p>
    </div>
  );
}
