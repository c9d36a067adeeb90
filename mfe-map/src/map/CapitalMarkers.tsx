// One marker per governorate capital, each with its popup; registers each marker so the list can open it.
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
