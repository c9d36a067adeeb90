// One page of experiences for an API query (GET /events?…): the catalogue's lists and the map's pins.
import { queryOptions } from '@tanstack/react-query';
import type { ExperienceQuery } from '@kemet/contract';
import { experiencesApi } from '../../api/experiencesApi';
import { experienceKeys } from '../../api/queryKeys';

export const experiencesQuery = (query: ExperienceQuery) =>
  queryOptions({ queryKey: experienceKeys.list(query), queryFn: ({ signal }) => experiencesApi.list(query, signal) });
