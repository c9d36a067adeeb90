import { makeBookingTickets } from '@kemet/tooling/testing';
import type { User } from '@kemet/contract';
import { authStore, USER_TOKEN_KEY } from '@kemet/platform';
import { saveTicketPage, savedTicketPage } from './savedTicketPages';
import { followTheAccount } from './ticketsOfTheAccount';

followTheAccount();

const traveller = (UId: string): User => ({
  id: 1,
  fullName: 'Nour Hassan',
  email: 'nour@example.com',
  UId,
  isAdmin: false,
  rating: 0,
  createdAt: '2026-01-01T00:00:00Z',
  roles: [],
});

/** Every key and value of localStorage, as one string to search. */
const everythingStored = () => Object.entries(localStorage).flat().join('\n');

describe('saved ticket pages', () => {
  afterEach(() => {
    authStore.signOut();
    localStorage.clear();
  });

  it('gives back what was saved for the signed-in account, with when', () => {
    authStore.signIn(traveller('KMT-1'));
    const data = makeBookingTickets();
    saveTicketPage('KMT-ABCDEF', data);
    saveTicketPage('KMT-GHJKLM', data);
    const saved = savedTicketPage('KMT-ABCDEF');
    expect(saved?.data).toEqual(data);
    expect(Number.isNaN(Date.parse(saved?.savedAt ?? ''))).toBe(false);
    expect(savedTicketPage('KMT-GHJKLM')?.data).toEqual(data);
    expect(savedTicketPage('KMT-OTHER2')).toBeNull();
  });

  it('names no account in any storage key', () => {
    authStore.signIn(traveller('KMT-SECRET1'));
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    expect(Object.keys(localStorage).some((key) => key.includes('KMT-SECRET1'))).toBe(false);
  });

  it('drops the pages of an account that did not sign out when another signs in on the device', () => {
    authStore.signIn(traveller('KMT-1'));
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    authStore.signIn(traveller('KMT-2'));
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
    expect(everythingStored()).not.toContain('KMT-ABCDEF');
    authStore.signIn(traveller('KMT-1'));
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
  });

  it('keeps the pages when the same account signs in again', () => {
    authStore.signIn(traveller('KMT-1'));
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    authStore.signIn(traveller('KMT-1'));
    expect(savedTicketPage('KMT-ABCDEF')).not.toBeNull();
  });

  it('drops them when another tab changes the account', () => {
    authStore.signIn(traveller('KMT-1'));
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    localStorage.setItem(USER_TOKEN_KEY, 'KMT-2');
    window.dispatchEvent(new StorageEvent('storage', { key: USER_TOKEN_KEY }));
    expect(everythingStored()).not.toContain('KMT-ABCDEF');
  });

  it('saves and reads nothing when signed out', () => {
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    expect(localStorage.length).toBe(0);
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
  });

  it('forgets every saved page of the device at sign-out, pages stored under account-named keys too, and nothing else', () => {
    authStore.signIn(traveller('KMT-1'));
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    localStorage.setItem('kemet.ticketPage.KMT-9.KMT-GHJKLM', '{}');
    localStorage.setItem('kemet.other', 'stays');
    authStore.signOut();
    expect(Object.keys(localStorage)).toEqual(['kemet.other']);
    authStore.signIn(traveller('KMT-1'));
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
  });

  it('treats bad JSON or a wrong shape as nothing saved', () => {
    authStore.signIn(traveller('KMT-1'));
    localStorage.setItem('kemet.ticketPages', '{not json');
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
    localStorage.setItem(
      'kemet.ticketPages',
      JSON.stringify({ owner: 'KMT-1', pages: { 'KMT-ABCDEF': { data: 'x', savedAt: 1 } } }),
    );
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    expect(savedTicketPage('KMT-ABCDEF')).not.toBeNull();
  });

  it("drops another account's pages left by a change of account it did not hear, when it starts", () => {
    authStore.signIn(traveller('KMT-1'));
    localStorage.setItem('kemet.ticketPage.KMT-9.KMT-GHJKLM', '{}');
    localStorage.setItem('kemet.ticketPages', JSON.stringify({ owner: 'KMT-9', pages: { 'KMT-GHJKLM': {} } }));
    jest.isolateModules(() => {
      jest.requireActual<typeof import('./ticketsOfTheAccount')>('./ticketsOfTheAccount').followTheAccount();
    });
    expect(everythingStored()).not.toContain('KMT-GHJKLM');
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    expect(savedTicketPage('KMT-ABCDEF')).not.toBeNull();
  });
});
