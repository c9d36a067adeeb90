// Where Leaflet draws a place in the map's starting view: Web Mercator (EPSG:3857) pixels at MAP_ZOOM, measured from
// MAP_CENTER, which Leaflet puts in the middle of the map box. A picture drawn with them lines up with the live map.
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { MAP_CENTER, MAP_ZOOM } from '../mapSettings';

const WORLD_PIXELS = 256 * 2 ** MAP_ZOOM;

function mercator(lat: number, lng: number): [number, number] {
  const sin = Math.sin((lat * Math.PI) / 180);
  return [(WORLD_PIXELS * (lng + 180)) / 360, WORLD_PIXELS * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI))];
}

const [centerX, centerY] = mercator(...MAP_CENTER);

/** [x, y] in pixels from the middle of the map box, for a [lat, lng]. */
export function offsetFromCenter([lat, lng]: [number, number]): [number, number] {
  const [x, y] = mercator(lat, lng);
  return [x - centerX, y - centerY];
}

const ring = (positions: Position[]) =>
  positions
    .map(([lng = 0, lat = 0], i) => {
      const [x, y] = offsetFromCenter([lat, lng]);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join('') + 'Z';

/** An SVG path for a governorate's shape (holes included: drawn with fill-rule evenodd, as Leaflet does). */
export function pathData(geometry: Polygon | MultiPolygon): string {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flatMap((rings) => rings.map(ring)).join('');
}
