import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cairoDayOf } from '@kemet/ui';
import { makeAvailability, makeExperience, makeQuote, makeSession, renderAt } from '@kemet/tooling/testing';
import { eventsApi } from '../api/eventsApi';
import { TicketCard } from './TicketCard';

jest.mock('../api/eventsApi', () => jest.requireActual('../testing/mockModules').mockEventsApi());
const api = jest.mocked(eventsApi);

const renderCard = (overrides: Parameters<typeof makeExperience>[0]) => {
  const experience = makeExperience(overrides);
  return renderAt(`/eventdetails/${experience.id - 1}`, '/eventdetails/:eventId', <TicketCard experience={experience} />);
};

/** The event's one session, at its startsAt. */
const availabilityAt = (startsAt: string, session: Parameters<typeof makeSession>[0] = {}) =>
  makeAvailability({ days: [{ date: cairoDayOf(startsAt), soldOut: false, sessions: [makeSession({ startsAt, ...session })] }] });

// The calendar is a lazy chunk: loaded once here, so the first test's wait for it is not spent compiling it.
beforeAll(() => import('../bookingPanel/SessionCalendar'));

describe('TicketCard', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    api.availability.mockResolvedValue(availabilityAt('2099-01-01T00:00:00Z'));
    api.quote.mockResolvedValue(makeQuote());
  });
  afterEach(() => jest.useRealTimers());

  it('shows the price with a $ suffix and no sale when sale is 0, then the calendar of the booking panel', async () => {
    renderCard({ ticketPrice: 85, sale: 0 });
    expect(screen.getByText('85$')).toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
    expect(screen.queryByText('SALE FOR')).not.toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: 'January 2099' })).toBeInTheDocument();
  });

  it('on sale, shows the discounted price beside the struck-through full price and the true percentage', async () => {
    renderCard({ ticketPrice: 120, sale: 150, discountedPrice: 102, salePercent: 15 });
    expect(screen.getByText('102$')).toBeInTheDocument();
    expect(screen.getByText('120$').tagName).toBe('S');
    expect(screen.getByText('Save 15%')).toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: 'January 2099' })).toBeInTheDocument();
  });

  it('counts down from 00:00:59 each second and hides the timer and Save label at zero, keeping the price', () => {
    jest.useFakeTimers();
    renderCard({ ticketPrice: 200, sale: 125, discountedPrice: 175, salePercent: 12.5 });
    expect(screen.getByText('00:00:59')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByText('00:00:58')).toBeInTheDocument();
    for (let i = 0; i < 57; i++)
      act(() => {
        jest.advanceTimersByTime(1000);
      });
    expect(screen.getByText('00:00:01')).toBeInTheDocument();
    expect(screen.getByText('Save 12.5%')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('SALE FOR')).not.toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
    expect(screen.getByText('175$')).toBeInTheDocument();
  });

  it('links Booking Now to /payment/{eventId} with the session and tickets chosen, while tickets are left', async () => {
    renderCard({ id: 7, ticketsCount: 3 });
    expect(screen.getByText('Available: 3 tickets left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking Now' })).toBeDisabled();
    expect(await screen.findByRole('radio', { name: '02:00 12 left' })).toBeChecked();
    expect(screen.getByText('Available: 12 tickets left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add one Foreign adult' }));
    expect(screen.getByRole('link', { name: 'Booking Now' })).toHaveAttribute('href', '/payment/6?session=31&tickets=7x1');
    expect(screen.queryByText('Not Available!')).not.toBeInTheDocument();
  });

  it('once the event has started, says so instead of the availability, the sale timer, the booking panel and Booking Now', () => {
    renderCard({ id: 7, ticketsCount: 3, sale: 150, discountedPrice: 85, salePercent: 15, startsAt: new Date(Date.now() - 60_000).toISOString() });
    expect(screen.getByText('This event has already taken place')).toBeInTheDocument();
    expect(screen.getByText('85$')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Booking Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Booking Now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Available/)).not.toBeInTheDocument();
    expect(screen.queryByText('SALE FOR')).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(api.availability).not.toHaveBeenCalled();
  });

  it('an event starting in a minute can still be booked', async () => {
    const startsAt = new Date(Date.now() + 60_000).toISOString();
    api.availability.mockResolvedValue(availabilityAt(startsAt));
    renderCard({ id: 7, ticketsCount: 3, startsAt });
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Foreign adult' }));
    expect(await screen.findByRole('link', { name: 'Booking Now' })).toHaveAttribute('href', '/payment/6?session=31&tickets=7x1');
    expect(screen.queryByText('This event has already taken place')).not.toBeInTheDocument();
  });

  it('says Not Available! and disables Booking Now when no tickets are left', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        days: [{ date: '2099-01-01', soldOut: true, sessions: [makeSession({ startsAt: '2099-01-01T00:00:00Z', placesLeft: 0, bookable: false })] }],
      }),
    );
    renderCard({ ticketsCount: 0, available: false });
    expect(screen.getByText('Not Available!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /1 January 2099, sold out/ })).toBeDisabled();
    expect(screen.getByText('Not Available!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking Now' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Booking Now' })).not.toBeInTheDocument();
  });
});
