// The map remote run alone (npm run serve -w mfe-map, port 8082): the map without the shell, for the team's own checks.
import { useState } from 'react';
import { mountStandalone } from '@kemet/platform/standalone';
import '@kemet/ui/tokens.css';
import EventsMap from './exposes/EventsMap';

function StandaloneMapPage() {
  const [showLocations, setShowLocations] = useState(false);
  return (
    <main style={{ maxWidth: 'var(--content-max)', margin: '0 auto', padding: 'var(--space-5) var(--space-4)' }}>
      <h1>Kemet map (standalone)</h1>
      <label style={{ display: 'inline-flex', gap: 'var(--space-2)', marginBottom: 'var(--space-4)' }}>
        <input type="checkbox" checked={showLocations} onChange={(event) => setShowLocations(event.target.checked)} />
        Locations
      </label>
      <EventsMap showLocations={showLocations} />
    </main>
  );
}

mountStandalone(document.getElementById('root')!, <StandaloneMapPage />);
