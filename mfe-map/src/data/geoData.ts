// The governorate shapes and their capitals, built into the map's code: the server draws the starting view from them
// and the browser needs no request before the map shows (paths.geojson 6 KB gzip, locations.geojson 1 KB).
import { capitalsFrom } from './capitals';
import type { CapitalCollection, GovernorateCollection } from './geoTypes';
import locations from './locations.geojson';
import paths from './paths.geojson';

export const geoData = {
  governorates: paths as GovernorateCollection,
  capitals: capitalsFrom(locations as CapitalCollection),
};
