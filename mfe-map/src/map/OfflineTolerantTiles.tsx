// The street-map tiles; if the first screenful all fail (no network), the layer is dropped so no more tiles are tried.
import { useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { MAX_ZOOM } from './mapSettings';

export function OfflineTolerantTiles({ url, onUnavailable }: { url: string; onUnavailable?: () => void }) {
  const [state] = useState(() => ({ loaded: 0 }));
  const [unavailable, setUnavailable] = useState(false);
  if (unavailable) return null;
  return (
    <TileLayer
      url={url}
      maxZoom={MAX_ZOOM}
      eventHandlers={{
        tileload: () => {
          state.loaded += 1;
        },
        // 'load' fires once every visible tile has settled, failed ones included.
        load: () => {
          if (state.loaded > 0) return;
          setUnavailable(true);
          onUnavailable?.();
        },
      }}
    />
  );
}
