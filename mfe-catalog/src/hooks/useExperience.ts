// Loads the experience a details page's :eventId points to; data null means "no such experience".
import { useParams } from '@kemet/shared';
import { fetchExperienceByEventId } from '../data/experiences';
import { useAsync } from './useAsync';

export function useExperience() {
  const { eventId } = useParams();
  return { eventId: eventId ?? '', ...useAsync((signal) => fetchExperienceByEventId(eventId, signal), [eventId]) };
}
