// The map's queries of the data service: the experiences to pin (first 50) and how many each governorate has. The
// counts share the catalogue's ['events', 'locations'] entry; the map keeps them as name → count and name → label.
import { useQuery } from '@tanstack/react-query';
import { experiencesQuery, locationsQuery } from '@kemet/platform/query';
import type { ExperienceQuery, LocationCount } from '@kemet/contract';

export const MAP_EXPERIENCES_PAGE_SIZE = 50;
const MAP_QUERY: ExperienceQuery = { pageSize: MAP_EXPERIENCES_PAGE_SIZE };

interface Governorates {
  counts: ReadonlyMap<string, number>;
  /** The governorate's name in the page's language, as the service gives it. */
  labels: ReadonlyMap<string, string>;
}

const toGovernorates = (locations: LocationCount[]): Governorates => ({
  counts: new Map(locations.map((l) => [l.name, l.count])),
  labels: new Map(locations.map((l) => [l.name, l.label])),
});

export function useMapExperiences() {
  const list = useQuery(experiencesQuery(MAP_QUERY));
  const counts = useQuery({ ...locationsQuery, select: toGovernorates });
  return {
    items: counts.isSuccess ? list.data?.items : undefined,
    counts: list.isSuccess ? counts.data?.counts : undefined,
    labels: counts.data?.labels,
    isError: list.isError || counts.isError,
    retry: () => {
      if (list.isError) void list.refetch();
      if (counts.isError) void counts.refetch();
    },
  };
}

export type MapExperiences = ReturnType<typeof useMapExperiences>;
