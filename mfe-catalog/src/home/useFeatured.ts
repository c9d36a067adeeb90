// The three records the data marks as featured on home, as Recent Events ('event') or Tours ('tour').
import { fetchExperiences } from '../data/experiences';
import { useAsync } from '../hooks/useAsync';

export const HOME_CARD_COUNT = 3;

export function useFeatured(featured: 'event' | 'tour') {
  return useAsync((signal) => fetchExperiences({ featured, pageSize: HOME_CARD_COUNT, sort: 'recent' }, signal), [featured]);
}
