// The map remote run alone (npm run serve -w mfe-map, port 8082; /ar/ in Arabic): the map without the shell, for the
// team's own checks.
import { Suspense, useState } from 'react';
import { useTranslation } from '@kemet/platform';
import { mountStandalone } from '@kemet/platform/standalone';
import '@kemet/ui/tokens.css';
import './messages/mapMessages';
import EventsMap from './exposes/EventsMap';

function StandaloneMapPage() {
  const { t } = useTranslation('map');
  const [showLocations, setShowLocations] = useState(false);
  return (
    <main style={{ maxWidth: 'var(--content-max)', margin: '0 auto', padding: 'var(--space-5) var(--space-4)' }}>
      <h1>{t('standalone.title')}</h1>
      <label style={{ display: 'inline-flex', gap: 'var(--space-2)', marginBlockEnd: 'var(--space-4)' }}>
        <input type="checkbox" checked={showLocations} onChange={(event) => setShowLocations(event.target.checked)} />
        {t('standalone.locations')}
      </label>
      <EventsMap showLocations={showLocations} />
    </main>
  );
}

mountStandalone(
  document.getElementById('root')!,
  <Suspense>
    <StandaloneMapPage />
  </Suspense>,
);
