// What a capital's popup says: its name, its governorate and its approximate population, in the page's language.
import { useFormat, useTranslation } from '@kemet/platform';
import type { Capital } from '../data/geoTypes';
import { formatPopulation } from './formatPopulation';
import type { PlaceNames } from './usePlaceNames';
import styles from './popups.module.css';
import '../messages/mapMessages';

export function CapitalPopup({ capital, places }: { capital: Capital; places: PlaceNames }) {
  const { t } = useTranslation('map');
  const format = useFormat();
  const population = formatPopulation(capital.population, {
    number: (figure) => format.number(figure),
    line: (figure) => t('capital.population', { population: figure }),
  });
  return (
    <div className={styles.popup}>
      <p className={styles.title}>{places.capital(capital)}</p>
      {capital.state && (
        <p className={styles.line}>{t('capital.governorate', { governorate: places.governorate(capital.state) })}</p>
      )}
      {population && <p className={styles.line}>{population}</p>}
    </div>
  );
}
