// The webpack build of an app's service worker: one file at the app's root (its scope is the whole site), named
// exactly so (the page registers it by name and the server sends it no-cache), built after the app so the app's
// clean step never removes it.
import path from 'node:path';
import type { Configuration } from 'webpack';

export interface ServiceWorkerBuildOptions {
  /** The package folder (pass __dirname). */
  packageDir: string;
  /** The worker's source, relative to packageDir, e.g. './src/serviceWorker/sw.ts'. */
  entry: string;
  /** The webpack config name of the app it is served with, built first. */
  after: string;
  /** The file written into dist/, e.g. 'sw.js'. */
  filename: string;
}

export function createServiceWorkerConfig(
  options: ServiceWorkerBuildOptions,
  argv: { mode?: string } = {},
): Configuration {
  const production = argv.mode !== 'development';
  return {
    name: `${options.after}-service-worker`,
    dependencies: [options.after],
    mode: production ? 'production' : 'development',
    target: 'webworker',
    devtool: false,
    context: options.packageDir,
    entry: { serviceWorker: options.entry },
    output: { path: path.join(options.packageDir, 'dist'), filename: options.filename, publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, loader: 'ts-loader', options: { transpileOnly: true }, exclude: /node_modules/ }],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
