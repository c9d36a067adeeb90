// A remote's production build as if its team stood on another version of one Kemet package (SKEW_PACKAGE, e.g.
// @kemet/platform): SKEW=next-major needs and provides `<next major>.0.0`; SKEW=older-minor provides and needs the
// minor before the installed one (`^<major>.<minor - 1>.0`), as a remote built before the page's platform moved on.
// SKEW_REMOTE picks the remote (map or partner). Written to SKEW_OUT_DIR, never to the remote's dist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createWebpackConfig, type AppBuildOptions } from '@kemet/tooling/webpackConfig';
import { mapBuild } from '../../mfe-map/webpack.config';
import { partnerBuild } from '../../mfe-partner/webpack.config';

const builds: Record<string, AppBuildOptions> = { map: mapBuild, partner: partnerBuild };
const { SKEW, SKEW_PACKAGE: skewed, SKEW_OUT_DIR: outDir, SKEW_REMOTE: remote = 'map' } = process.env;
const build = builds[remote];
if (!skewed || !outDir || !build || (SKEW !== 'next-major' && SKEW !== 'older-minor'))
  throw new Error('SKEW (next-major or older-minor), SKEW_PACKAGE, SKEW_REMOTE (map or partner) and SKEW_OUT_DIR');

const { version } = JSON.parse(
  readFileSync(path.join(__dirname, '../../node_modules', skewed, 'package.json'), 'utf8'),
) as { version: string };
const [major, minor] = version.split('.').map(Number) as [number, number];
if (SKEW === 'older-minor' && minor === 0) throw new Error(`${skewed} ${version} has no older minor`);
const skewedVersion = SKEW === 'next-major' ? `${major + 1}.0.0` : `${major}.${minor - 1}.0`;
const config = createWebpackConfig(
  { ...build, shared: { [skewed]: { requiredVersion: `^${skewedVersion}`, version: skewedVersion } } },
  {},
  { mode: 'production' },
);
export default { ...config, output: { ...config.output, path: outDir } };
