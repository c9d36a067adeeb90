import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl } from '@kemet/tooling/testing';
import SalesPage from './SalesPage';
import { renderPage } from '../../testing/renderPage';
import { partnerService } from '../../testing/partnerService';
import { report } from './testing/salesAnswers';
import type { SalesChartProps } from './SalesChart';

// Chart.js draws on a canvas jsdom does not have: the page's part is what it hands the chart.
jest.mock('./SalesChart', () => ({
  __esModule: true,
  default: ({ days, label, describedBy }: SalesChartProps) => (
    <div role="img" aria-label={label} aria-describedby={describedBy} data-days={days.length} />
  ),
}));

let service: ReturnType<typeof partnerService>;
afterEach(() => service.restore());

async function open(url: string, role: 'owner' | 'staff' = 'owner') {
  service = partnerService({ role, refuse: { 'GET /api/partner/sales': { status: 200, body: report } } });
  const user = userEvent.setup();
  await renderPage(<SalesPage />, { path: '/partner/sales', url });
  await screen.findByRole('heading', { level: 1, name: 'Sales' });
  return user;
}

const asked = () => service.sent.filter((request) => request.path.startsWith('/api/partner/sales'));

describe('the sales page', () => {
  it('shows the chart with the table as its description, each day and the totals', async () => {
    await open('/partner/sales?from=2026-03-09&to=2026-03-11');
    expect(asked().map((r) => r.path)).toEqual(['/api/partner/sales?from=2026-03-09&to=2026-03-11']);
    const chart = await screen.findByRole('img', {
      name: 'Tickets sold and fill rate per day, 9 March 2026 to 11 March 2026',
    });
    const table = screen.getByRole('table', { name: 'Sales per day, 9 March 2026 to 11 March 2026' });
    expect(chart).toHaveAttribute('data-days', '3');
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Sales per day, 9 March 2026 to 11 March 2026',
    );
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayBookingsTicketsGrossFill rate',
      '9 March 202600–No sessions',
      '10 March 202625EGP 450100$20%6 of 30 places',
      '11 March 20261250.50$No sessions',
      'Total37EGP 450150.50$20%6 of 30 places',
    ]);
    expect(screen.getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Statement' })).toBeInTheDocument();
  });

  it('keeps a backwards range in the form, names the field and asks the service nothing', async () => {
    await open('/partner/sales?from=2026-03-11&to=2026-03-01');
    const form = screen.getByRole('form', { name: 'Days to show' });
    expect(within(form).getByLabelText('From')).toHaveValue('2026-03-11');
    const to = within(form).getByLabelText('To');
    expect(to).toHaveValue('2026-03-01');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The last day must not be before the first');
    expect(asked()).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sends the range in the address, as the form does before the page’s code', async () => {
    const user = await open('/partner/sales?from=2026-02-01&to=2026-02-28');
    const form = screen.getByRole('form', { name: 'Days to show' });
    expect(form).toHaveAttribute('method', 'get');
    const from = within(form).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-03-09');
    const to = within(form).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-03-11');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(currentUrl(screen.getByTestId)).toBe('/partner/sales?from=2026-03-09&to=2026-03-11');
    expect(await screen.findByRole('table', { name: /^Sales per day/ })).toBeInTheDocument();
    expect(asked().at(-1)!.path).toBe('/api/partner/sales?from=2026-03-09&to=2026-03-11');
  });

  it('shows staff their provider’s sales, without the statement tab', async () => {
    await open('/partner/sales?from=2026-03-09&to=2026-03-11', 'staff');
    expect(await screen.findByRole('table', { name: /^Sales per day/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Statement' })).toBeNull();
  });
});
