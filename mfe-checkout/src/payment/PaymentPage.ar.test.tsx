import { answerWith, paymentApis } from '../testing/paymentApis';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kemet/platform';
import { inLanguage, makeExperience, makeHold, makePriceLine, makeQuote } from '@kemet/tooling/testing';
import { clientWithRates, isolated } from '../testing/arabic';
import { KARNAK, openCheckout } from '../testing/paymentPage';

/** Two foreign adults at 25 $: the server's total, 50 $. */
const FIFTY_DOLLARS = makeHold({
  quote: makeQuote({
    lines: [makePriceLine({ quantity: 2, unitPrice: 25, salePrice: 25, amount: 50 })],
    saving: 0,
    total: 50,
  }),
});
const CHOICE = '?session=31&tickets=7x2';
const arabicPayButton = () => screen.getByRole('button', { name: 'تابع إلى الدفع' });

beforeEach(async () => {
  answerWith(FIFTY_DOLLARS, makeExperience({ ...KARNAK, startsAt: '2099-01-15T06:00:00.000Z' }));
  await inLanguage('ar');
});
afterEach(() => inLanguage('en'));

describe('the payment page in Arabic', () => {
  it('is in Arabic, and states the amount paid in the experience’s currency with the estimate in pounds', async () => {
    openCheckout('2', CHOICE, clientWithRates());
    expect(await screen.findByRole('heading', { level: 1, name: 'أكمل طلبك' })).toBeInTheDocument();
    await waitFor(() => expect(arabicPayButton()).toBeEnabled());
    // What is charged: dollars, the experience's currency, at the server's price; the pounds are only an estimate.
    const statement = screen.getByText(/^ستدفع/);
    expect(statement).toHaveTextContent(`ستدفع ${isolated('٥٠ $')} بالدولار الأمريكي (${isolated('≈ ٢٬٥٠٠ ج.م.')})`);
    expect(within(screen.getByRole('table', { name: 'السعر' })).getByText('الإجمالي').nextSibling?.textContent).toBe(
      isolated('٥٠ $'),
    );
    expect(screen.getByText('تذكرتان')).toBeInTheDocument();
  });

  it('without the day’s rates states the amount alone, never a made-up conversion', async () => {
    openCheckout('2', CHOICE);
    await waitFor(() => expect(arabicPayButton()).toBeEnabled());
    expect(screen.getByText(/^ستدفع/)).toHaveTextContent(new RegExp(`^ستدفع ${isolated('٥٠ \\$')} بالدولار الأمريكي$`));
  });

  it('labels the steppers, the hold and the cards in Arabic, with card data typed left to right', async () => {
    openCheckout('2', CHOICE, clientWithRates());
    await waitFor(() => expect(arabicPayButton()).toBeEnabled());
    expect(screen.getByRole('spinbutton', { name: 'Foreign adult' })).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'زيادة تذاكر Foreign adult' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Foreign adult' })).toHaveAccessibleDescription(
      // A catalogue price, in the visitor's currency like the buy box's; the quote and pay bar say what is charged.
      `من سن ١٢ فأكثر · أحضر معك: جواز السفر ${isolated('≈ ٥٬٠٠٠ ج.م.')} للتذكرة`,
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/^أماكنك محجوزة لمدة [٠-٩]+:[٠-٩]{2}$/);
    const cvc = screen.getByLabelText('رمز الأمان (CVC) لبطاقة Visa المنتهية بـ 4242');
    expect(cvc).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('— بطاقة تجريبية تُرفض دائمًا')).toBeInTheDocument();
  });

  it('says a declined card failed in Arabic, and in English once the page switches, reason and next step included', async () => {
    paymentApis.createBooking.mockRejectedValue(new ApiError(402, 'PAYMENT_DECLINED', 'Your card was declined.'));
    const user = userEvent.setup();
    openCheckout('2', CHOICE, clientWithRates());
    await waitFor(() => expect(arabicPayButton()).toBeEnabled());
    await user.click(arabicPayButton());
    expect(await screen.findByText('أدخل رمز الأمان المكوّن من ٣ أو ٤ أرقام')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/لبطاقة Visa/), '123');
    await user.click(arabicPayButton());
    expect(await screen.findByRole('heading', { name: 'لم تتم عملية الدفع' })).toBeInTheDocument();
    expect(screen.getByText('رُفضت بطاقتك.')).toBeInTheDocument();
    expect(screen.getByText('ادفع الآن ببطاقة أخرى، أو تواصل مع الدعم')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تواصل مع الدعم' })).toBeInTheDocument();
    expect(screen.getByText('لم تُحجز أي تذاكر ولم يُخصم أي مبلغ.')).toBeInTheDocument();
    await act(() => inLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Your payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('Pay with another card now, or contact support')).toBeInTheDocument();
  });
});
