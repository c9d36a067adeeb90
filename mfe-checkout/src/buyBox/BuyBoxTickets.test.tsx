// The buy box's tickets and price: categories, steppers within the places left, the server's quote, the choice in the URL.
import { addOne, answerQuotesAsUsual, api, morning, removeOne, renderPanel } from '../testing/buyBoxPanel';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kemet/platform';

import { currentUrl, makeAvailability, makeQuote, makeSession } from '@kemet/tooling/testing';

// The calendar is a lazy chunk: loaded once here, so the first test's wait for it is not spent compiling it.
beforeAll(() => import('./SessionCalendar'));
beforeEach(answerQuotesAsUsual);

describe('BuyBox tickets and price', () => {
  it('shows each category with its ages, price and proof, and keeps the steppers within the places left', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [morning] }] }),
    );
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 3 left' });
    expect(screen.getByText('12+ years · Bring: Passport')).toBeInTheDocument();
    expect(screen.getByText('Under 6 · No ID needed · With an adult ticket, 2 per adult at most')).toBeInTheDocument();
    expect(removeOne('Foreign adult')).toBeDisabled();
    await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Foreign child (6-11)'));
    expect(screen.getByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('2');
    expect(addOne('Foreign adult')).toBeDisabled();
    expect(addOne('Foreign child (6-11)')).toBeDisabled();
    // An infant on a lap takes no place.
    expect(addOne('Infant (under 6)')).toBeEnabled();
    await userEvent.click(removeOne('Foreign adult'));
    expect(addOne('Foreign adult')).toBeEnabled();
  });

  it('lets young children in only with an adult ticket, two per adult', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession({ placesLeft: 50 })] }] }),
    );
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 50 left' });
    expect(addOne('Infant (under 6)')).toBeDisabled();
    await userEvent.click(addOne('Foreign child (6-11)'));
    expect(addOne('Infant (under 6)')).toBeDisabled();
    await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Infant (under 6)'));
    await userEvent.click(addOne('Infant (under 6)'));
    expect(screen.getByRole('status', { name: 'Infant (under 6) tickets' })).toHaveTextContent('2');
    expect(addOne('Infant (under 6)')).toBeDisabled();
  });

  it('stops at 10 tickets a booking', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [makeSession({ placesLeft: 50 })] }] }),
    );
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 50 left' });
    for (let i = 0; i < 8; i++) await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Infant (under 6)'));
    await userEvent.click(addOne('Infant (under 6)'));
    expect(addOne('Foreign adult')).toBeDisabled();
    expect(addOne('Infant (under 6)')).toBeDisabled();
  });

  it("shows the server's lines, saving and total, and links the action to checkout with the choice", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    api.quote.mockResolvedValue(makeQuote({ saving: 30, total: 249.99 }));
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 12 left' });
    expect(screen.getByRole('button', { name: 'Booking Now' })).toBeDisabled();
    await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Foreign adult'));
    await userEvent.click(addOne('Foreign child (6-11)'));
    const price = await screen.findByRole('region', { name: 'Your price' });
    await waitFor(() => expect(within(price).getByText('249.99$')).toBeInTheDocument());
    expect(within(price).getByText('2 × Foreign adult')).toBeInTheDocument();
    expect(within(price).getByText('200$')).toBeInTheDocument();
    expect(within(price).getByRole('row', { name: 'You save 30$' })).toBeInTheDocument();
    expect(within(price).getByRole('row', { name: 'Total 249.99$' })).toBeInTheDocument();
    expect(api.quote).toHaveBeenLastCalledWith(
      {
        sessionId: 31,
        tickets: [
          { categoryId: 7, quantity: 2 },
          { categoryId: 8, quantity: 1 },
        ],
      },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('link', { name: 'Booking Now' })).toHaveAttribute(
      'href',
      '/payment/2?session=31&tickets=7x2.8x1',
    );
    expect(currentUrl(screen.getByTestId)).toBe('/eventdetails/2?tickets=7x2.8x1');
  });

  it('keeps the last price on screen, marked busy, while the changed choice is priced', async () => {
    api.availability.mockResolvedValue(makeAvailability());
    api.quote.mockResolvedValueOnce(makeQuote({ total: 249.99 })).mockReturnValueOnce(new Promise(() => {}));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Foreign adult' }));
    const price = await screen.findByRole('region', { name: 'Your price' });
    await waitFor(() => expect(within(price).getByText('249.99$')).toBeInTheDocument());
    await userEvent.click(addOne('Foreign adult'));
    expect(api.quote).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('region', { name: 'Your price' })).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByRole('region', { name: 'Your price' })).getByText('249.99$')).toBeInTheDocument();
  });

  it("shows the server's refusal of a choice and offers no booking", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    api.quote.mockRejectedValue(new ApiError(409, 'SOLD_OUT', 'Sorry, only 1 place is left.'));
    renderPanel();
    await screen.findByRole('radio', { name: '08:00 12 left' });
    await userEvent.click(addOne('Foreign adult'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, only 1 place is left.');
    expect(screen.getByRole('button', { name: 'Booking Now' })).toBeDisabled();
  });

  it('restores a choice from the URL', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        days: [
          {
            date: '2099-01-15',
            soldOut: false,
            sessions: [morning, makeSession({ id: 35, startsAt: '2099-01-15T10:00:00.000Z' })],
          },
        ],
      }),
    );
    renderPanel({ kind: 'tour' }, '?date=2099-01-15&time=12:00&tickets=7x2.8x1');
    expect(await screen.findByRole('radio', { name: '12:00 12 left' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('2');
    expect(screen.getByRole('status', { name: 'Foreign child (6-11) tickets' })).toHaveTextContent('1');
    expect(await screen.findByRole('link', { name: 'Booking Now' })).toHaveAttribute(
      'href',
      '/payment/2?session=35&tickets=7x2.8x1',
    );
    expect(currentUrl(screen.getByTestId)).toBe('/eventdetails/2?date=2099-01-15&time=12%3A00&tickets=7x2.8x1');
  });

  it("reads a session named by its id (the payment page's format) as its day and time", async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        days: [
          {
            date: '2099-01-15',
            soldOut: false,
            sessions: [morning, makeSession({ id: 35, startsAt: '2099-01-15T10:00:00.000Z' })],
          },
        ],
      }),
    );
    renderPanel({ kind: 'tour' }, '?session=35&tickets=7x2');
    expect(await screen.findByRole('radio', { name: '12:00 12 left' })).toBeChecked();
    await waitFor(() =>
      expect(currentUrl(screen.getByTestId)).toBe('/eventdetails/2?date=2099-01-15&time=12%3A00&tickets=7x2'),
    );
  });

  it('opens on the month the address names', async () => {
    api.availability.mockResolvedValue(makeAvailability());
    renderPanel({ kind: 'tour' }, '?month=2099-03');
    expect(await screen.findByRole('grid', { name: 'March 2099' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Previous Month' })).toHaveAttribute('href', '?month=2099-02');
  });

  it('ignores a malformed or unknown day and time in the address', async () => {
    api.availability.mockResolvedValue(makeAvailability());
    renderPanel({ kind: 'tour' }, '?date=2099-02-30&time=25:00');
    // As if absent: the next open day and its only time.
    expect(await screen.findByRole('radio', { name: '08:00 12 left' })).toBeChecked();
  });
});
