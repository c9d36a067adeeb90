// The list of governorate capitals, in alphabetical order of the page's language. Each is a link to the events of its
// governorate (as cards), so it leads somewhere before the map's code is live and without JavaScript; with the map
// live, a click flies the map to the capital and opens its popup instead.
import { useMemo, type MouseEvent } from 'react';
import { pathInLanguage, useFormat, usePreferences, useTranslation } from '@kemet/platform';
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

/** The events page's cards of one governorate (the catalogue's URL state: sort, location, map). */
export function governorateEventsPath(governorate: string): string {
  return `/events?${new URLSearchParams({ sort: 'location', location: governorate, map: 'off' })}`;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function LocationList({ capitals, places, onSelect, selectedKey }: LocationListProps) {
  const { t } = useTranslation('map');
  const { locale } = useFormat();
  const { language } = usePreferences();
  const named = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return capitals
      .map((capital) => ({
        capital,
        name: places.capital(capital),
        state: capital.state && places.governorate(capital.state),
      }))
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
            <a
              href={pathInLanguage(governorateEventsPath(capital.state ?? capital.name), language)}
              className={styles.item}
              aria-current={capital.key === selectedKey ? 'location' : undefined}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                onSelect(capital);
              }}
            >
              <span className={styles.name}>{name}</span>
              {state && <span className={styles.state}>{state}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
