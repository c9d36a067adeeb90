import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ManifestPage from './ManifestPage';
import WorkspacePage from '../WorkspacePage';
import { renderPage } from '../../testing/renderPage';
import { failure } from '../../testing/fakeService';
import { sessionsService } from '../../testing/sessionsService';
import { auditEntry, type PartnerServiceOptions } from '../../testing/partnerService';

let service: ReturnType<typeof sessionsService>;
afterEach(() => service.restore());

async function open(options?: PartnerServiceOptions, url = '/partner/sessions/501') {
  service = sessionsService(options);
  const user = userEvent.setup();
  await renderPage(<ManifestPage />, { path: '/partner/sessions/:sessionId', url });
  await screen.findByRole('heading', { level: 2, name: /Felucca at sunset/ });
  return user;
}
const asked = (method: string, path: string) =>
  service.sent.filter((request) => request.method === method && request.path.startsWith(path));

describe('Today on the overview', () => {
  it('lists the sessions with sold, left and checked in, each linking to its manifest, and says the gate is open', async () => {
    service = sessionsService({ audit: [auditEntry(3, 'session.cancelled')] });
    await renderPage(<WorkspacePage />, { path: '/partner' });
    const today = await screen.findByRole('region', { name: 'Today' });
    const [first] = within(await within(today).findByRole('list', { name: 'Today' })).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Felucca at sunset' })).toHaveAttribute(
      'href',
      '/partner/sessions/501',
    );
    expect(first).toHaveTextContent('Gate open');
    expect(first).toHaveTextContent('Sold3Left8Checked in2');
    expect(today).toHaveTextContent('A gate is open: check-ins update every 15 seconds.');
    expect(screen.getByRole('link', { name: 'Sessions' })).toHaveAttribute('href', '/partner/sessions');
    expect(await screen.findByText('Session cancelled')).toBeInTheDocument(); // in the activity, in words
  });
});

describe('a session’s manifest', () => {
  it('shows each booking’s traveller, tickets, proof and check-ins, a CSV link and the search form', async () => {
    await open();
    const rows = within(screen.getByRole('table', { name: 'Travellers of this session' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'KMT-7F3K2QNour Hassan1 × Foreign adult1 × Egyptian studentPassportStudent card2 of 2',
    );
    expect(rows[2]).toHaveTextContent('KMT-9QW2RTTom Becker1 × Foreign adultPassport0 of 1');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/partner/sessions/501/manifest.csv',
    );
    const search = screen.getByRole('search', { name: 'Find a booking' });
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByLabelText('Booking reference')).toHaveAttribute('name', 'q');
    expect(screen.getByText('2 bookings')).toBeInTheDocument();
  });

  it('asks the service for the reference in ?q= and says what matched', async () => {
    await open(undefined, '/partner/sessions/501?q=7f3k');
    expect(asked('GET', '/api/partner/sessions/501/manifest')[0]!.path).toContain('q=7f3k');
    expect(screen.getByLabelText('Booking reference')).toHaveValue('7f3k');
    expect(screen.getByText('2 bookings match “7f3k”')).toBeInTheDocument();
  });

  it('changes the capacity, and shows the service’s refusal below what is sold, keeping the number typed', async () => {
    const user = await open({
      refuse: {
        'PATCH /api/partner/sessions/501': failure(
          409,
          'CAPACITY_BELOW_SOLD',
          '4 places are sold or held on this session: its capacity cannot go below 4.',
        ),
      },
    });
    const form = screen.getByRole('form', { name: 'Capacity' });
    const places = within(form).getByLabelText('Places');
    await user.clear(places);
    await user.type(places, '2');
    await user.click(within(form).getByRole('button', { name: 'Change capacity' }));
    expect(
      await within(form).findByText('4 places are sold or held on this session: its capacity cannot go below 4.'),
    ).toBeInTheDocument();
    expect(places).toHaveValue(2);
    expect(asked('PATCH', '/api/partner/sessions/501')[0]!.body).toEqual({ capacity: 2 });
  });

  it('cancels the session only with a reason, and sends it', async () => {
    const user = await open();
    const form = screen.getByRole('form', { name: 'Cancel this session' });
    const cancel = within(form).getByRole('button', { name: 'Cancel session' });
    expect(cancel).toBeDisabled();
    const reason = within(form).getByLabelText('Reason travellers are told');
    await user.type(reason, ' ');
    await user.tab();
    expect(within(form).getByText('Tell the travellers why')).toBeInTheDocument();
    await user.type(reason, 'Strong wind on the Nile');
    await user.click(cancel);
    expect(asked('POST', '/api/partner/sessions/501/cancellation')[0]!.body).toEqual({
      reason: 'Strong wind on the Nile',
    });
  });

  it('shows staff the manifest without the owner’s changes', async () => {
    await open({ role: 'staff' });
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cancel this session' })).toBeNull();
  });

  it('says a session of another provider, or none, was not found', async () => {
    service = sessionsService();
    await renderPage(<ManifestPage />, { path: '/partner/sessions/:sessionId', url: '/partner/sessions/999' });
    expect(await screen.findByText('We could not find that session.')).toBeInTheDocument();
  });
});
