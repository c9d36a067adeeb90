import { screen } from '@testing-library/react';
import { inLanguage, makeBooking, renderAt } from '@kemet/tooling/testing';
import SuccessPage from './SuccessPage';
import { clientWithRates, isolated } from '../testing/arabic';

beforeEach(async () => {
  jest.useFakeTimers();
  await inLanguage('ar');
});
afterEach(async () => {
  jest.useRealTimers();
  await inLanguage('en');
});

describe('the success page in Arabic', () => {
  it('shows the amount as charged, in the booking’s currency, even while prices are shown in pounds', () => {
    renderAt('/success', '/success', <SuccessPage />, {
      state: { booking: makeBooking({ quantity: 3, total: 360 }) },
      client: clientWithRates(),
    });
    expect(screen.getByRole('heading', { name: 'تمت عملية الدفع بنجاح' })).toHaveFocus();
    expect(screen.getByText('الإجمالي').nextSibling?.textContent).toBe(isolated('٣٦٠ $'));
    expect(screen.queryByText(/ج\.م\./)).not.toBeInTheDocument();
    expect(screen.getByText('التذاكر').nextSibling).toHaveTextContent(/^٣$/);
    const reference = screen.getByText('KMT-7F3K2Q');
    expect(reference.tagName).toBe('BDI');
    expect(screen.getByText('سننقلك إلى الجولات خلال ٣ ثوانٍ.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'انتقل إلى الجولات الآن' })).toBeInTheDocument();
  });

  it('shows a booking in pounds in pounds', () => {
    renderAt('/success', '/success', <SuccessPage />, {
      state: { booking: makeBooking({ currency: 'EGP', total: 1450 }) },
    });
    expect(screen.getByText('الإجمالي').nextSibling?.textContent).toBe(isolated('١٬٤٥٠ ج.م.'));
  });
});
