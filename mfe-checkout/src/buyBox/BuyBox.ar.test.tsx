// The buy box in Arabic: the plural of tickets left, the times and calendar in Arabic, prices converted to pounds
// (marked "≈") and the charged currency.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@kemet/platform';
import type { Experience } from '@kemet/contract';
import { inLanguage, makeAvailability, makeExperience, makeQuote, makeSession, renderAt } from '@kemet/tooling/testing';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { clientWithRates } from '../testing/arabic';
import { BuyBox } from './BuyBox';

jest.mock('@kemet/platform/experiences-api', () => ({
  experiencesApi: { get: jest.fn(), availability: jest.fn(), quote: jest.fn() },
}));
const api = jest.mocked(experiencesApi);

const felucca = (more: Partial<Experience> = {}) =>
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
const renderBox = (experience: Experience = felucca()) =>
  renderAt('/eventdetails/5', '/eventdetails/:eventId', <BuyBox experience={experience} action="event" />, {
    client: clientWithRates(),
  });

// The calendar is a lazy chunk: loaded once here, so the first test's wait for it is not spent compiling it.
beforeAll(() => import('./SessionCalendar'));

beforeEach(async () => {
  jest.clearAllMocks();
  await inLanguage('ar');
  api.quote.mockResolvedValue(makeQuote({ saving: 30, total: 249.99 }));
});
afterEach(() => inLanguage('en'));

describe('BuyBox in Arabic', () => {
  it('offers the time, the calendar and the action in Arabic', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        experienceId: 6,
        days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession({ id: 41, placesLeft: 3 })] }],
      }),
    );
    renderBox();
    expect(await screen.findByText('متاح: تبقّت ٣ تذاكر')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '٠٨:٠٠ تبقّى ٣ أماكن' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'احجز الآن' })).toBeDisabled();
    // The calendar in Egyptian Arabic, right to left, weeks from Saturday, weekdays by their first letter.
    const grid = await screen.findByRole('grid', { name: 'يناير ٢٠٩٩' });
    expect(grid.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveTextContent('س');
    expect(within(grid).getByRole('link', { name: /١٥ يناير ٢٠٩٩/ })).toBeInTheDocument();
    expect(screen.getByText('اختر موعدًا وتذكرة واحدة على الأقل.')).toBeInTheDocument();
    expect(screen.queryByText(/Booking Now/)).not.toBeInTheDocument();
  });

  it('prices the choice in pounds and says what is charged, in dollars', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        experienceId: 6,
        days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession({ id: 41 })] }],
      }),
    );
    renderBox();
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة تذكرة Foreign adult' }));
    const price = await screen.findByRole('region', { name: 'السعر' });
    expect(await within(price).findByText('\u2067≈ ١٢٬٤٩٩٫٥٠ ج.م.\u2069')).toBeInTheDocument();
    expect(within(price).getByText('Foreign adult').tagName).toBe('BDI');
    expect(within(price).getByText('Foreign adult').parentElement).toHaveTextContent('٢ × Foreign adult');
    expect(within(price).getByText('\u2067≈ ١٠٬٠٠٠ ج.م.\u2069')).toBeInTheDocument();
    expect(within(price).getByRole('row', { name: 'توفّر \u2067≈ ١٬٥٠٠ ج.م.\u2069' })).toBeInTheDocument();
    expect(within(price).getByText('\u2067٢٤٩٫٩٩ $\u2069').tagName).toBe('BDI');
    expect(within(price).getByText('\u2067٢٤٩٫٩٩ $\u2069').parentElement).toHaveTextContent(
      'ستدفع \u2067٢٤٩٫٩٩ $\u2069 بالدولار الأمريكي',
    );
    expect(screen.getByRole('link', { name: 'احجز الآن' })).toHaveAttribute(
      'href',
      '/payment/5?session=41&tickets=7x1',
    );
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
    expect(i18n.t('booking.available', { ns: 'checkout', count })).toBe(text);
  });

  it('in the box, before a time is chosen, from the experience', async () => {
    api.availability.mockResolvedValue(makeAvailability({ days: [] }));
    renderBox(felucca({ ticketsCount: 11 }));
    expect(await screen.findByText('متاح: تبقّت ١١ تذكرة')).toBeInTheDocument();
  });
});
