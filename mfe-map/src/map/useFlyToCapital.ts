// Brings the map into view, flies it to a capital (jumps, for reduced motion) and opens its popup on arrival. A capital
// chosen before the map is there (the live map still loading) is flown to once it is.
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import type { Capital } from '../data/geoTypes';
import type { MarkerRegistry } from './CapitalMarkers';
import { LOCATION_ZOOM } from './mapSettings';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useFlyToCapital(map: LeafletMap | null, markers: MarkerRegistry) {
  const pending = useRef<{ onArrive: () => void; timer?: ReturnType<typeof setTimeout> } | null>(null);

  const cancelPending = useCallback(() => {
    if (!pending.current) return;
    map?.off('moveend', pending.current.onArrive);
    clearTimeout(pending.current.timer);
    pending.current = null;
  }, [map]);

  useEffect(() => cancelPending, [cancelPending]);

  const queued = useRef<Capital | null>(null);
  const flyTo = useCallback(
    (capital: Capital) => {
      if (!map) {
        queued.current = capital;
        return;
      }
      cancelPending();
      const zoom = Math.max(map.getZoom(), LOCATION_ZOOM);
      // Opened outside Leaflet's own event handling: another popup may be mid-update when the map stops moving.
      const current: NonNullable<typeof pending.current> = {
        onArrive: () => {
          current.timer = setTimeout(() => {
            pending.current = null;
            markers.get(capital.key)?.openPopup();
          }, 0);
        },
      };
      pending.current = current;
      const animate = !prefersReducedMotion();
      // The list may sit under the map (narrow screens): bring the map into view first.
      map.getContainer().scrollIntoView?.({ block: 'nearest', behavior: animate ? 'smooth' : 'auto' });
      map.flyTo(capital.position, zoom, { animate, duration: 1.2 });
      // Without animation the map is already there; otherwise wait for the flight to end.
      if (map.getZoom() === zoom && map.getCenter().equals(capital.position, 1e-6)) current.onArrive();
      else map.once('moveend', current.onArrive);
    },
    [map, markers, cancelPending],
  );

  useEffect(() => {
    if (!map || !queued.current) return;
    flyTo(queued.current);
    queued.current = null;
  }, [map, flyTo]);

  return flyTo;
}
