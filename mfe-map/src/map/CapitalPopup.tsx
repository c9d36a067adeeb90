// What a capital's popup says: its name, its governorate and its approximate population.
import type { Capital } from '../data/geoTypes';
import { formatPopulation } from './formatPopulation';
import styles from './popups.module.css';

export function CapitalPopup({ capital }: { capital: Capital }) {
  const population = formatPopulation(capital.population);
  return (
    <div className={styles.popup}>
      <p className={styles.title}>{capital.name}</p>
      {capital.state && <p className={styles.line}>{capital.state} Governorate</p>}
      {population && <p className={styles.line}>{population}</p>}
    </div>
  );
}
