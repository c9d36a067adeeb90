import { partnerManifest } from './src/remote.manifest';
import { createRemoteWebpackConfigs, type AppBuildOptions } from '@kemet/tooling/webpackConfig';

export const partnerBuild: AppBuildOptions = {
  name: 'partner',
  manifest: partnerManifest,
  packageDir: __dirname,
  title: 'Kemet partner workspace (standalone)',
  exposes: {
    './WorkspacePage': './src/exposes/WorkspacePage.tsx',
    './InvitationPage': './src/exposes/InvitationPage.tsx',
    './OperationsPage': './src/exposes/OperationsPage.tsx',
    // Listings (docs/product/partners.md#listings).
    './ListingsPage': './src/exposes/ListingsPage.tsx',
    './ListingEditorPage': './src/exposes/ListingEditorPage.tsx',
    // Schedules, sessions and manifests (docs/product/partners.md#schedules-and-sessions).
    './SessionsPage': './src/exposes/SessionsPage.tsx',
    './ManifestPage': './src/exposes/ManifestPage.tsx',
    './SchedulePage': './src/exposes/SchedulePage.tsx',
    // Sales and the monthly statement (docs/product/partners.md#sales).
    './SalesPage': './src/exposes/SalesPage.tsx',
    './StatementPage': './src/exposes/StatementPage.tsx',
    // Reviews and the partner's reply (docs/product/reviews.md).
    './ReviewsPage': './src/exposes/ReviewsPage.tsx',
  },
};

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createRemoteWebpackConfigs(partnerBuild, env, argv);
