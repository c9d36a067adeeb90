// A place name with a map-pin icon: "📍 Luxor", as travel sites show it. The name is isolated, so an English name
// reads whole inside an Arabic line.
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import styles from './LocationLine.module.css';

export function LocationLine({ location, light = false }: { location: string; light?: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <p className={`${styles.location} ${light ? styles.light : ''}`}>
      <svg className={styles.pin} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
        />
      </svg>
      <span className="visually-hidden">{t('card.location')}</span>
      <bdi>{location}</bdi>
    </p>
  );
}
