// A user as the data service returns it, for tests.
import type { User } from '@kemet/contract';

export const nour: User = {
  id: 7,
  fullName: 'Nour Hassan',
  email: 'nour@example.com',
  UId: 'KMT-424242',
  isAdmin: false,
  rating: 0,
  createdAt: '2026-03-14T10:00:00Z',
  roles: [],
};
