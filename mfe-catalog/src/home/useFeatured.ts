// The three records the data marks as featured on home, as Recent Events ('event') or Tours ('tour').
import { useEvents } from '../api/getEvents';

export const HOME_CARD_COUNT = 3;

export function useFeatured(featured: 'event' | 'tour') {
  return useEvents({ featured, pageSize: HOME_CARD_COUNT, sort: 'recent' });
}
