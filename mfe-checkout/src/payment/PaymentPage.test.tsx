import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, experienceKeys } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import { bookingsApi } from '../api/bookingsApi';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { holdsApi } from '../api/holdsApi';
import {
  makeAvailability,
  makeBooking,
  makeExperience,
  makeHold,
  makePriceLine,
  makeQuote,
  makeSession,
  renderAt,
} from '@kemet/tooling/testing';
import PaymentPage from './PaymentPage';
import { fillCvcAndPay, KARNAK, openCheckout, payButton, signInTraveller } from '../testing/paymentPage';

jest.mock('@kemet/platform/experiences-api', () => ({
  ...jest.requireActual('@kemet/platform/experiences-api'),
  experiencesApi: { get: jest.fn(), availability: jest.fn() },
}));
jest.mock('../api/bookingsApi', () => ({
  ...jest.requireActual('../api/bookingsApi'),
  bookingsApi: { create: jest.fn(), listMine: jest.fn(), cancel: jest.fn() },
}));
jest.mock('../api/holdsApi', () => ({ holdsApi: { create: jest.fn(), release: jest.fn() } }));

const getEvent = experiencesApi.get as jest.Mock;
const getAvailability = experiencesApi.availability as jest.Mock;
const createBooking = bookingsApi.create as jest.Mock;
const createHold = holdsApi.create as jest.Mock;
const releaseHold = holdsApi.release as jest.Mock;

/** One foreign adult on session 31 at 120$: what a link without a choice holds. */
const ONE_ADULT = makeHold({
  id: '11111111-1111-4111-8111-111111111111',
  quote: makeQuote({
    lines: [makePriceLine({ quantity: 1, unitPrice: 120, salePrice: 120, amount: 120 })],
    places: 1,
    subtotal: 120,
    total: 120,
  }),
});
const TWO_ADULTS = makeHold({
  id: '22222222-2222-4222-8222-222222222222',
  quote: makeQuote({
    lines: [makePriceLine({ quantity: 2, unitPrice: 120, salePrice: 120, amount: 240 })],
    places: 2,
    subtotal: 240,
    total: 240,
  }),
});

beforeEach(() => {
  signInTraveller();
  getEvent.mockReset().mockResolvedValue(makeExperience(KARNAK));
  getAvailability.mockReset().mockResolvedValue(makeAvailability());
  createBooking.mockReset();
  createHold.mockReset().mockResolvedValue({ hold: ONE_ADULT });
  releaseHold.mockReset().mockResolvedValue(undefined);
});

/** The page is ready to pay: the experience shown and its places held. */
async function openReady(eventId = '2', search = '') {
  const view = openCheckout(eventId, search);
  await screen.findByRole('heading', { name: 'Sunrise over Karnak' });
  await waitFor(() => expect(payButton()).toBeEnabled());
  return view;
}

describe('PaymentPage', () => {
  it('loads the event by record id (eventId + 1) and shows the order with the prices the API sent', async () => {
    getEvent.mockResolvedValue(makeExperience({ ...KARNAK, sale: 150, discountedPrice: 102, salePercent: 15 }));
    openCheckout('2');
    expect(await screen.findByRole('heading', { name: 'Sunrise over Karnak' })).toBeInTheDocument();
    expect(getEvent).toHaveBeenCalledWith(3, expect.anything());
    expect(getAvailability).toHaveBeenCalledWith(
      3,
      expect.objectContaining({ from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) }),
      expect.anything(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout Your Order' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sunrise over Karnak' })).toHaveAttribute('width', '800');
    expect(screen.getByText('Walk the great hypostyle hall as the sun comes up.')).toBeInTheDocument();
    expect(screen.getByText('102$')).toBeInTheDocument();
    expect(screen.getByText('instead of', { exact: false }).nextElementSibling).toHaveTextContent('120$');
    expect(screen.getByText('120$').tagName).toBe('S');
    expect(screen.getByText('Save 15%')).toBeInTheDocument();
  });

  it('without a choice in the link holds one ticket of the first category on the next session, and writes the choice in the URL', async () => {
    getAvailability.mockResolvedValue(
      makeAvailability({
        days: [
          {
            date: '2099-01-14',
            soldOut: true,
            sessions: [makeSession({ id: 30, startsAt: '2099-01-14T06:00:00.000Z', placesLeft: 0, bookable: false })],
          },
          { date: '2099-01-15', soldOut: false, sessions: [makeSession()] },
        ],
      }),
    );
    await openReady('2');
    expect(createHold).toHaveBeenCalledWith({ sessionId: 31, tickets: [{ categoryId: 7, quantity: 1 }] });
    expect(screen.getByText('Thu, 15 January 2099 at 08:00')).toBeInTheDocument();
    expect(screen.getByText('Times are Cairo time')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Foreign adult' })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: 'Foreign child (6-11)' })).toHaveValue(0);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment/2?session=31&tickets=7x1'));
  });

  it('limits the tickets to the places left on the session, and re-holds the new quantity', async () => {
    const user = userEvent.setup();
    getAvailability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession({ placesLeft: 3 })] }] }),
    );
    await openReady();
    const more = screen.getByRole('button', { name: 'More Foreign adult tickets' });
    for (let i = 0; i < 5; i += 1) await user.click(more);
    expect(screen.getByRole('spinbutton', { name: 'Foreign adult' })).toHaveValue(3);
    expect(more).toBeDisabled();
    // The infant on a lap takes no place, so it can still be added.
    expect(screen.getByRole('button', { name: 'More Infant (under 6) tickets' })).toBeEnabled();
    await waitFor(() =>
      expect(createHold).toHaveBeenLastCalledWith({ sessionId: 31, tickets: [{ categoryId: 7, quantity: 3 }] }),
    );
  });

  it('lets young children in only with an adult ticket, two per adult, as the buy box does', async () => {
    const user = userEvent.setup();
    await openReady('2', '?session=31&tickets=8x1');
    const moreInfants = screen.getByRole('button', { name: 'More Infant (under 6) tickets' });
    expect(moreInfants).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Infant (under 6)' })).toHaveAttribute('max', '0');
    await user.click(screen.getByRole('button', { name: 'More Foreign adult tickets' }));
    await user.click(moreInfants);
    await user.click(moreInfants);
    expect(screen.getByRole('spinbutton', { name: 'Infant (under 6)' })).toHaveValue(2);
    expect(moreInfants).toBeDisabled();
    expect(screen.getByText('Under 6 · No ID needed · With an adult ticket, 2 per adult at most')).toBeInTheDocument();
  });

  it('caps a booking at 10 tickets when many places are left', async () => {
    getAvailability.mockResolvedValue(
      makeAvailability({
        days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession({ placesLeft: 500 })] }],
      }),
    );
    openCheckout();
    expect(await screen.findByRole('spinbutton', { name: 'Foreign adult' })).toHaveAttribute('max', '10');
    expect(screen.getByRole('spinbutton', { name: 'Foreign child (6-11)' })).toHaveAttribute('max', '9');
  });

  it('shows Not Available! and no way to pay when sold out', async () => {
    getEvent.mockResolvedValue(makeExperience({ ...KARNAK, ticketsCount: 0, available: false }));
    openCheckout();
    expect(await screen.findByText('Not Available!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).not.toBeInTheDocument();
    expect(createHold).not.toHaveBeenCalled();
  });

  it('shows Not Available! when no session of a link without a choice can be booked', async () => {
    getAvailability.mockResolvedValue(
      makeAvailability({
        days: [{ date: '2099-01-15', soldOut: true, sessions: [makeSession({ placesLeft: 0, bookable: false })] }],
      }),
    );
    openCheckout();
    expect(await screen.findByText('Not Available!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).not.toBeInTheDocument();
    expect(createHold).not.toHaveBeenCalled();
  });

  it('for an event whose start has passed, says so and offers no way to pay', async () => {
    getEvent.mockResolvedValue(makeExperience({ ...KARNAK, startsAt: new Date(Date.now() - 60_000).toISOString() }));
    openCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('This event has already taken place');
    expect(screen.getByRole('heading', { name: 'Sunrise over Karnak' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^More / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find another event' })).toHaveAttribute('href', '/events');
  });

  it("when the service answers 409 EVENT_PAST (this device's clock is behind), shows the same message instead of the form", async () => {
    const user = userEvent.setup();
    createBooking.mockRejectedValue(new ApiError(409, 'EVENT_PAST', 'This event has already taken place'));
    await openReady();
    await fillCvcAndPay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This event has already taken place');
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your payment failed' })).not.toBeInTheDocument();
  });

  it('shows a not-found state with a link to the events for an unknown event', async () => {
    getEvent.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'We could not find that experience.'));
    openCheckout('999');
    expect(await screen.findByText('We could not find that experience')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the events' })).toHaveAttribute('href', '/events');
  });

  it('shows the load error with a Retry that loads again', async () => {
    const user = userEvent.setup();
    getEvent
      .mockReset()
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'We could not reach Kemet.'))
      .mockResolvedValue(makeExperience(KARNAK));
    openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sunrise over Karnak' })).toBeInTheDocument();
  });

  it('lists both saved cards, the declining test card labelled as such', async () => {
    openCheckout();
    expect(await screen.findByRole('radio', { name: /Visa.*4242/ })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: /Mastercard.*0002.*test card that is always declined/ }),
    ).not.toBeChecked();
  });

  it('asks for a 3 or 4 digit CVC on the chosen card before paying', async () => {
    const user = userEvent.setup();
    await openReady();
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
    await openReady('2');
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
    await openReady();
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
    await openReady();
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
    await openReady();
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
    await openReady('2');
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
