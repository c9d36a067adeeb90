// Status over the map: loading, map data that failed (with Retry), or experiences that failed (map still works).
import { useTranslation } from '@kemet/platform';
import { Button } from '@kemet/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MapExperiences } from '../api/getMapExperiences';
import styles from './MapNotices.module.css';
import '../messages/mapMessages';

export function MapNotices({ geo, experiences }: { geo: UseQueryResult; experiences: MapExperiences }) {
  const { t } = useTranslation('map');
  const retry = t('retry', { ns: 'common' });
  if (geo.isPending) {
    return (
      <p className={styles.notice} role="status">
        {t('notice.loading')}
      </p>
    );
  }
  if (geo.isError) {
    return (
      <div className={`${styles.notice} ${styles.error}`} role="alert">
        <span>{t('notice.geoFailed')}</span>
        <Button size="sm" variant="secondary" onClick={() => void geo.refetch()}>
          {retry}
        </Button>
      </div>
    );
  }
  if (experiences.isError) {
    return (
      <div className={styles.notice} role="status">
        <span>{t('notice.experiencesFailed')}</span>
        <Button size="sm" variant="secondary" onClick={experiences.retry}>
          {retry}
        </Button>
      </div>
    );
  }
  return null;
}
