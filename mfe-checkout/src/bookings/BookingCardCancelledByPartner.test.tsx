import { screen, within } from '@testing-library/react';
import { inLanguage, makeBooking, renderAt } from '@kemet/tooling/testing';
import { BookingCard } from './BookingCard';
import { clientWithRates } from '../testing/arabic';

const booking = makeBooking({
  status: 'cancelled',
  cancelledAt: '2099-01-10T09:00:00.000Z',
  cancelledBy: 'partner',
  cancellationReason: 'The Nile is too high for the felucca',
});
const show = (b = booking) =>
  renderAt('/bookings', '/bookings', <BookingCard booking={b} onCancel={jest.fn()} />, { client: clientWithRates() });

afterEach(() => inLanguage('en'));

describe('a booking the partner cancelled', () => {
  it('says so with the partner’s reason, and offers no cancelling', () => {
    show();
    const card = screen.getByRole('article');
    expect(
      within(card).getByText('The partner cancelled this session: The Nile is too high for the felucca'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('says so in Arabic', async () => {
    await inLanguage('ar');
    show();
    expect(screen.getByText('ألغى الشريك هذا الموعد: The Nile is too high for the felucca')).toBeInTheDocument();
  });

  it('says nothing of a partner when the traveller cancelled', () => {
    show({ ...booking, cancelledBy: 'traveller', cancellationReason: null });
    expect(screen.queryByText(/The partner cancelled/)).toBeNull();
  });
});
