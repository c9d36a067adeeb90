// mfe-map's production build as if its team had moved to the next major of one Kemet package: it needs
// `^2.0.0` of SKEW_PACKAGE (e.g. @kemet/platform) and provides 2.0.0 of it. Written to SKEW_OUT_DIR, never to mfe-map/dist.
import { createWebpackConfig } from '@kemet/tooling/webpackConfig';
import { mapBuild } from '../../mfe-map/webpack.config';

const skewed = process.env.SKEW_PACKAGE;
const outDir = process.env.SKEW_OUT_DIR;
if (!skewed || !outDir) throw new Error('SKEW_PACKAGE and SKEW_OUT_DIR are required');

const config = createWebpackConfig(
  { ...mapBuild, shared: { [skewed]: { requiredVersion: '^2.0.0', version: '2.0.0' } } },
  {},
  { mode: 'production' },
);
export default { ...config, output: { ...config.output, path: outDir } };
