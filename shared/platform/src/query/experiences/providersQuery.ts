// The providers with how many experiences each has (GET /providers): the catalogue's filter.
import { queryOptions } from '@tanstack/react-query';
import { experiencesApi } from '../../api/experiencesApi';
import { experienceKeys } from '../../api/queryKeys';

export const providersQuery = queryOptions({
  queryKey: experienceKeys.providers,
  queryFn: ({ signal }) => experiencesApi.providers(signal),
});
