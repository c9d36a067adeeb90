// The search's results and filters in Arabic: the result's card under the results' heading, the distance's default
// governorate and the chosen guide language at 0 in Arabic words and digits.
import { screen, within } from '@testing-library/react';
import { apiRequest, ApiError } from '@kemet/platform';
import { inLanguage, renderAt } from '@kemet/tooling/testing';
import { EventsPage } from '../events/EventsPage';
import { searchAnswer, searchFacets } from '../testing/searchFixtures';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => ({
  ...jest.requireActual<typeof import('../testing/mockModules')>('../testing/mockModules').mockPlatform(),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

beforeEach(async () => {
  jest.clearAllMocks();
  await inLanguage('ar');
  request.mockImplementation(async (path: string) => {
    if (path.startsWith('/search')) return searchAnswer({ facets: { ...searchFacets, language: { ar: 1 } } });
    throw new ApiError(503, 'UNAVAILABLE', 'No rates');
  });
});
afterEach(() => inLanguage('en'));

describe('the search in Arabic', () => {
  it('shows each result as the experience’s card, its name a level under the results’ heading', async () => {
    renderAt('/ar/events?where=Luxor&from=2027-03-03&language=fr', '/ar/events', <EventsPage />);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Sunrise balloon' })).toBeInTheDocument();
    expect(within(card).getByText('أول موعد يناسبك:')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /اختر هذا الموعد/ })).toHaveAttribute(
      'href',
      '/eventdetails/3?date=2027-03-04&time=06%3A30&tickets=11x2.12x1',
    );
  });

  it('names the governorates in Arabic, and keeps the chosen guide language at ٠', async () => {
    renderAt('/ar/events?where=Luxor&from=2027-03-03&language=fr', '/ar/events', <EventsPage />);
    const filters = await screen.findByRole('form', { name: 'تصفية النتائج وترتيبها' });
    expect(within(within(filters).getByLabelText('المسافة من')).getAllByRole('option')[0]).toHaveTextContent('القاهرة');
    const language = within(filters).getByLabelText('لغة المرشد');
    expect(language).toHaveValue('fr');
    expect(within(language).getByRole('option', { name: 'الفرنسية (٠)' })).toBeInTheDocument();
    const form = screen.getByRole('search');
    expect(within(form).getByLabelText('إلى أين')).toHaveValue('Luxor');
    expect(within(within(form).getByLabelText('إلى أين')).getByRole('option', { name: 'الأقصر' })).toBeInTheDocument();
  });
});
