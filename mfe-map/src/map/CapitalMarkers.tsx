// One marker per governorate capital, each with its popup; the list of locations is their keyboard path (it opens
// them).
import type { Marker as LeafletMarker } from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import type { Capital } from '../data/geoTypes';
import { CapitalPopup } from './CapitalPopup';
import { capitalIcon } from './markerIcons';
import { nameMarker } from './markerTitles';
import type { PlaceNames } from './usePlaceNames';

export type MarkerRegistry = Map<string, LeafletMarker>;

export function CapitalMarkers({
  capitals,
  places,
  registry,
}: {
  capitals: Capital[];
  places: PlaceNames;
  registry: MarkerRegistry;
}) {
  return capitals.map((capital) => {
    const name = places.capital(capital);
    return (
      <Marker
        key={capital.key}
        position={capital.position}
        icon={capitalIcon}
        title={name}
        alt={name}
        // Capitals overlap in the Delta at country zoom: the list of locations reaches them by keyboard instead.
        keyboard={false}
        // Under the experience pins and clusters that sit around the same capital.
        zIndexOffset={-1000}
        ref={(marker) => {
          if (!marker) return;
          nameMarker(marker, name);
          registry.set(capital.key, marker);
          return () => {
            registry.delete(capital.key);
          };
        }}
      >
        <Popup>
          <CapitalPopup capital={capital} places={places} />
        </Popup>
      </Marker>
    );
  });
}
