// The search form as the server renders it: a URL that names no party shows the visit's (the `kemet_party` cookie) in
// the HTML, and a search's results are asked for that party, so the steppers do not change once the page is live.
import { screen, within } from '@testing-library/react';
import { apiRequest, ApiError } from '@kemet/platform';
import { prefetchEvents, prefetchTours } from '../seo/listPages';
import { EventsPage } from '../events/EventsPage';
import { HomeSearchSection } from '../home/HomeSearchSection';
import { ToursPage } from '../tours/ToursPage';
import { searchAnswer } from '../testing/searchFixtures';
import { serverContextAt, serverHtml } from '../testing/serverRender';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => ({
  ...jest.requireActual<typeof import('../testing/mockModules')>('../testing/mockModules').mockPlatform(),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);
const searches = () => request.mock.calls.filter(([path]) => path.startsWith('/search')).map(([path]) => path);

const FAMILY = 'kemet_party=2.1.0.foreign';

beforeEach(() => {
  jest.clearAllMocks();
  request.mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Not in this test'));
});

const steppersOf = (html: string) => {
  document.body.innerHTML = html;
  const form = screen.getByRole('search', { name: 'Search by dates and travellers' });
  return {
    adults: within(form).getByLabelText('Adults'),
    children: within(form).getByLabelText('Children (2-11)'),
    infants: within(form).getByLabelText('Infants (under 2)'),
    residency: within(form).getByLabelText('Residency'),
  };
};

describe('the search form in the server’s HTML', () => {
  it('shows the visit’s party when the URL names none, and searches for it', async () => {
    const ctx = serverContextAt('/events?where=Luxor&from=2027-03-03&to=2027-03-06', {}, `lang=en; ${FAMILY}`);
    await prefetchEvents(ctx);
    expect(searches()).toEqual([
      '/search?where=Luxor&from=2027-03-03&to=2027-03-06&adults=2&children=1&infants=0&residency=foreign&currency=USD&page=1&pageSize=6',
    ]);
    const steppers = steppersOf(serverHtml(ctx, '/events', <EventsPage />));
    expect(steppers.adults).toHaveValue(2);
    expect(steppers.children).toHaveValue(1);
    expect(steppers.infants).toHaveValue(0);
    expect(steppers.residency).toHaveValue('foreign');
  });

  it('keeps the party the URL names', () => {
    const ctx = serverContextAt('/events?from=2027-03-03&adults=1&residency=egyptian', {}, FAMILY);
    const steppers = steppersOf(serverHtml(ctx, '/events', <EventsPage />));
    expect(steppers.adults).toHaveValue(1);
    expect(steppers.children).toHaveValue(0);
    expect(steppers.residency).toHaveValue('egyptian');
  });

  it('on the home page, and two adults when the visit remembers no party', () => {
    const remembered = steppersOf(serverHtml(serverContextAt('/home', {}, FAMILY), '/home', <HomeSearchSection />));
    expect(remembered.adults).toHaveValue(2);
    expect(remembered.children).toHaveValue(1);
    const none = steppersOf(serverHtml(serverContextAt('/home', {}, 'lang=en'), '/home', <HomeSearchSection />));
    expect(none.adults).toHaveValue(2);
    expect(none.children).toHaveValue(0);
  });

  it('on /tours, asks for tours only, and the HTML shows what the prefetch brought without asking again', async () => {
    request.mockImplementation(async (path: string) => {
      if (path.startsWith('/search')) return searchAnswer();
      throw new ApiError(503, 'UNAVAILABLE', 'No rates');
    });
    const ctx = serverContextAt('/tours?from=2027-03-03&adults=2', {}, 'lang=en');
    await prefetchTours(ctx);
    expect(searches()).toEqual([
      '/search?from=2027-03-03&adults=2&children=0&infants=0&residency=foreign&kind=tour&currency=USD&page=1&pageSize=6',
    ]);
    document.body.innerHTML = serverHtml(ctx, '/tours', <ToursPage />);
    expect(screen.getByRole('heading', { name: 'Showing 1–1 of 1 experiences you can book' })).toBeInTheDocument();
    expect(searches()).toHaveLength(1);
  });

  it('on /events, asks for every kind', async () => {
    await prefetchEvents(serverContextAt('/events?from=2027-03-03&adults=2', {}, 'lang=en'));
    expect(searches()).toEqual([
      '/search?from=2027-03-03&adults=2&children=0&infants=0&residency=foreign&currency=USD&page=1&pageSize=6',
    ]);
  });
});
