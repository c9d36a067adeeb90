// The events page's four ways to list events, in the filter bar's order.
import type { EventSort } from '@kemet/shared';

export const SORT_OPTIONS: ReadonlyArray<{ value: EventSort; label: string }> = [
  { value: 'recent', label: 'Recent' },
  { value: 'name', label: 'By Name' },
  { value: 'location', label: 'By Location' },
  { value: 'provider', label: 'By Provider' },
];
