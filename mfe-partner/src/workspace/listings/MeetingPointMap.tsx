// The meeting point on a map of Egypt, in the browser only: Leaflet is a chunk of its own, loaded once the page is
// live. Until then (and without it) the latitude and longitude inputs below it do the same job.
import { lazy, Suspense } from 'react';
import { useField } from 'formik';
import { useHydrated, useTranslation } from '@kemet/platform';
import './messages/listingsMessages';
import styles from './listings.module.css';

const MeetingPointMapLive = lazy(() => import(/* webpackChunkName: "meeting-point-map" */ './MeetingPointMapLive'));

export function MeetingPointMap() {
  const { t } = useTranslation('listings');
  const inBrowser = useHydrated();
  const [latitude, , latitudeField] = useField<string>('latitude');
  const [longitude, , longitudeField] = useField<string>('longitude');
  if (!inBrowser) return null;
  const position: [number, number] | null =
    Number.isFinite(Number.parseFloat(latitude.value)) && Number.isFinite(Number.parseFloat(longitude.value))
      ? [Number(latitude.value), Number(longitude.value)]
      : null;
  return (
    <div className={styles.map} role="group" aria-label={t('editor.map')}>
      <Suspense fallback={null}>
        <MeetingPointMapLive
          position={position}
          onPick={([lat, lng]) => {
            void latitudeField.setValue(lat.toFixed(5));
            void longitudeField.setValue(lng.toFixed(5));
          }}
        />
      </Suspense>
    </div>
  );
}
