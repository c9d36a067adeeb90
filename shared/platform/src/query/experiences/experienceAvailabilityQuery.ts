// An experience's sessions (GET /events/:id/availability) over Cairo days: the categories with their labels, prices and
// proofs, each session's time and places left. Under experienceKeys.all, so a booking, a hold released or a
// cancellation makes it load again.
import { queryOptions } from '@tanstack/react-query';
import { experiencesApi, type DayRange } from '../../api/experiencesApi';
import { experienceKeys } from '../../api/queryKeys';

export const experienceAvailabilityQuery = (recordId: number, range: DayRange) =>
  queryOptions({
    queryKey: experienceKeys.availability(recordId, range),
    queryFn: ({ signal }) => experiencesApi.availability(recordId, range, signal),
  });
