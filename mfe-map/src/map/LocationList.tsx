// The list of governorate capitals, in alphabetical order of the page's language: buttons that fly the map to a
// capital and open its popup.
import { useMemo } from 'react';
import { useFormat, useTranslation } from '@kemet/platform';
import type { Capital } from '../data/geoTypes';
import type { PlaceNames } from './usePlaceNames';
import styles from './LocationList.module.css';
import '../messages/mapMessages';

interface LocationListProps {
  capitals: Capital[];
  places: PlaceNames;
  onSelect: (capital: Capital) => void;
  selectedKey?: string;
}

export function LocationList({ capitals, places, onSelect, selectedKey }: LocationListProps) {
  const { t } = useTranslation('map');
  const { locale } = useFormat();
  const named = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return capitals
      .map((capital) => ({ capital, name: places.capital(capital), state: capital.state && places.governorate(capital.state) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [capitals, places, locale]);
  return (
    <nav className={styles.panel} aria-labelledby="map-locations-heading">
      <h2 id="map-locations-heading" className={styles.heading}>
        {t('list.heading')}
      </h2>
      <ul className={styles.list}>
        {named.map(({ capital, name, state }) => (
          <li key={capital.key}>
            <button
              type="button"
              className={styles.item}
              aria-current={capital.key === selectedKey ? 'location' : undefined}
              onClick={() => onSelect(capital)}
            >
              <span className={styles.name}>{name}</span>
              {state && <span className={styles.state}>{state}</span>}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
