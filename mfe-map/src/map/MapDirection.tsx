// The map keeps its geography: its container stays left-to-right. What it says (popups, tooltips, marker labels,
// credits) follows the page's direction, and the credits sit in the corner at the reading end (bottom left in Arabic).
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { usePreferences } from '@kemet/platform';

const TEXT_PANES = ['popupPane', 'tooltipPane', 'markerPane'];

export function MapDirection() {
  const map = useMap();
  const { direction } = usePreferences();
  useEffect(() => {
    map.getContainer().dir = 'ltr';
    for (const pane of TEXT_PANES) {
      const element = map.getPane(pane);
      if (element) element.dir = direction;
    }
    const credits = map.attributionControl;
    credits.setPosition(direction === 'rtl' ? 'bottomleft' : 'bottomright');
    const container = credits.getContainer();
    if (container) container.dir = direction;
  }, [map, direction]);
  return null;
}
