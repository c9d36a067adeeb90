// The three records the data marks as featured on home, as Recent Events ('event') or Tours ('tour').
import { useQuery } from '@tanstack/react-query';
import { experiencesQuery } from '@kemet/platform/query';

export const HOME_CARD_COUNT = 3;

/** The query of a home section (the server's prefetch asks the same). */
export const featuredQuery = (featured: 'event' | 'tour') =>
  experiencesQuery({ featured, pageSize: HOME_CARD_COUNT, sort: 'recent' });

export const useFeatured = (featured: 'event' | 'tour') => useQuery(featuredQuery(featured));
