// FAQ: the eight common questions as an accordion, and where to ask more.
import { Link } from '@kemet/platform';
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';
import { FaqAccordion } from './FaqAccordion';
import { FAQS } from './faqs';

export function FaqPage() {
  usePageTitle('FAQ');
  return (
    <div className={page.page}>
      <PageIntro
        eyebrow="Good to know"
        title="Frequently asked questions"
        lead="Quick answers about booking, payments, visas and travelling in Egypt."
      />
      <FaqAccordion items={FAQS} />
      <p className={page.sectionLead}>
        Still have a question? <Link to="/contactus">Contact us</Link> and we will be glad to help.
      </p>
    </div>
  );
}
