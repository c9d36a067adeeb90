import { createWebpackConfig } from '@kemet/tooling/webpackConfig';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createWebpackConfig(
    {
      name: 'map',
      packageDir: __dirname,
      title: 'Kemet map (standalone)',
      exposes: {
        './EventsMap': './src/exposes/EventsMap.tsx',
      },
    },
    env,
    argv,
  );
