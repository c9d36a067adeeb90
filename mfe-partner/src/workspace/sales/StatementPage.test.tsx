import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl } from '@kemet/tooling/testing';
import StatementPage from './StatementPage';
import { renderPage } from '../../testing/renderPage';
import { partnerService } from '../../testing/partnerService';
import { statement } from './testing/salesAnswers';

let service: ReturnType<typeof partnerService>;
afterEach(() => service.restore());

async function open(url: string, role: 'owner' | 'staff' = 'owner', answer = statement) {
  service = partnerService({
    role,
    refuse: { [`GET /api/partner/statements/${answer.month}`]: { status: 200, body: answer } },
  });
  const user = userEvent.setup();
  await renderPage(<StatementPage />, { path: '/partner/statement', url });
  await screen.findByRole('heading', { level: 1, name: 'Monthly statement' });
  return user;
}

const asked = () => service.sent.filter((request) => request.path.startsWith('/api/partner/statements'));

describe('the monthly statement', () => {
  it('shows totals per currency, each booking, the commission rate and that no real money moves', async () => {
    await open('/partner/statement?month=2026-03');
    expect(await screen.findByRole('heading', { level: 2, name: 'Statement for March 2026' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Kemet takes test payments only: no real money moved for these bookings and none will be paid out.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Kemet’s commission: 15% of each booking, rounded to the nearest cent or piastre (a half rounds up).',
      ),
    ).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Totals per currency, March 2026' });
    expect(
      within(totals)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CurrencyBookingsGrossCommissionNet', 'EGP1EGP 450.05EGP 67.51EGP 382.54', 'USD2112.30$16.85$95.45$']);
    const lines = screen.getByRole('table', { name: 'Bookings, March 2026' });
    const [, first] = within(lines).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('KMT-7F3A2B');
    expect(first).toHaveTextContent('Felucca at sunset');
    // Made and starting in Cairo time: 10:00 and 14:00 UTC in March are 12:00 and 16:00 there.
    expect(first).toHaveTextContent('5 Mar 2026, 12:00');
    expect(first).toHaveTextContent('20 Mar 2026, 16:00');
    expect(first).toHaveTextContent('100$15$85$');
    expect(screen.queryByText('This month is not over yet: bookings may still come.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Statement' })).toHaveAttribute('aria-current', 'page');
  });

  it('chooses the month with a GET form; a month not begun is named and not asked for', async () => {
    const user = await open('/partner/statement?month=2999-01');
    const form = screen.getByRole('form', { name: 'Month' });
    expect(form).toHaveAttribute('method', 'get');
    const month = within(form).getByLabelText('Month');
    expect(month).toHaveAccessibleDescription('This month has not begun yet');
    expect(asked()).toEqual([]);
    await user.clear(month);
    await user.type(month, '2026-03');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(currentUrl(screen.getByTestId)).toBe('/partner/statement?month=2026-03');
    expect(await screen.findByRole('table', { name: 'Bookings, March 2026' })).toBeInTheDocument();
    expect(asked().map((r) => r.path)).toEqual(['/api/partner/statements/2026-03']);
  });

  it('says when a month is still open, and when it had no paid bookings', async () => {
    await open('/partner/statement?month=2026-03', 'owner', { ...statement, complete: false, lines: [], totals: [] });
    expect(await screen.findByText('This month is not over yet: bookings may still come.')).toBeInTheDocument();
    expect(screen.getByText('No paid bookings were made this month.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells staff statements are for owners, and asks the service nothing', async () => {
    await open('/partner/statement?month=2026-03', 'staff');
    expect(screen.getByText('Your provider’s owners read its monthly statements.')).toBeInTheDocument();
    expect(asked()).toEqual([]);
  });
});
