// The payment page before paying: the order it loads and holds, the choice in its address, and when it cannot sell.
import { answerWith, paymentApis } from '../testing/paymentApis';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kemet/platform';

import { makeAvailability, makeExperience, makeSession } from '@kemet/tooling/testing';
import { fillCvcAndPay, KARNAK, ONE_ADULT, openCheckout, openReadyToPay } from '../testing/paymentPage';

const { getEvent, getAvailability, createBooking, createHold } = paymentApis;

beforeEach(() => answerWith(ONE_ADULT));

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
    await openReadyToPay('2');
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
    await openReadyToPay();
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
    await openReadyToPay('2', '?session=31&tickets=8x1');
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
    await openReadyToPay();
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
});
