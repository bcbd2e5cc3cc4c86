// Which builds `pnpm start` must redo: a build is stale when it is missing or when a file it is
// made from changed after it (a `git pull`, an edit), so a pulled change is never served old.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../remotes.mjs';

/**
 * What the API compiles in besides its own sources. The lockfile stands for the dependencies: a
 * pull that moves one (then `pnpm install`) rebuilds everything, as their code is built in.
 */
const CONTRACT = ['contract/src', 'contract/package.json', 'tsconfig.base.json', 'pnpm-lock.yaml'];
/** What every bundle compiles in besides its own sources. */
const BUNDLE_COMMON = [
  ...CONTRACT,
  'shared/src',
  // The viewers, compiled into each remote that shows media (mfe-projects, mfe-embed).
  'media-viewers/src',
  'media-viewers/package.json',
  'tooling/rspack',
  'tooling/remotes.mjs',
  'shared/remotes.json',
];

/**
 * @typedef {{ name: string, dir: string, output: string, inputs: string[] }} BuildTarget
 * One build: its package folder, the file that proves it was built, and what it is made from
 * (files or folders, relative to the repository root).
 */

/** @param {string} dir */
const bundleInputs = (dir) => [
  `${dir}/src`,
  `${dir}/public`,
  `${dir}/index.html`,
  `${dir}/package.json`,
  `${dir}/rspack.config.mjs`,
  ...BUNDLE_COMMON,
];

/**
 * The API, the host and every remote not skipped.
 * @param {Set<string>} [skip] remote names left out
 * @returns {BuildTarget[]}
 */
export function buildTargets(skip = new Set()) {
  return [
    {
      name: 'api',
      dir: 'api',
      output: 'api/dist/main.js',
      inputs: ['api/src', 'api/package.json', 'api/tsconfig.build.json', ...CONTRACT],
    },
    { name: 'host', dir: 'host', output: 'host/dist/index.html', inputs: bundleInputs('host') },
    ...Object.entries(REMOTES)
      .filter(([name]) => !skip.has(name))
      .map(([name, remote]) => ({
        name,
        dir: remote.dir,
        output: `${remote.dir}/dist/index.html`,
        inputs: bundleInputs(remote.dir),
      })),
  ];
}

/** Tests and notes do not go into a build. */
const ignored = (name) => /\.(test|spec)\.[cm]?[jt]sx?$|\.md$/.test(name);

/**
 * The newest file under `file` (itself, or everything below a folder), or null when absent.
 * @param {string} file
 * @returns {{ file: string, mtimeMs: number } | null}
 */
function newest(file) {
  if (!fs.existsSync(file)) return null;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return { file, mtimeMs: stat.mtimeMs };
  let best = null;
  for (const entry of fs.readdirSync(file, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || ignored(entry.name)) continue;
    const found = newest(path.join(file, entry.name));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

/**
 * The targets whose build is missing or older than one of their inputs, each with the reason.
 * @param {string} root the repository root
 * @param {BuildTarget[]} targets
 * @returns {Array<BuildTarget & { reason: string }>}
 */
export function staleBuilds(root, targets) {
  const stale = [];
  for (const target of targets) {
    const output = path.join(root, target.output);
    if (!fs.existsSync(output)) {
      stale.push({ ...target, reason: 'not built yet' });
      continue;
    }
    const builtAt = fs.statSync(output).mtimeMs;
    const changed = target.inputs
      .map((input) => newest(path.join(root, input)))
      .filter((found) => found && found.mtimeMs > builtAt)
      .sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
    if (changed) {
      stale.push({ ...target, reason: `${path.relative(root, changed.file)} changed since` });
    }
  }
  return stale;
}
