// The page for an address no known remote claims while some remote's manifest is unknown (down since the shell
// started): the page may be that remote's, so it says the part is not available now and offers Retry, never 404.
import { Button, buttonClassName } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import { PageIntro } from '../ui/PageIntro';
import { usePageTitle } from '../ui/usePageTitle';

export function PartUnavailablePage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('unavailable.title'));
  return (
    <PageIntro eyebrow={t('unavailable.eyebrow')} title={t('unavailable.title')} lead={t('unavailable.lead')}>
      <Button onClick={() => window.location.reload()}>{t('unavailable.retry')}</Button>
      <Link to="/home" className={buttonClassName('secondary')}>
        {t('notFound.home')}
      </Link>
    </PageIntro>
  );
}
