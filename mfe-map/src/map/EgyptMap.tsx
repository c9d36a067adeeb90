// The Leaflet map: tiles when reachable, governorate shapes, capitals and experiences, credits and zoom state.
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer, ZoomControl } from 'react-leaflet';
import type { Experience } from '@kemet/contract';
import type { Capital, GovernorateCollection } from '../data/geoTypes';
import type { TileConfig } from '../api/getTileConfig';
import { CapitalMarkers, type MarkerRegistry } from './CapitalMarkers';
import { ExperienceMarkers } from './ExperienceMarkers';
import { GovernorateLayer } from './GovernorateLayer';
import { MapCredits } from './MapCredits';
import { MapStateAttributes } from './MapStateAttributes';
import { MAP_CENTER, MAP_ZOOM, MAX_ZOOM, MIN_ZOOM } from './mapSettings';
import { OfflineTolerantTiles } from './OfflineTolerantTiles';
import { useLayersInTurn } from './useLayersInTurn';
import styles from './EgyptMap.module.css';

export interface EgyptMapProps {
  tiles: TileConfig | null;
  governorates?: GovernorateCollection;
  capitals?: Capital[];
  experiences?: Experience[];
  counts?: ReadonlyMap<string, number>;
  markers: MarkerRegistry;
  onReady: (map: LeafletMap | null) => void;
}

export function EgyptMap({ tiles, governorates, capitals, experiences, counts, markers, onReady }: EgyptMapProps) {
  const shown = useLayersInTurn([governorates !== undefined, capitals !== undefined, capitals !== undefined && experiences !== undefined]);
  return (
    <MapContainer ref={onReady} className={styles.map} center={MAP_CENTER} zoom={MAP_ZOOM} minZoom={MIN_ZOOM} maxZoom={MAX_ZOOM} zoomControl={false}>
      {/* Top right: at narrow widths the west coast's markers sit where Leaflet puts it by default. */}
      <ZoomControl position="topright" />
      <MapStateAttributes />
      <MapCredits tileAttribution={tiles?.attribution} />
      {tiles && <OfflineTolerantTiles url={tiles.url} />}
      {shown >= 1 && governorates && <GovernorateLayer governorates={governorates} counts={counts} />}
      {shown >= 2 && capitals && <CapitalMarkers capitals={capitals} registry={markers} />}
      {shown >= 3 && capitals && experiences && <ExperienceMarkers experiences={experiences} capitals={capitals} />}
    </MapContainer>
  );
}
