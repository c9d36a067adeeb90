// The page for an address we do not know, with ways back: home, and the header's first site link.
import { buttonClassName } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import { useLocalized, useSite } from '../app/site';
import { PageIntro } from '../ui/PageIntro';
import { usePageTitle } from '../ui/usePageTitle';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const localized = useLocalized();
  const browse = useSite().nav.find(
    (entry) => entry.place === 'main' && entry.signedIn === undefined && entry.role === undefined,
  );
  usePageTitle(t('notFound.title'));
  return (
    <PageIntro eyebrow={t('notFound.eyebrow')} title={t('notFound.title')} lead={t('notFound.lead')}>
      <Link to="/home" className={buttonClassName('primary')}>
        {t('notFound.home')}
      </Link>
      {browse && (
        <Link to={browse.path} className={buttonClassName('secondary')}>
          {localized(browse.label)}
        </Link>
      )}
    </PageIntro>
  );
}
