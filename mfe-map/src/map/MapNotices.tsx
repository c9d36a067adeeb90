// Status over the map: the experiences could not be loaded (the map still shows governorates and capitals), with Retry.
import { useTranslation } from '@kemet/platform';
import { Button } from '@kemet/ui';
import type { MapExperiences } from '../api/getMapExperiences';
import styles from './MapNotices.module.css';
import '../messages/mapMessages';

export function MapNotices({ experiences }: { experiences: MapExperiences }) {
  const { t } = useTranslation('map');
  if (!experiences.isError) return null;
  return (
    <div className={styles.notice} role="status">
      <span>{t('notice.experiencesFailed')}</span>
      <Button size="sm" variant="secondary" onClick={experiences.retry}>
        {t('retry', { ns: 'common' })}
      </Button>
    </div>
  );
}
