import { createRemoteWebpackConfigs } from '@kemet/tooling/webpackConfig';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createRemoteWebpackConfigs(
    {
      name: 'checkout',
      packageDir: __dirname,
      title: 'Kemet checkout (standalone)',
      exposes: {
        './PaymentPage': './src/exposes/PaymentPage.tsx',
        './SuccessPage': './src/exposes/SuccessPage.tsx',
        './BookingsPage': './src/exposes/BookingsPage.tsx',
        './TicketPage': './src/exposes/TicketPage.tsx',
      },
    },
    env,
    argv,
  );
