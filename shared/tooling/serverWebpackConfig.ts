// The server build of a Kemet app, next to its browser build: the same federation container (name, exposes, shared),
// built for Node so the shell's server can render the app's parts. The shell's server loads a remote's server
// container over HTTP at run time (<remote>/server/remoteEntry.js) with @module-federation/node's runtime plugin,
// the way the browser loads the browser one: redeploying a remote needs no shell rebuild and no restart.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { federationShared } from './federationShared';
import type { AppBuildOptions } from './webpackConfig';

/** Where a server build goes inside the app's dist/, and where its server serves it from. */
export const SERVER_BUILD_DIR = 'server';

export interface ServerBuildOptions extends AppBuildOptions {
  /** The shell's render entry (it exports the render function its Fastify server calls); remotes have none. */
  entry?: string;
}

export function createServerWebpackConfig(options: ServerBuildOptions, argv: { mode?: string } = {}): Configuration {
  const production = argv.mode !== 'development';
  const { name, packageDir } = options;
  return {
    name: `${name}-server`,
    // After the browser build, which cleans dist/.
    dependencies: [name],
    mode: production ? 'production' : 'development',
    target: 'async-node',
    devtool: false,
    context: packageDir,
    entry: options.entry ? { render: options.entry } : {},
    output: {
      path: path.join(packageDir, 'dist', SERVER_BUILD_DIR),
      // Chunks resolve against the remote entry's URL (the runtime plugin's fallback when publicPath is not a URL).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `kemet_${name}_server`,
      library: options.entry ? { type: 'commonjs-module' } : undefined,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', options: { transpileOnly: true }, exclude: /node_modules/ },
        // Class names only, computed as in the browser build so the HTML hydrates; the stylesheets come from the
        // browser build.
        {
          test: /\.css$/,
          loader: 'css-loader',
          options: {
            modules: {
              auto: true,
              exportOnlyLocals: true,
              localIdentName: `${name}_[local]_[hash:base64:5]`,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
        // The browser build emits the files; the server only needs their URLs, the same ones.
        {
          test: /\.(svg|png|jpe?g|webp|woff2)$/,
          type: 'asset/resource',
          generator: { emit: false, publicPath: '/', filename: 'assets/[name].[contenthash:8][ext]' },
        },
        { test: /\.geojson$/, type: 'json' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        shared: federationShared(packageDir, options.shared),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: { asyncStartup: true },
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
