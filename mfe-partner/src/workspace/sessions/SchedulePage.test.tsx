import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@kemet/contract';
import SchedulePage from './SchedulePage';
import SessionsPage from './SessionsPage';
import { renderPage } from '../../testing/renderPage';
import { schedule, sessionsService, sunset } from '../../testing/sessionsService';
import type { PartnerServiceOptions } from '../../testing/partnerService';

let service: ReturnType<typeof sessionsService>;
afterEach(() => service.restore());

async function open(options?: PartnerServiceOptions) {
  service = sessionsService(options);
  const user = userEvent.setup();
  await renderPage(<SchedulePage />, {
    path: '/partner/listings/:listingId/schedule',
    url: '/partner/listings/77/schedule',
  });
  await screen.findByRole('heading', { level: 2, name: 'Felucca at sunset' });
  return user;
}
const asked = (method: string, path: string) =>
  service.sent.filter((request) => request.method === method && request.path.startsWith(path));

describe('the Sessions tab', () => {
  it('lists the provider’s listings, each linking to its schedule', async () => {
    service = sessionsService();
    await renderPage(<SessionsPage />, { path: '/partner/sessions' });
    const schedules = await screen.findByRole('region', { name: 'Schedules' });
    const link = await within(schedules).findByRole('link', { name: 'Felucca at sunset' });
    expect(link).toHaveAttribute('href', '/partner/listings/77/schedule');
    expect(schedules).toHaveTextContent('2 upcoming sessions');
  });
});

describe('a listing’s schedule', () => {
  it('shows the next sessions, the weekly rules, the closures and the categories with their prices', async () => {
    await open();
    const next = screen.getByRole('region', { name: 'Next sessions' });
    expect(within(next).getAllByRole('link')[0]).toHaveAttribute('href', '/partner/sessions/501');
    const rules = screen.getByRole('region', { name: 'Weekly rules' });
    expect(rules).toHaveTextContent('Every Friday at 17:00');
    expect(rules).toHaveTextContent('90 minutes · 12 places · booking closes 30 minutes before');
    expect(screen.getByRole('region', { name: 'Closures' })).toHaveTextContent('Nile level warning');
    const categories = screen.getByRole('region', { name: 'Ticket categories' });
    expect(categories).toHaveTextContent('Prices in EGP');
    expect(categories).toHaveTextContent('Foreign adult');
    expect(within(categories).queryByRole('button', { name: 'Delete Foreign adult' })).toBeNull();
  });

  it('adds a weekly rule by sending the whole list', async () => {
    const user = await open();
    const form = screen.getByRole('form', { name: 'Add a weekly rule' });
    await user.selectOptions(within(form).getByLabelText('Day'), '1');
    await user.type(within(form).getByLabelText('Time'), '08:30');
    await user.type(within(form).getByLabelText('Length (minutes)'), '120');
    await user.type(within(form).getByLabelText('Places'), '15');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(await within(form).findByText('The rule was added and its sessions planned.')).toBeInTheDocument();
    expect(asked('PUT', '/api/partner/experiences/77/schedule/rules')[0]!.body).toEqual({
      rules: [
        { weekday: 5, time: '17:00', durationMinutes: 90, capacity: 12, bookingCutoffMinutes: 30 },
        { weekday: 1, time: '08:30', durationMinutes: 120, capacity: 15, bookingCutoffMinutes: 0 },
      ],
    });
  });

  it('shows the service’s refusal of a time in Cairo’s spring gap on the time field, keeping what was typed', async () => {
    const user = await open({
      refuse: {
        'POST /api/partner/experiences/77/sessions': {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'Please check the highlighted fields.',
              fields: { time: messages.timeInDstGap },
            },
          },
        },
      },
    });
    const form = screen.getByRole('form', { name: 'Add a one-off session' });
    await user.type(within(form).getByLabelText('Date'), '2027-04-30');
    await user.type(within(form).getByLabelText('Time'), '00:30');
    await user.type(within(form).getByLabelText('Length (minutes)'), '60');
    await user.type(within(form).getByLabelText('Places'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add session' }));
    expect(await within(form).findByText(messages.timeInDstGap)).toBeInTheDocument();
    expect(within(form).getByLabelText('Date')).toHaveValue('2027-04-30');
    expect(within(form).getByLabelText('Time')).toHaveValue('00:30');
  });

  it('refuses a closure ending before it starts, and a price below zero, before sending', async () => {
    const user = await open();
    const closure = screen.getByRole('form', { name: 'Close some days' });
    await user.type(within(closure).getByLabelText('First day'), '2026-12-10');
    await user.type(within(closure).getByLabelText('Last day'), '2026-12-08');
    await user.type(within(closure).getByLabelText('Reason travellers are told'), 'Feast day');
    expect(await within(closure).findByText('The last day must not be before the first')).toBeInTheDocument();
    expect(within(closure).getByRole('button', { name: 'Close these days' })).toBeDisabled();
    const category = screen.getByRole('form', { name: 'Add a category' });
    await user.type(within(category).getByLabelText('Name travellers read'), 'Egyptian adult');
    await user.type(within(category).getByLabelText('Price'), '-5');
    await user.tab();
    expect(within(category).getByText(messages.priceInvalid)).toBeInTheDocument();
    expect(asked('POST', '/api/partner/experiences/77/c')).toHaveLength(0);
  });

  it('shows the first 8 next sessions, and all of them on asking', async () => {
    const sessions = Array.from({ length: 11 }, (_, i) => ({ ...sunset, id: 600 + i }));
    const user = await open({
      refuse: { 'GET /api/partner/experiences/77/schedule': { status: 200, body: { ...schedule, sessions } } },
    });
    const next = screen.getByRole('region', { name: 'Next sessions' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(8);
    await user.click(within(next).getByRole('button', { name: 'Show all 11 sessions' }));
    expect(within(next).getAllByRole('listitem')).toHaveLength(11);
  });

  it('shows staff the schedule without the forms', async () => {
    await open({ role: 'staff' });
    expect(screen.getByText(/Your provider’s owners change schedules/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
