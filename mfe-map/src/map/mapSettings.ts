// The map's fixed settings: the view of Egypt (docs/product/rules.md#the-map). Its name and the data credits the
// licences ask for (see mfe-map/README.md) are words of the "map" namespace (src/messages/).
export const MAP_CENTER: [number, number] = [26.6, 31.6];
export const MAP_ZOOM = 6;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
/** Zoom the map flies to when a location is chosen in the list. */
export const LOCATION_ZOOM = 10;
