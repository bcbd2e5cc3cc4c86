// The host runs Module Federation through its runtime API, not the build plugin. Its own pages
// (the landing page above all) need no remote, so the federation runtime (about 20 KB gzip) is a
// chunk loaded when the first remote module is (src/remotes/federation.ts), not part of main.js:
// a first visit paints without it, as a plain application would.
//
// The host still offers its shared singletons to the share scope, as the plugin would have: this
// module, written at build time, lists each share key with its version and a `get` that loads the
// host's own copy (the same module instances the host's code uses: one copy in the browser).
import fs from 'node:fs';
import path from 'node:path';
import { MORE } from './mantine-split.mjs';
import { resolveEsm } from './resolve-esm.mjs';

/** The chunk of the federation runtime and host/src/remotes/federation.ts (its chunk name). */
export const FEDERATION_CHUNK = 'federation';

/**
 * The chunk the offered modules share: a remote's first module (on the landing page, the sign-in
 * modals) takes what it needs of the host in a file or two, not one per shared module. Mantine's
 * second half and the hooks (their facade holds every hook any bundle uses; the sign-in modals
 * take none of it, Mantine's own files import the few they need) stay chunks of their own, which
 * the landing page never loads (mantine-split.mjs).
 */
const OFFER_CHUNK = 'shared-offer';
const APART = new Set([MORE, '@mantine/hooks']);
const chunkOf = (key) => (APART.has(key) ? '' : `/* webpackChunkName: "${OFFER_CHUNK}" */ `);

/** The request src/remotes/federation.ts imports the host's share-scope offer by. */
export const PROVIDED_SHARED = 'portal-federation/provided-shared';

/**
 * Writes the offer of `shared` (the share config createConfig would give the plugin: key →
 * { import?, shareKey?, version, requiredVersion, singleton }) into the bundle's cache and returns
 * its path. Each `get` loads the module's chunk (the host may have it already) and hands the share
 * scope the module's own exports (`__webpack_require__` of its id), as the plugin does. The offer
 * is CommonJS because rspack gives `require.resolveWeak` (a module's id, not a dependency) only
 * there; the module is named by its resolved file, so the id is that of the imported module.
 */
export function writeProvidedShared(dir, shared, mode) {
  const entries = Object.entries(shared).map(([key, entry]) => {
    const file = JSON.stringify(resolveEsm(dir, entry.import ?? key, mode));
    const shareConfig = { singleton: entry.singleton, requiredVersion: entry.requiredVersion };
    return [
      `  ${JSON.stringify(entry.shareKey ?? key)}: {`,
      `    version: ${JSON.stringify(entry.version)},`,
      `    shareConfig: ${JSON.stringify(shareConfig)},`,
      `    get: offer(() => import(${chunkOf(key)}${file}), require.resolveWeak(${file})),`,
      '  },',
    ].join('\n');
  });
  const body = [
    '// Written by tooling/rspack/runtime-host.mjs: what the host offers the share scope.',
    'const offer = (load, id) => () => load().then(() => () => __webpack_require__(id));',
    `exports.shared = {\n${entries.join('\n')}\n};`,
    '',
  ].join('\n');
  const file = path.join(dir, 'node_modules', '.cache', 'portal-federation', 'provided-shared.cjs');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== body) fs.writeFileSync(file, body);
  return file;
}
