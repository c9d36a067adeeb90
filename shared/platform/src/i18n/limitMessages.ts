import { LIMIT_MESSAGES } from '@kemet/contract';

// The service's limit messages (@kemet/contract), found by their English wording: every 429 has the code
// RATE_LIMITED, and its Arabic must still say what was limited and what the traveller can do now (another card,
// support), not only "too many attempts".
export const LIMIT_MESSAGE_KEYS = new Map<string, string>(
  Object.entries(LIMIT_MESSAGES)
    // "Too many attempts." says no more than the code's own Arabic.
    .filter(([key]) => key !== 'forms')
    .map(([key, message]) => [message, key]),
);
