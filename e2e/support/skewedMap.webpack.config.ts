// mfe-map's production build as if its team had moved to the next major of one Kemet package: it needs
// `^<next>.0.0` of SKEW_PACKAGE (e.g. @kemet/platform) and provides <next>.0.0 of it. Written to SKEW_OUT_DIR, never to
// mfe-map/dist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createWebpackConfig } from '@kemet/tooling/webpackConfig';
import { mapBuild } from '../../mfe-map/webpack.config';

const skewed = process.env.SKEW_PACKAGE;
const outDir = process.env.SKEW_OUT_DIR;
if (!skewed || !outDir) throw new Error('SKEW_PACKAGE and SKEW_OUT_DIR are required');

const { version } = JSON.parse(
  readFileSync(path.join(__dirname, '../../node_modules', skewed, 'package.json'), 'utf8'),
) as { version: string };
const nextMajor = `${Number(version.split('.')[0]) + 1}.0.0`;
const config = createWebpackConfig(
  { ...mapBuild, shared: { [skewed]: { requiredVersion: `^${nextMajor}`, version: nextMajor } } },
  {},
  { mode: 'production' },
);
export default { ...config, output: { ...config.output, path: outDir } };
