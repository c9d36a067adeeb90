import path from 'node:path';
import { createWebpackConfig } from '@kemet/tooling/webpackConfig';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createWebpackConfig(
    { name: 'shell', packageDir: __dirname, title: 'Kemet: events and tours in Egypt', favicon: path.join(__dirname, 'src/assets/favicon.svg') },
    env,
    argv,
  );
