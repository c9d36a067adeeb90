import { partnerManifest } from './src/remote.manifest';
import { createRemoteWebpackConfigs } from '@kemet/tooling/webpackConfig';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createRemoteWebpackConfigs(
    {
      name: 'partner',
      manifest: partnerManifest,
      packageDir: __dirname,
      title: 'Kemet partner workspace (standalone)',
      exposes: {
        './WorkspacePage': './src/exposes/WorkspacePage.tsx',
        './InvitationPage': './src/exposes/InvitationPage.tsx',
        './OperationsPage': './src/exposes/OperationsPage.tsx',
        './SessionsPage': './src/exposes/SessionsPage.tsx',
        './ManifestPage': './src/exposes/ManifestPage.tsx',
        './SchedulePage': './src/exposes/SchedulePage.tsx',
      },
    },
    env,
    argv,
  );
