import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import type { User } from '@kemet/contract';
import { ApiError, authStore, NETWORK_ERROR_MESSAGE } from '@kemet/platform';
import { saveTicketPage, savedTicketPage } from './offline/savedTicketPages';
import { makeBooking, makeBookingTickets, makeTicket, renderAt } from '@kemet/tooling/testing';
import { bookingsApi } from '../api/bookingsApi';
import TicketPage from './TicketPage';

jest.mock('../api/bookingsApi', () => ({
  ...jest.requireActual('../api/bookingsApi'),
  bookingsApi: { tickets: jest.fn() },
}));

const tickets = bookingsApi.tickets as jest.Mock;
const traveller: User = {
  id: 1,
  fullName: 'Nour Hassan',
  email: 'nour@example.com',
  UId: 'UId-1',
  isAdmin: false,
  rating: 0,
  createdAt: '',
  roles: [],
};
const unreachable = () => new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);

const openTicketPage = (reference = 'KMT-7F3K2Q') =>
  renderAt(`/bookings/${reference}`, '/bookings/:reference', <TicketPage />);

beforeEach(() => {
  tickets.mockReset();
  authStore.signIn(traveller);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  window.history.pushState({}, '', '/');
  authStore.signOut();
  onlineManager.setOnline(true);
});

describe('TicketPage', () => {
  it('shows a card per ticket with its QR, the session in Cairo time, the category and the proof to bring', async () => {
    tickets.mockResolvedValue(makeBookingTickets());
    openTicketPage();
    const cards = await screen.findAllByRole('article');
    expect(tickets).toHaveBeenCalledWith('KMT-7F3K2Q', expect.anything());
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Ticket 1 of 2',
      'Ticket 2 of 2',
    ]);
    const first = cards[0]!;
    const qr = await within(first).findByRole('img', { name: 'QR code of ticket 1' });
    expect(qr.tagName).toBe('svg');
    expect(qr).toHaveAttribute('shape-rendering', 'crispEdges');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7/);
    expect(await within(cards[1]!).findByRole('img', { name: 'QR code of ticket 2' })).toBeInTheDocument();
    // 15 January is winter in Cairo: 06:00 UTC is 08:00.
    expect(within(first).getByText('Thu, 15 January 2099')).toBeInTheDocument();
    expect(within(first).getByText('08:00')).toBeInTheDocument();
    expect(within(first).getByText('Cairo time')).toBeInTheDocument();
    expect(within(first).getByText('Foreign adult')).toBeInTheDocument();
    expect(within(first).getByText('Bring: Passport')).toBeInTheDocument();
    expect(within(first).getByText('Sunrise over Karnak')).toBeInTheDocument();
    expect(within(first).queryByText(/Checked in at/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sunrise over Karnak' })).toBeInTheDocument();
  });

  it('shows the booking once: reference in groups and spelt, provider, meeting place with its map link', async () => {
    tickets.mockResolvedValue(makeBookingTickets());
    openTicketPage();
    const details = await screen.findByRole('region', { name: 'Booking details' });
    expect(within(details).getByText('KMT-7F3-K2Q')).toBeInTheDocument();
    expect(within(details).getByText('Kilo Mike Tango · Seven Foxtrot Three · Kilo Two Quebec')).toBeInTheDocument();
    expect(within(details).getByText('Nile Valley Journeys')).toBeInTheDocument();
    expect(within(details).getByText('Meeting place').nextElementSibling).toHaveTextContent(
      /^Karnak Temple visitor centre, Luxor Open the map/,
    );
    const map = within(details).getByRole('link', {
      name: 'Open the map of Karnak Temple visitor centre, Luxor (opens in a new tab)',
    });
    expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=25.7188&mlon=32.6573#map=16/25.7188/32.6573',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the calendar file to download and prints the tickets', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    tickets.mockResolvedValue(makeBookingTickets());
    openTicketPage();
    const calendar = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', '/api/bookings/KMT-7F3K2Q/calendar.ics');
    expect(calendar).toHaveAttribute('download');
    await user.click(screen.getByRole('button', { name: 'Print tickets' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when a ticket was checked in, in Cairo time', async () => {
    tickets.mockResolvedValue(
      makeBookingTickets({ tickets: [makeTicket({ checkedInAt: '2099-01-15T05:40:00.000Z' })] }),
    );
    openTicketPage();
    const card = await screen.findByRole('article', { name: 'Ticket 1 of 1' });
    expect(within(card).getByText('Checked in at Thu, 15 January 2099 at 07:40')).toBeInTheDocument();
  });

  it('a cancelled booking says so and shows no QR, no calendar and no print', async () => {
    const revoked = makeTicket({ status: 'revoked', token: null });
    const booking = makeBooking({ status: 'cancelled', cancelledAt: '2099-01-10T09:30:00.000Z' });
    tickets.mockResolvedValue(makeBookingTickets({ booking, tickets: [revoked] }));
    openTicketPage();
    expect(
      await screen.findByText('This booking was cancelled on Sat, 10 January 2099 at 11:30 (Cairo time).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Its tickets are no longer valid.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print tickets' })).not.toBeInTheDocument();
    expect(screen.getByText('KMT-7F3-K2Q')).toBeInTheDocument();
  });

  it('a failed payment says there are no tickets and leads back to the experience', async () => {
    tickets.mockResolvedValue(makeBookingTickets({ booking: makeBooking({ status: 'failed' }), tickets: [] }));
    openTicketPage();
    expect(await screen.findByText('This payment did not go through: there are no tickets.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Sunrise over Karnak again' })).toHaveAttribute(
      'href',
      '/eventdetails/2',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a reference that is not one of my bookings shows the not-found page with a link to My bookings', async () => {
    tickets.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Booking not found'));
    openTicketPage('KMT-ZZZZZZ');
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find this booking" })).toBeInTheDocument();
    expect(screen.getByText('KMT-ZZZZZZ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('keeps each answer on the device for reading offline', async () => {
    const data = makeBookingTickets();
    tickets.mockResolvedValue(data);
    openTicketPage();
    await screen.findAllByRole('article');
    await waitFor(() => expect(savedTicketPage('KMT-7F3K2Q')?.data).toEqual(data));
  });

  it('asks the service worker to keep the page once its tickets are shown', async () => {
    const postMessage = jest.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: jest.fn().mockResolvedValue({}), ready: Promise.resolve({ active: { postMessage } }) },
    });
    window.history.pushState({}, '', '/bookings/KMT-7F3K2Q');
    tickets.mockResolvedValue(makeBookingTickets());
    openTicketPage();
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'keep', url: '/bookings/KMT-7F3K2Q' })),
    );
  });

  it('without a connection shows the saved copy, QR included, with when it was saved', async () => {
    jest.useFakeTimers({ now: new Date('2099-01-14T18:30:00.000Z') });
    saveTicketPage('KMT-7F3K2Q', makeBookingTickets());
    jest.useRealTimers();
    tickets.mockRejectedValue(unreachable());
    openTicketPage();
    expect(
      await screen.findByText('You are offline. This is the copy saved on Wed, 14 January 2099 at 20:30.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of ticket 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('asks even when the browser says it is offline, so the saved copy shows instead of waiting', async () => {
    saveTicketPage('KMT-7F3K2Q', makeBookingTickets());
    onlineManager.setOnline(false);
    tickets.mockRejectedValue(unreachable());
    openTicketPage();
    expect(await screen.findByText(/^You are offline\. This is the copy saved on /)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of ticket 2' })).toBeInTheDocument();
  });

  it('without a connection and no saved copy says it could not load the tickets, with Retry', async () => {
    const user = userEvent.setup();
    tickets.mockRejectedValueOnce(unreachable()).mockResolvedValueOnce(makeBookingTickets());
    openTicketPage();
    expect(await screen.findByText('We could not load your tickets.')).toBeInTheDocument();
    expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
