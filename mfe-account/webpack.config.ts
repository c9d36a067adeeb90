import { accountManifest } from './src/remote.manifest';
import { createRemoteWebpackConfigs } from '@kemet/tooling/webpackConfig';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createRemoteWebpackConfigs(
    {
      name: 'account',
      manifest: accountManifest,
      packageDir: __dirname,
      title: 'Kemet account (standalone)',
      exposes: {
        './SignInPage': './src/exposes/SignInPage.tsx',
        './AccountPage': './src/exposes/AccountPage.tsx',
        './ForgotPasswordPage': './src/exposes/ForgotPasswordPage.tsx',
        './ResetPasswordPage': './src/exposes/ResetPasswordPage.tsx',
        './GatePage': './src/exposes/GatePage.tsx',
      },
    },
    env,
    argv,
  );
