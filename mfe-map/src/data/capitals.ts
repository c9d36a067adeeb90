// Turns the locations GeoJSON into the capitals the map and the list show, in alphabetical order.
import type { Capital, CapitalCollection } from './geoTypes';

export const UNNAMED_LOCATION = 'Unnamed Location';

export function capitalsFrom(collection: CapitalCollection): Capital[] {
  return collection.features
    .filter((feature) => feature.geometry?.type === 'Point')
    .map((feature, index) => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const name = feature.properties?.name?.trim() || UNNAMED_LOCATION;
      return {
        key: `${index}-${name}`,
        name,
        state: feature.properties?.state,
        population: feature.properties?.population,
        position: [lat, lng] as [number, number],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
