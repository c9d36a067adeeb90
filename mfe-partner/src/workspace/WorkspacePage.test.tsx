import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl } from '@kemet/tooling/testing';
import WorkspacePage from './WorkspacePage';
import { renderPage } from '../testing/renderPage';
import { failure } from '../testing/fakeService';
import { auditEntry, ISSUED_KEY, partnerService, type PartnerServiceOptions } from '../testing/partnerService';

let service: ReturnType<typeof partnerService>;
afterEach(() => service.restore());

async function open(options?: PartnerServiceOptions) {
  service = partnerService(options);
  const user = userEvent.setup();
  const page = await renderPage(<WorkspacePage />, { path: '/partner' });
  // The first render of a file loads the page's modules: more than the default second on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Nile Valley Journeys' });
  return { user, page };
}

const section = (name: string) => screen.getByRole('region', { name });
const asked = (path: string) => service.sent.filter((request) => request.path.startsWith(path));

describe('the owner’s workspace', () => {
  it('shows the provider, the owner’s role, the staff with their roles and the invitations waiting', async () => {
    await open();
    expect(screen.getByText('Your role').nextElementSibling).toHaveTextContent('Owner');
    const staff = section('Staff');
    const [owner, member] = within(await within(staff).findByRole('list', { name: 'Staff' })).getAllByRole('listitem');
    expect(owner).toHaveTextContent('Amina FaroukOwnerYou');
    expect(within(owner!).queryByRole('button')).toBeNull();
    expect(member).toHaveTextContent('Karim SalehStaff');
    expect(within(member!).getByRole('button', { name: 'Remove Karim Saleh' })).toBeInTheDocument();
    const invitations = within(staff).getByRole('list', { name: 'Invitations waiting' });
    expect(invitations).toHaveTextContent('layla@example.com');
    expect(invitations).toHaveTextContent('Invited as Staff · the link works until 4 December 2026');
    expect(section('Gate keys')).toBeInTheDocument();
    expect(section('Activity')).toBeInTheDocument();
  });

  it('checks the address before inviting, then invites with the chosen role and lists the invitation', async () => {
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    const email = within(form).getByLabelText('Email');
    const send = within(form).getByRole('button', { name: 'Send invitation' });
    await user.type(email, 'omar@');
    await user.tab();
    expect(within(form).getByText('Invalid email format')).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.type(email, 'example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'owner');
    await user.click(send);
    expect(await within(form).findByText('Invitation sent to omar@example.com.')).toBeInTheDocument();
    expect(asked('/api/partner/staff/invitations')[0]).toMatchObject({
      method: 'POST',
      body: { email: 'omar@example.com', role: 'owner' },
    });
    const invitations = within(section('Staff')).getByRole('list', { name: 'Invitations waiting' });
    expect(await within(invitations).findByText('omar@example.com')).toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('keeps the typed address and shows the service’s words under it when the person already works here', async () => {
    const taken = 'karim@nilevalley.example already works for Nile Valley Journeys.';
    const { user } = await open({
      refuse: {
        'POST /api/partner/staff/invitations': {
          status: 409,
          body: { error: { code: 'ALREADY_MEMBER', message: taken, fields: { email: taken } } },
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    const email = within(form).getByLabelText('Email');
    await user.type(email, 'karim@nilevalley.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(taken)).toBeInTheDocument();
    expect(email).toHaveValue('karim@nilevalley.example');
    expect(email).toHaveAccessibleDescription(taken);
  });

  it('withdraws an invitation and removes a member', async () => {
    const { user } = await open();
    const staff = section('Staff');
    await user.click(
      await within(staff).findByRole('button', { name: 'Withdraw the invitation to layla@example.com' }),
    );
    expect(
      await within(staff).findByText('The invitation to layla@example.com was withdrawn: its link no longer works.'),
    ).toBeInTheDocument();
    expect(await within(staff).findByText('No invitation is waiting.')).toBeInTheDocument();

    await user.click(within(staff).getByRole('button', { name: 'Remove Karim Saleh' }));
    expect(await within(staff).findByText('Karim Saleh no longer works for your provider.')).toBeInTheDocument();
    expect(within(staff).queryByText('karim@nilevalley.example', { exact: false })).toBeNull();
    expect(asked('/api/partner/staff/12')[0]?.method).toBe('DELETE');
  });

  it('says why when the service refuses to remove the last owner', async () => {
    const lastOwner = 'A provider needs at least one owner. Invite another owner before removing this one.';
    const { user } = await open({ refuse: { 'DELETE /api/partner/staff/12': failure(409, 'LAST_OWNER', lastOwner) } });
    await user.click(await within(section('Staff')).findByRole('button', { name: 'Remove Karim Saleh' }));
    expect(await within(section('Staff')).findByRole('alert')).toHaveTextContent(lastOwner);
    expect(within(section('Staff')).getByText('Karim Saleh')).toBeInTheDocument();
  });
});

describe('gate keys', () => {
  it('shows a new key once, with a copy button and the note, lists keys without secrets, and revokes the live one', async () => {
    const { user } = await open();
    const keys = section('Gate keys');
    expect(await within(keys).findByText('Key 2')).toBeInTheDocument();
    await user.click(within(keys).getByRole('button', { name: 'Issue a new key' }));
    const shown = await within(keys).findByLabelText('Your new gate key');
    expect(shown).toHaveValue(ISSUED_KEY);
    expect(
      within(keys).getByText(
        'Copy it now: it is shown only this once. Kemet keeps only its fingerprint and cannot show it again.',
      ),
    ).toBeInTheDocument();
    await user.click(within(keys).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(ISSUED_KEY);
    expect(within(keys).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    const list = within(keys).getByRole('list', { name: 'Gate keys' });
    expect(await within(list).findByText('Key 3')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(ISSUED_KEY);

    await user.click(within(keys).getByRole('button', { name: 'Revoke the live key' }));
    expect(
      await within(keys).findByText('The live key was revoked: devices using it can no longer check tickets.'),
    ).toBeInTheDocument();
    expect(within(keys).queryByLabelText('Your new gate key')).toBeNull();
    expect(within(keys).queryByRole('button', { name: 'Revoke the live key' })).toBeNull();
  });
});

describe('activity', () => {
  it('lists the provider’s changes newest first, a page at a time', async () => {
    const log = Array.from({ length: 25 }, (_, i) => auditEntry(25 - i, i === 0 ? 'staff.removed' : 'gate_key.issued'));
    const { user } = await open({ audit: log });
    const activity = section('Activity');
    const items = within(await within(activity).findByRole('list', { name: 'Activity' })).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('Member removed');
    expect(items[0]).toHaveTextContent('by Amina Farouk');
    expect(within(activity).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(activity).getByRole('button', { name: 'Older' }));
    expect(await within(activity).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(within(activity).getByRole('list', { name: 'Activity' })).getAllByRole('listitem')).toHaveLength(5);
    expect(asked('/api/partner/audit').map((request) => request.path)).toEqual([
      '/api/partner/audit?page=1&pageSize=20',
      '/api/partner/audit?page=2&pageSize=20',
    ]);
  });
});

describe('other readers', () => {
  it('staff who are not owners see the provider and their role, and ask for nothing of the owner’s', async () => {
    await open({ role: 'staff' });
    expect(screen.getByText('Your role').nextElementSibling).toHaveTextContent('Staff');
    expect(screen.getByRole('link', { name: 'Open the gate check' })).toHaveAttribute('href', '/gate');
    expect(screen.queryByRole('region', { name: 'Staff' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Gate keys' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    // Today is staff's as well as the owner's.
    expect(service.sent.map((request) => request.path)).toEqual(['/api/partner/me', '/api/partner/today?days=2']);
  });

  it('an account that works for no provider is told the workspace is for partners', async () => {
    service = partnerService({
      refuse: { 'GET /api/partner/me': failure(403, 'NOT_PARTNER', 'Only a partner’s staff can do this.') },
    });
    await renderPage(<WorkspacePage />, { path: '/partner' });
    expect(await screen.findByText('This workspace is for partners')).toBeInTheDocument();
  });

  it('a session that ended goes to sign in, and comes back here', async () => {
    service = partnerService({
      refuse: { 'GET /api/partner/me': failure(401, 'UNAUTHENTICATED', 'Please sign in to continue.') },
    });
    const { findByTestId, getByTestId } = await renderPage(<WorkspacePage />, { path: '/partner' });
    await findByTestId('location');
    await screen.findByText('Elsewhere');
    expect(currentUrl(getByTestId)).toBe('/signin?next=%2Fpartner');
  });
});
