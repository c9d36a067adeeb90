// Adds the tile and data credits to the map's attribution control, and takes them off again on unmount.
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { DATA_CREDITS } from './mapSettings';

export function MapCredits({ tileAttribution }: { tileAttribution?: string }) {
  const map = useMap();
  useEffect(() => {
    const control = map.attributionControl;
    const credits = [tileAttribution, ...DATA_CREDITS].filter((credit): credit is string => Boolean(credit));
    credits.forEach((credit) => control.addAttribution(credit));
    return () => {
      credits.forEach((credit) => control.removeAttribution(credit));
    };
  }, [map, tileAttribution]);
  return null;
}
