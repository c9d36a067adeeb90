// Terms of Service: a short, plain-language summary of the rules for using Kemet.
import { useTranslation } from '@kemet/platform';
import '../../messages/shellPagesMessages';
import { InfoPage } from './InfoPage';

const SECTIONS = ['who', 'account', 'bookings', 'use', 'liability'] as const;

export function TermsPage() {
  const { t } = useTranslation('shellPages');
  return (
    <InfoPage title={t('terms.title')} lead={t('terms.lead')} updated="2025-03-01">
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`terms.sections.${section}.title`)}</h2>
          <p>{t(`terms.sections.${section}.text`)}</p>
        </section>
      ))}
    </InfoPage>
  );
}
