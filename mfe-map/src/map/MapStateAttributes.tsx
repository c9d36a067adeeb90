// Gives the Leaflet container its accessible name and mirrors the current zoom in data-zoom (for tests and tools).
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { MAP_LABEL } from './mapSettings';

export function MapStateAttributes() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', MAP_LABEL);
    const showZoom = () => {
      container.dataset.zoom = String(map.getZoom());
    };
    showZoom();
    map.on('zoomend', showZoom);
    return () => {
      map.off('zoomend', showZoom);
    };
  }, [map]);
  return null;
}
