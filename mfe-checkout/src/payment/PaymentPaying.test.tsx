// Paying on the payment page: the saved cards, the CVC, the booking, retries with the same key, and failures.
import { answerWith, paymentApis } from '../testing/paymentApis';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, experienceKeys } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import { makeBooking, makeExperience, renderAt } from '@kemet/tooling/testing';
import PaymentPage from './PaymentPage';
import {
  fillCvcAndPay,
  KARNAK,
  ONE_ADULT,
  openCheckout,
  openReadyToPay,
  payButton,
  TWO_ADULTS,
} from '../testing/paymentPage';

const { getEvent, createBooking, createHold, releaseHold } = paymentApis;

beforeEach(() => answerWith(ONE_ADULT));

describe('PaymentPage paying', () => {
  it('lists both saved cards, the declining test card labelled as such', async () => {
    openCheckout();
    expect(await screen.findByRole('radio', { name: /Visa.*4242/ })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: /Mastercard.*0002.*test card that is always declined/ }),
    ).not.toBeChecked();
  });

  it('asks for a 3 or 4 digit CVC on the chosen card before paying', async () => {
    const user = userEvent.setup();
    await openReadyToPay();
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    expect(await screen.findByText('Enter the 3 or 4 digit security code')).toBeInTheDocument();
    await fillCvcAndPay(user, /CVC for Visa/, '12');
    expect(screen.getByText('Enter the 3 or 4 digit security code')).toBeInTheDocument();
    expect(createBooking).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/CVC for Visa/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('pays the hold of the choice on the page with the chosen card and goes to /success with the booking', async () => {
    const user = userEvent.setup();
    const booking = makeBooking();
    createHold.mockResolvedValueOnce({ hold: ONE_ADULT }).mockResolvedValue({ hold: TWO_ADULTS });
    createBooking.mockResolvedValue({ booking });
    await openReadyToPay('2');
    await user.click(screen.getByRole('button', { name: 'More Foreign adult tickets' }));
    expect(payButton()).toBeDisabled();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.getByRole('row', { name: 'Total 240$' })).toBeInTheDocument();
    await fillCvcAndPay(user, /CVC for Visa/, '4321');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    expect(createBooking).toHaveBeenCalledWith(
      { holdId: TWO_ADULTS.id, payment: { cardLast4: '4242', cvc: '4321' } },
      expect.any(String),
    );
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ booking });
    // A paid hold is not released by leaving the page.
    expect(releaseHold).not.toHaveBeenCalled();
  });

  it('shows the experience the catalogue already loaded without asking the API again', async () => {
    const client = createQueryClient();
    client.setQueryData(experienceKeys.detail(3), makeExperience(KARNAK));
    renderAt('/payment/2', '/payment/:eventId', <PaymentPage />, { client });
    expect(await screen.findByRole('heading', { name: 'Sunrise over Karnak' })).toBeInTheDocument();
    expect(getEvent).not.toHaveBeenCalled();
  });

  it('a booking makes the catalogue load its events again (places left changed)', async () => {
    const user = userEvent.setup();
    const client = createQueryClient();
    const eventsPage = experienceKeys.list({ page: 1, pageSize: 6 });
    client.setQueryData(eventsPage, { items: [makeExperience(KARNAK)], page: 1, pageSize: 6, total: 1, totalPages: 1 });
    createBooking.mockResolvedValue({ booking: makeBooking() });
    renderAt('/payment/2', '/payment/:eventId', <PaymentPage />, { client });
    await screen.findByRole('heading', { name: 'Sunrise over Karnak' });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await fillCvcAndPay(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    expect(client.getQueryState(eventsPage)?.isInvalidated).toBe(true);
  });

  it('shows progress and cannot submit twice while paying', async () => {
    const user = userEvent.setup();
    let finish!: (value: unknown) => void;
    createBooking.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await openReadyToPay();
    await fillCvcAndPay(user);
    const busy = await screen.findByRole('button', { name: /Processing payment/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(createBooking).toHaveBeenCalledTimes(1);
    await act(async () => finish({ booking: makeBooking() }));
  });

  it('keeps the hold and the idempotency key across a retry after a network error, and changes the key when the hold changes', async () => {
    const user = userEvent.setup();
    createHold.mockResolvedValueOnce({ hold: ONE_ADULT }).mockResolvedValue({ hold: TWO_ADULTS });
    createBooking.mockRejectedValue(
      new ApiError(0, 'NETWORK', 'We could not reach Kemet. Check your connection and try again.'),
    );
    await openReadyToPay();
    await fillCvcAndPay(user);
    expect(await screen.findByRole('heading', { name: 'Your payment failed' })).toBeInTheDocument();
    expect(screen.getByText('We could not reach Kemet. Check your connection and try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to payment' }));
    await screen.findByRole('heading', { name: 'Your payment failed' });
    const [first, second] = createBooking.mock.calls;
    expect(second[0]).toEqual(first[0]);
    expect(second[1]).toBe(first[1]);
    expect(createHold).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'More Foreign adult tickets' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await screen.findByRole('heading', { name: 'Your payment failed' });
    const third = createBooking.mock.calls[2];
    expect(third[0].holdId).toBe(TWO_ADULTS.id);
    expect(third[1]).not.toBe(first[1]);
  });

  it('after too many declined cards says when to try again, and that nothing was charged', async () => {
    const user = userEvent.setup();
    createBooking.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many declined payments.', {}, 3600));
    await openReadyToPay();
    await fillCvcAndPay(user);
    expect(await screen.findByRole('heading', { name: 'Your payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Too many declined payments. Please try again in 60 minutes.')).toBeInTheDocument();
    expect(screen.getByText('No tickets were booked and nothing was charged.')).toBeInTheDocument();
  });

  it.each([
    [402, 'PAYMENT_DECLINED', 'Your card was declined.', 'Pay with another card now, or contact support'],
    [409, 'SOLD_OUT', 'Only 1 ticket is left.', 'Try again later'],
  ])('shows the failure screen with the reason on %i', async (status, code, message, nextStep) => {
    const user = userEvent.setup();
    createHold.mockResolvedValueOnce({ hold: ONE_ADULT }).mockResolvedValue({ hold: TWO_ADULTS });
    createBooking.mockRejectedValue(new ApiError(status, code, message));
    await openReadyToPay('2');
    await user.click(screen.getByRole('radio', { name: /Mastercard/ }));
    await fillCvcAndPay(user, /CVC for Mastercard/, '999');
    const heading = await screen.findByRole('heading', { name: 'Your payment failed' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(nextStep)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('No tickets were booked and nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/eventdetails/2');
    expect(screen.queryAllByRole('link', { name: 'Contact support' })).toHaveLength(
      code === 'PAYMENT_DECLINED' ? 1 : 0,
    );
    expect(createBooking.mock.calls[0][0]).toEqual({
      holdId: ONE_ADULT.id,
      payment: { cardLast4: '0002', cvc: '999' },
    });

    // A settled failure gave the places back: trying again reloads the event, holds them again and uses a new key.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(getEvent).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(createHold).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await waitFor(() => expect(createBooking).toHaveBeenCalledTimes(2));
    expect(createBooking.mock.calls[1][0].holdId).toBe(TWO_ADULTS.id);
    expect(createBooking.mock.calls[1][1]).not.toBe(createBooking.mock.calls[0][1]);
    expect(within(document.body).getByRole('heading', { name: 'Your payment failed' })).toBeInTheDocument();
  });
});
