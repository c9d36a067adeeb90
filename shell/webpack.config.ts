import path from 'node:path';
import { createWebpackConfig } from '@kemet/tooling/webpackConfig';
import { createServiceWorkerConfig } from '@kemet/tooling/serviceWorkerConfig';
import { createServerWebpackConfig } from '@kemet/tooling/serverWebpackConfig';

export default (env: Record<string, unknown>, argv: { mode?: string }) => [
  {
    ...createWebpackConfig(
      {
        name: 'shell',
        packageDir: __dirname,
        title: 'Kemet: events and tours in Egypt',
        favicon: path.join(__dirname, 'src/assets/favicon.svg'),
      },
      env,
      argv,
    ),
    name: 'shell',
  },
  // /sw.js: keeps the ticket pages a traveller opened readable offline (src/serviceWorker/sw.ts).
  // dist/server/render.js: the server render of every page (src/server/renderPage.tsx).
  createServerWebpackConfig(
    { name: 'shell', packageDir: __dirname, title: 'Kemet', entry: './src/server/renderPage.tsx' },
    argv,
  ),
  createServiceWorkerConfig(
    { packageDir: __dirname, entry: './src/serviceWorker/sw.ts', after: 'shell', filename: 'sw.js' },
    argv,
  ),
];
