// One webpack configuration for every Kemet app: each package passes only what is its own (name, exposes, title).
import path from 'node:path';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import reactRefreshTransformer from 'react-refresh-typescript';
import { EntryPlugin, HotModuleReplacementPlugin, NormalModuleReplacementPlugin, type Configuration } from 'webpack';
import type { RemoteManifest } from '@kemet/platform/federation/remoteManifest';
import { entryAfterFirstPaint } from './entryAfterFirstPaint';
import { federationShared, type ShareSpec } from './federationShared';
import { PreloadManifestPlugin } from './preloadManifestPlugin';
import { RemoteManifestPlugin } from './remoteManifestPlugin';
import { createServerWebpackConfig } from './serverWebpackConfig';

const COMPRESSIBLE = /\.(js|css|svg|json|geojson)$/;
// Every stylesheet may use the breakpoints the tokens name (`@media (--from-medium)`); the build writes in their
// numbers.
const TOKENS_CSS = path.resolve(__dirname, '../ui/src/tokens.css');
const postcssLoader = {
  loader: 'postcss-loader',
  // By name: postcss-loader loads these ES-only plugins itself, so this config still loads where require cannot (jest).
  options: {
    postcssOptions: {
      config: false,
      plugins: [['@csstools/postcss-global-data', { files: [TOKENS_CSS] }], 'postcss-custom-media'],
    },
  },
};

// What `experiments.provideExternalRuntime` registers, but as its ES module: the option resolves the CommonJS build,
// whose require() of the runtime is a second copy next to the ES one the shell's own federation code imports (+25 KB).
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** The standalone page's copy of the federation runtime, built next to a remote (createStandaloneRuntimeConfig). */
export const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

export interface AppBuildOptions {
  /** Federation container name: shell, catalog, map, account or checkout. */
  name: string;
  /** The package folder (pass __dirname). */
  packageDir: string;
  /** Page title of the app's own index.html. */
  title: string;
  /** Modules this remote offers to others, e.g. { './EventsPage': './src/exposes/EventsPage.tsx' }. */
  exposes?: Record<string, string>;
  favicon?: string;
  /** What a remote publishes about itself (its src/remote.manifest.ts): written as remote-manifest.json. */
  manifest?: RemoteManifest;
  /** Changes to the shared-module config (the version-skew test builds a remote as if on another major). */
  shared?: Record<string, Partial<ShareSpec>>;
}

export interface BuildEnv {
  production?: boolean;
  /** `npm run dev` (shared/server/devApp.ts): a development build whose pages reload when a new build is served. */
  dev?: boolean;
}

/** Loaded by every entry of a dev build: the page reloads on each new build its app's dev server announces. */
const DEV_RELOAD_CLIENT = path.join(__dirname, 'devReloadClient.ts');

export function createWebpackConfig(
  options: AppBuildOptions,
  env: BuildEnv = {},
  argv: { mode?: string } = {},
): Configuration {
  const production = argv.mode !== 'development' && env.production !== false && !env.dev;
  const { name, packageDir } = options;
  const isRemote = Object.keys(options.exposes ?? {}).length > 0;
  const cssLoader = {
    loader: 'css-loader',
    options: {
      // A stylesheet another one composes from (`composes: x from './y.module.css'`) goes through postcss too, so its
      // breakpoints (`@media (--from-medium)`) are written in numbers as well.
      importLoaders: 1,
      modules: {
        auto: true,
        localIdentName: `${name}_[local]_[hash:base64:5]`,
        namedExport: false,
        exportLocalsConvention: 'as-is',
      },
    },
  };
  return {
    mode: production ? 'production' : 'development',
    // Production builds ship no source maps (they would publish the source): SOURCE_MAPS=true builds them on purpose.
    // A dev build runs in the servers' pages, whose CSP allows no eval.
    devtool: production
      ? process.env.SOURCE_MAPS === 'true'
        ? 'source-map'
        : false
      : env.dev
        ? 'cheap-module-source-map'
        : 'eval-cheap-module-source-map',
    context: packageDir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(packageDir, 'dist'),
      // A remote's files resolve against wherever its entry was loaded from. The shell's are always at its root, the
      // URLs its server render writes (serverWebpackConfig.ts): the runtime then finds the stylesheets the server
      // linked (`/236.css`) instead of adding a second copy of each, which restyles the whole page while it hydrates.
      publicPath: isRemote ? 'auto' : '/',
      // Entry files keep stable names (served no-cache); lazy chunks carry a content hash (served immutable).
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `kemet_${name}`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          // A dev build registers each component with React Refresh, which swaps a saved one in place
          // (devReloadClient.ts).
          options: {
            transpileOnly: true,
            ...(env.dev ? { getCustomTransformers: () => ({ before: [reactRefreshTransformer()] }) } : {}),
          },
          exclude: /node_modules/,
        },
        // Stylesheets are files in every mode: the shell's server render links a part's stylesheets from the remote's
        // manifest.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader, postcssLoader] },
        { test: /\.(svg|png|jpe?g|webp|woff2)$/, type: 'asset/resource' },
        { test: /\.geojson$/, type: 'json' },
      ],
    },
    plugins: [
      // No name: a global entry, part of every entry, the federation container included. React Refresh's runtime, one
      // per container (its `library`), swaps saved components in place on the app's own pages.
      ...(env.dev
        ? [
            new EntryPlugin(packageDir, DEV_RELOAD_CLIENT, { name: undefined }),
            new HotModuleReplacementPlugin(),
            // Not this folder's files: the browser's stand-in for the federation SDK's Node loader is an ES module,
            // where the refresh runtime's require() would stay as written.
            new ReactRefreshPlugin({ overlay: false, library: `kemet_${name}`, exclude: [/node_modules/, __dirname] }),
          ]
        : []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: federationShared(packageDir, options.shared),
        // The app's own platform says so in the console when a remote needs a major of it the page does not have.
        runtimePlugins: [
          require.resolve('@kemet/platform/federation/versionSkewPlugin', { paths: [packageDir] }),
          ...(isRemote ? [] : [PROVIDE_RUNTIME_PLUGIN]),
        ],
        // 'loaded-first' keeps one remote that is down from failing the whole page at start.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // One federation runtime per page (about 22 KB gzip): the shell provides its copy on the page, and each
        // remote's container uses it instead of carrying its own (a remote's standalone page loads
        // FEDERATION_RUNTIME_FILE first). `target: 'web'` drops the runtime's Node script loading from these browser
        // builds (the server builds are their own), `disableSnapshot` its manifest reader: the platform registers each
        // remote with the entry its manifest names (shared/platform/src/federation/remoteEntry.ts).
        experiments: {
          asyncStartup: true,
          optimization: { target: 'web', disableSnapshot: true },
          ...(isRemote ? { externalRuntime: true } : {}),
        },
      }),
      new PreloadManifestPlugin({ entry: 'main' }),
      ...(options.manifest ? [new RemoteManifestPlugin(options.manifest, options.exposes ?? {})] : []),
      new NormalModuleReplacementPlugin(
        /@module-federation[\\/]sdk[\\/]dist[\\/]node\.js$/,
        path.join(__dirname, 'sdkNodeStub.js'),
      ),
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' }),
      // Brotli and gzip copies next to each file; the server sends them to browsers that accept them.
      ...(production
        ? [
            new CompressionPlugin({
              test: COMPRESSIBLE,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              threshold: 1024,
            }),
            new CompressionPlugin({
              test: COMPRESSIBLE,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              threshold: 1024,
            }),
          ]
        : []),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: options.title,
        favicon: options.favicon,
        federationRuntime: isRemote ? `/${FEDERATION_RUNTIME_FILE}` : null,
        // The shell's pages start the entry after their first paint (entryAfterFirstPaint.ts); a remote's own pages,
        // for its team, keep the deferred scripts.
        entryAfterFirstPaint: isRemote ? null : entryAfterFirstPaint('/main.js'),
        inject: isRemote,
        chunks: ['main'],
        // Absolute script/style URLs, so a deep link (/eventdetails/3) still finds /main.js.
        publicPath: '/',
      }),
    ],
    optimization: {
      // JavaScript through swc's minifier, several times faster than terser for the same bytes within a percent (six
      // apps are built on two cores in CI); '...' keeps webpack's own minifier for the HTML, told to leave JavaScript
      // alone; the stylesheets through cssnano's default preset.
      minimizeOptions: { javascript: false },
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } }),
        '...',
        new CssMinimizerPlugin(),
      ],
      splitChunks: {
        cacheGroups: {
          // A namespace's English words, once per app: the lazy parts that show them (a remote's exposed modules, the
          // shell's static pages) share one chunk instead of each carrying a copy.
          englishMessages: {
            test: /[\\/]src[\\/]messages[\\/][^\\/]+\.en\.ts$/,
            name: 'messages-en',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The federation runtime for a remote's standalone page, built after the app into its dist/ (the app's build cleans
 * dist/ first). In the shell's pages the shell provides it.
 */
export function createStandaloneRuntimeConfig(app: Configuration, argv: { mode?: string } = {}): Configuration {
  return {
    name: `${app.name ?? 'app'}-federation-runtime`,
    dependencies: app.name ? [app.name] : [],
    mode: argv.mode === 'development' ? 'development' : 'production',
    devtool: false,
    entry: { federationRuntime: path.join(__dirname, 'federationRuntime.ts') },
    output: { path: app.output?.path, filename: FEDERATION_RUNTIME_FILE, publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, loader: 'ts-loader', options: { transpileOnly: true }, exclude: /node_modules/ }],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's builds: its app (container and standalone page), the standalone page's federation runtime, and its server
 * container.
 */
export function createRemoteWebpackConfigs(
  options: AppBuildOptions,
  env: BuildEnv = {},
  argv: { mode?: string } = {},
): Configuration[] {
  const app = { ...createWebpackConfig(options, env, argv), name: options.name };
  return [app, createStandaloneRuntimeConfig(app, argv), createServerWebpackConfig(options, argv)];
}
