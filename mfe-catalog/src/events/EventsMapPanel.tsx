// Map on: the map remote's EventsMap, federated behind its own boundary, so a broken map never costs the cards.
// The server renders its picture of Egypt and its list of locations; its code (and Leaflet's) loads once the visitor
// reaches for it, so the page's own first render never waits for a map.
import { Link, RemoteComponent, useTranslation } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import '../messages/catalogMessages';
import styles from './EventsPage.module.css';

const MAP_HEIGHT = 'min(70vh, 640px)';

export function EventsMapPanel({ showLocations }: { showLocations: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.map}>
      <RemoteComponent
        remote="map"
        module="EventsMap"
        label="map"
        props={{ showLocations }}
        hydrateOnIntent
        fallback={<Skeleton height={MAP_HEIGHT} label={t('events.loadingMap')} />}
      />
      <p className={styles.mapHint}>{t('events.mapHint')}</p>
      {/* The live map needs JavaScript; a reader without it (a crawler too) gets the cards from here. */}
      <noscript>
        <p className={styles.mapHint}>
          <Link to="/events?map=off">{t('events.listWithoutScript')}</Link>
        </p>
      </noscript>
    </div>
  );
}
