// The search by dates and party on the events page: the GET form filled from the URL, the results the server answers
// (first fitting date and time, the party's price, a link that opens the buy box on that session with the party), the
// filters' counts, and a search the API refuses.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, ApiError, MemoryRouter, Route, Routes, setDisplayCurrency, useNavigate } from '@kemet/platform';
import { currentUrl, inLanguage, renderAt, withQueryClient } from '@kemet/tooling/testing';
import { EventsPage } from '../events/EventsPage';
import { HomeSearchSection } from '../home/HomeSearchSection';
import { searchAnswer, searchFacets } from '../testing/searchFixtures';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => ({
  ...jest.requireActual<typeof import('../testing/mockModules')>('../testing/mockModules').mockPlatform(),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

beforeEach(() => {
  jest.clearAllMocks();
  // The day's exchange rates are not known here: prices show in their own currency.
  request.mockImplementation(async (path: string) => {
    if (path.startsWith('/search')) return searchAnswer();
    throw new ApiError(503, 'UNAVAILABLE', 'No rates');
  });
});
const searches = () => request.mock.calls.filter(([path]) => path.startsWith('/search'));

const SEARCH = '/events?where=Luxor&from=2027-03-03&to=2027-03-06&adults=2&children=1';

describe('search by dates and party', () => {
  it('is a GET form to the page, filled from the URL', () => {
    renderAt(SEARCH, '/events', <EventsPage />);
    const form = screen.getByRole('search', { name: 'Search by dates and travellers' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/events');
    expect(within(form).getByLabelText('Where')).toHaveValue('Luxor');
    // The dates on the calendar's button (DateRangeField.test.tsx), sent as from and to.
    expect(within(form).getByRole('button', { name: 'When 3 Mar – 6 Mar' })).toBeInTheDocument();
    expect(form.querySelector('input[name=from]')).toHaveValue('2027-03-03');
    expect(form.querySelector('input[name=to]')).toHaveValue('2027-03-06');
    expect(within(form).getByLabelText('Adults')).toHaveValue(2);
    expect(within(form).getByLabelText('Children (2-11)')).toHaveValue(1);
    expect(within(form).getByLabelText('Infants (under 2)')).toHaveValue(0);
    expect(within(form).getByLabelText('Residency')).toHaveValue('foreign');
  });

  it('asks the server for the party, and shows the first fitting date, the party price and a link to it', async () => {
    renderAt(SEARCH, '/events', <EventsPage />);
    expect(
      await screen.findByRole('heading', { name: 'Showing 1–1 of 1 experiences you can book' }),
    ).toBeInTheDocument();
    const [path] = searches()[0]!;
    expect(new URLSearchParams(path.split('?')[1]).toString()).toBe(
      'where=Luxor&from=2027-03-03&to=2027-03-06&adults=2&children=1&infants=0&residency=foreign&currency=USD&page=1&pageSize=6',
    );
    const card = screen.getByRole('article');
    // Under the results' heading, each result's name is a level below.
    expect(within(card).getByRole('heading', { level: 3, name: 'Sunrise balloon' })).toBeInTheDocument();
    expect(within(card).getByText(/4 March 2027/)).toBeInTheDocument();
    expect(within(card).getByText('For your party:').parentElement).toHaveTextContent(/225/);
    expect(within(card).getByRole('link', { name: /Choose this date/ })).toHaveAttribute(
      'href',
      '/eventdetails/3?date=2027-03-04&time=06%3A30&tickets=11x2.12x1',
    );
    expect(within(card).getByRole('button', { name: /^Save to wishlist: / })).toHaveAttribute('aria-pressed', 'false');
    expect(document.cookie).toContain('kemet_party=2.1.0.foreign');
  });

  it('shows the server’s counts beside each filter, and filtering keeps the search', async () => {
    const user = userEvent.setup();
    renderAt(SEARCH, '/events', <EventsPage />);
    const filters = await screen.findByRole('form', { name: 'Filter and sort the results' });
    const timeOfDay = within(filters).getByLabelText('Time of day');
    expect(within(timeOfDay).getByRole('option', { name: 'Morning (3)' })).toBeInTheDocument();
    expect(within(filters).getByLabelText('Family-friendly (2)')).not.toBeChecked();
    await user.selectOptions(timeOfDay, 'morning');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(currentUrl(screen.getByTestId)).toBe(
      '/events?where=Luxor&from=2027-03-03&to=2027-03-06&adults=2&children=1&infants=0&residency=foreign&sort=soonest&near=&timeOfDay=morning'.replace(
        '&near=',
        '',
      ),
    );
  });

  it('takes and shows the price range for the party in the visitor’s currency', async () => {
    const user = userEvent.setup();
    act(() => setDisplayCurrency('EGP'));
    try {
      request.mockImplementation(async (path: string) => {
        if (path.startsWith('/search'))
          return searchAnswer({ facets: { ...searchFacets, price: { currency: 'EGP', min: 4_400, max: 26_460.5 } } });
        throw new ApiError(503, 'UNAVAILABLE', 'No rates');
      });
      renderAt(`${SEARCH}&priceMax=12000`, '/events', <EventsPage />);
      const filters = await screen.findByRole('form', { name: 'Filter and sort the results' });
      const priceMin = within(filters).getByLabelText('Least for the party (EGP)');
      expect(priceMin).toHaveValue(null);
      expect(priceMin).toHaveAttribute('placeholder', '4400');
      const priceMax = within(filters).getByLabelText('Most for the party (EGP)');
      expect(priceMax).toHaveValue(12_000);
      expect(priceMax).toHaveAttribute('placeholder', '26461');
      const [path] = searches()[0]!;
      expect(new URLSearchParams(path.split('?')[1]).get('priceMax')).toBe('12000');
      expect(new URLSearchParams(path.split('?')[1]).get('currency')).toBe('EGP');
      await user.type(priceMin, '5000');
      await user.clear(priceMax);
      await user.type(priceMax, '9000');
      await user.click(within(filters).getByRole('button', { name: 'Apply' }));
      const [again] = searches().at(-1)!;
      expect(new URLSearchParams(again.split('?')[1]).toString()).toContain('priceMin=5000&priceMax=9000&currency=EGP');
    } finally {
      act(() => setDisplayCurrency('USD'));
    }
  });

  it('says what the server refused, in the field’s words', async () => {
    request.mockImplementation(async () => {
      throw new ApiError(400, 'VALIDATION', 'Please check the highlighted fields.', {
        to: 'The last day must not be before the first',
      });
    });
    renderAt('/events?from=2027-03-06&to=2027-03-03', '/events', <EventsPage />);
    expect(await screen.findByText('The last day must not be before the first')).toBeInTheDocument();
    expect(screen.getByText('Please check your search')).toBeInTheDocument();
  });

  it('says what the server refused in Arabic, from the common words', async () => {
    request.mockImplementation(async () => {
      throw new ApiError(400, 'VALIDATION', 'Please check the highlighted fields.', {
        adults: 'A party is at most 10 travellers',
        where: 'Choose a governorate of Egypt, or anywhere',
      });
    });
    await inLanguage('ar');
    try {
      renderAt('/ar/events?from=2027-03-03&adults=11', '/ar/events', <EventsPage />);
      expect(await screen.findByText('المجموعة ١٠ مسافرين على الأكثر')).toBeInTheDocument();
      expect(screen.getByText('اختر محافظة مصرية، أو أي مكان')).toBeInTheDocument();
    } finally {
      await inLanguage('en');
    }
  });

  it('leaves the list as it was without a date in the URL', () => {
    renderAt('/events', '/events', <EventsPage />);
    expect(searches()).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Events Map' })).toBeInTheDocument();
  });

  it('on the home page, is the same form sent to /events, its steppers filled from the visit’s party', async () => {
    document.cookie = 'kemet_party=3.2.1.egyptian; path=/';
    renderAt('/home', '/home', <HomeSearchSection />);
    const form = screen.getByRole('search', { name: 'Search by dates and travellers' });
    expect(form).toHaveAttribute('action', '/events');
    expect(await within(form).findByDisplayValue('3')).toHaveAccessibleName('Adults');
    expect(within(form).getByLabelText('Children (2-11)')).toHaveValue(2);
    expect(within(form).getByLabelText('Infants (under 2)')).toHaveValue(1);
    expect(within(form).getByLabelText('Residency')).toHaveValue('egyptian');
  });

  it('follows the URL back: after Back, the form and the filters show the search the results are for', async () => {
    const user = userEvent.setup();
    function BackLink() {
      const navigate = useNavigate();
      return <button onClick={() => void navigate(-1)}>Back</button>;
    }
    render(
      withQueryClient(
        <MemoryRouter
          initialEntries={[SEARCH, '/events?where=Aswan&from=2027-04-01&adults=1&sort=price']}
          initialIndex={1}
        >
          <Routes>
            <Route
              path="/events"
              element={
                <>
                  <EventsPage />
                  <BackLink />
                </>
              }
            />
          </Routes>
        </MemoryRouter>,
      ),
    );
    const form = screen.getByRole('search', { name: 'Search by dates and travellers' });
    expect(within(form).getByLabelText('Where')).toHaveValue('Aswan');
    expect(
      within(await screen.findByRole('form', { name: 'Filter and sort the results' })).getByLabelText('Sort'),
    ).toHaveValue('price');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const formAfter = screen.getByRole('search', { name: 'Search by dates and travellers' });
    expect(within(formAfter).getByLabelText('Where')).toHaveValue('Luxor');
    expect(within(formAfter).getByLabelText('Adults')).toHaveValue(2);
    expect(within(formAfter).getByLabelText('Children (2-11)')).toHaveValue(1);
    expect(formAfter.querySelector('input[name=from]')).toHaveValue('2027-03-03');
    const filters = await screen.findByRole('form', { name: 'Filter and sort the results' });
    expect(within(filters).getByLabelText('Sort')).toHaveValue('soonest');
  });

  it('keeps the chosen guide language in its list when no result is left in it', async () => {
    request.mockImplementation(async (path: string) => {
      if (path.startsWith('/search'))
        return searchAnswer({ items: [], total: 0, totalPages: 0, facets: { ...searchFacets, language: { ar: 2 } } });
      throw new ApiError(503, 'UNAVAILABLE', 'No rates');
    });
    renderAt(`${SEARCH}&language=fr`, '/events', <EventsPage />);
    const filters = await screen.findByRole('form', { name: 'Filter and sort the results' });
    const language = within(filters).getByLabelText("Guide's language");
    expect(language).toHaveValue('fr');
    expect(within(language).getByRole('option', { name: 'French (0)' })).toBeInTheDocument();
    expect(within(language).queryByRole('option', { name: /English/ })).not.toBeInTheDocument();
  });
});
