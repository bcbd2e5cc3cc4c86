// One rspack + Module Federation configuration for the host and every remote, so that the
// shared singletons, loaders and targets cannot drift between bundles built by separate teams.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CompositionPlugin } from './composition.mjs';
import { writeFacades } from './facades.mjs';
import { FederationRuntimePlugin } from './federation-runtime.mjs';
import { ManifestPreloadPlugin } from './manifest-preload.mjs';
import { MantineSplitPlugin, MORE } from './mantine-split.mjs';
import { writeMantineStyles } from './mantine-styles.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { EXTENSIONS } from './resolve-esm.mjs';
import { portsFrom, remoteRegistry, REMOTES } from '../remotes.mjs';
import { FEDERATION_CHUNK, PROVIDED_SHARED, writeProvidedShared } from './runtime-host.mjs';

/** Browser targets: modern evergreen browsers (keeps Mantine's CSS from doubling in size). */
export const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4'];

/** How the federation runtime's own `require`s resolve: to ES modules where a package has them. */
const ESM_FIRST = ['import', 'module', 'webpack', 'production', 'browser', 'default'];

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
  // The part of Mantine's facade the landing page does not need (mantine-split.mjs).
  '@mantine/core': [MORE],
  '@portal/shared': ['@portal/shared/core'],
};

/** The API origin the local servers proxy `/api`, `/hubs` and `/config/config.json` to. */
export const apiOrigin = () => process.env.API_ORIGIN ?? `http://localhost:${portsFrom().api}`;

/**
 * The share config of a bundle: the singletons it depends on itself, the facaded ones
 * (facades.mjs) offered as the cut-down facade rather than the whole library. A split entry is
 * consumed by its split module's request under its own share key, and the bundle's imports of it
 * resolve to that module (`aliases`).
 */
async function sharedFor(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const deps = pkg.dependencies ?? {};
  const { facades, splits, offered, needs } = await writeFacades(packageDir, deps);
  const shared = {};
  const aliases = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) continue;
    // pnpm links every declared dependency into the package's own node_modules.
    const manifest = path.join(packageDir, 'node_modules', name, 'package.json');
    const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    for (const key of [name, ...(SINGLETON_SUBPATHS[name] ?? [])]) {
      const entry = { singleton: true, requiredVersion: `^${version}`, version };
      if (facades[key]) entry.import = facades[key];
      if (!splits[key]) shared[key] = entry;
      else {
        shared[splits[key].request] = { ...entry, shareKey: key };
        aliases[`${key}$`] = splits[key].file;
      }
    }
  }
  return {
    shared,
    facades,
    aliases,
    mantine: splits['@mantine/core']?.mantine,
    composition: { offered, needs },
  };
}

/** Static files kept once in shared/assets (e.g. the engagement images every page refers to). */
export const sharedAssets = (folder) =>
  path.join(import.meta.dirname, '..', '..', 'shared', 'assets', folder);

/**
 * The CopyRspackPlugin pattern that puts mediainfo.js's module file where pages load it, at
 * `/mediainfo/` of their origin (spec point 7): the host serves it for the composed portal, a
 * remote for its standalone page. `dir` is the bundle's folder, which depends on mediainfo.js.
 */
export function mediaInfoAsset(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  return { from: require.resolve('mediainfo.js/MediaInfoModule.wasm'), to: 'mediainfo/' };
}

/**
 * Writes the host's default /config/remotes.json from shared/remotes.json (localhost and the ports
 * of this environment): a deployment replaces the file, the build never needs a copy to edit.
 */
class RemoteRegistryPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteRegistryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteRegistryPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const registry = remoteRegistry(portsFrom().remotes);
          const json = `${JSON.stringify(registry, null, 2)}\n`;
          compilation.emitAsset('config/remotes.json', new sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * Builds the rspack configuration of one bundle. A remote's port and page title come from its row
 * of shared/remotes.json, the host's port from tooling/remotes.mjs.
 * @param {{ dir: string, name: string, exposes?: Record<string, string>,
 *   host?: boolean, title?: string, copy?: Array<{ from: string, to: string }> }} options
 */
export function createConfig({ dir, name, exposes, host = false, title, copy = [] }) {
  const remote = REMOTES[name];
  if (!host && !remote) throw new Error(`${name} is not a remote of shared/remotes.json.`);
  const ports = portsFrom();
  const port = host ? ports.host : ports.remotes[name];
  return async (_env, argv) => {
    const dev = argv.mode !== 'production';
    const mode = dev ? 'development' : 'production';
    const { shared, facades, aliases, mantine, composition } = await sharedFor(dir);
    // Mantine's stylesheet, cut to the components its facades offer (mantine-styles.mjs).
    const styleAliases = facades['@mantine/core']
      ? {
          '@mantine/core/styles.css$': writeMantineStyles(
            mantine?.split ?? facades['@mantine/core'],
            path.join(dir, 'node_modules', '@mantine', 'core'),
          ),
        }
      : {};
    return {
      context: dir,
      mode,
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
      resolve: {
        extensions: EXTENSIONS,
        // The host imports its packages as they are and offers them through the runtime
        // (runtime-host.mjs); a remote's imports of a split entry go through its split module.
        alias: host
          ? {
              ...styleAliases,
              [`${PROVIDED_SHARED}$`]: writeProvidedShared(dir, shared, mode),
            }
          : { ...styleAliases, ...aliases },
      },
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
          // mediainfo.js's browser build names its wasm with `new URL(…, import.meta.url)`; the
          // page gives it `/mediainfo/` instead (`locateFile`), so that URL is not bundled.
          { test: /mediainfo\.js[\\/]dist[\\/]/, parser: { url: false } },
          // The federation runtime's packages require each other: take their ES module builds,
          // which the bundler can tree-shake (the host's runtime 32.9 → 28.5 KB gzip).
          {
            test: /[\\/]@module-federation[\\/]/,
            resolve: { byDependency: { commonjs: { conditionNames: ESM_FIRST } } },
          },
          // A split module only re-exports (facades.mjs): each importer is led straight to where
          // a name lives, so a chunk loads just the modules it uses, not all the module names.
          { test: /portal-facades[\\/].*\.split\.mjs$/, sideEffects: false },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        splitChunks: {
          cacheGroups: {
            // React, its DOM, scheduler and router load together on every first visit: one file,
            // not five (each shared module would otherwise be its own request).
            framework: {
              // zustand's middleware is a shared module of its own, offered whole: not here.
              test: /[\\/]node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|react-router-dom)[\\/]|zustand[\\/]esm[\\/](?!middleware))/,
              name: 'framework',
              chunks: 'async',
              enforce: true,
            },
            ...(host
              ? {
                  // The host's federation runtime and the module that starts it: one file.
                  federation: {
                    test: /[\\/]@module-federation[\\/]/,
                    name: FEDERATION_CHUNK,
                    chunks: 'async',
                    enforce: true,
                  },
                  // The portal's providers and toasts: the landing page's idle chrome and the
                  // offer of @portal/shared both need them. One file, not a copy in each.
                  portalProviders: {
                    test: /[\\/]shared[\\/]src[\\/](?:providers|toast)[\\/]/,
                    name: 'portal-providers',
                    chunks: 'async',
                    enforce: true,
                  },
                }
              : {}),
          },
        },
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
          title: title ?? remote?.label ?? name,
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
        host ? new RemoteRegistryPlugin() : null,
        // What the host accepts, or what this remote needs, for `pnpm remote:check`.
        new CompositionPlugin({ host, name, shared, ...composition }),
        // The federation runtime the host compiles in runs in browsers only (the plugin's
        // `optimization.target: 'web'` for a remote): its Node script loader is left out.
        host ? new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }) : null,
        // The host uses the federation's runtime API instead (runtime-host.mjs).
        host
          ? null
          : new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes,
              shared,
              dts: false,
              // One federation runtime in the browser: the host's (federation-runtime.mjs).
              experiments: {
                optimization: { target: 'web' },
                ...(dev ? {} : { externalRuntime: true }),
              },
              manifest: true,
            }),
        // Each exposed module's every first file in the manifest, fetched beside the entry.
        host ? null : new ManifestPreloadPlugin(),
        mantine && !host ? new MantineSplitPlugin(mantine) : null,
        host || dev ? null : new FederationRuntimePlugin(),
        dev ? null : new PrecompressPlugin(),
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
