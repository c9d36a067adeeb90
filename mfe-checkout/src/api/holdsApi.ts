// Checkout's calls for holds: take places on a session for the traveller's choice, and give them back.
import { apiRequest } from '@kemet/platform';
import type { Hold, TicketChoice } from '@kemet/contract';

export const holdsApi = {
  /** Takes the places for 10 minutes; the server releases this traveller's earlier live hold on the same session. */
  create: (choice: TicketChoice) => apiRequest<{ hold: Hold }>('/holds', { method: 'POST', body: choice }),
  release: (id: string) => apiRequest<void>(`/holds/${id}`, { method: 'DELETE' }),
};
