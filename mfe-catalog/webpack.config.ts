import path from 'node:path';
import { catalogManifest } from './src/remote.manifest';
import { createRemoteWebpackConfigs } from '@kemet/tooling/webpackConfig';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createRemoteWebpackConfigs(
    {
      name: 'catalog',
      manifest: catalogManifest,
      packageDir: __dirname,
      title: 'Kemet catalog (standalone)',
      favicon: path.join(__dirname, 'src/assets/favicon.svg'),
      exposes: {
        './EventsPage': './src/exposes/EventsPage.tsx',
        './EventDetailsPage': './src/exposes/EventDetailsPage.tsx',
        './ToursPage': './src/exposes/ToursPage.tsx',
        './TourDetailsPage': './src/exposes/TourDetailsPage.tsx',
        './RecentEvents': './src/exposes/RecentEvents.tsx',
        './HomeTours': './src/exposes/HomeTours.tsx',
        './WishlistPage': './src/exposes/WishlistPage.tsx',
        './SharedWishlistPage': './src/exposes/SharedWishlistPage.tsx',
        './HomeSearch': './src/exposes/HomeSearch.tsx',
      },
    },
    env,
    argv,
  );
