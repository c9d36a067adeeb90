import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, MemoryRouter, useLocation, useNavigate } from '@kemet/platform';
import type { Experience } from '@kemet/contract';
import { currentUrl, makeAvailability, makeExperience, makeQuote, makeSession, renderAt, withQueryClient } from '@kemet/tooling/testing';
import { eventsApi } from '../api/eventsApi';
import { BookingPanel } from './BookingPanel';

jest.mock('../api/eventsApi', () => jest.requireActual('../testing/mockModules').mockEventsApi());
const api = jest.mocked(eventsApi);

// Thursday 15 January 2099, 08:00 and 15:00 Cairo time (06:00 and 13:00 UTC).
const morning = makeSession({ id: 31, placesLeft: 3 });
const afternoon = makeSession({ id: 32, startsAt: '2099-01-15T13:00:00.000Z', endsAt: '2099-01-15T16:00:00.000Z', placesLeft: 0, bookable: false });
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
    <BookingPanel experience={makeExperience({ id: 3, ...experience })} actionLabel="Booking Now" />,
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

describe('BookingPanel calendar', () => {
  it('starts weeks on Saturday, offers only days with a bookable session and marks sold-out days', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [morning, afternoon] }, soldOutDay, closedDay] }),
    );
    renderPanel({ kind: 'tour' });
    const grid = await screen.findByRole('grid', { name: 'January 2099' });
    expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveAccessibleName('Saturday');
    expect(within(grid).getAllByRole('gridcell')[0]).toHaveAttribute('data-day', '2098-12-27');
    await waitFor(() => expect(dayButton(/^Thursday, 15 January 2099$/)).toBeEnabled());
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
    await userEvent.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
    expect(await screen.findByRole('grid', { name: 'February 2099' })).toBeInTheDocument();
    expect(api.availability).toHaveBeenLastCalledWith(3, { from: '2099-01-25', to: '2099-03-07' }, expect.any(AbortSignal));
  });

  it('choosing a day lists its times in Cairo time with the places left; sold-out and closed times cannot be chosen', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [morning, afternoon, pastCutOff] }] }),
    );
    renderPanel({ kind: 'tour' });
    expect(screen.queryByRole('radiogroup', { name: 'Time' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /15 January 2099/ }));
    const times = screen.getByRole('radiogroup', { name: 'Time' });
    expect(within(times).getByRole('radio', { name: '08:00 3 left' })).toBeEnabled();
    expect(within(times).getByRole('radio', { name: '08:00 3 left' })).not.toBeChecked();
    expect(within(times).getByRole('radio', { name: '15:00 Sold out' })).toBeDisabled();
    expect(within(times).getByRole('radio', { name: '18:00 Booking closed' })).toBeDisabled();
    expect(screen.getByText(/Times are Cairo time\./)).toBeInTheDocument();
    await userEvent.click(within(times).getByRole('radio', { name: '08:00 3 left' }));
    expect(within(times).getByRole('radio', { name: '08:00 3 left' })).toBeChecked();
    expect(screen.getByText('Available: 3 tickets left')).toBeInTheDocument();
    expect(screen.getByText('Free cancellation until Wed, 14 January 2099 at 08:00 (Cairo time)')).toBeInTheDocument();
  });

  it("preselects an event's only day and its only time", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    renderPanel({ kind: 'event' });
    expect(await screen.findByRole('radio', { name: '08:00 12 left' })).toBeChecked();
    expect(dayButton(/15 January 2099, selected$/)).toBeInTheDocument();
  });
});

describe('BookingPanel tickets and price', () => {
  it('shows each category with its ages, price and proof, and keeps the steppers within the places left', async () => {
    api.availability.mockResolvedValue(makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [morning] }] }));
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 3 left' });
    expect(screen.getByText('12+ years · Bring: Passport')).toBeInTheDocument();
    expect(screen.getByText('Under 6')).toBeInTheDocument();
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
    expect(within(price).getByText('You save 30$')).toBeInTheDocument();
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
    expect(screen.getByRole('link', { name: 'Booking Now' })).toHaveAttribute('href', '/payment/2?session=31&tickets=7x2.8x1');
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
        days: [{ date: '2099-01-15', soldOut: false, sessions: [morning, makeSession({ id: 35, startsAt: '2099-01-15T10:00:00.000Z' })] }],
      }),
    );
    renderPanel({ kind: 'tour' }, '?session=35&tickets=7x2.8x1');
    expect(await screen.findByRole('radio', { name: '12:00 12 left' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('2');
    expect(screen.getByRole('status', { name: 'Foreign child (6-11) tickets' })).toHaveTextContent('1');
    expect(await screen.findByRole('link', { name: 'Booking Now' })).toHaveAttribute('href', '/payment/2?session=35&tickets=7x2.8x1');
    expect(currentUrl(screen.getByTestId)).toBe('/eventdetails/2?session=35&tickets=7x2.8x1');
  });
});

describe('BookingPanel on another experience', () => {
  /** The experience follows the URL, as on a details page. */
  function TwoExperiences() {
    const navigate = useNavigate();
    const id = useLocation().pathname === '/eventdetails/3' ? 4 : 3;
    return (
      <>
        <button type="button" onClick={() => void navigate('/eventdetails/3')}>
          Next experience
        </button>
        <BookingPanel experience={makeExperience({ id })} actionLabel="Booking Now" />
      </>
    );
  }

  it("starts from nothing chosen, not the previous experience's choice", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    render(withQueryClient(<MemoryRouter initialEntries={['/eventdetails/2']}>{<TwoExperiences />}</MemoryRouter>));
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Foreign adult' }));
    expect(screen.getByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Next experience' }));
    await waitFor(() => expect(api.availability).toHaveBeenLastCalledWith(4, expect.anything(), expect.any(AbortSignal)));
    expect(await screen.findByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('0');
  });
});
