// Map on: the map remote's EventsMap, federated behind its own boundary, so a broken map never costs the cards.
// It mounts once the page has painted: the heading and filters come first.
import { Link, RemoteComponent, useTranslation } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import '../messages/catalogMessages';
import { useIdle } from '../hooks/useIdle';
import styles from './EventsPage.module.css';

const MAP_HEIGHT = 'min(70vh, 640px)';

export function EventsMapPanel({ showLocations }: { showLocations: boolean }) {
  const { t } = useTranslation('catalog');
  const idle = useIdle();
  const loading = <Skeleton height={MAP_HEIGHT} label={t('events.loadingMap')} />;
  return (
    <div className={styles.map}>
      {idle ? <RemoteComponent remote="map" module="EventsMap" label="map" props={{ showLocations }} fallback={loading} /> : loading}
      <p className={styles.mapHint}>{t('events.mapHint')}</p>
      {/* The map needs JavaScript; a reader without it (a crawler too) gets the cards from here. */}
      <noscript>
        <p className={styles.mapHint}>
          <Link to="/events?map=off">{t('events.listWithoutScript')}</Link>
        </p>
      </noscript>
    </div>
  );
}
