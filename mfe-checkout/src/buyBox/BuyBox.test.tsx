// The buy box's calendar: bookable days, months, times; and a new experience starting from nothing chosen.
import {
  afternoon,
  answerQuotesAsUsual,
  api,
  closedDay,
  dayButton,
  morning,
  pastCutOff,
  renderPanel,
  soldOutDay,
} from '../testing/buyBoxPanel';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from '@kemet/platform';

import { currentUrl, makeAvailability, makeExperience, withQueryClient } from '@kemet/tooling/testing';

import { BuyBox } from './BuyBox';

// The calendar is a lazy chunk: loaded once here, so the first test's wait for it is not spent compiling it.
beforeAll(() => import('./SessionCalendar'));
beforeEach(answerQuotesAsUsual);

describe('BuyBox calendar', () => {
  it('starts weeks on Saturday, offers only days with a bookable session and marks sold-out days', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({
        days: [{ date: '2099-01-15', soldOut: false, sessions: [morning, afternoon] }, soldOutDay, closedDay],
      }),
    );
    renderPanel({ kind: 'tour' });
    const grid = await screen.findByRole('grid', { name: 'January 2099' });
    expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveAccessibleName('Saturday');
    expect(within(grid).getAllByRole('gridcell')[0]).toHaveAttribute('data-day', '2098-12-27');
    // A day that can be picked is a link to the page with it chosen (the times of the next one are shown already).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Thursday, 15 January 2099/ })).toHaveAttribute(
        'href',
        '?date=2099-01-15',
      ),
    );
    expect(dayButton(/^Friday, 16 January 2099, sold out$/)).toBeDisabled();
    expect(dayButton(/^Saturday, 17 January 2099$/)).toBeDisabled();
    expect(dayButton(/^Wednesday, 14 January 2099$/)).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Sold out');
    expect(api.availability).toHaveBeenCalledWith(3, { from: '2098-12-25', to: '2099-02-07' }, expect.any(AbortSignal));
  });

  it("asks for the next month's sessions when the calendar moves on", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    renderPanel({ kind: 'tour' });
    await screen.findByRole('grid', { name: 'January 2099' });
    // A link to the page opening on that month, for a click before (or without) the page's code.
    const next = screen.getByRole('link', { name: 'Go to the Next Month' });
    expect(next).toHaveAttribute('href', '?month=2099-02');
    await userEvent.click(next);
    expect(await screen.findByRole('grid', { name: 'February 2099' })).toBeInTheDocument();
    expect(api.availability).toHaveBeenLastCalledWith(
      3,
      { from: '2099-01-25', to: '2099-03-07' },
      expect.any(AbortSignal),
    );
  });

  it('choosing a day lists its times in Cairo time with the places left; sold-out and closed times cannot be chosen', async () => {
    api.availability.mockResolvedValue(
      makeAvailability({ days: [{ date: '2099-01-15', soldOut: false, sessions: [morning, afternoon, pastCutOff] }] }),
    );
    renderPanel({ kind: 'tour' });
    // The next open day's times are there from the start, each a link to the page with that time chosen.
    const times = await screen.findByRole('radiogroup', { name: 'Time' });
    expect(within(times).getByRole('radio', { name: '08:00 3 left' })).toHaveAttribute(
      'href',
      '?date=2099-01-15&time=08%3A00',
    );
    expect(within(times).getByRole('radio', { name: '08:00 3 left' })).not.toBeChecked();
    expect(within(times).getByRole('radio', { name: '15:00 Sold out' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(times).getByRole('radio', { name: '18:00 Booking closed' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(times).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/Times are Cairo time\./)).toBeInTheDocument();
    await userEvent.click(within(times).getByRole('radio', { name: '08:00 3 left' }));
    expect(within(times).getByRole('radio', { name: '08:00 3 left' })).toBeChecked();
    // Chosen in place: the address says so, for a reload or Back from checkout.
    expect(currentUrl(screen.getByTestId)).toBe('/eventdetails/2?date=2099-01-15&time=08%3A00');
    expect(screen.getByText('Available: 3 tickets left')).toBeInTheDocument();
    expect(screen.getByText('Free cancellation until Wed, 14 January 2099 at 08:00 (Cairo time)')).toBeInTheDocument();
  });

  it("preselects an event's only day and its only time", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    renderPanel({ kind: 'event' });
    expect(await screen.findByRole('radio', { name: '08:00 12 left' })).toBeChecked();
    expect(screen.getByRole('link', { name: /15 January 2099, selected$/ })).toHaveAttribute('aria-current', 'date');
  });
});

describe('BuyBox on another experience', () => {
  /** The experience follows the URL, as on a details page. */
  function TwoExperiences() {
    const navigate = useNavigate();
    const id = useLocation().pathname === '/eventdetails/3' ? 4 : 3;
    return (
      <>
        <button type="button" onClick={() => void navigate('/eventdetails/3')}>
          Next experience
        </button>
        <BuyBox experience={makeExperience({ id })} action="event" />
      </>
    );
  }

  it("starts from nothing chosen, not the previous experience's choice", async () => {
    api.availability.mockResolvedValue(makeAvailability());
    render(withQueryClient(<MemoryRouter initialEntries={['/eventdetails/2']}>{<TwoExperiences />}</MemoryRouter>));
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Foreign adult' }));
    expect(screen.getByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Next experience' }));
    await waitFor(() =>
      expect(api.availability).toHaveBeenLastCalledWith(4, expect.anything(), expect.any(AbortSignal)),
    );
    expect(await screen.findByRole('status', { name: 'Foreign adult tickets' })).toHaveTextContent('0');
  });
});
