import path from 'node:path';
import { createWebpackConfig } from '@kemet/tooling/webpackConfig';
import { createServiceWorkerConfig } from '@kemet/tooling/serviceWorkerConfig';

export default (env: Record<string, unknown>, argv: { mode?: string }) => [
  {
    ...createWebpackConfig(
      { name: 'shell', packageDir: __dirname, title: 'Kemet: events and tours in Egypt', favicon: path.join(__dirname, 'src/assets/favicon.svg') },
      env,
      argv,
    ),
    name: 'shell',
  },
  // /sw.js: keeps the ticket pages a traveller opened readable offline (src/serviceWorker/sw.ts).
  createServiceWorkerConfig({ packageDir: __dirname, entry: './src/serviceWorker/sw.ts', after: 'shell', filename: 'sw.js' }, argv),
];
