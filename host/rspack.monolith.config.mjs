// `pnpm build:monolith`: the yardstick of what the federation costs (issue 16). The same host and
// every module the remotes expose, built as ONE ordinary rspack application without Module
// Federation into dist-monolith/. It is the host's own configuration (rspack.config.mjs), which
// has no federation plugin (tooling/rspack/runtime-host.mjs), with the host's remote loading swapped
// for src/monolith/, so the federation runtime is never imported:
//   - src/remotes/load-remote-module.ts → src/monolith/load-remote-module.ts, which imports each
//     exposed module with a plain `import()` of the remote's source file;
//   - src/remotes/remote-registry.ts → src/monolith/remote-registry.ts (nothing to fetch).
// Which file each id is comes from the remotes' own rspack.config.mjs `exposes`, written into the
// virtual module src/monolith/exposed-modules.js; the assets the remotes' standalone builds copy
// (Cesium's run-time files) are copied too when the host does not copy them already.
// Nothing here or in src/monolith/ is part of the normal host build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { SINGLETONS } from '@portal/tooling/rspack';
import { REMOTES } from '@portal/tooling/remotes';
import hostConfig from './rspack.config.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const src = (file) => path.join(import.meta.dirname, 'src', file);

/** The host's files replaced, without their extension (how an import names them). */
const SWAPPED = {
  [src('remotes/load-remote-module')]: src('monolith/load-remote-module.ts'),
  [src('remotes/remote-registry')]: src('monolith/remote-registry.ts'),
};

/**
 * Each remote's name, folder, `exposes` and `copy` (the patterns its standalone build copies),
 * as its rspack.config.mjs exports them; its `public/` folder too, which createConfig copies.
 */
async function remotesOf() {
  const remotes = [];
  for (const [name, { dir }] of Object.entries(REMOTES)) {
    const folder = path.join(ROOT, dir);
    const module = await import(pathToFileURL(path.join(folder, 'rspack.config.mjs')).href);
    if (!module.exposes) throw new Error(`${dir}/rspack.config.mjs does not export its exposes.`);
    const copy = (module.copy ?? []).map((pattern) => ({
      ...pattern,
      from: path.resolve(folder, pattern.from),
    }));
    const publicDir = path.join(folder, 'public');
    if (fs.existsSync(publicDir)) copy.push({ from: publicDir, to: '.' });
    remotes.push({ name, folder, exposes: module.exposes, copy });
  }
  return remotes;
}

/** The virtual module: federated id → `import()` of the exposed source file. */
function exposedModulesSource(remotes) {
  const lines = [];
  for (const { name, folder, exposes } of remotes) {
    for (const [key, file] of Object.entries(exposes)) {
      const id = `${name}/${key.replace(/^\.\//, '')}`;
      const full = path.resolve(folder, file);
      if (!fs.existsSync(full)) throw new Error(`${id} is exposed as ${full}, which is missing.`);
      const chunk = id.replace('/', '-');
      lines.push(
        `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(full)}),`,
      );
    }
  }
  return `export const exposedModules = {\n${lines.join('\n')}\n};\n`;
}

/** The host's copy patterns, `from` made absolute (rspack keeps a plugin's options in `_args`). */
function hostCopyPatterns(config) {
  const plugin = config.plugins.find((p) => p?.constructor?.name === 'CopyRspackPlugin');
  if (!plugin) return [];
  const patterns = plugin._args?.[0]?.patterns;
  if (!Array.isArray(patterns)) throw new Error('CopyRspackPlugin keeps its patterns elsewhere.');
  return patterns.map((pattern) => ({
    ...pattern,
    from: path.resolve(config.context, pattern.from),
  }));
}

/**
 * What the remotes' standalone builds copy and the host does not. A pattern the host (or an
 * earlier remote) has already, same source and destination, is left out; a file whose name is
 * taken anyway is not overwritten (`force` is off), so the host's own files win.
 */
function remoteAssets(host, remotes) {
  const keyOf = (pattern) => `${pattern.from}\0${path.normalize(`${pattern.to ?? '.'}/`)}`;
  const taken = new Set(hostCopyPatterns(host).map(keyOf));
  const extra = [];
  for (const pattern of remotes.flatMap((remote) => remote.copy)) {
    if (taken.has(keyOf(pattern))) continue;
    taken.add(keyOf(pattern));
    extra.push(pattern);
  }
  return extra;
}

/**
 * Fails the build when a package that must be loaded once (create-config.mjs SINGLETONS) is
 * bundled from two folders: the remotes' files resolve their packages from their own
 * node_modules, which pnpm links to one copy only while the versions (and peers) agree.
 */
class OneCopyEachPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('OneCopyEachPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('OneCopyEachPlugin', (modules) => {
        const copies = new Map(SINGLETONS.map((name) => [name, new Set()]));
        for (const { resource } of modules) {
          if (!resource) continue;
          for (const [name, folders] of copies) {
            const at = resource.lastIndexOf(`/node_modules/${name}/`);
            if (at >= 0) folders.add(resource.slice(0, at + name.length + 14));
          }
          // The workspace package, by its real path.
          if (resource.startsWith(path.join(ROOT, 'shared', 'src') + path.sep)) {
            copies.get('@portal/shared')?.add(path.join(ROOT, 'shared'));
          }
        }
        const twice = [...copies].filter(([, folders]) => folders.size > 1);
        for (const [name, folders] of twice) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${name} is bundled ${folders.size} times: ${[...folders].join(', ')}`,
            ),
          );
        }
      });
    });
  }
}

export default async (env, argv) => {
  const production = { ...argv, mode: 'production' };
  const config = await hostConfig(env, production);
  const remotes = await remotesOf();
  const plugins = config.plugins.filter(
    // /config/remotes.json: the monolith has no remotes to find.
    (plugin) => plugin?.constructor?.name !== 'RemoteRegistryPlugin',
  );
  const assets = remoteAssets(config, remotes);
  return {
    ...config,
    mode: 'production',
    output: { ...config.output, path: path.join(import.meta.dirname, 'dist-monolith') },
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...SWAPPED } },
    plugins: [
      ...plugins,
      new rspack.experiments.VirtualModulesPlugin({
        [src('monolith/exposed-modules.js')]: exposedModulesSource(remotes),
      }),
      assets.length > 0 ? new rspack.CopyRspackPlugin({ patterns: assets }) : null,
      new OneCopyEachPlugin(),
    ].filter(Boolean),
  };
};
