// The meeting point on a map: filled in once the map's code has arrived (MeetingPointMapLive.tsx).
export function MeetingPointMap() {
  return null;
}
