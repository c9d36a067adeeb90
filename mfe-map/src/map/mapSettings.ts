// The map's fixed settings: the view of Egypt (docs/product/rules.md#the-map), its accessible name and the data credits.
export const MAP_CENTER: [number, number] = [26.6, 31.6];
export const MAP_ZOOM = 6;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
/** Zoom the map flies to when a location is chosen in the list. */
export const LOCATION_ZOOM = 10;

export const MAP_LABEL = 'Map of Egypt with events and governorate capitals';

/** Credits the data's licences ask for (see mfe-map/README.md). */
export const DATA_CREDITS = [
  'Boundaries: <a href="https://www.naturalearthdata.com/">Natural Earth</a>',
  'Cities: <a href="https://simplemaps.com/data/world-cities">SimpleMaps World Cities</a> (<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>)',
];
