// The fixture remote's builds (app, standalone runtime, server container), like any remote's, into PARTNER_OUT_DIR.
import path from 'node:path';
import { createRemoteWebpackConfigs } from '@kemet/tooling/webpackConfig';
import { partnerManifest } from './src/remote.manifest';

const outDir = process.env.PARTNER_OUT_DIR;
if (!outDir) throw new Error('PARTNER_OUT_DIR is required');

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createRemoteWebpackConfigs(
    {
      name: 'partner',
      manifest: partnerManifest,
      packageDir: __dirname,
      title: 'Kemet partner fixture',
      exposes: { './OffersPage': './src/exposes/OffersPage.tsx', './OffersSection': './src/exposes/OffersSection.tsx' },
    },
    env,
    argv,
  ).map((config) => {
    const built = config.output?.path ?? '';
    // Each build's folder inside dist/ (the server container's dist/server) moves into the temporary folder.
    return {
      ...config,
      output: { ...config.output, path: path.join(outDir, path.relative(path.join(__dirname, 'dist'), built)) },
    };
  });
