// The tile server URL and attribution from the runtime config (/remotes.json); null until known or if unavailable
// (the map then keeps its plain background).
import { useQuery } from '@tanstack/react-query';
import { configKeys, loadRuntimeConfig, type RuntimeConfig } from '@kemet/platform';

export type TileConfig = RuntimeConfig['tiles'];

export function useTileConfig(): TileConfig | null {
  const config = useQuery({ queryKey: configKeys.runtime, queryFn: loadRuntimeConfig, staleTime: Infinity });
  return config.data?.tiles ?? null;
}
