// Adds the tile and data credits to the map's attribution control, in the page's language, and takes them off again
// on unmount or when the language changes.
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { useTranslation } from '@kemet/platform';
import '../messages/mapMessages';

export function MapCredits({ tileAttribution }: { tileAttribution?: string }) {
  const map = useMap();
  const { t } = useTranslation('map');
  const tile = tileAttribution && t('credits.tile', { credit: tileAttribution });
  const boundaries = t('credits.boundaries');
  const cities = t('credits.cities');
  useEffect(() => {
    const control = map.attributionControl;
    const credits = [tile, boundaries, cities].filter((credit): credit is string => Boolean(credit));
    credits.forEach((credit) => control.addAttribution(credit));
    return () => {
      credits.forEach((credit) => control.removeAttribution(credit));
    };
  }, [map, tile, boundaries, cities]);
  return null;
}
