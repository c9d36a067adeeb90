// Map on: the map remote's EventsMap, federated behind its own boundary, so a broken map never costs the cards, and
// beside it (below it on narrow screens) the events it shows, as a list. The server renders the map's picture of
// Egypt, its list of locations and the events; the map's code (and Leaflet's) loads once the visitor reaches for it,
// so the page's own first render never waits for a map.
import { RemoteComponent, useTranslation, type LinkProps } from '@kemet/platform';
import { Skeleton } from '@kemet/ui';
import '../messages/catalogMessages';
import type { ExperiencesQueryState } from '../hooks/useExperiencesQuery';
import { EventsOnMapList } from './EventsOnMapList';
import styles from './EventsPage.module.css';

const MAP_HEIGHT = 'min(70vh, 640px)';

interface Props {
  query: ExperiencesQueryState;
  /** The events as cards (the map switched off). */
  cardsLink: LinkProps['to'];
}

export function EventsMapPanel({ query, cardsLink }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.mapWithList}>
      <div className={styles.map}>
        <RemoteComponent
          remote="map"
          module="EventsMap"
          label="map"
          props={{ showLocations: query.locationsOn }}
          hydrateOnIntent
          fallback={<Skeleton height={MAP_HEIGHT} label={t('events.loadingMap')} />}
        />
        <p className={styles.mapHint}>{t('events.mapHint')}</p>
      </div>
      <EventsOnMapList query={query} cardsLink={cardsLink} />
    </div>
  );
}
