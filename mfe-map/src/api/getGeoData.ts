// The map's query of its own files: the governorate shapes and the capitals, from the remote's /assets/data.
import { useQuery } from '@tanstack/react-query';
import { assetUrl } from '../data/assetUrl';
import { capitalsFrom } from '../data/capitals';
import type { CapitalCollection, GovernorateCollection } from '../data/geoTypes';

async function fetchJson<T>(file: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(assetUrl(`assets/data/${file}`), { signal });
  if (!response.ok) throw new Error(`${file} answered ${response.status}`);
  return (await response.json()) as T;
}

async function fetchGeoData(signal: AbortSignal) {
  const [governorates, locations] = await Promise.all([
    fetchJson<GovernorateCollection>('paths.geojson', signal),
    fetchJson<CapitalCollection>('locations.geojson', signal),
  ]);
  return { governorates, capitals: capitalsFrom(locations) };
}

// Files of a deployed build do not change while the page is open.
export const useGeoData = () => useQuery({ queryKey: ['map', 'geo'], queryFn: ({ signal }) => fetchGeoData(signal), staleTime: Infinity });
