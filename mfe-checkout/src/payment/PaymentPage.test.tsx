import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, createQueryClient, eventKeys } from '@kemet/platform';
import { bookingsApi } from '../api/bookingsApi';
import { eventsApi } from '../api/eventsApi';
import PaymentPage from './PaymentPage';
import { makeBooking, makeExperience, renderAt } from '@kemet/tooling/testing';

jest.mock('../api/eventsApi', () => ({
  ...jest.requireActual('../api/eventsApi'),
  eventsApi: { get: jest.fn() },
}));
jest.mock('../api/bookingsApi', () => ({
  ...jest.requireActual('../api/bookingsApi'),
  bookingsApi: { create: jest.fn(), listMine: jest.fn(), cancel: jest.fn() },
}));

const getEvent = eventsApi.get as jest.Mock;
/** The experience behind /payment/2 (record 3) in these tests. */
const KARNAK = {
  id: 3,
  name: 'Sunrise over Karnak',
  description: 'Walk the great hypostyle hall as the sun comes up.',
  ticketsCount: 25,
  ticketPrice: 120,
  discountedPrice: 120,
};
const createBooking = bookingsApi.create as jest.Mock;

function openCheckout(eventId = '2') {
  return renderAt(`/payment/${eventId}`, '/payment/:eventId', <PaymentPage />);
}

async function fillCvcAndPay(user: ReturnType<typeof userEvent.setup>, label = /CVC for Visa/, cvc = '123') {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, cvc);
  await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
}

beforeEach(() => {
  getEvent.mockReset();
  createBooking.mockReset();
});

describe('PaymentPage', () => {
  it('loads the event by record id (eventId + 1) and shows the order with the prices the API sent', async () => {
    getEvent.mockResolvedValue(makeExperience({ ...KARNAK, sale: 150, discountedPrice: 102, salePercent: 15 }));
    openCheckout('2');
    expect(await screen.findByRole('heading', { name: 'Sunrise over Karnak' })).toBeInTheDocument();
    expect(getEvent).toHaveBeenCalledWith(3, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout Your Order' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sunrise over Karnak' })).toHaveAttribute('width', '800');
    expect(screen.getByText('Walk the great hypostyle hall as the sun comes up.')).toBeInTheDocument();
    expect(screen.getAllByText('102$').length).toBeGreaterThan(0);
    expect(screen.getByText('was', { exact: false }).closest('s')).toHaveTextContent('120$');
    expect(screen.getByText('Save 15%')).toBeInTheDocument();
  });

  it('limits the quantity to the tickets left, at most 10, and updates the total', async () => {
    const user = userEvent.setup();
    getEvent.mockResolvedValue(makeExperience({ ...KARNAK, ticketsCount: 3 }));
    openCheckout();
    const more = await screen.findByRole('button', { name: 'More tickets' });
    for (let i = 0; i < 5; i += 1) await user.click(more);
    expect(screen.getByLabelText('Tickets')).toHaveValue(3);
    expect(screen.getAllByText('360$').length).toBeGreaterThan(0);
  });

  it('caps the quantity at 10 when many tickets are left', async () => {
    getEvent.mockResolvedValue(makeExperience({ ...KARNAK, ticketsCount: 500 }));
    openCheckout();
    expect(await screen.findByLabelText('Tickets')).toHaveAttribute('max', '10');
  });

  it('shows Not Available! and no way to pay when sold out', async () => {
    getEvent.mockResolvedValue(makeExperience({ ...KARNAK, ticketsCount: 0, available: false }));
    openCheckout();
    expect(await screen.findByText('Not Available!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).not.toBeInTheDocument();
  });

  it('for an event whose start has passed, says so and offers no way to pay', async () => {
    getEvent.mockResolvedValue(makeExperience({ ...KARNAK, startsAt: new Date(Date.now() - 60_000).toISOString() }));
    openCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('This event has already taken place');
    expect(screen.getByRole('heading', { name: 'Sunrise over Karnak' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More tickets' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find another event' })).toHaveAttribute('href', '/events');
  });

  it("when the service answers 409 EVENT_PAST (this device's clock is behind), shows the same message instead of the form", async () => {
    const user = userEvent.setup();
    getEvent.mockResolvedValue(makeExperience(KARNAK));
    createBooking.mockRejectedValue(new ApiError(409, 'EVENT_PAST', 'This event has already taken place'));
    openCheckout();
    await screen.findByRole('heading', { name: 'Sunrise over Karnak' });
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
    getEvent.mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'We could not reach Kemet.')).mockResolvedValue(makeExperience(KARNAK));
    openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sunrise over Karnak' })).toBeInTheDocument();
  });

  it('lists both saved cards, the declining test card labelled as such', async () => {
    getEvent.mockResolvedValue(makeExperience(KARNAK));
    openCheckout();
    expect(await screen.findByRole('radio', { name: /Visa.*4242/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mastercard.*0002.*test card that is always declined/ })).not.toBeChecked();
  });

  it('asks for a 3 or 4 digit CVC on the chosen card before paying', async () => {
    const user = userEvent.setup();
    getEvent.mockResolvedValue(makeExperience(KARNAK));
    openCheckout();
    await screen.findByRole('heading', { name: 'Sunrise over Karnak' });
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    expect(await screen.findByText('Enter the 3 or 4 digit security code')).toBeInTheDocument();
    await fillCvcAndPay(user, /CVC for Visa/, '12');
    expect(screen.getByText('Enter the 3 or 4 digit security code')).toBeInTheDocument();
    expect(createBooking).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/CVC for Visa/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('books with the chosen card and goes to /success with the booking', async () => {
    const user = userEvent.setup();
    const booking = makeBooking();
    getEvent.mockResolvedValue(makeExperience(KARNAK));
    createBooking.mockResolvedValue({ booking });
    openCheckout('2');
    await user.click(await screen.findByRole('button', { name: 'More tickets' }));
    await fillCvcAndPay(user, /CVC for Visa/, '4321');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    expect(createBooking).toHaveBeenCalledWith({ eventId: 3, quantity: 2, payment: { cardLast4: '4242', cvc: '4321' } }, expect.any(String));
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ booking });
  });

  it('shows the experience the catalogue already loaded without asking the API again', async () => {
    const client = createQueryClient();
    client.setQueryData(eventKeys.detail(3), makeExperience(KARNAK));
    renderAt('/payment/2', '/payment/:eventId', <PaymentPage />, { client });
    expect(await screen.findByRole('heading', { name: 'Sunrise over Karnak' })).toBeInTheDocument();
    expect(getEvent).not.toHaveBeenCalled();
  });

  it('a booking makes the catalogue load its events again (tickets left changed)', async () => {
    const user = userEvent.setup();
    const client = createQueryClient();
    const eventsPage = eventKeys.list({ page: 1, pageSize: 6 });
    client.setQueryData(eventsPage, { items: [makeExperience(KARNAK)], page: 1, pageSize: 6, total: 1, totalPages: 1 });
    getEvent.mockResolvedValue(makeExperience(KARNAK));
    createBooking.mockResolvedValue({ booking: makeBooking() });
    renderAt('/payment/2', '/payment/:eventId', <PaymentPage />, { client });
    await screen.findByRole('heading', { name: 'Sunrise over Karnak' });
    expect(client.getQueryState(eventsPage)?.isInvalidated).toBe(false);
    await fillCvcAndPay(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    expect(client.getQueryState(eventsPage)?.isInvalidated).toBe(true);
  });

  it('shows progress and cannot submit twice while paying', async () => {
    const user = userEvent.setup();
    let finish!: (value: unknown) => void;
    getEvent.mockResolvedValue(makeExperience(KARNAK));
    createBooking.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    openCheckout();
    await screen.findByRole('heading', { name: 'Sunrise over Karnak' });
    await fillCvcAndPay(user);
    const busy = await screen.findByRole('button', { name: /Processing payment/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(createBooking).toHaveBeenCalledTimes(1);
    await act(async () => finish({ booking: makeBooking() }));
  });

  it('keeps the idempotency key across a retry after a network error, and changes it when the body changes', async () => {
    const user = userEvent.setup();
    getEvent.mockResolvedValue(makeExperience(KARNAK));
    createBooking.mockRejectedValue(new ApiError(0, 'NETWORK', 'We could not reach Kemet. Check your connection and try again.'));
    openCheckout();
    await screen.findByRole('heading', { name: 'Sunrise over Karnak' });
    await fillCvcAndPay(user);
    expect(await screen.findByRole('heading', { name: 'Your payment failed' })).toBeInTheDocument();
    expect(screen.getByText('We could not reach Kemet. Check your connection and try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to payment' }));
    await screen.findByRole('heading', { name: 'Your payment failed' });
    const [first, second] = createBooking.mock.calls;
    expect(second[0]).toEqual(first[0]);
    expect(second[1]).toBe(first[1]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'More tickets' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await screen.findByRole('heading', { name: 'Your payment failed' });
    const third = createBooking.mock.calls[2];
    expect(third[0].quantity).toBe(2);
    expect(third[1]).not.toBe(first[1]);
  });

  it('after too many declined cards says when to try again, and that nothing was charged', async () => {
    const user = userEvent.setup();
    getEvent.mockResolvedValue(makeExperience(KARNAK));
    createBooking.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many declined payments.', {}, 3600));
    openCheckout();
    await screen.findByRole('heading', { name: 'Sunrise over Karnak' });
    await fillCvcAndPay(user);
    expect(await screen.findByRole('heading', { name: 'Your payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Too many declined payments. Please try again in 60 minutes.')).toBeInTheDocument();
    expect(screen.getByText('No tickets were booked and nothing was charged.')).toBeInTheDocument();
  });

  it.each([
    [402, 'PAYMENT_DECLINED', 'Your card was declined.'],
    [409, 'SOLD_OUT', 'Only 1 ticket is left.'],
  ])('shows the failure screen with the reason on %i', async (status, code, message) => {
    const user = userEvent.setup();
    getEvent.mockResolvedValue(makeExperience(KARNAK));
    createBooking.mockRejectedValue(new ApiError(status, code, message));
    openCheckout('2');
    await screen.findByRole('heading', { name: 'Sunrise over Karnak' });
    await user.click(screen.getByRole('radio', { name: /Mastercard/ }));
    await fillCvcAndPay(user, /CVC for Mastercard/, '999');
    const heading = await screen.findByRole('heading', { name: 'Your payment failed' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Try again later')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('No tickets were booked and nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/eventdetails/2');
    expect(createBooking.mock.calls[0][0].payment).toEqual({ cardLast4: '0002', cvc: '999' });

    // A settled failure: trying again reloads the event and uses a new key.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(getEvent).toHaveBeenCalledTimes(2);
    await user.click(await screen.findByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(createBooking).toHaveBeenCalledTimes(2));
    expect(createBooking.mock.calls[1][1]).not.toBe(createBooking.mock.calls[0][1]);
    expect(within(document.body).getByRole('heading', { name: 'Your payment failed' })).toBeInTheDocument();
  });
});
