// Map on: the map remote's EventsMap, federated behind its own boundary, so a broken map never costs the cards.
// It mounts once the page has painted: the heading and filters come first.
import { RemoteComponent } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import { useIdle } from '../hooks/useIdle';
import styles from './EventsPage.module.css';

const MAP_HEIGHT = 'min(70vh, 640px)';

export function EventsMapPanel({ showLocations }: { showLocations: boolean }) {
  const idle = useIdle();
  const loading = <Skeleton height={MAP_HEIGHT} label="Loading the map" />;
  return (
    <div className={styles.map}>
      {idle ? <RemoteComponent remote="map" module="EventsMap" label="map" props={{ showLocations }} fallback={loading} /> : loading}
      <p className={styles.mapHint}>Prefer a list? Switch “Events Map” off to see the events as cards.</p>
    </div>
  );
}
