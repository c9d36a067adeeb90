// A marker's name (its title, which Leaflet reads once when it draws the icon): set again when the language changes,
// on the marker and on its icon if drawn, so a marker that stays on the map is renamed too.
import type { Marker } from 'leaflet';

export function nameMarker(marker: Marker, name: string) {
  marker.options.title = name;
  marker.options.alt = name;
  const icon = marker.getElement();
  if (icon && icon.title !== name) icon.title = name;
}
