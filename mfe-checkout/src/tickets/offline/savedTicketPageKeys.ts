// Where saved ticket pages live in localStorage: one entry, named after no one, holding its owner's UId and their
// pages. Every change of who is signed in keeps only the new owner's.
const KEY = 'kemet.ticketPages';
// Pages saved by earlier versions, one entry each under a name holding the account's UId.
const OLDER_PREFIX = 'kemet.ticketPage.';

interface SavedPages {
  owner: string;
  pages: Record<string, unknown>;
}

function read(storage: Storage): SavedPages | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { owner, pages } = value as Record<string, unknown>;
    return typeof owner === 'string' && typeof pages === 'object' && pages !== null
      ? { owner, pages: pages as Record<string, unknown> }
      : null;
  } catch {
    return null;
  }
}

/** The account `uid`'s saved page of `reference`, as stored (unchecked), or undefined. */
export function savedPageOf(storage: Storage, uid: string, reference: string): unknown {
  const saved = read(storage);
  return saved?.owner === uid ? saved.pages[reference] : undefined;
}

/** Stores `page` for `uid`, dropping any other account's pages; throws what the storage throws (full, disabled). */
export function storePageOf(storage: Storage, uid: string, reference: string, page: unknown): void {
  const saved = read(storage);
  const pages = saved?.owner === uid ? saved.pages : {};
  storage.setItem(KEY, JSON.stringify({ owner: uid, pages: { ...pages, [reference]: page } }));
}

/**
 * Forgets every saved page not of `uid` (all of them for null): at each sign-in, sign-out or change of session. Says
 * whether any page was forgotten.
 */
export function keepSavedTicketPagesOf(storage: Storage, uid: string | null): boolean {
  try {
    const others = storage.getItem(KEY) !== null && (uid === null || read(storage)?.owner !== uid);
    if (others) storage.removeItem(KEY);
    const older: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(OLDER_PREFIX)) older.push(key);
    }
    older.forEach((key) => storage.removeItem(key));
    return others || older.length > 0;
  } catch {
    // Storage disabled: nothing was saved either.
    return false;
  }
}
