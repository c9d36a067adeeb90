// Passwords an attacker would try first for this account: its email's local part, its holder's name, the site's name.
import { messages } from './messages';

export interface PasswordOwner {
  email?: string;
  fullName?: string;
}

// A local part or name this short ("jo") is refused only as the whole password, or every password with "jo" would be.
const MIN_CONTAINED_LENGTH = 3;

function holds(password: string, word: string): boolean {
  if (!word) return false;
  return password === word || (word.length >= MIN_CONTAINED_LENGTH && password.includes(word));
}

/** The message for the first personal word the password holds (case-insensitive), or null when it holds none. */
export function personalPasswordProblem(password: string, owner: PasswordOwner): string | null {
  const lower = password.toLowerCase();
  const localPart = (owner.email ?? '').trim().split('@')[0]?.toLowerCase() ?? '';
  if (holds(lower, localPart)) return messages.passwordHasEmail;
  const name = (owner.fullName ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (holds(lower, name) || holds(lower, name.replace(/ /g, ''))) return messages.passwordHasName;
  if (lower.includes('kemet')) return messages.passwordHasKemet;
  return null;
}
