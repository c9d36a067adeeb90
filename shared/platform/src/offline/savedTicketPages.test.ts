import { makeBookingTickets } from '@kemet/tooling/testing';
import type { User } from '@kemet/contract';
import { authStore } from '../auth/authStore';
import { saveTicketPage, savedTicketPage } from './savedTicketPages';
import { savedTicketPageKey } from './savedTicketPageKeys';

const traveller = (UId: string): User => ({
  id: 1,
  fullName: 'Nour Hassan',
  email: 'nour@example.com',
  UId,
  isAdmin: false,
  rating: 0,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('saved ticket pages', () => {
  afterEach(() => {
    authStore.signOut();
    localStorage.clear();
  });

  it('gives back what was saved for the signed-in account, with when', () => {
    authStore.signIn(traveller('KMT-1'));
    const data = makeBookingTickets();
    saveTicketPage('KMT-ABCDEF', data);
    const saved = savedTicketPage('KMT-ABCDEF');
    expect(saved?.data).toEqual(data);
    expect(Number.isNaN(Date.parse(saved?.savedAt ?? ''))).toBe(false);
    expect(savedTicketPage('KMT-OTHER2')).toBeNull();
  });

  it('keeps each account’s pages apart', () => {
    authStore.signIn(traveller('KMT-1'));
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    localStorage.setItem('userToken', 'KMT-2');
    authStore.signIn(traveller('KMT-2'));
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
  });

  it('saves and reads nothing when signed out', () => {
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    expect(localStorage.length).toBe(0);
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
  });

  it('forgets every saved page of the device at sign-out, and nothing else', () => {
    authStore.signIn(traveller('KMT-1'));
    saveTicketPage('KMT-ABCDEF', makeBookingTickets());
    localStorage.setItem(savedTicketPageKey('KMT-9', 'KMT-GHJKLM'), '{}');
    localStorage.setItem('kemet.other', 'stays');
    authStore.signOut();
    expect(Object.keys(localStorage)).toEqual(['kemet.other']);
    authStore.signIn(traveller('KMT-1'));
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
  });

  it('treats bad JSON or a wrong shape as nothing saved', () => {
    authStore.signIn(traveller('KMT-1'));
    localStorage.setItem(savedTicketPageKey('KMT-1', 'KMT-ABCDEF'), '{not json');
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
    localStorage.setItem(savedTicketPageKey('KMT-1', 'KMT-ABCDEF'), JSON.stringify({ data: 'x', savedAt: 1 }));
    expect(savedTicketPage('KMT-ABCDEF')).toBeNull();
  });
});
