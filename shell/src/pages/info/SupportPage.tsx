// Support Center: how to get help with bookings, payments and a forgotten password.
import { Link, useTranslation } from '@kemet/platform';
import { Trans } from '@kemet/platform/trans';
import '../../messages/shellPagesMessages';
import { REACH_US } from '../../ui/reachUs';
import { InfoPage } from './InfoPage';

const SECTIONS = ['contact', 'password', 'bookings', 'more'] as const;
const LINKS = {
  ...REACH_US,
  help: <Link to="/forgot-password" />,
  bookings: <Link to="/bookings" />,
  faq: <Link to="/faq" />,
};

export function SupportPage() {
  const { t } = useTranslation('shellPages');
  return (
    <InfoPage title={t('support.title')} lead={t('support.lead')}>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`support.${section}`)}</h2>
          <p>
            <Trans t={t} i18nKey={`support.${section}Text`} components={LINKS} />
          </p>
        </section>
      ))}
    </InfoPage>
  );
}
