// The page for an address we do not know, with ways back.
import { buttonClassName } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import { PageIntro } from '../ui/PageIntro';
import { usePageTitle } from '../ui/usePageTitle';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('notFound.title'));
  return (
    <PageIntro eyebrow={t('notFound.eyebrow')} title={t('notFound.title')} lead={t('notFound.lead')}>
      <Link to="/home" className={buttonClassName('primary')}>
        {t('notFound.home')}
      </Link>
      <Link to="/events" className={buttonClassName('secondary')}>
        {t('notFound.events')}
      </Link>
    </PageIntro>
  );
}
