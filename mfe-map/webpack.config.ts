import { mapManifest } from './src/remote.manifest';
import { createRemoteWebpackConfigs, type AppBuildOptions } from '@kemet/tooling/webpackConfig';

export const mapBuild: AppBuildOptions = {
  name: 'map',
  manifest: mapManifest,
  packageDir: __dirname,
  title: 'Kemet map (standalone)',
  exposes: {
    './EventsMap': './src/exposes/EventsMap.tsx',
  },
};

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createRemoteWebpackConfigs(mapBuild, env, argv);
