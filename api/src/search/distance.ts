// The "distance" sort: kilometres on the globe from the chosen governorate's capital to where an experience meets (its
// meeting point, else its governorate's capital).
import { governorateCapitals } from '@kemet/contract/capitals';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

export function kilometresBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

export function meetingPlace(row: {
  location: string;
  meeting_latitude: number | null;
  meeting_longitude: number | null;
}): Point | null {
  if (row.meeting_latitude !== null && row.meeting_longitude !== null)
    return { latitude: row.meeting_latitude, longitude: row.meeting_longitude };
  return governorateCapitals[row.location] ?? null;
}
