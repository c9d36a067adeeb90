// The small map link of a meeting place: OpenStreetMap with a marker on it, zoomed to the streets around.
export const openStreetMapLink = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
