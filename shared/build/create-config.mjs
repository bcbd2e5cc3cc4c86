// One rspack + Module Federation configuration for the host and every remote, so that the
// shared singletons, loaders and targets cannot drift between bundles built by separate teams.
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** Browser targets: modern evergreen browsers (keeps Mantine's CSS from doubling in size). */
export const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4'];

/**
 * Packages that hold a React context, a store or a connection: the browser must hold exactly one
 * copy of each. A bundle shares only those it depends on itself.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@tanstack/react-query',
  '@microsoft/signalr',
  '@portal/shared',
];

/** Subpath imports of shared packages that must resolve to the same copy as their package. */
const SINGLETON_SUBPATHS = {
  react: ['react/jsx-runtime'],
  zustand: ['zustand/middleware'],
  '@portal/shared': ['@portal/shared/core'],
};

/** The API origin the local servers proxy `/api`, `/hubs` and `/config/config.json` to. */
export const apiOrigin = () =>
  process.env.API_ORIGIN ?? `http://localhost:${process.env.API_PORT ?? 5050}`;

function sharedFor(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const deps = pkg.dependencies ?? {};
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) continue;
    // pnpm links every declared dependency into the package's own node_modules.
    const manifest = path.join(packageDir, 'node_modules', name, 'package.json');
    const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = entry;
    for (const sub of SINGLETON_SUBPATHS[name] ?? []) shared[sub] = { ...entry };
  }
  return shared;
}

/** Static files kept once in shared/assets (e.g. the engagement images every page refers to). */
export const sharedAssets = (folder) => path.join(import.meta.dirname, '..', 'assets', folder);

/**
 * Builds the rspack configuration of one bundle.
 * @param {{ dir: string, name: string, port: number, exposes?: Record<string, string>,
 *   host?: boolean, title?: string, copy?: Array<{ from: string, to: string }> }} options
 */
export function createConfig({ dir, name, port, exposes, host = false, title = name, copy = [] }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    return {
      context: dir,
      mode: dev ? 'development' : 'production',
      devtool: dev ? 'cheap-module-source-map' : 'source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        clean: true,
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
        cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      module: {
        // CSS modules are imported as `import classes from './x.module.css'`.
        parser: { 'css/auto': { namedExports: false } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev } },
              },
              env: { targets: BROWSER_TARGETS },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin(),
          new rspack.LightningCssMinimizerRspackPlugin({
            minimizerOptions: { targets: BROWSER_TARGETS },
          }),
        ],
      },
      plugins: [
        // Scripts from the root, so a standalone page opened at a deep URL still finds them.
        new rspack.HtmlRspackPlugin({
          // A bundle may bring its own page; remotes use the common one beside this file.
          template: fs.existsSync(path.join(dir, 'index.html'))
            ? './index.html'
            : path.join(import.meta.dirname, 'index.html'),
          title,
          publicPath: '/',
        }),
        fs.existsSync(path.join(dir, 'public')) || copy.length > 0
          ? new rspack.CopyRspackPlugin({
              patterns: [
                ...(fs.existsSync(path.join(dir, 'public')) ? [{ from: 'public', to: '.' }] : []),
                ...copy,
              ],
            })
          : null,
        new ModuleFederationPlugin({
          name,
          ...(host ? { shareStrategy: 'loaded-first' } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedFor(dir),
          dts: false,
          manifest: true,
        }),
      ].filter(Boolean),
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api', '/hubs', '/config/config.json'], target: apiOrigin(), ws: true },
        ],
      },
      performance: { hints: false },
    };
  };
}
