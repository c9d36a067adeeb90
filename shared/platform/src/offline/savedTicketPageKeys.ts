// Where saved ticket pages live in localStorage, and forgetting them all (kept apart so the auth store can import it).
const PREFIX = 'kemet.ticketPage.';

export function savedTicketPageKey(uid: string, reference: string): string {
  return `${PREFIX}${uid}.${reference}`;
}

/** Every account's saved ticket pages on this device: sign-out leaves none behind. */
export function forgetSavedTicketPages(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}
