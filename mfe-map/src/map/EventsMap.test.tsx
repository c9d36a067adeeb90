import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Map as LeafletMap } from 'leaflet';
import { MemoryRouter } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import { stubScreenWidth, withQueryClient } from '@kemet/tooling/testing';
import { stubFetch } from '../testing/fixtures';
import EventsMap from './EventsMap';

jest.mock('../data/geoData', () => jest.requireActual('../testing/fixtures').geoDataModule);

/** Renders the map as the browser does after hydration, and waits for the live map to take the picture's place. */
async function renderMap(showLocations = false) {
  const client = createQueryClient();
  const page = (shown: boolean) =>
    withQueryClient(
      <MemoryRouter>
        <EventsMap showLocations={shown} />
      </MemoryRouter>,
      client,
    );
  const result = render(page(showLocations));
  await screen.findByRole('region', { name: 'Map of Egypt with events and governorate capitals' });
  return { ...result, setShowLocations: (shown: boolean) => result.rerender(page(shown)) };
}

function mapContainer(): HTMLElement {
  return screen.getByRole('region', { name: 'Map of Egypt with events and governorate capitals' });
}

async function capitalMarker(name: string): Promise<HTMLElement> {
  return within(mapContainer()).findByTitle(name);
}

beforeEach(() => {
  stubFetch();
  stubScreenWidth(1280);
});

describe('EventsMap popups', () => {
  it("shows a capital's name, governorate and approximate population", async () => {
    await renderMap();
    await userEvent.click(await capitalMarker('Cairo'));
    const popup = await screen.findByText('Cairo Governorate');
    expect(popup.parentElement).toHaveTextContent('Cairo');
    expect(screen.getByText('Population: 20,296,000 (approx.)')).toBeInTheDocument();
  });

  it("names a location without a name 'Unnamed Location'", async () => {
    await renderMap();
    await userEvent.click(await capitalMarker('Unnamed Location'));
    expect(await screen.findByText('Red Sea Governorate')).toBeInTheDocument();
    expect(screen.getAllByText('Unnamed Location').length).toBeGreaterThan(0);
  });

  it('shows experiences with a link to their details page', async () => {
    await renderMap();
    // Near each other they form one cluster; zoomed in on Luxor they separate.
    expect(
      await within(mapContainer()).findByRole('button', { name: '2 experiences here, zoom in to see them' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Locations' })).getByRole('link', { name: /Luxor/ }),
    );
    const pin = await within(mapContainer()).findByRole('button', { name: 'Karnak by night' });
    // Leaflet opens a marker's popup on Enter (a keypress with keyCode 13).
    fireEvent.keyPress(pin, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    expect(await screen.findByRole('link', { name: 'See details of Karnak by night' })).toHaveAttribute(
      'href',
      '/eventdetails/6',
    );
  });

  it('still shows shapes and capitals, with a notice, when the events service fails', async () => {
    stubFetch({ failApi: true });
    const { container } = await renderMap();
    expect(await screen.findByText(/Events could not be loaded/)).toBeInTheDocument();
    expect(await capitalMarker('Luxor')).toBeInTheDocument();
    expect(container.querySelectorAll('path.governorate')).toHaveLength(2);
  });
});

describe('EventsMap list of locations', () => {
  it('links each location to its events, so it leads somewhere before the map is live', async () => {
    await renderMap();
    const list = await screen.findByRole('navigation', { name: 'Locations' });
    expect(within(list).getByRole('link', { name: /Luxor/ })).toHaveAttribute(
      'href',
      '/events?sort=location&location=Luxor&map=off',
    );
  });

  it('flies the map to a location and opens its popup on click or keyboard', async () => {
    const flyTo = jest.spyOn(LeafletMap.prototype, 'flyTo');
    await renderMap();
    const list = await screen.findByRole('navigation', { name: 'Locations' });
    await capitalMarker('Luxor');
    await userEvent.click(within(list).getByRole('link', { name: /Luxor/ }));
    expect(flyTo).toHaveBeenCalledWith([25.6967, 32.6396], 10, expect.anything());
    expect(await screen.findByText('Population: 1,333,309 (approx.)')).toBeInTheDocument();
    expect(mapContainer()).toHaveAttribute('data-zoom', '10');

    within(list).getByRole('link', { name: /Cairo/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(flyTo).toHaveBeenLastCalledWith([30.0444, 31.2358], 10, expect.anything());
    expect(await screen.findByText('Population: 20,296,000 (approx.)')).toBeInTheDocument();
    flyTo.mockRestore();
  });
});

describe('EventsMap governorates', () => {
  it('says how many experiences a governorate has when it is focused', async () => {
    await renderMap();
    await capitalMarker('Luxor');
    await within(mapContainer()).findByRole('button', { name: /2 experiences here/ });
    const luxor = screen.getByRole('img', { name: 'Luxor governorate' });
    act(() => luxor.focus());
    expect(luxor).toHaveClass('highlighted');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Luxor: 2 experiences');
    act(() => luxor.blur());
    expect(luxor).not.toHaveClass('highlighted');
  });
});
