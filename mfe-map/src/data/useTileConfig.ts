// The tile server URL and attribution from the runtime config (/remotes.json); null until known or if unavailable.
import { useEffect, useState } from 'react';
import { loadRuntimeConfig, type RuntimeConfig } from '@kemet/shared';

export type TileConfig = RuntimeConfig['tiles'];

export function useTileConfig(): TileConfig | null {
  const [tiles, setTiles] = useState<TileConfig | null>(null);
  useEffect(() => {
    let active = true;
    loadRuntimeConfig().then(
      (config) => active && setTiles(config.tiles),
      () => undefined, // No config: the map keeps its plain background.
    );
    return () => {
      active = false;
    };
  }, []);
  return tiles;
}
