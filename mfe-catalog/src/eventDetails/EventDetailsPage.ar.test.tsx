// The event details page in Arabic: headings, converted prices marked "≈", Save N%, the sale timer in Arabic digits,
// the plural of tickets left, the booking panel's words and the charged currency.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@kemet/platform';
import { inLanguage, makeAvailability, makeExperience, makeQuote, makeSession, renderAt } from '@kemet/tooling/testing';
import { eventsApi } from '../api/eventsApi';
import { clientWithRates } from '../testing/arabic';
import { EventDetailsPage } from './EventDetailsPage';

jest.mock('../api/eventsApi', () => jest.requireActual('../testing/mockModules').mockEventsApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(eventsApi);

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
const renderDetails = () => renderAt('/eventdetails/5', '/eventdetails/:eventId', <EventDetailsPage />, { client: clientWithRates() });

// The calendar is a lazy chunk: loaded once here, so the first test's wait for it is not spent compiling it.
beforeAll(() => import('../bookingPanel/SessionCalendar'));

beforeEach(async () => {
  jest.clearAllMocks();
  await inLanguage('ar');
  api.quote.mockResolvedValue(makeQuote({ saving: 30, total: 249.99 }));
});
afterEach(() => inLanguage('en'));

describe('EventDetailsPage in Arabic', () => {
  it('shows the ticket card in Arabic with prices converted to pounds, the saving and the sale timer', async () => {
    api.get.mockResolvedValue(felucca());
    api.availability.mockResolvedValue(
      makeAvailability({ experienceId: 6, days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession({ id: 41, placesLeft: 3 })] }] }),
    );
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
    expect(await within(tickets).findByText('متاح: تبقّت ٣ تذاكر')).toBeInTheDocument();
    expect(within(tickets).getByRole('radio', { name: '٠٨:٠٠ تبقّى ٣ أماكن' })).toBeChecked();
    expect(within(tickets).getByRole('button', { name: 'احجز الآن' })).toBeDisabled();
    // The calendar in Egyptian Arabic, right to left, weeks from Saturday, weekdays by their first letter.
    const grid = await within(tickets).findByRole('grid', { name: 'يناير ٢٠٩٩' });
    expect(grid.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveTextContent('س');
    expect(within(grid).getByRole('button', { name: /١٥ يناير ٢٠٩٩/ })).toBeInTheDocument();
    expect(within(tickets).getByText('اختر موعدًا وتذكرة واحدة على الأقل.')).toBeInTheDocument();
    const company = screen.getByRole('complementary', { name: 'عن Nile Horizon Tours' });
    expect(within(company).getByText('شريك موثوق')).toBeInTheDocument();
    expect(screen.queryByText(/Tickets|Booking Now|SALE FOR|Save/)).not.toBeInTheDocument();
  });

  it('prices the choice in pounds and says what is charged, in dollars', async () => {
    api.get.mockResolvedValue(felucca());
    api.availability.mockResolvedValue(
      makeAvailability({ experienceId: 6, days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession({ id: 41 })] }] }),
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة تذكرة Foreign adult' }));
    const price = await screen.findByRole('region', { name: 'السعر' });
    expect(await within(price).findByText('\u2067≈ ١٢٬٤٩٩٫٥٠ ج.م.\u2069')).toBeInTheDocument();
    expect(within(price).getByText('Foreign adult').tagName).toBe('BDI');
    expect(within(price).getByText('Foreign adult').parentElement).toHaveTextContent('٢ × Foreign adult');
    expect(within(price).getByText('\u2067≈ ١٠٬٠٠٠ ج.م.\u2069')).toBeInTheDocument();
    expect(within(price).getByText('توفّر \u2067≈ ١٬٥٠٠ ج.م.\u2069')).toBeInTheDocument();
    expect(within(price).getByText('\u2067٢٤٩٫٩٩ $\u2069').tagName).toBe('BDI');
    expect(within(price).getByText('\u2067٢٤٩٫٩٩ $\u2069').parentElement).toHaveTextContent('ستدفع \u2067٢٤٩٫٩٩ $\u2069 بالدولار الأمريكي');
    expect(screen.getByRole('link', { name: 'احجز الآن' })).toHaveAttribute('href', '/payment/5?session=41&tickets=7x1');
  });

  it('says when nothing is left, and when the event has taken place', async () => {
    api.get.mockResolvedValue(felucca({ startsAt: '2026-01-10T15:00:00Z' }));
    api.availability.mockResolvedValue(makeAvailability({ days: [] }));
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

describe('tickets left, in Arabic plurals', () => {
  it.each([
    [1, 'متاح: تبقّت تذكرة واحدة'],
    [2, 'متاح: تبقّت تذكرتان'],
    [3, 'متاح: تبقّت ٣ تذاكر'],
    [10, 'متاح: تبقّت ١٠ تذاكر'],
    [11, 'متاح: تبقّت ١١ تذكرة'],
    [100, 'متاح: تبقّت ١٠٠ تذكرة'],
  ])('%i → %s', async (count, text) => {
    await act(() => inLanguage('ar'));
    expect(i18n.t('booking.available', { ns: 'catalog', count })).toBe(text);
  });

  it('in the panel, before a time is chosen, from the experience', async () => {
    api.get.mockResolvedValue(felucca({ ticketsCount: 11 }));
    api.availability.mockResolvedValue(makeAvailability({ days: [] }));
    renderDetails();
    expect(await screen.findByText('متاح: تبقّت ١١ تذكرة')).toBeInTheDocument();
  });
});
