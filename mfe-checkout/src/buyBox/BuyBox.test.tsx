import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, MemoryRouter, useLocation, useNavigate } from '@kemet/platform';
import type { Experience } from '@kemet/contract';
import {
  currentUrl,
  makeAvailability,
  makeExperience,
  makeQuote,
  makeSession,
  renderAt,
  withQueryClient,
} from '@kemet/tooling/testing';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { cairoDayOf } from '@kemet/ui';
import { BuyBox } from './BuyBox';

jest.mock('@kemet/platform/experiences-api', () => ({
  experiencesApi: {
    list: jest.fn(),
    get: jest.fn(),
    locations: jest.fn(),
    providers: jest.fn(),
    availability: jest.fn(),
    quote: jest.fn(),
  },
}));
const api = jest.mocked(experiencesApi);

// Thursday 15 January 2099, 08:00 and 15:00 Cairo time (06:00 and 13:00 UTC).
const morning = makeSession({ id: 31, placesLeft: 3 });
const afternoon = makeSession({
  id: 32,
  startsAt: '2099-01-15T13:00:00.000Z',
  endsAt: '2099-01-15T16:00:00.000Z',
  placesLeft: 0,
  bookable: false,
});
const soldOutDay = {
  date: '2099-01-16',
  soldOut: true,
  sessions: [makeSession({ id: 33, startsAt: '2099-01-16T06:00:00.000Z', placesLeft: 0, bookable: false })],
};
const pastCutOff = makeSession({ id: 36, startsAt: '2099-01-15T16:00:00.000Z', placesLeft: 7, bookable: false });
const closedDay = {
  date: '2099-01-17',
  soldOut: false,
  sessions: [makeSession({ id: 34, startsAt: '2099-01-17T06:00:00.000Z', status: 'closed', bookable: false })],
};

const renderPanel = (experience: Partial<Experience> = {}, search = '') =>
  renderAt(
    `/eventdetails/2${search}`,
    '/eventdetails/:eventId',
    <BuyBox experience={makeExperience({ id: 3, ...experience })} action="event" />,
  );

const dayButton = (name: RegExp) => screen.getByRole('button', { name });
const addOne = (label: string) => screen.getByRole('button', { name: `Add one ${label}` });
const removeOne = (label: string) => screen.getByRole('button', { name: `Remove one ${label}` });

// The calendar is a lazy chunk: loaded once here, so the first test's wait for it is not spent compiling it.
beforeAll(() => import('./SessionCalendar'));

beforeEach(() => {
  jest.clearAllMocks();
  api.quote.mockResolvedValue(makeQuote());
});

describe('BuyBox calendar', () => {
  it('starts weeks on Saturday, offers only days with a bookable session and marks sold-out days', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        days: [{ date: '2099-01-15', soldOut: false, sessions: [morning, afternoon] }, soldOutDay, closedDay],
      }),
    );
    renderPanel({ kind: 'tour' });
    const grid = await screen.findByRole('grid', { name: 'January 2099' });
    expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveAccessibleName('Saturday');
    expect(within(grid).getAllByRole('gridcell')[0]).toHaveAttribute('data-day', '2098-12-27');
    // A day that can be picked is a link to the page with it chosen (the times of the next one are shown already).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Thursday, 15 January 2099/ })).toHaveAttribute(
        'href',
        '?date=2099-01-15',
      ),
    );
    expect(dayButton(/^Friday, 16 January 2099, sold out$/)).toBeDisabled();
    expect(dayButton(/^Saturday, 17 January 2099$/)).toBeDisabled();
    expect(dayButton(/^Wednesday, 14 January 2099$/)).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Sold out');
    expect(api.availability).toHaveBeenCalledWith(3, { from: '2098-12-25', to: '2099-02-07' }, expect.any(AbortSignal));
  });

  it("asks for the next month's sessions when the calendar moves on", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    renderPanel({ kind: 'tour' });
    await screen.findByRole('grid', { name: 'January 2099' });
    // A link to the page opening on that month, for a click before (or without) the page's code.
    const next = screen.getByRole('link', { name: 'Go to the Next Month' });
    expect(next).toHaveAttribute('href', '?month=2099-02');
    await userEvent.click(next);
    expect(await screen.findByRole('grid', { name: 'February 2099' })).toBeInTheDocument();
    expect(api.availability).toHaveBeenLastCalledWith(
      3,
      { from: '2099-01-25', to: '2099-03-07' },
      expect.any(AbortSignal),
    );
  });

  it('choosing a day lists its times in Cairo time with the places left; sold-out and closed times cannot be chosen', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [morning, afternoon, pastCutOff] }] }),
    );
    renderPanel({ kind: 'tour' });
    // The next open day's times are there from the start, each a link to the page with that time chosen.
    const times = await screen.findByRole('radiogroup', { name: 'Time' });
    expect(within(times).getByRole('radio', { name: '08:00 3 left' })).toHaveAttribute(
      'href',
      '?date=2099-01-15&time=08%3A00',
    );
    expect(within(times).getByRole('radio', { name: '08:00 3 left' })).not.toBeChecked();
    expect(within(times).getByRole('radio', { name: '15:00 Sold out' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(times).getByRole('radio', { name: '18:00 Booking closed' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(times).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/Times are Cairo time\./)).toBeInTheDocument();
    await userEvent.click(within(times).getByRole('radio', { name: '08:00 3 left' }));
    expect(within(times).getByRole('radio', { name: '08:00 3 left' })).toBeChecked();
    // Chosen in place: the address says so, for a reload or Back from checkout.
    expect(currentUrl(screen.getByTestId)).toBe('/eventdetails/2?date=2099-01-15&time=08%3A00');
    expect(screen.getByText('Available: 3 tickets left')).toBeInTheDocument();
    expect(screen.getByText('Free cancellation until Wed, 14 January 2099 at 08:00 (Cairo time)')).toBeInTheDocument();
  });

  it("preselects an event's only day and its only time", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    renderPanel({ kind: 'event' });
    expect(await screen.findByRole('radio', { name: '08:00 12 left' })).toBeChecked();
    expect(screen.getByRole('link', { name: /15 January 2099, selected$/ })).toHaveAttribute('aria-current', 'date');
  });
});

describe('BuyBox tickets and price', () => {
  it('shows each category with its ages, price and proof, and keeps the steppers within the places left', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [morning] }] }),
    );
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 3 left' });
    expect(screen.getByText('12+ years · Bring: Passport')).toBeInTheDocument();
    expect(screen.getByText('Under 6 · No ID needed · With an adult ticket, 2 per adult at most')).toBeInTheDocument();
    expect(removeOne('Foreign adult')).toBeDisabled();
    await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Foreign child (6-11)'));
    expect(screen.getByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('2');
    expect(addOne('Foreign adult')).toBeDisabled();
    expect(addOne('Foreign child (6-11)')).toBeDisabled();
    // An infant on a lap takes no place.
    expect(addOne('Infant (under 6)')).toBeEnabled();
    await userEvent.click(removeOne('Foreign adult'));
    expect(addOne('Foreign adult')).toBeEnabled();
  });

  it('lets young children in only with an adult ticket, two per adult', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession({ placesLeft: 50 })] }] }),
    );
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 50 left' });
    expect(addOne('Infant (under 6)')).toBeDisabled();
    await userEvent.click(addOne('Foreign child (6-11)'));
    expect(addOne('Infant (under 6)')).toBeDisabled();
    await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Infant (under 6)'));
    await userEvent.click(addOne('Infant (under 6)'));
    expect(screen.getByRole('status', { name: 'Infant (under 6) tickets' })).toHaveTextContent('2');
    expect(addOne('Infant (under 6)')).toBeDisabled();
  });

  it('stops at 10 tickets a booking', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession({ placesLeft: 50 })] }] }),
    );
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 50 left' });
    for (let i = 0; i < 8; i++) await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Infant (under 6)'));
    await userEvent.click(addOne('Infant (under 6)'));
    expect(addOne('Foreign adult')).toBeDisabled();
    expect(addOne('Infant (under 6)')).toBeDisabled();
  });

  it("shows the server's lines, saving and total, and links the action to checkout with the choice", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    api.quote.mockResolvedValue(makeQuote({ saving: 30, total: 249.99 }));
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 12 left' });
    expect(screen.getByRole('button', { name: 'Booking Now' })).toBeDisabled();
    await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Foreign child (6-11)'));
    const price = await screen.findByRole('region', { name: 'Your price' });
    await waitFor(() => expect(within(price).getByText('249.99$')).toBeInTheDocument());
    expect(within(price).getByText('2 × Foreign adult')).toBeInTheDocument();
    expect(within(price).getByText('200$')).toBeInTheDocument();
    expect(within(price).getByRole('row', { name: 'You save 30$' })).toBeInTheDocument();
    expect(within(price).getByRole('row', { name: 'Total 249.99$' })).toBeInTheDocument();
    expect(api.quote).toHaveBeenLastCalledWith(
      {
        sessionId: 31,
        tickets: [
          { categoryId: 7, quantity: 2 },
          { categoryId: 8, quantity: 1 },
        ],
      },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('link', { name: 'Booking Now' })).toHaveAttribute(
      'href',
      '/payment/2?session=31&tickets=7x2.8x1',
    );
    expect(currentUrl(screen.getByTestId)).toBe('/eventdetails/2?tickets=7x2.8x1');
  });

  it('keeps the last price on screen, marked busy, while the changed choice is priced', async () => {
    api.availability.mockResolvedValue(makeAvailability());
    api.quote.mockResolvedValueOnce(makeQuote({ total: 249.99 })).mockReturnValueOnce(new Promise(() => {}));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Foreign adult' }));
    const price = await screen.findByRole('region', { name: 'Your price' });
    await waitFor(() => expect(within(price).getByText('249.99$')).toBeInTheDocument());
    await userEvent.click(addOne('Foreign adult'));
    expect(api.quote).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('region', { name: 'Your price' })).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByRole('region', { name: 'Your price' })).getByText('249.99$')).toBeInTheDocument();
  });

  it("shows the server's refusal of a choice and offers no booking", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    api.quote.mockRejectedValue(new ApiError(409, 'SOLD_OUT', 'Sorry, only 1 place is left.'));
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 12 left' });
    await userEvent.click(addOne('Foreign adult'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, only 1 place is left.');
    expect(screen.getByRole('button', { name: 'Booking Now' })).toBeDisabled();
  });

  it('restores a choice from the URL', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        days: [
          {
            date: '2099-01-15',
            soldOut: false,
            sessions: [morning, makeSession({ id: 35, startsAt: '2099-01-15T10:00:00.000Z' })],
          },
        ],
      }),
    );
    renderPanel({ kind: 'tour' }, '?date=2099-01-15&time=12:00&tickets=7x2.8x1');
    expect(await screen.findByRole('radio', { name: '12:00 12 left' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('2');
    expect(screen.getByRole('status', { name: 'Foreign child (6-11) tickets' })).toHaveTextContent('1');
    expect(await screen.findByRole('link', { name: 'Booking Now' })).toHaveAttribute(
      'href',
      '/payment/2?session=35&tickets=7x2.8x1',
    );
    expect(currentUrl(screen.getByTestId)).toBe('/eventdetails/2?date=2099-01-15&time=12%3A00&tickets=7x2.8x1');
  });

  it("reads a session named by its id (the payment page's format) as its day and time", async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        days: [
          {
            date: '2099-01-15',
            soldOut: false,
            sessions: [morning, makeSession({ id: 35, startsAt: '2099-01-15T10:00:00.000Z' })],
          },
        ],
      }),
    );
    renderPanel({ kind: 'tour' }, '?session=35&tickets=7x2');
    expect(await screen.findByRole('radio', { name: '12:00 12 left' })).toBeChecked();
    await waitFor(() =>
      expect(currentUrl(screen.getByTestId)).toBe('/eventdetails/2?date=2099-01-15&time=12%3A00&tickets=7x2'),
    );
  });

  it('opens on the month the address names', async () => {
    api.availability.mockResolvedValue(makeAvailability());
    renderPanel({ kind: 'tour' }, '?month=2099-03');
    expect(await screen.findByRole('grid', { name: 'March 2099' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Previous Month' })).toHaveAttribute('href', '?month=2099-02');
  });

  it('ignores a malformed or unknown day and time in the address', async () => {
    api.availability.mockResolvedValue(makeAvailability());
    renderPanel({ kind: 'tour' }, '?date=2099-02-30&time=25:00');
    // As if absent: the next open day and its only time.
    expect(await screen.findByRole('radio', { name: '08:00 12 left' })).toBeChecked();
  });
});

describe('BuyBox on another experience', () => {
  /** The experience follows the URL, as on a details page. */
  function TwoExperiences() {
    const navigate = useNavigate();
    const id = useLocation().pathname === '/eventdetails/3' ? 4 : 3;
    return (
      <>
        <button type="button" onClick={() => void navigate('/eventdetails/3')}>
          Next experience
        </button>
        <BuyBox experience={makeExperience({ id })} action="event" />
      </>
    );
  }

  it("starts from nothing chosen, not the previous experience's choice", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    render(withQueryClient(<MemoryRouter initialEntries={['/eventdetails/2']}>{<TwoExperiences />}</MemoryRouter>));
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Foreign adult' }));
    expect(screen.getByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Next experience' }));
    await waitFor(() =>
      expect(api.availability).toHaveBeenLastCalledWith(4, expect.anything(), expect.any(AbortSignal)),
    );
    expect(await screen.findByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('0');
  });
});

/** The event's one session, at its startsAt. */
const availabilityAt = (startsAt: string, session: Parameters<typeof makeSession>[0] = {}) =>
  makeAvailability({
    days: [{ date: cairoDayOf(startsAt), soldOut: false, sessions: [makeSession({ startsAt, ...session })] }],
  });

const renderEventBox = (overrides: Partial<Experience>) => {
  const experience = makeExperience(overrides);
  return renderAt(
    `/eventdetails/${experience.id - 1}`,
    '/eventdetails/:eventId',
    <BuyBox experience={experience} action="event" />,
  );
};

describe("BuyBox on an event's page", () => {
  beforeEach(() => {
    api.availability.mockResolvedValue(availabilityAt('2099-01-01T00:00:00Z'));
  });

  it('links Booking Now to /payment/{eventId} with the session and tickets chosen, while tickets are left', async () => {
    renderEventBox({ id: 7, ticketsCount: 3 });
    // The month of the event's start, a week either side.
    expect(api.availability).toHaveBeenCalledWith(7, { from: '2098-12-25', to: '2099-02-07' }, expect.any(AbortSignal));
    expect(screen.getByText('Available: 3 tickets left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking Now' })).toBeDisabled();
    expect(await screen.findByRole('radio', { name: '02:00 12 left' })).toBeChecked();
    expect(screen.getByText('Available: 12 tickets left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add one Foreign adult' }));
    expect(screen.getByRole('link', { name: 'Booking Now' })).toHaveAttribute(
      'href',
      '/payment/6?session=31&tickets=7x1',
    );
    expect(screen.queryByText('Not Available!')).not.toBeInTheDocument();
  });

  it('an event starting in a minute can still be booked', async () => {
    const startsAt = new Date(Date.now() + 60_000).toISOString();
    api.availability.mockResolvedValue(availabilityAt(startsAt));
    renderEventBox({ id: 7, ticketsCount: 3, startsAt });
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Foreign adult' }));
    expect(await screen.findByRole('link', { name: 'Booking Now' })).toHaveAttribute(
      'href',
      '/payment/6?session=31&tickets=7x1',
    );
    expect(screen.queryByText('This event has already taken place')).not.toBeInTheDocument();
  });

  it('says Not Available! and disables Booking Now when no tickets are left', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        days: [
          {
            date: '2099-01-01',
            soldOut: true,
            sessions: [makeSession({ startsAt: '2099-01-01T00:00:00Z', placesLeft: 0, bookable: false })],
          },
        ],
      }),
    );
    renderEventBox({ ticketsCount: 0, available: false });
    expect(screen.getByText('Not Available!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /1 January 2099, sold out/ })).toBeDisabled();
    expect(screen.getByText('Not Available!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking Now' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Booking Now' })).not.toBeInTheDocument();
  });
});

describe("BuyBox on a tour's page", () => {
  it('offers Book this tour with the day, time and tickets chosen', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        experienceId: 4,
        days: [
          { date: '2099-01-15', soldOut: false, sessions: [makeSession({ id: 51 })] },
          {
            date: '2099-01-16',
            soldOut: false,
            sessions: [makeSession({ id: 52, startsAt: '2099-01-16T06:00:00.000Z', placesLeft: 5 })],
          },
        ],
      }),
    );
    const tour = makeExperience({
      id: 4,
      name: 'Abu Simbel Sunrise',
      kind: 'tour',
      startsAt: '2099-01-15T06:00:00.000Z',
    });
    renderAt('/toursdetails/3', '/toursdetails/:eventId', <BuyBox experience={tour} action="tour" />);
    expect(screen.getByRole('button', { name: 'Book this tour' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('link', { name: /16 January 2099/ }));
    expect(screen.getByRole('radio', { name: '08:00 5 left' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add one Foreign adult' }));
    expect(screen.getByRole('link', { name: 'Book this tour' })).toHaveAttribute(
      'href',
      '/payment/3?session=52&tickets=7x1',
    );
  });
});
