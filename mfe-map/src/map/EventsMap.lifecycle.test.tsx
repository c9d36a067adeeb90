import { render, screen, within } from '@testing-library/react';
import { Map as LeafletMap } from 'leaflet';
import { MemoryRouter } from '@kemet/platform';
import { stubScreenWidth, withQueryClient } from '@kemet/tooling/testing';
import { stubFetch } from '../testing/fixtures';
import EventsMap from './EventsMap';

jest.mock('../data/geoData', () => jest.requireActual('../testing/fixtures').geoDataModule);

type Listeners = Record<string, unknown[] | undefined>;
const listenerCount = (map: LeafletMap, type: string) =>
  ((map as unknown as { _events?: Listeners })._events?.[type] ?? []).length;

describe('EventsMap toggled off and on', () => {
  it('builds a fresh map each time and leaves no Leaflet instance or listener behind', async () => {
    stubFetch();
    stubScreenWidth(1280);
    const maps: LeafletMap[] = [];
    LeafletMap.addInitHook(function (this: LeafletMap) {
      maps.push(this);
    });
    const addWindowListener = jest.spyOn(window, 'addEventListener');
    const removeWindowListener = jest.spyOn(window, 'removeEventListener');

    for (let round = 1; round <= 4; round += 1) {
      const { unmount } = render(
        withQueryClient(
          <MemoryRouter>
            <EventsMap showLocations />
          </MemoryRouter>,
        ),
      );
      const region = await screen.findByRole('region', { name: 'Map of Egypt with events and governorate capitals' });
      await within(region).findByRole('button', { name: /2 experiences here/ });
      expect(document.querySelectorAll('.leaflet-container')).toHaveLength(1);
      unmount();
      expect(document.querySelectorAll('.leaflet-container, .leaflet-marker-icon, .leaflet-popup')).toHaveLength(0);
    }

    expect(maps).toHaveLength(4);
    for (const map of maps) {
      // Map.remove() deletes the container id; our zoom, popup and cluster listeners are switched off.
      expect((map as unknown as { _containerId?: number })._containerId).toBeUndefined();
      expect(listenerCount(map, 'zoomend')).toBe(0);
      expect(listenerCount(map, 'moveend')).toBe(0);
      expect(listenerCount(map, 'popupopen')).toBe(0);
    }
    const windowTypes = (spy: jest.SpyInstance) => spy.mock.calls.map(([type]) => type as string).sort();
    expect(windowTypes(removeWindowListener)).toEqual(expect.arrayContaining(windowTypes(addWindowListener)));
    expect(removeWindowListener.mock.calls.length).toBeGreaterThanOrEqual(addWindowListener.mock.calls.length);
  });
});
