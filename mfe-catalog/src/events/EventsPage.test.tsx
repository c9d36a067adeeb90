import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { currentUrl, makeExperience, makePage, renderAt } from '@kemet/tooling/testing';
import { EventsPage } from './EventsPage';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(experiencesApi);

const sixOfFourteen = (page = 1) =>
  makePage(
    Array.from({ length: 6 }, (_, i) => makeExperience({ id: (page - 1) * 6 + i + 1 })),
    page,
    6,
    14,
  );

beforeEach(() => {
  jest.clearAllMocks();
  api.list.mockImplementation(async (query = {}) => sixOfFourteen(query.page ?? 1));
  api.locations.mockResolvedValue([
    { name: 'Aswan', label: 'Aswan', count: 2 },
    { name: 'Luxor', label: 'Luxor', count: 5 },
  ]);
  api.providers.mockResolvedValue([{ name: 'Nile Horizon Tours', label: 'Nile Horizon Tours', count: 4 }]);
});

const renderEvents = (url = '/events') => renderAt(url, '/events', <EventsPage />);
const url = () => currentUrl(screen.getByTestId);

describe('EventsPage', () => {
  it('shows the fixed texts and, by default, the map remote beside its events, with the Locations switch', async () => {
    renderEvents();
    expect(screen.getByRole('heading', { level: 1, name: 'Take a look at our events' })).toBeInTheDocument();
    expect(screen.getByText('You can search the events using the filters bellow.')).toBeInTheDocument();
    const map = screen.getByRole('switch', { name: 'Events Map' });
    expect(map).toBeChecked();
    expect(map).toHaveAttribute('href', '/events?map=off');
    const list = await screen.findByRole('region', { name: 'Events on the map' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getByRole('link', { name: 'See the events as cards' })).toHaveAttribute(
      'href',
      '/events?map=off',
    );
    const locations = screen.getByRole('switch', { name: 'Locations' });
    expect(locations).toHaveAttribute('href', '/events?locations=on');
    await userEvent.click(locations);
    expect(url()).toBe('/events?locations=on');
    expect(screen.getByTestId('remote-map-EventsMap')).toHaveTextContent('{"showLocations":true}');
    expect(screen.getByRole('switch', { name: 'Locations' })).toBeChecked();
  });

  it('switching the map off shows six cards with learn more links, and disables Locations', async () => {
    renderEvents();
    await userEvent.click(screen.getByRole('switch', { name: 'Events Map' }));
    expect(url()).toBe('/events?map=off');
    expect(screen.getByRole('switch', { name: 'Locations' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('switch', { name: 'Locations' })).not.toHaveAttribute('href');
    expect(screen.queryByTestId('remote-map-EventsMap')).not.toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(within(cards[0]!).getByRole('link', { name: /learn more/ })).toHaveAttribute('href', '/eventdetails/0');
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, pageSize: 6, sort: 'recent' }, expect.any(AbortSignal));
    expect(screen.getByText('Showing 1–6 of 14 events')).toBeInTheDocument();
  });

  it('sort buttons update the URL and the query, marking the active one', async () => {
    renderEvents('/events?map=off&page=2');
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'By Name' }));
    expect(url()).toBe('/events?sort=name&map=off');
    expect(screen.getByRole('button', { name: 'By Name' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'name', page: 1 }),
        expect.any(AbortSignal),
      ),
    );
  });

  it('sorts and filters through a GET form to the page itself, which works before the page code', async () => {
    renderEvents('/events?q=nile&sort=location&location=Luxor');
    const byName = screen.getByRole('button', { name: 'By Name' });
    expect(byName).toHaveAttribute('type', 'submit');
    expect(byName).toHaveAttribute('name', 'sort');
    expect(byName).toHaveAttribute('value', 'name');
    const form = byName.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/events');
    await screen.findByRole('option', { name: 'Luxor (5)' });
    const fields = [...new FormData(form)];
    expect(fields).toEqual([
      ['q', 'nile'],
      ['map', 'off'],
      ['sort', 'location'],
      ['location', 'Luxor'],
    ]);
    const search = screen.getByRole('search', { name: 'Search events' });
    expect(Object.fromEntries(new FormData(search as HTMLFormElement))).toEqual({
      sort: 'location',
      location: 'Luxor',
      map: 'off',
      q: 'nile',
    });
  });

  it('By Location lets the visitor pick one governorate', async () => {
    renderEvents('/events?map=off');
    await userEvent.click(screen.getByRole('button', { name: 'By Location' }));
    const select = screen.getByRole('combobox', { name: 'Governorate' });
    await screen.findByRole('option', { name: 'Luxor (5)' });
    await userEvent.selectOptions(select, 'Luxor');
    expect(url()).toBe('/events?sort=location&location=Luxor&map=off');
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'location', location: 'Luxor' }),
        expect.any(AbortSignal),
      ),
    );
  });

  it('the Filter dropdown (narrow screens) sorts like the buttons, By Provider picks a provider', async () => {
    renderEvents('/events?map=off');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'By Provider');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Provider' }),
      await screen.findByRole('option', { name: 'Nile Horizon Tours (4)' }),
    );
    expect(url()).toBe('/events?sort=provider&provider=Nile+Horizon+Tours&map=off');
  });

  it('searches keywords on the server and shows the results as cards, even from the map', async () => {
    renderEvents();
    const search = screen.getByRole('search', { name: 'Search events' });
    await userEvent.type(within(search).getByPlaceholderText('search keywords'), '  balloon ');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(url()).toBe('/events?q=balloon&map=off');
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'balloon' }), expect.any(AbortSignal)),
    );
  });

  it('pages through the results with the pager, keeping the page in the URL', async () => {
    renderEvents('/events?q=nile&map=off');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('link', { name: /next/i }));
    expect(url()).toBe('/events?q=nile&page=2&map=off');
    expect(await screen.findByText('Showing 7–12 of 14 events')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a friendly empty state whose Clear filters resets the query', async () => {
    api.list.mockResolvedValueOnce(makePage([], 1, 6, 0));
    renderEvents('/events?q=zzz&sort=name&map=off');
    expect(await screen.findByRole('heading', { name: 'No events match your search.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/events?map=off');
  });

  it('shows an error with Retry when the data service fails, and fetches again', async () => {
    api.list.mockRejectedValueOnce(new Error('We could not reach Kemet. Check your connection and try again.'));
    renderEvents('/events?map=off');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the events.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('aborts the fetch when the page goes away', async () => {
    api.list.mockImplementation(() => new Promise(() => undefined));
    const { unmount } = renderEvents('/events?map=off');
    const signal = api.list.mock.calls[0]![1]!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
