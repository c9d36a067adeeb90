// Loads the experiences to pin on the map (first 50) and how many each governorate has, with a retry.
import { useEffect, useState } from 'react';
import { eventsApi, type Experience } from '@kemet/shared';

export const MAP_EXPERIENCES_PAGE_SIZE = 50;

export type ExperienceData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; items: Experience[]; counts: ReadonlyMap<string, number> };

export function useExperiences(): ExperienceData {
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<ExperienceData>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setData({ status: 'loading' });
    Promise.all([
      eventsApi.list({ pageSize: MAP_EXPERIENCES_PAGE_SIZE }, controller.signal),
      eventsApi.locations(controller.signal),
    ]).then(
      ([page, locations]) => {
        if (!controller.signal.aborted) setData({ status: 'ready', items: page.items, counts: new Map(locations.map((l) => [l.name, l.count])) });
      },
      () => {
        if (!controller.signal.aborted) setData({ status: 'error', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return data;
}
