// Names of places in the page's language. A governorate: the data service's label when it translates the name, else
// the Arabic names of @kemet/contract/places (in the map's Arabic messages); a capital: those names, found by its
// governorate. English shows the files' names.
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@kemet/platform';
import { UNNAMED_LOCATION } from '../data/capitals';
import type { Capital } from '../data/geoTypes';
import '../messages/mapMessages';

export interface PlaceNames {
  governorate(name: string): string;
  capital(capital: Capital): string;
}

/** labels: the service's governorate labels by name (GET /locations), for the governorates that have experiences. */
export function usePlaceNames(labels?: ReadonlyMap<string, string>): PlaceNames {
  const { t } = useTranslation('map');
  const governorate = useCallback(
    (name: string) => {
      const fromService = labels?.get(name);
      return fromService && fromService !== name
        ? fromService
        : t(`places.governorate.${name}`, { defaultValue: name });
    },
    [labels, t],
  );
  const capital = useCallback(
    (place: Capital) =>
      place.name === UNNAMED_LOCATION
        ? t('capital.unnamed')
        : t(`places.capital.${place.state}`, { defaultValue: place.name }),
    [t],
  );
  return useMemo(() => ({ governorate, capital }), [governorate, capital]);
}
