// The ticket pages' data kept in localStorage per signed-in account, so a ticket page reads without a connection.
import type { BookingTickets } from '@kemet/contract';
import { authStore } from '../auth/authStore';
import { savedTicketPageKey } from './savedTicketPageKeys';

export interface SavedTicketPage {
  data: BookingTickets;
  savedAt: string;
}

/** Keeps the booking's tickets for the signed-in account; nothing is kept when signed out or the storage refuses. */
export function saveTicketPage(reference: string, data: BookingTickets): void {
  const { uid } = authStore.getState();
  if (uid === null) return;
  const saved: SavedTicketPage = { data, savedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(savedTicketPageKey(uid, reference), JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the page still shows online.
  }
}

export function savedTicketPage(reference: string): SavedTicketPage | null {
  const { uid } = authStore.getState();
  if (uid === null) return null;
  try {
    const raw = window.localStorage.getItem(savedTicketPageKey(uid, reference));
    if (raw === null) return null;
    const saved: unknown = JSON.parse(raw);
    return isSavedTicketPage(saved) ? saved : null;
  } catch {
    return null;
  }
}

function isSavedTicketPage(value: unknown): value is SavedTicketPage {
  if (typeof value !== 'object' || value === null) return false;
  const { data, savedAt } = value as Record<string, unknown>;
  return typeof savedAt === 'string' && typeof data === 'object' && data !== null && Array.isArray((data as Record<string, unknown>).tickets);
}
