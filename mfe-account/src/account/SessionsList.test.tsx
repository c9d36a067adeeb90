import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../api/accountApi';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@kemet/platform';
import type { AccountSession } from '@kemet/contract';
import { SessionsList } from './SessionsList';
import { renderPage } from '../testing/renderPage';

jest.mock('../api/accountApi', () => ({
  ...jest.requireActual('../api/accountApi'),
  accountApi: { sessions: jest.fn(), revokeSession: jest.fn(), revokeOtherSessions: jest.fn() },
}));
const sessions = accountApi.sessions as jest.Mock;

const here: AccountSession = {
  id: 'a1',
  device: 'Chrome on Linux',
  current: true,
  createdAt: '2026-11-20T09:00:00Z',
  lastSeenAt: '2026-11-23T18:00:00Z',
};
const phone: AccountSession = {
  id: 'b2',
  device: 'Safari on iOS',
  current: false,
  createdAt: '2026-11-01T09:00:00Z',
  lastSeenAt: '2026-11-22T07:30:00Z',
};
const laptop: AccountSession = {
  id: 'c3',
  device: 'Firefox on Windows',
  current: false,
  createdAt: '2026-10-01T09:00:00Z',
  lastSeenAt: '2026-11-21T12:00:00Z',
};

afterEach(() => jest.resetAllMocks());

const list = () => screen.getByRole('list');

describe("Where you're signed in", () => {
  it('lists each device with when it signed in and was last active, this device marked', async () => {
    sessions.mockResolvedValue({ items: [here, phone] });
    await renderPage(<SessionsList />, { path: '/account' });
    const items = await within(await screen.findByRole('list')).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [thisDevice, otherDevice] = items as [HTMLElement, HTMLElement];
    expect(thisDevice).toHaveTextContent('Chrome on LinuxThis device');
    expect(thisDevice).toHaveTextContent('Signed in on 20 November 2026');
    expect(within(thisDevice).queryByRole('button')).toBeNull();
    expect(otherDevice).toHaveTextContent('Safari on iOS');
    expect(otherDevice).toHaveTextContent('Last active on 22 November 2026');
    expect(within(otherDevice).getByRole('button', { name: /^Sign out Safari on iOS/ })).toBeInTheDocument();
  });

  it('signs out one device and lists again', async () => {
    sessions.mockResolvedValueOnce({ items: [here, phone, laptop] }).mockResolvedValueOnce({ items: [here, laptop] });
    (accountApi.revokeSession as jest.Mock).mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderPage(<SessionsList />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(accountApi.revokeSession).toHaveBeenCalledWith('b2');
    expect((await screen.findByText('Safari on iOS is signed out.')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(list()).not.toHaveTextContent('Safari on iOS');
  });

  it('signs out all the others', async () => {
    sessions.mockResolvedValueOnce({ items: [here, phone, laptop] }).mockResolvedValueOnce({ items: [here] });
    (accountApi.revokeOtherSessions as jest.Mock).mockResolvedValue({
      ok: true,
      message: 'You are signed out everywhere else.',
      revokedSessions: 2,
    });
    const user = userEvent.setup();
    await renderPage(<SessionsList />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    expect((await screen.findByText('You are signed out everywhere else.')).closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    sessions
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE))
      .mockResolvedValueOnce({ items: [here] });
    const user = userEvent.setup();
    await renderPage(<SessionsList />, { path: '/account' });
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
  });
});
