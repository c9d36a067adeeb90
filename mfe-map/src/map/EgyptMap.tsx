// The Leaflet map: tiles when reachable, governorate shapes, capitals and experiences, credits and zoom state.
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer, ZoomControl } from 'react-leaflet';
import { usePreferences, useTranslation } from '@kemet/platform';
import type { Experience } from '@kemet/contract';
import type { Capital, GovernorateCollection } from '../data/geoTypes';
import type { TileConfig } from '../api/getTileConfig';
import { CapitalMarkers, type MarkerRegistry } from './CapitalMarkers';
import { ExperienceMarkers } from './ExperienceMarkers';
import { GovernorateLayer } from './GovernorateLayer';
import { MapCredits } from './MapCredits';
import { MapDirection } from './MapDirection';
import { MapStateAttributes } from './MapStateAttributes';
import { MAP_CENTER, MAP_ZOOM, MAX_ZOOM, MIN_ZOOM } from './mapSettings';
import { OfflineTolerantTiles } from './OfflineTolerantTiles';
import { PopupCloseLabels } from './PopupCloseLabels';
import type { PlaceNames } from './usePlaceNames';
import { useLayersInTurn } from './useLayersInTurn';
import styles from './EgyptMap.module.css';
import '../messages/mapMessages';

export interface EgyptMapProps {
  tiles: TileConfig | null;
  governorates?: GovernorateCollection;
  capitals?: Capital[];
  experiences?: Experience[];
  counts?: ReadonlyMap<string, number>;
  places: PlaceNames;
  markers: MarkerRegistry;
  onReady: (map: LeafletMap | null) => void;
}

export function EgyptMap({
  tiles,
  governorates,
  capitals,
  experiences,
  counts,
  places,
  markers,
  onReady,
}: EgyptMapProps) {
  const { t } = useTranslation('map');
  const { language } = usePreferences();
  const shown = useLayersInTurn([
    governorates !== undefined,
    capitals !== undefined,
    capitals !== undefined && experiences !== undefined,
  ]);
  return (
    <MapContainer
      ref={onReady}
      className={styles.map}
      center={MAP_CENTER}
      zoom={MAP_ZOOM}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      zoomControl={false}
    >
      {/* Top right in both languages: at narrow widths the west coast's markers sit where Leaflet puts it by default.
          Its button names are set when it is made, so a new language makes a new control (the map stays). */}
      <ZoomControl key={language} position="topright" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
      <MapDirection />
      <PopupCloseLabels />
      <MapStateAttributes />
      <MapCredits tileAttribution={tiles?.attribution} />
      {tiles && <OfflineTolerantTiles url={tiles.url} />}
      {shown >= 1 && governorates && <GovernorateLayer governorates={governorates} counts={counts} places={places} />}
      {shown >= 2 && capitals && <CapitalMarkers capitals={capitals} places={places} registry={markers} />}
      {shown >= 3 && capitals && experiences && <ExperienceMarkers experiences={experiences} capitals={capitals} />}
    </MapContainer>
  );
}
