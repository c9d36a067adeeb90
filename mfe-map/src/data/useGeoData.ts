// Loads the governorate shapes and the capitals from the remote's own /assets/data, with a retry.
import { useEffect, useState } from 'react';
import { assetUrl } from './assetUrl';
import { capitalsFrom } from './capitals';
import type { Capital, CapitalCollection, GovernorateCollection } from './geoTypes';

export type GeoData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; governorates: GovernorateCollection; capitals: Capital[] };

async function fetchJson<T>(file: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(assetUrl(`assets/data/${file}`), { signal });
  if (!response.ok) throw new Error(`${file} answered ${response.status}`);
  return (await response.json()) as T;
}

export function useGeoData(): GeoData {
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<GeoData>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setData({ status: 'loading' });
    Promise.all([
      fetchJson<GovernorateCollection>('paths.geojson', controller.signal),
      fetchJson<CapitalCollection>('locations.geojson', controller.signal),
    ]).then(
      ([governorates, locations]) => setData({ status: 'ready', governorates, capitals: capitalsFrom(locations) }),
      () => {
        if (!controller.signal.aborted) setData({ status: 'error', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return data;
}
