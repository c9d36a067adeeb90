// The ticket pages' data kept in localStorage for the signed-in account only, so a ticket page reads without a
// connection.
import type { BookingTickets } from '@kemet/contract';
import { authStore } from '@kemet/platform';
import { keepSavedTicketPagesOf, savedPageOf, storePageOf } from './savedTicketPageKeys';

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
    storePageOf(window.localStorage, uid, reference, saved);
  } catch {
    // Storage full or disabled: the page still shows online.
  }
}

export function savedTicketPage(reference: string): SavedTicketPage | null {
  const { uid } = authStore.getState();
  if (uid === null) return null;
  try {
    const saved = savedPageOf(window.localStorage, uid, reference);
    return isSavedTicketPage(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Removes the saved pages of every account but `uid` (all of them for null); says whether there were any. */
export function forgetTicketPagesNotOf(uid: string | null, storage: Storage = window.localStorage): boolean {
  return keepSavedTicketPagesOf(storage, uid);
}

function isSavedTicketPage(value: unknown): value is SavedTicketPage {
  if (typeof value !== 'object' || value === null) return false;
  const { data, savedAt } = value as Record<string, unknown>;
  return (
    typeof savedAt === 'string' &&
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as Record<string, unknown>).tickets)
  );
}
