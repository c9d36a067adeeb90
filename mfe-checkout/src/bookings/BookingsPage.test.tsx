import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, experienceKeys } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import { bookingsApi } from '../api/bookingsApi';
import BookingsPage from './BookingsPage';
import { makeBooking, makeBookingTickets, makePriceLine, renderAt } from '@kemet/tooling/testing';
import { bookingTicketsKey } from '../api/getBookingTickets';

jest.mock('../api/bookingsApi', () => ({
  ...jest.requireActual('../api/bookingsApi'),
  bookingsApi: { create: jest.fn(), listMine: jest.fn(), cancel: jest.fn() },
}));

// No booking here was checked in at the gate: none offers a review (WriteReviewDialog.test.tsx).
jest.mock('../api/reviewsApi', () => ({
  reviewsApi: { reviewable: jest.fn().mockResolvedValue({ items: [] }), write: jest.fn() },
}));

const listMine = bookingsApi.listMine as jest.Mock;
const cancel = bookingsApi.cancel as jest.Mock;

const older = makeBooking({
  id: 1,
  reference: 'KMT-OLD111',
  createdAt: '2026-01-01T10:00:00.000Z',
  status: 'cancelled',
});
const newer = makeBooking({
  id: 2,
  reference: 'KMT-NEW222',
  createdAt: '2026-02-01T10:00:00.000Z',
  quantity: 4,
  total: 480,
  experience: { id: 6, name: 'Felucca at Aswan', location: 'Aswan', locationLabel: 'Aswan', image: '/api/media/a.svg' },
  session: { id: 61, startsAt: '2099-07-01T15:00:00.000Z', endsAt: '2099-07-01T17:00:00.000Z' },
  lines: [
    makePriceLine({ quantity: 3, label: 'Foreign adult', amount: 360 }),
    makePriceLine({
      categoryId: 9,
      code: 'infant',
      residency: 'any',
      label: 'Infant (under 6)',
      proof: 'none',
      quantity: 1,
      amount: 0,
    }),
  ],
  cancellableUntil: '2099-06-30T15:00:00.000Z',
});
/** A confirmed booking whose free cancellation has ended. */
const soon = makeBooking({
  id: 4,
  reference: 'KMT-SOON44',
  createdAt: '2026-01-15T10:00:00.000Z',
  session: { id: 62, startsAt: '2026-03-02T08:00:00.000Z', endsAt: '2026-03-02T10:00:00.000Z' },
  lines: [
    makePriceLine({
      quantity: 1,
      label: 'Egyptian student',
      residency: 'egyptian',
      code: 'student',
      proof: 'student_card',
      amount: 5,
    }),
  ],
  quantity: 1,
  total: 5,
  cancellableUntil: '2026-03-01T08:00:00.000Z',
});
const failed = makeBooking({ id: 3, reference: 'KMT-FAIL33', createdAt: '2025-12-01T10:00:00.000Z', status: 'failed' });

beforeEach(() => {
  listMine.mockReset();
  cancel.mockReset();
});

const openBookings = () => renderAt('/bookings', '/bookings', <BookingsPage />);

describe('BookingsPage', () => {
  it('lists my bookings newest first with event, quantity, total, status and date', async () => {
    listMine.mockResolvedValue({ items: [failed, older, newer] });
    openBookings();
    expect(screen.getByRole('status', { name: 'Loading your bookings' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Felucca at Aswan',
      'Sunrise over Karnak',
      'Sunrise over Karnak',
    ]);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Felucca at Aswan' })).toHaveAttribute('href', '/eventdetails/5');
    expect(within(first).getByText('4')).toBeInTheDocument();
    expect(within(first).getByText('480$')).toBeInTheDocument();
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(within(first).getByText(/1 February 2026/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Payment failed')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getByText('Your bookings, newest first. Times are Cairo time.')).toBeInTheDocument();
  });

  it('shows the session in Cairo time, a line per category with the proof to bring, and the free-cancellation deadline', async () => {
    listMine.mockResolvedValue({ items: [newer] });
    openBookings();
    const card = await screen.findByRole('article');
    // 1 July 2099 is summer: 15:00 UTC is 18:00 in Cairo.
    expect(within(card).getByText('Wed, 1 July 2099 at 18:00')).toBeInTheDocument();
    const lines = within(within(card).getByRole('list', { name: 'Tickets by category' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '3 × Foreign adult Bring: Passport',
      '1 × Infant (under 6) No ID needed',
    ]);
    expect(within(card).getByText('480$')).toBeInTheDocument();
    expect(within(card).getByText('Free cancellation until Tue, 30 June 2099 at 18:00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it('after the deadline says free cancellation ended, and offers no cancel', async () => {
    listMine.mockResolvedValue({ items: [soon] });
    openBookings();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Free cancellation ended on Sun, 1 March 2026 at 10:00')).toBeInTheDocument();
    expect(within(card).getByText('Bring: Student card')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('cancels a confirmed booking after confirmation, and the row shows cancelled', async () => {
    const user = userEvent.setup();
    listMine.mockResolvedValue({ items: [newer] });
    cancel.mockResolvedValue({ booking: { ...newer, status: 'cancelled' } });
    openBookings();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(
      'Felucca at Aswan, 4 tickets (KMT-NEW222). Cancelling is free until Tue, 30 June 2099 at 18:00. Your places go back on sale.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(cancel).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getByText(/KMT-NEW222 is cancelled/)).toBeInTheDocument();
  });

  it('links each confirmed or cancelled booking to its ticket page, the reference in the link name', async () => {
    listMine.mockResolvedValue({ items: [failed, older, newer] });
    openBookings();
    const [confirmedCard, cancelledCard, failedCard] = await screen.findAllByRole('article');
    expect(within(confirmedCard!).getByRole('link', { name: 'View tickets for booking KMT-NEW222' })).toHaveAttribute(
      'href',
      '/bookings/KMT-NEW222',
    );
    expect(within(cancelledCard!).getByRole('link', { name: 'View booking for booking KMT-OLD111' })).toHaveAttribute(
      'href',
      '/bookings/KMT-OLD111',
    );
    expect(within(failedCard!).queryByRole('link', { name: /^View/ })).not.toBeInTheDocument();
  });

  it('a cancellation makes the catalogue load the experience again (its tickets are back on sale)', async () => {
    const user = userEvent.setup();
    const client = createQueryClient();
    client.setQueryData(experienceKeys.detail(6), { id: 6 });
    listMine.mockResolvedValue({ items: [newer] });
    cancel.mockResolvedValue({ booking: { ...newer, status: 'cancelled' } });
    renderAt('/bookings', '/bookings', <BookingsPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(client.getQueryState(experienceKeys.detail(6))?.isInvalidated).toBe(true);
  });

  it('a cancellation makes its ticket page load again, so it no longer shows the QR codes', async () => {
    const user = userEvent.setup();
    const client = createQueryClient();
    client.setQueryData(bookingTicketsKey('KMT-NEW222'), makeBookingTickets({ booking: newer }));
    listMine.mockResolvedValue({ items: [newer] });
    cancel.mockResolvedValue({ booking: { ...newer, status: 'cancelled' } });
    renderAt('/bookings', '/bookings', <BookingsPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(client.getQueryState(bookingTicketsKey('KMT-NEW222'))?.isInvalidated).toBe(true);
  });

  it('keeps the booking when the traveller changes their mind, and returns focus', async () => {
    const user = userEvent.setup();
    listMine.mockResolvedValue({ items: [newer] });
    openBookings();
    const opener = await screen.findByRole('button', { name: 'Cancel booking' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel booking' })).toHaveFocus());
  });

  it('shows a failed cancel inside the dialog', async () => {
    const user = userEvent.setup();
    listMine.mockResolvedValue({ items: [newer] });
    cancel.mockRejectedValue(new ApiError(409, 'ALREADY_CANCELLED', 'This booking is already cancelled.'));
    openBookings();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This booking is already cancelled.',
    );
  });

  it("shows CANCELLATION_CLOSED (this device's clock is behind) in the dialog, and no longer offers to cancel", async () => {
    const user = userEvent.setup();
    listMine.mockResolvedValue({ items: [newer] });
    cancel.mockRejectedValue(new ApiError(409, 'CANCELLATION_CLOSED', 'Free cancellation for this booking has ended.'));
    openBookings();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Free cancellation for this booking has ended.');
    expect(within(dialog).queryByRole('button', { name: 'Yes, cancel booking' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toBeEnabled();
  });

  describe('when the deadline passes while the dialog is open', () => {
    beforeEach(() => jest.useFakeTimers({ now: new Date('2099-06-30T14:59:00.000Z') }));
    afterEach(() => jest.useRealTimers());

    it('says cancelling is no longer free and takes the confirmation away', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      listMine.mockResolvedValue({ items: [newer] });
      openBookings();
      await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
      expect(dialog).toHaveTextContent(
        'Cancelling is free until Tue, 30 June 2099 at 18:00. Your places go back on sale.',
      );
      expect(within(dialog).getByRole('button', { name: 'Yes, cancel booking' })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(60_000));
      expect(dialog).toHaveTextContent(
        'Free cancellation ended on Tue, 30 June 2099 at 18:00, so this booking can no longer be cancelled.',
      );
      expect(within(dialog).queryByRole('button', { name: 'Yes, cancel booking' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
      expect(screen.getByText('Free cancellation ended on Tue, 30 June 2099 at 18:00')).toBeInTheDocument();
      expect(cancel).not.toHaveBeenCalled();
    });
  });

  it('shows an empty state with a link to the events', async () => {
    listMine.mockResolvedValue({ items: [] });
    openBookings();
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the events' })).toHaveAttribute('href', '/events');
  });

  it('shows an error with Retry', async () => {
    const user = userEvent.setup();
    listMine
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'We could not reach Kemet.'))
      .mockResolvedValue({ items: [newer] });
    openBookings();
    expect(
      await screen.findByText('We could not reach Kemet. Check your connection and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Felucca at Aswan' })).toBeInTheDocument();
  });
});
