import { screen, within } from '@testing-library/react';
import type { User } from '@kemet/contract';
import { authStore } from '@kemet/platform';
import { inLanguage, makeBooking, makeBookingTickets, renderAt } from '@kemet/tooling/testing';
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
const openTicketPage = () => renderAt('/bookings/KMT-7F3K2Q', '/bookings/:reference', <TicketPage />);

beforeEach(async () => {
  await inLanguage('ar');
  tickets.mockReset();
  authStore.signIn(traveller);
});
afterEach(async () => {
  authStore.signOut();
  window.history.pushState({}, '', '/');
  await inLanguage('en');
});

describe('the ticket page in Arabic', () => {
  it('counts the people and the tickets in Arabic, with times in Cairo', async () => {
    tickets.mockResolvedValue(makeBookingTickets());
    openTicketPage();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'التذكرة ١ من ٢',
      'التذكرة ٢ من ٢',
    ]);
    expect(await within(cards[0]!).findByRole('img', { name: 'رمز QR للتذكرة ١' })).toBeInTheDocument();
    expect(screen.getByText('تذاكرك · شخصان')).toBeInTheDocument();
    // 15 January is winter in Cairo: 06:00 UTC is 08:00.
    expect(within(cards[0]!).getByText('٠٨:٠٠')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('أحضر معك: جواز السفر')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اطبع التذاكر' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أضف إلى التقويم' })).toBeInTheDocument();
  });

  it('keeps the reference and its NATO spelling in Latin letters, isolated from the Arabic around them', async () => {
    tickets.mockResolvedValue(makeBookingTickets());
    openTicketPage();
    const details = await screen.findByRole('region', { name: 'تفاصيل الحجز' });
    expect(within(details).getByText('رقم الحجز')).toBeInTheDocument();
    expect(within(details).getByText('KMT-7F3-K2Q').tagName).toBe('BDI');
    const spelled = within(details).getByText('Kilo Mike Tango · Seven Foxtrot Three · Kilo Two Quebec');
    expect(spelled.tagName).toBe('BDI');
    expect(spelled).toHaveAttribute('lang', 'en');
  });

  it('says a cancelled booking was cancelled, in Arabic', async () => {
    tickets.mockResolvedValue(
      makeBookingTickets({
        booking: makeBooking({ status: 'cancelled', cancelledAt: '2099-01-10T10:00:00.000Z' }),
        tickets: [],
      }),
    );
    openTicketPage();
    expect(await screen.findByText(/^أُلغي هذا الحجز في .*١٠ يناير ٢٠٩٩.*\(بتوقيت القاهرة\)\.$/)).toBeInTheDocument();
    expect(screen.getByText('لم تعد تذاكره صالحة.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'اطبع التذاكر' })).not.toBeInTheDocument();
  });
});
