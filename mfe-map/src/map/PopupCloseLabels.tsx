// Names the popups' close button in the page's language (Leaflet writes 'Close popup' into each popup it draws).
import '../messages/mapMessages';
import type { PopupEvent } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { useTranslation } from '@kemet/platform';

const CLOSE_BUTTON = '.leaflet-popup-close-button';

export function PopupCloseLabels() {
  const map = useMap();
  const { t } = useTranslation('map');
  const label = t('closePopup');
  useEffect(() => {
    const name = (button: Element | null | undefined) => button?.setAttribute('aria-label', label);
    map.getContainer().querySelectorAll(CLOSE_BUTTON).forEach(name);
    const onOpen = (event: PopupEvent) => name(event.popup.getElement()?.querySelector(CLOSE_BUTTON));
    map.on('popupopen', onOpen);
    return () => {
      map.off('popupopen', onOpen);
    };
  }, [map, label]);
  return null;
}
