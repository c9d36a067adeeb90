// Catalog's home sections, mounted from the catalog remote, each holding its real height while it loads.
import { RemoteComponent, useTranslation } from '@kemet/platform';
import '../../messages/shellMessages';
import { Skeleton } from '@kemet/ui';
import { HOME_SECTIONS } from '../../app/remoteRoutes';

export function HomeSections() {
  const { t } = useTranslation('shell');
  return HOME_SECTIONS.map(({ remote, module, part, height, hydrateOnIntent }) => {
    const label = t(`remotes.${part}.label`);
    return (
      <div key={module}>
        <RemoteComponent
          remote={remote}
          module={module}
          label={label}
          hydrateOnIntent={hydrateOnIntent}
          fallback={<Skeleton height={height} label={t('home.sectionLoading', { label })} />}
        />
      </div>
    );
  });
}
