// Status over the map: loading, map data that failed (with Retry), or experiences that failed (map still works).
import { Button } from '@kemet/shared';
import type { ExperienceData } from '../data/useExperiences';
import type { GeoData } from '../data/useGeoData';
import styles from './MapNotices.module.css';

export function MapNotices({ geo, experiences }: { geo: GeoData; experiences: ExperienceData }) {
  if (geo.status === 'loading') {
    return (
      <p className={styles.notice} role="status">
        Loading the map…
      </p>
    );
  }
  if (geo.status === 'error') {
    return (
      <div className={`${styles.notice} ${styles.error}`} role="alert">
        <span>The map’s governorates and capitals could not be loaded.</span>
        <Button size="sm" variant="secondary" onClick={geo.retry}>
          Retry
        </Button>
      </div>
    );
  }
  if (experiences.status === 'error') {
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
