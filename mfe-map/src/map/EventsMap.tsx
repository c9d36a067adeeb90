// EventsMap: the map of Egypt (governorates, capitals, experiences) and its list of locations; exposed as
// 'map/EventsMap'. The server renders a picture of the starting view and the list; in the browser the live Leaflet
// map takes the picture's place (the catalog mounts this part once the visitor reaches for it).
import './leafletStyles';
import '../messages/mapMessages';
import type { Map as LeafletMap } from 'leaflet';
import { lazy, Suspense, useState } from 'react';
import { useHydrated, useTranslation } from '@kemet/platform';
import type { Capital } from '../data/geoTypes';
import { geoData } from '../data/geoData';
import { useMapExperiences } from '../api/getMapExperiences';
import { MapPreview } from './preview/MapPreview';
import type { MarkerRegistry } from './CapitalMarkers';
import { LocationList } from './LocationList';
import { useFlyToCapital } from './useFlyToCapital';
import { usePlaceNames } from './usePlaceNames';
import styles from './EventsMap.module.css';

const LiveMap = lazy(() => import(/* webpackChunkName: "live-map" */ './LiveMap'));

export interface EventsMapProps {
  /**
   * The events page's 'Locations' toggle: shows the list on narrow screens (it is always shown when wider than 768px).
   */
  showLocations?: boolean;
}

export default function EventsMap({ showLocations = false }: EventsMapProps) {
  const { t } = useTranslation('map');
  const inBrowser = useHydrated();
  const experiences = useMapExperiences();
  const places = usePlaceNames(experiences.labels);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [markers] = useState<MarkerRegistry>(() => new Map());
  const [selected, setSelected] = useState<string>();
  const flyTo = useFlyToCapital(map, markers);
  const selectCapital = (capital: Capital) => {
    setSelected(capital.key);
    flyTo(capital);
  };

  const preview = <MapPreview places={places} />;
  return (
    // Beside the map, the list sits at the reading end: the grid mirrors with the page's direction. Whether the list
    // shows is the stylesheet's to say (always above 768px), so the server's HTML is right at every width.
    <section className={styles.layout} data-locations={showLocations ? 'shown' : 'wide-only'} aria-label={t('section')}>
      <div className={styles.mapArea}>
        <Suspense fallback={preview}>
          {inBrowser ? (
            <LiveMap experiences={experiences} places={places} markers={markers} onReady={setMap} />
          ) : (
            preview
          )}
        </Suspense>
      </div>
      <LocationList capitals={geoData.capitals} places={places} onSelect={selectCapital} selectedKey={selected} />
    </section>
  );
}
