// Privacy Policy: what Kemet collects, why, and the traveler's choices.
import { useTranslation } from '@kemet/platform';
import { Trans } from '@kemet/platform/trans';
import '../../messages/shellPagesMessages';
import { MailLink } from '../../ui/reachUs';
import { InfoPage } from './InfoPage';

const SECTIONS = ['collect', 'use', 'cookies', 'choices'] as const;
const PRIVACY_EMAIL = { email: <MailLink to="privacy@kemet.example" /> };

export function PrivacyPage() {
  const { t } = useTranslation('shellPages');
  return (
    <InfoPage title={t('privacy.title')} lead={t('privacy.lead')} updated="2025-03-01">
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`privacy.${section}`)}</h2>
          <p>
            <Trans t={t} i18nKey={`privacy.${section}Text`} components={PRIVACY_EMAIL} />
          </p>
        </section>
      ))}
    </InfoPage>
  );
}
