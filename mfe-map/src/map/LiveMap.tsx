// The live Leaflet map, a chunk of its own (Leaflet and its plugins are most of the map's code): tiles when reachable,
// the governorates, capitals and experiences, and a notice when the experiences could not be loaded.
import './leafletSetup';
import type { Map as LeafletMap } from 'leaflet';
import { useQuery } from '@tanstack/react-query';
import { fxRatesQuery } from '@kemet/platform/query';
import type { MapExperiences } from '../api/getMapExperiences';
import { useTileConfig } from '../api/getTileConfig';
import { geoData } from '../data/geoData';
import type { MarkerRegistry } from './CapitalMarkers';
import { EgyptMap } from './EgyptMap';
import { MapNotices } from './MapNotices';
import type { PlaceNames } from './usePlaceNames';

export interface LiveMapProps {
  experiences: MapExperiences;
  places: PlaceNames;
  markers: MarkerRegistry;
  onReady: (map: LeafletMap | null) => void;
}

export default function LiveMap({ experiences, places, markers, onReady }: LiveMapProps) {
  const tiles = useTileConfig();
  // The popups show prices in the traveller's currency: the rates come with the map, not when a popup opens.
  useQuery(fxRatesQuery());
  return (
    <>
      <EgyptMap
        tiles={tiles}
        governorates={geoData.governorates}
        capitals={geoData.capitals}
        experiences={experiences.items}
        counts={experiences.counts}
        places={places}
        markers={markers}
        onReady={onReady}
      />
      <MapNotices experiences={experiences} />
    </>
  );
}
