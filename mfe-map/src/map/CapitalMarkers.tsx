// One marker per governorate capital, each with its popup; the list of locations is their keyboard path (it opens them).
import type { Marker as LeafletMarker } from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import type { Capital } from '../data/geoTypes';
import { CapitalPopup } from './CapitalPopup';
import { capitalIcon } from './markerIcons';

export type MarkerRegistry = Map<string, LeafletMarker>;

export function CapitalMarkers({ capitals, registry }: { capitals: Capital[]; registry: MarkerRegistry }) {
  return capitals.map((capital) => (
    <Marker
      key={capital.key}
      position={capital.position}
      icon={capitalIcon}
      title={capital.name}
      alt={capital.name}
      // Capitals overlap in the Delta at country zoom: the list of locations reaches them by keyboard instead.
      keyboard={false}
      // Under the experience pins and clusters that sit around the same capital.
      zIndexOffset={-1000}
      ref={(marker) => {
        if (!marker) return;
        registry.set(capital.key, marker);
        return () => {
          registry.delete(capital.key);
        };
      }}
    >
      <Popup>
        <CapitalPopup capital={capital} />
      </Popup>
    </Marker>
  ));
}
