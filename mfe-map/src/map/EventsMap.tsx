// EventsMap: the map of Egypt (governorates, capitals, experiences) and its list of locations; exposed as 'map/EventsMap'.
import './leafletSetup';
import '../messages/mapMessages';
import type { Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { useTranslation } from '@kemet/platform';
import { fxRatesQuery } from '@kemet/platform/query';
import { useQuery } from '@tanstack/react-query';
import { useMediaQuery } from '@kemet/ui';
import type { Capital } from '../data/geoTypes';
import { useMapExperiences } from '../api/getMapExperiences';
import { useGeoData } from '../api/getGeoData';
import { useTileConfig } from '../api/getTileConfig';
import type { MarkerRegistry } from './CapitalMarkers';
import { EgyptMap } from './EgyptMap';
import { LocationList } from './LocationList';
import { MapNotices } from './MapNotices';
import { useFlyToCapital } from './useFlyToCapital';
import { usePlaceNames } from './usePlaceNames';
import styles from './EventsMap.module.css';

export interface EventsMapProps {
  /** The events page's 'Locations' toggle: shows the list on narrow screens (it is always shown when wider than 768px). */
  showLocations?: boolean;
}

export default function EventsMap({ showLocations = false }: EventsMapProps) {
  const { t } = useTranslation('map');
  const geo = useGeoData();
  const experiences = useMapExperiences();
  const tiles = useTileConfig();
  // The popups show prices in the traveller's currency: the rates come with the map, not when a popup opens.
  useQuery(fxRatesQuery());
  // Wider than 768px: the list of locations is always shown.
  const wide = useMediaQuery('aboveMedium');
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [markers] = useState<MarkerRegistry>(() => new Map());
  const [selected, setSelected] = useState<string>();
  const flyTo = useFlyToCapital(map, markers);
  const listShown = wide || showLocations;
  const capitals = geo.data?.capitals;
  const places = usePlaceNames(experiences.labels);

  const selectCapital = (capital: Capital) => {
    setSelected(capital.key);
    flyTo(capital);
  };

  return (
    // Beside the map, the list sits at the reading end: the grid mirrors with the page's direction.
    <section className={`${styles.layout} ${listShown ? styles.withList : ''}`} aria-label={t('section')}>
      <div className={styles.mapArea}>
        <EgyptMap
          tiles={tiles}
          governorates={geo.data?.governorates}
          capitals={capitals}
          experiences={experiences.items}
          counts={experiences.counts}
          places={places}
          markers={markers}
          onReady={setMap}
        />
        <MapNotices geo={geo} experiences={experiences} />
      </div>
      {listShown && capitals && <LocationList capitals={capitals} places={places} onSelect={selectCapital} selectedKey={selected} />}
    </section>
  );
}
