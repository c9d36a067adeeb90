import { checkoutManifest } from './src/remote.manifest';
import { createRemoteWebpackConfigs } from '@kemet/tooling/webpackConfig';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createRemoteWebpackConfigs(
    {
      name: 'checkout',
      manifest: checkoutManifest,
      packageDir: __dirname,
      title: 'Kemet checkout (standalone)',
      exposes: {
        './PaymentPage': './src/exposes/PaymentPage.tsx',
        './SuccessPage': './src/exposes/SuccessPage.tsx',
        './BookingsPage': './src/exposes/BookingsPage.tsx',
        './TicketPage': './src/exposes/TicketPage.tsx',
        './BuyBox': './src/exposes/BuyBox.tsx',
      },
    },
    env,
    argv,
  );
