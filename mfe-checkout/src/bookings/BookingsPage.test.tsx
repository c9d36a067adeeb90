import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, createQueryClient, eventKeys } from '@kemet/platform';
import { bookingsApi } from '../api/bookingsApi';
import BookingsPage from './BookingsPage';
import { makeBooking, renderAt } from '@kemet/tooling/testing';

jest.mock('../api/bookingsApi', () => ({
  ...jest.requireActual('../api/bookingsApi'),
  bookingsApi: { create: jest.fn(), listMine: jest.fn(), cancel: jest.fn() },
}));

const listMine = bookingsApi.listMine as jest.Mock;
const cancel = bookingsApi.cancel as jest.Mock;

const older = makeBooking({ id: 1, reference: 'KMT-OLD111', createdAt: '2026-01-01T10:00:00.000Z', status: 'cancelled' });
const newer = makeBooking({
  id: 2,
  reference: 'KMT-NEW222',
  createdAt: '2026-02-01T10:00:00.000Z',
  quantity: 4,
  total: 480,
  experience: { id: 6, name: 'Felucca at Aswan', location: 'Aswan', image: '/api/media/a.svg' },
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
  });

  it('cancels a confirmed booking after confirmation, and the row shows cancelled', async () => {
    const user = userEvent.setup();
    listMine.mockResolvedValue({ items: [newer] });
    cancel.mockResolvedValue({ booking: { ...newer, status: 'cancelled' } });
    openBookings();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/Felucca at Aswan, 4 tickets \(KMT-NEW222\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(cancel).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getByText(/KMT-NEW222 is cancelled/)).toBeInTheDocument();
  });

  it('a cancellation makes the catalogue load the experience again (its tickets are back on sale)', async () => {
    const user = userEvent.setup();
    const client = createQueryClient();
    client.setQueryData(eventKeys.detail(6), { id: 6 });
    listMine.mockResolvedValue({ items: [newer] });
    cancel.mockResolvedValue({ booking: { ...newer, status: 'cancelled' } });
    renderAt('/bookings', '/bookings', <BookingsPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(client.getQueryState(eventKeys.detail(6))?.isInvalidated).toBe(true);
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
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This booking is already cancelled.');
  });

  it('shows an empty state with a link to the events', async () => {
    listMine.mockResolvedValue({ items: [] });
    openBookings();
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the events' })).toHaveAttribute('href', '/events');
  });

  it('shows an error with Retry', async () => {
    const user = userEvent.setup();
    listMine.mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'We could not reach Kemet.')).mockResolvedValue({ items: [newer] });
    openBookings();
    expect(await screen.findByText('We could not reach Kemet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Felucca at Aswan' })).toBeInTheDocument();
  });
});
