// Catalog's read of a list of experiences (cards, home sections, tours), through the shared query options.
import { useQuery } from '@tanstack/react-query';
import { experiencesQuery } from '@kemet/platform/query';
import type { ExperienceQuery } from '@kemet/contract';

export const useExperiences = (query: ExperienceQuery, enabled = true) =>
  useQuery({ ...experiencesQuery(query), enabled });
