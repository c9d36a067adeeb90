import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage, makeBooking, makePriceLine, renderAt } from '@kemet/tooling/testing';
import { BookingCard } from './BookingCard';
import { CancelBookingDialog } from './CancelBookingDialog';
import { clientWithRates, isolated, pageFormat } from '../testing/arabic';

jest.mock('../api/bookingsApi', () => ({
  ...jest.requireActual('../api/bookingsApi'),
  bookingsApi: { cancel: jest.fn() },
}));

const booking = makeBooking({
  reference: 'KMT-NEW222',
  lines: [
    makePriceLine({ quantity: 2, amount: 200 }),
    makePriceLine({ categoryId: 9, label: 'Egyptian adult', proof: 'national_id', quantity: 1, amount: 40 }),
  ],
  quantity: 3,
  total: 240,
  cancellableUntil: '2099-06-30T15:00:00.000Z',
});

beforeEach(() => inLanguage('ar'));
afterEach(() => inLanguage('en'));

describe('a booking card in Arabic', () => {
  it('shows the charged total, the status, the deadline in Cairo time with Arabic digits, and the reference isolated', async () => {
    const onCancel = jest.fn();
    renderAt('/bookings', '/bookings', <BookingCard booking={booking} onCancel={onCancel} />, {
      client: clientWithRates(),
    });
    const card = screen.getByRole('article');
    expect(within(card).getByText('الإجمالي').nextSibling?.textContent).toBe(isolated('٢٤٠ $'));
    expect(within(card).getByText('مؤكَّد')).toBeInTheDocument();
    expect(within(card).getByText('KMT-NEW222').tagName).toBe('BDI');
    expect(within(card).getByText('٢ × Foreign adult')).toBeInTheDocument();
    expect(within(card).getByText('أحضر معك: بطاقة الرقم القومي المصرية')).toBeInTheDocument();
    const deadline = pageFormat().dateTime('2099-06-30T15:00:00.000Z');
    expect(deadline).toMatch(/يونيو ٢٠٩٩.*١٨:٠٠/);
    expect(within(card).getByText(`الإلغاء مجاني حتى ${deadline}`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'اعرض التذاكر للحجز KMT-NEW222' })).toHaveAttribute(
      'href',
      '/bookings/KMT-NEW222',
    );
    await userEvent.setup().click(within(card).getByRole('button', { name: 'ألغِ الحجز' }));
    expect(onCancel).toHaveBeenCalledWith(booking);
  });

  it('asks before cancelling, with the tickets counted in Arabic', () => {
    renderAt(
      '/bookings',
      '/bookings',
      <CancelBookingDialog booking={{ ...booking, quantity: 2 }} onCancelled={jest.fn()} onClose={jest.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'هل تريد إلغاء هذا الحجز؟' });
    expect(dialog).toHaveAccessibleDescription(
      /^Sunrise over Karnak، تذكرتان \(\u2068KMT-NEW222\u2069\)\. الإلغاء مجاني حتى /,
    );
    expect(within(dialog).getByRole('button', { name: 'أبقِ الحجز' })).toHaveFocus();
  });
});
