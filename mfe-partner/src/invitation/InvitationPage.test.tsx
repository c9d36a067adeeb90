import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@kemet/platform';
import type { InvitationPreview, User } from '@kemet/contract';
import { currentUrl } from '@kemet/tooling/testing';
import InvitationPage from './InvitationPage';
import { renderPage } from '../testing/renderPage';
import { failure, fakeService, type Reply, type SentRequest } from '../testing/fakeService';

const TOKEN = 'q3Vb8n_Kx2LmPz0RtYw5sJd7HfGc9AeU1iOoNkMl4Ty';
const preview: InvitationPreview = {
  provider: { id: 4, name: 'Nile Valley Journeys' },
  email: 'layla@example.com',
  role: 'staff',
  expiresAt: '2026-12-04T10:00:00Z',
  accountExists: false,
};
const layla: User = {
  id: 21,
  fullName: 'Layla Mansour',
  email: 'layla@example.com',
  UId: 'KMT-515151',
  isAdmin: false,
  rating: 0,
  createdAt: '2026-11-29T09:00:00Z',
  roles: ['partner'],
};
const joined = { user: layla, provider: preview.provider, role: 'staff' };

let service: ReturnType<typeof fakeService>;
afterEach(() => {
  service.restore();
  authStore.signOut();
});

function serve(invitation: Reply, acceptance: Reply = { status: 201, body: joined }) {
  service = fakeService((request: SentRequest) => {
    if (request.path === `/api/partner/invitations/${TOKEN}`) return invitation;
    if (request.path === `/api/partner/invitations/${TOKEN}/acceptance`) return acceptance;
    if (request.path === '/api/me') return { status: 200, body: { user: layla } };
    return failure(404, 'NOT_FOUND', 'not in this fake');
  });
  return service.sent;
}

async function open(url = `/partner/invitation?token=${TOKEN}`) {
  const user = userEvent.setup();
  const page = await renderPage(<InvitationPage />, { path: '/partner/invitation', url });
  return { user, page };
}

describe('an open invitation to a new address', () => {
  it('shows the provider, the role and the address, and asks for a name and a password by the site’s rules', async () => {
    serve({ status: 200, body: preview });
    const { user } = await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Nile Valley Journeys on Kemet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Provider').nextElementSibling).toHaveTextContent('Nile Valley Journeys');
    expect(screen.getByText('Role').nextElementSibling).toHaveTextContent('Staff');
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent('layla@example.com');
    const form = screen.getByRole('form', { name: 'Choose your name and a password for your Kemet account.' });
    const join = within(form).getByRole('button', { name: 'Join Nile Valley Journeys' });
    expect(join).toBeDisabled();
    await user.type(within(form).getByLabelText('Full name'), 'Layla Mansour');
    await user.type(within(form).getByLabelText('Password'), 'layla-2026!');
    await user.tab();
    expect(within(form).getByText('Password must not contain your email address')).toBeInTheDocument();
    expect(join).toBeDisabled();
  });

  it('joins, signs this browser in and opens the workspace', async () => {
    const sent = serve({ status: 200, body: preview });
    const { user, page } = await open();
    const form = await screen.findByRole('form', { name: 'Choose your name and a password for your Kemet account.' });
    await user.type(within(form).getByLabelText('Full name'), ' Layla Mansour ');
    await user.type(within(form).getByLabelText('Password'), 'Felucca-Dawn-2027');
    await user.click(within(form).getByRole('button', { name: 'Join Nile Valley Journeys' }));
    await screen.findByText('Elsewhere');
    expect(currentUrl(page.getByTestId)).toBe('/partner');
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      path: `/api/partner/invitations/${TOKEN}/acceptance`,
      body: { fullName: 'Layla Mansour', password: 'Felucca-Dawn-2027' },
    });
    expect(authStore.getState()).toMatchObject({ loggedIn: true, uid: 'KMT-515151' });
  });

  it('keeps what was typed and shows the service’s refusal when joining fails', async () => {
    const common = 'This password is too common. Please choose another.';
    serve(
      { status: 200, body: preview },
      {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'Check the fields', fields: { password: common } } },
      },
    );
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'Choose your name and a password for your Kemet account.' });
    await user.type(within(form).getByLabelText('Full name'), 'Layla Mansour');
    await user.type(within(form).getByLabelText('Password'), 'Password123');
    await user.click(within(form).getByRole('button', { name: 'Join Nile Valley Journeys' }));
    expect(await within(form).findByText(common)).toBeInTheDocument();
    expect(within(form).getByLabelText('Full name')).toHaveValue('Layla Mansour');
    expect(within(form).getByLabelText('Password')).toHaveValue('Password123');
  });
});

describe('an open invitation to an address with an account', () => {
  it('asks a signed-out visitor to sign in first, and brings them back to the link', async () => {
    serve({ status: 200, body: { ...preview, accountExists: true } });
    await open();
    expect(
      await screen.findByText('An account already uses layla@example.com. Sign in with it, then accept here.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `/signin?next=${encodeURIComponent(`/partner/invitation?token=${TOKEN}`)}`,
    );
  });

  it('lets the signed-in account accept with one button, then opens the workspace', async () => {
    authStore.signIn(layla);
    const sent = serve({ status: 200, body: { ...preview, accountExists: true } });
    const { user, page } = await open();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await screen.findByText('Elsewhere');
    expect(currentUrl(page.getByTestId)).toBe('/partner');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({});
  });

  it('says when another account is signed in', async () => {
    authStore.signIn({ ...layla, id: 5, email: 'someone@example.com' });
    const signInFirst =
      'An account with layla@example.com already exists. Please sign in with it first, then accept the invitation.';
    serve({ status: 200, body: { ...preview, accountExists: true } }, failure(409, 'SIGN_IN_FIRST', signInFirst));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInFirst);
  });
});

describe('a link that is no longer valid', () => {
  it.each([
    [410, 'INVITATION_EXPIRED', 'This invitation has expired. Please ask for a new one.'],
    [410, 'INVITATION_USED', 'This invitation has already been accepted. Please sign in.'],
    [410, 'INVITATION_REVOKED', 'This invitation was withdrawn. Please ask for a new one.'],
    [404, 'INVITATION_NOT_FOUND', 'This invitation link is not valid. Please check the link in your mail.'],
  ])('%i %s: says so, with a way to sign in', async (status, code, message) => {
    serve(failure(status, code, message));
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation is no longer valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('a link without its token asks the service nothing', async () => {
    const sent = serve({ status: 200, body: preview });
    await open('/partner/invitation');
    expect(screen.getByRole('heading', { level: 1, name: 'This invitation is no longer valid' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
