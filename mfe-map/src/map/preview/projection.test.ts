// The picture must line up with the live map that replaces it: every capital and every corner of every governorate
// where Leaflet itself puts them in the starting view.
import { CRS, latLng } from 'leaflet';
import { geoData } from '../../data/geoData';
import { MAP_CENTER, MAP_ZOOM } from '../mapSettings';
import { offsetFromCenter, pathData } from './projection';

const leafletOffset = (position: [number, number]) =>
  CRS.EPSG3857.latLngToPoint(latLng(position), MAP_ZOOM).subtract(
    CRS.EPSG3857.latLngToPoint(latLng(MAP_CENTER), MAP_ZOOM),
  );

it("puts each of the 27 capitals where Leaflet draws it at the starting view's zoom", () => {
  expect(geoData.capitals).toHaveLength(27);
  for (const capital of geoData.capitals) {
    const [x, y] = offsetFromCenter(capital.position);
    const expected = leafletOffset(capital.position);
    expect(x).toBeCloseTo(expected.x, 3);
    expect(y).toBeCloseTo(expected.y, 3);
  }
  expect(offsetFromCenter(MAP_CENTER)).toEqual([0, 0]);
});

it("draws each of the 27 governorates through Leaflet's points for its corners", () => {
  expect(geoData.governorates.features).toHaveLength(27);
  for (const { geometry } of geoData.governorates.features) {
    const drawn = [...pathData(geometry).matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => ({
      x: Number(x),
      y: Number(y),
    }));
    const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
    const corners = rings.flat().map(([lng = 0, lat = 0]) => leafletOffset([lat, lng]));
    expect(drawn).toHaveLength(corners.length);
    drawn.forEach((point, i) => {
      expect(Math.abs(point.x - corners[i]!.x)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(point.y - corners[i]!.y)).toBeLessThanOrEqual(0.05);
    });
  }
});
