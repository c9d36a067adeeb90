// Gives the Leaflet container its accessible name and mirrors the current zoom in data-zoom (for tests and tools).
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { useTranslation } from '@kemet/platform';
import '../messages/mapMessages';

export function MapStateAttributes() {
  const map = useMap();
  const { t } = useTranslation('map');
  const label = t('region');
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    const container = map.getContainer();
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
