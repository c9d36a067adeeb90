// Status over the map: loading, map data that failed (with Retry), or experiences that failed (map still works).
import { Button } from '@kemet/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MapExperiences } from '../api/getMapExperiences';
import styles from './MapNotices.module.css';

export function MapNotices({ geo, experiences }: { geo: UseQueryResult; experiences: MapExperiences }) {
  if (geo.isPending) {
    return (
      <p className={styles.notice} role="status">
        Loading the map…
      </p>
    );
  }
  if (geo.isError) {
    return (
      <div className={`${styles.notice} ${styles.error}`} role="alert">
        <span>The map’s governorates and capitals could not be loaded.</span>
        <Button size="sm" variant="secondary" onClick={() => void geo.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (experiences.isError) {
    return (
      <div className={styles.notice} role="status">
        <span>Events could not be loaded, so the map shows governorates and capitals only.</span>
        <Button size="sm" variant="secondary" onClick={experiences.retry}>
          Retry
        </Button>
      </div>
    );
  }
  return null;
}
