// The event details page in Arabic: headings, converted prices marked "≈", Save N%, the sale timer in Arabic digits,
// and checkout's buy box in its place (its Arabic is tested with it).
import { screen, within } from '@testing-library/react';
import { inLanguage, makeExperience, renderAt } from '@kemet/tooling/testing';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { clientWithRates } from '../testing/arabic';
import { EventDetailsPage } from './EventDetailsPage';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(experiencesApi);

const felucca = (more: Parameters<typeof makeExperience>[0] = {}) =>
  makeExperience({
    id: 6,
    name: 'Felucca Sunset',
    ticketPrice: 40,
    sale: 150,
    discountedPrice: 34,
    salePercent: 15,
    startsAt: '2099-01-15T06:00:00.000Z',
    ...more,
  });
const renderDetails = () =>
  renderAt('/eventdetails/5', '/eventdetails/:eventId', <EventDetailsPage />, { client: clientWithRates() });

beforeEach(async () => {
  jest.clearAllMocks();
  await inLanguage('ar');
});
afterEach(() => inLanguage('en'));

describe('EventDetailsPage in Arabic', () => {
  it('shows the ticket card in Arabic with prices converted to pounds, the saving and the sale timer', async () => {
    api.get.mockResolvedValue(felucca());
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Felucca Sunset' })).toBeInTheDocument();
    const tickets = screen.getByRole('region', { name: 'التذاكر' });
    // 34 $ at 50 EGP to the dollar.
    expect(within(tickets).getByText('\u2067≈ ١٬٧٠٠ ج.م.\u2069')).toBeInTheDocument();
    expect(within(tickets).getByText('\u2067≈ ٢٬٠٠٠ ج.م.\u2069').tagName).toBe('S');
    expect(within(tickets).getByText('وفّر ١٥٪')).toBeInTheDocument();
    expect(within(tickets).getByText('ينتهي العرض خلال')).toBeInTheDocument();
    expect(within(tickets).getByText('٠٠:٠٠:٥٩')).toBeInTheDocument();
    expect(within(tickets).getByText('للفرد')).toBeInTheDocument();
    expect(within(tickets).getByTestId('remote-checkout-BuyBox')).toBeInTheDocument();
    const company = screen.getByRole('complementary', { name: 'عن Nile Horizon Tours' });
    expect(within(company).getByText('شريك موثوق')).toBeInTheDocument();
    expect(screen.queryByText(/Tickets|Booking Now|SALE FOR|Save/)).not.toBeInTheDocument();
  });

  it('says when the event has taken place', async () => {
    api.get.mockResolvedValue(felucca({ startsAt: '2026-01-10T15:00:00Z' }));
    renderDetails();
    const tickets = await screen.findByRole('region', { name: 'التذاكر' });
    expect(within(tickets).getByText('أُقيمت هذه الفعالية بالفعل')).toBeInTheDocument();
    expect(within(tickets).queryByText('ينتهي العرض خلال')).not.toBeInTheDocument();
  });

  it('tells a missing event in Arabic', async () => {
    const { ApiError } = jest.requireActual<typeof import('@kemet/platform')>('@kemet/platform');
    api.get.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Not found'));
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'لم نعثر على هذه الفعالية.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى كل الفعاليات' })).toHaveAttribute('href', '/events');
  });
});
