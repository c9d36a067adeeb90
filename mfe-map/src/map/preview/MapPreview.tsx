// A picture of the map's starting view: the governorates and their capitals where Leaflet will draw them, drawn by the
// server and shown until the live map (a chunk of its own, with Leaflet) takes its place, so the page paints its map
// at once and loads Leaflet only for a visitor who reaches for it (docs/product/rules.md#the-map).
import { useTranslation } from '@kemet/platform';
import { geoData } from '../../data/geoData';
import type { PlaceNames } from '../usePlaceNames';
import mapStyles from '../EgyptMap.module.css';
import governorateStyles from '../governorates.module.css';
import markerStyles from '../markers.module.css';
import { offsetFromCenter, pathData } from './projection';
import styles from './MapPreview.module.css';
import '../../messages/mapMessages';

const shapes = geoData.governorates.features.map((feature, index) => ({
  key: `${index}-${feature.properties?.name}`,
  d: pathData(feature.geometry),
}));
const capitals = geoData.capitals.map((capital) => ({ capital, at: offsetFromCenter(capital.position) }));

export function MapPreview({ places }: { places: PlaceNames }) {
  const { t } = useTranslation('map');
  const credits = [t('credits.boundaries'), t('credits.cities')].join(' | ');
  return (
    <div className={`${mapStyles.map} ${styles.preview}`} data-map-preview="">
      <div className={styles.picture} role="img" aria-label={t('preview')}>
        <svg className={styles.shapes} aria-hidden="true">
          <svg x="50%" y="50%" overflow="visible">
            {shapes.map(({ key, d }) => (
              <path key={key} className={governorateStyles.governorate} d={d} fillRule="evenodd" />
            ))}
          </svg>
        </svg>
        {capitals.map(({ capital, at: [x, y] }) => (
          <span
            key={capital.key}
            className={`${markerStyles.capital} ${styles.capital}`}
            title={places.capital(capital)}
            style={{ left: `calc(50% + ${x.toFixed(1)}px)`, top: `calc(50% + ${y.toFixed(1)}px)` }}
          >
            <span className={markerStyles.capitalDot} />
          </span>
        ))}
      </div>
      {/* The licences' credits, as the live map's attribution shows them (our own messages, links included). */}
      <p className={styles.credits} dangerouslySetInnerHTML={{ __html: credits }} />
    </div>
  );
}
