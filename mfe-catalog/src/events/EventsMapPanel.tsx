// Map on: the map remote's EventsMap, federated behind its own boundary, so a broken map never costs the cards.
import { RemoteComponent, Skeleton } from '@kemet/shared';
import styles from './EventsPage.module.css';

export function EventsMapPanel({ showLocations }: { showLocations: boolean }) {
  return (
    <div className={styles.map}>
      <RemoteComponent
        remote="map"
        module="EventsMap"
        label="map"
        props={{ showLocations }}
        fallback={<Skeleton height="min(70vh, 640px)" label="Loading the map" />}
      />
      <p className={styles.mapHint}>Prefer a list? Switch “Events Map” off to see the events as cards.</p>
    </div>
  );
}
