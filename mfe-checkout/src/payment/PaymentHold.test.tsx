import { answerWith, paymentApis } from '../testing/paymentApis';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kemet/platform';
import { makeExperience, makeHold, makePriceLine, makeQuote } from '@kemet/tooling/testing';
import { fillCvcAndPay, KARNAK, openCheckout, payButton } from '../testing/paymentPage';

const { createBooking, createHold, releaseHold } = paymentApis;

/** 2 foreign adults and a child on session 31 as the server prices them on sale: totals no client sum would give. */
const ON_SALE = makeHold({
  id: '33333333-3333-4333-8333-333333333333',
  quote: makeQuote({
    lines: [
      makePriceLine({ quantity: 2, unitPrice: 100, salePrice: 89.995, amount: 179.99 }),
      makePriceLine({
        categoryId: 8,
        code: 'child',
        label: 'Foreign child (6-11)',
        quantity: 1,
        unitPrice: 50,
        salePrice: 70,
        amount: 70,
      }),
    ],
    subtotal: 270.01,
    saving: 20.02,
    total: 249.99,
  }),
});
const THREE_ADULTS_AND_A_CHILD = makeHold({
  id: '44444444-4444-4444-8444-444444444444',
  quote: makeQuote({
    lines: [
      makePriceLine({ quantity: 3, amount: 300 }),
      makePriceLine({ categoryId: 8, label: 'Foreign child (6-11)', quantity: 1, amount: 50 }),
    ],
    total: 350,
  }),
});
const CHOICE = '?session=31&tickets=7x2.8x1';

beforeEach(() => answerWith(ON_SALE, makeExperience({ ...KARNAK, startsAt: '2099-01-15T06:00:00.000Z' })));

describe('the hold on the payment page', () => {
  it('says before paying when free cancellation has already ended for this session', async () => {
    createHold.mockResolvedValue({
      hold: makeHold({ quote: makeQuote({ cancellableUntil: '2020-01-14T06:00:00.000Z' }) }),
    });
    openCheckout('2', CHOICE);
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(
      screen.getByText(
        'Free cancellation ended on Tue, 14 January 2020 at 08:00: once paid, this booking cannot be cancelled.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation until/)).not.toBeInTheDocument();
  });

  it("holds the link's choice when the page opens and shows the server's lines, saving, total and cancellation deadline", async () => {
    openCheckout('2', CHOICE);
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(createHold).toHaveBeenCalledTimes(1);
    expect(createHold).toHaveBeenCalledWith({
      sessionId: 31,
      tickets: [
        { categoryId: 7, quantity: 2 },
        { categoryId: 8, quantity: 1 },
      ],
    });
    expect(screen.getByText('Thu, 15 January 2099 at 08:00')).toBeInTheDocument();
    expect(screen.getByText('Times are Cairo time')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Foreign adult' })).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: 'Foreign child (6-11)' })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: 'Foreign adult' })).toHaveAccessibleDescription(
      '12+ years · Bring: Passport 100$ each',
    );
    expect(screen.getByRole('row', { name: '2 × Foreign adult 179.99$' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '1 × Foreign child (6-11) 70$' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Sale saving −20.02$' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total 249.99$' })).toBeInTheDocument();
    expect(screen.getByText('Free cancellation until Wed, 14 January 2099 at 08:00')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Payment' });
    expect(within(form).getByText('3 tickets')).toBeInTheDocument();
    expect(within(form).getByText('249.99$')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Your places are held for 10:00');
    expect(screen.queryByRole('button', { name: 'Reserve' })).not.toBeInTheDocument();
  });

  it('with no ticket in the link, waits for a ticket and Reserve, and keeps the URL in step', async () => {
    const user = userEvent.setup();
    openCheckout('2', '?session=31');
    const reserve = await screen.findByRole('button', { name: 'Reserve' });
    expect(reserve).toBeDisabled();
    expect(payButton()).toBeDisabled();
    expect(screen.getByText('You can pay once your places are held.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More Foreign adult tickets' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment/2?session=31&tickets=7x1'));
    expect(createHold).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(createHold).toHaveBeenCalledWith({ sessionId: 31, tickets: [{ categoryId: 7, quantity: 1 }] });
  });

  it('takes a new hold for a changed choice after a short pause, and pays only the hold of the choice on the page', async () => {
    const user = userEvent.setup();
    createHold.mockResolvedValueOnce({ hold: ON_SALE }).mockResolvedValue({ hold: THREE_ADULTS_AND_A_CHILD });
    createBooking.mockResolvedValue({ booking: {} });
    openCheckout('2', CHOICE);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'More Foreign adult tickets' }));
    expect(payButton()).toBeDisabled();
    expect(screen.getByText('Updating your price…')).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(createHold).toHaveBeenCalledTimes(2);
    expect(createHold).toHaveBeenLastCalledWith({
      sessionId: 31,
      tickets: [
        { categoryId: 7, quantity: 3 },
        { categoryId: 8, quantity: 1 },
      ],
    });
    expect(screen.getByRole('row', { name: 'Total 350$' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/payment/2?session=31&tickets=7x3.8x1');
    await fillCvcAndPay(user);
    await waitFor(() =>
      expect(createBooking).toHaveBeenCalledWith(
        { holdId: THREE_ADULTS_AND_A_CHILD.id, payment: { cardLast4: '4242', cvc: '123' } },
        expect.any(String),
      ),
    );
  });

  it('asks for one hold at a time, so an older answer never replaces the hold of a newer choice', async () => {
    const user = userEvent.setup();
    let answerFirst!: (value: unknown) => void;
    createHold
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValue({ hold: THREE_ADULTS_AND_A_CHILD });
    openCheckout('2', CHOICE);
    await waitFor(() => expect(createHold).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole('button', { name: 'More Foreign adult tickets' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(createHold).toHaveBeenCalledTimes(1);
    await act(async () => answerFirst({ hold: ON_SALE }));
    await waitFor(() => expect(createHold).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.getByRole('row', { name: 'Total 350$' })).toBeInTheDocument();
  });

  it("shows a sold-out answer to the hold with the service's message, Reserve, and a way back to choose another time", async () => {
    createHold.mockRejectedValue(new ApiError(409, 'SOLD_OUT', 'Sorry, only 2 places are left.'));
    openCheckout('2', CHOICE);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Not enough places left');
    expect(notice).toHaveTextContent('Sorry, only 2 places are left.');
    expect(within(notice).getByRole('link', { name: 'Choose another time' })).toHaveAttribute(
      'href',
      '/eventdetails/2',
    );
    expect(within(notice).getByRole('button', { name: 'Reserve' })).toBeEnabled();
    expect(payButton()).toBeDisabled();
  });

  it.each([
    ['BOOKING_CLOSED', 'Booking has closed for this session', 'Booking for this session has closed.'],
    ['SESSION_PAST', 'This session has already started', 'This session has already started.'],
  ])('shows %s with its message and only a way back to the details', async (code, title, message) => {
    createHold.mockRejectedValue(new ApiError(409, code, message));
    openCheckout('2', CHOICE);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent(message);
    expect(within(notice).getByRole('link', { name: 'Choose another time' })).toHaveAttribute(
      'href',
      '/eventdetails/2',
    );
    expect(within(notice).queryByRole('button', { name: 'Reserve' })).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('HOLD_EXPIRED from the payment shows the hold expired, with Hold again', async () => {
    const user = userEvent.setup();
    createBooking.mockRejectedValue(new ApiError(409, 'HOLD_EXPIRED', 'Your hold has expired.'));
    openCheckout('2', CHOICE);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await fillCvcAndPay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your hold has expired and the places went back on sale.',
    );
    expect(payButton()).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Your payment failed' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hold again' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(createHold).toHaveBeenCalledTimes(2);
  });

  it('leaving the page releases a live unpaid hold', async () => {
    const view = openCheckout('2', CHOICE);
    await waitFor(() => expect(payButton()).toBeEnabled());
    view.unmount();
    expect(releaseHold).toHaveBeenCalledWith(ON_SALE.id);
  });
});

describe('the countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2099-01-01T00:00:00.000Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('counts down, is announced at 5, 2 and 1 minutes, and runs out into Hold again with the payment disabled', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    createHold
      .mockResolvedValueOnce({ hold: ON_SALE })
      .mockResolvedValue({ hold: { ...ON_SALE, expiresAt: '2099-01-01T00:20:00.000Z' } });
    openCheckout('2', CHOICE);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Your places are held for 10:00');
    expect(timer).not.toHaveAttribute('aria-live');
    const announced = () =>
      screen
        .getAllByRole('status')
        .map((status) => status.textContent)
        .join(' ');

    act(() => jest.advanceTimersByTime(19_000));
    expect(timer).toHaveTextContent('Your places are held for 9:41');
    expect(announced()).not.toMatch(/more minute/);
    act(() => jest.advanceTimersByTime(4 * 60_000 + 41_000));
    expect(timer).toHaveTextContent('5:00');
    expect(announced()).toContain('Your places are held for 5 more minutes.');
    act(() => jest.advanceTimersByTime(3 * 60_000));
    expect(announced()).toContain('Your places are held for 2 more minutes.');
    act(() => jest.advanceTimersByTime(60_000));
    expect(announced()).toContain('Your places are held for 1 more minute.');
    expect(payButton()).toBeEnabled();

    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Your hold has expired and the places went back on sale.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Hold again' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Your places are held for 10:00');
    expect(createHold).toHaveBeenCalledTimes(2);
    expect(payButton()).toBeEnabled();
  });
});
