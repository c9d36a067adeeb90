// The governorates with how many experiences each has (GET /locations): the catalogue's filter, the map's counts.
import { queryOptions } from '@tanstack/react-query';
import { experiencesApi } from '../../api/experiencesApi';
import { experienceKeys } from '../../api/queryKeys';

export const locationsQuery = queryOptions({
  queryKey: experienceKeys.locations,
  queryFn: ({ signal }) => experiencesApi.locations(signal),
});
