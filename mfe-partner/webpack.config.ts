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
        './SalesPage': './src/exposes/SalesPage.tsx',
        './StatementPage': './src/exposes/StatementPage.tsx',
      },
    },
    env,
    argv,
  );
