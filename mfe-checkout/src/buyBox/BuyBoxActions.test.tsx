// The buy box's action on an event's page (Booking Now, Not Available!) and on a tour's (Book this tour).
import { answerQuotesAsUsual, api } from '../testing/buyBoxPanel';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Experience } from '@kemet/contract';
import { makeAvailability, makeExperience, makeSession, renderAt } from '@kemet/tooling/testing';
import { cairoDayOf } from '@kemet/ui';
import { BuyBox } from './BuyBox';

// The calendar is a lazy chunk: loaded once here, so the first test's wait for it is not spent compiling it.
beforeAll(() => import('./SessionCalendar'));
beforeEach(answerQuotesAsUsual);

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
