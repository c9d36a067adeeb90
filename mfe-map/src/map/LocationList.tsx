// The list of governorate capitals: buttons that fly the map to a capital and open its popup.
import type { Capital } from '../data/geoTypes';
import styles from './LocationList.module.css';

interface LocationListProps {
  capitals: Capital[];
  onSelect: (capital: Capital) => void;
  selectedKey?: string;
}

export function LocationList({ capitals, onSelect, selectedKey }: LocationListProps) {
  return (
    <nav className={styles.panel} aria-labelledby="map-locations-heading">
      <h2 id="map-locations-heading" className={styles.heading}>
        Locations
      </h2>
      <ul className={styles.list}>
        {capitals.map((capital) => (
          <li key={capital.key}>
            <button
              type="button"
              className={styles.item}
              aria-current={capital.key === selectedKey ? 'location' : undefined}
              onClick={() => onSelect(capital)}
            >
              <span className={styles.name}>{capital.name}</span>
              {capital.state && <span className={styles.state}>{capital.state}</span>}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
