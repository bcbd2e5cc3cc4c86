// Releases of a remote (issue 33): `pnpm remote:release <remote>` copies its build to
// `releases/<folder>/<build id>/` (a folder never changed afterwards) and makes it the remote's
// current release; `pnpm remote:rollback <remote> [<build id>]` makes an earlier one current
// again. The registry the host serves names each remote's current release
// (`registryWithReleases`), read on every request, so the next page load runs it: nothing is
// rebuilt or restarted. A remote's server serves its releases at `/releases/<build id>/`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from './remotes.mjs';

/** Where `pnpm start` and the release commands keep releases (RELEASES_DIR moves it). */
export const RELEASES_DIR = path.resolve(
  process.env.RELEASES_DIR ?? path.join(import.meta.dirname, '..', 'releases'),
);

/** Which release of each remote is current, and the order they were released in. */
const STATE_FILE = 'releases.json';

/** The folder holding one remote's releases. */
export const releasesOf = (remote, dir = RELEASES_DIR) => path.join(dir, REMOTES[remote].dir);

/** `{ [remote]: { current, history } }` (none released yet: `{}`). */
export function readReleases(dir = RELEASES_DIR) {
  const file = path.join(dir, STATE_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** Writes the state whole or not at all (a reader never sees half a file). */
function writeReleases(dir, state) {
  const file = path.join(dir, STATE_FILE);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** A build's id: its entry files' content (which name every hashed file of the build). */
export function buildIdOf(dist) {
  const hash = createHash('sha256');
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const full = path.join(dist, file);
    if (!fs.existsSync(full)) throw new Error(`${full} is missing: build the remote first.`);
    hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies `dist` (a build of `remote`) to its release folder, unless that build was released
 * before, and makes it current. Returns `{ id, copied }`.
 */
export function release(remote, dist, dir = RELEASES_DIR) {
  const id = buildIdOf(dist);
  const target = path.join(releasesOf(remote, dir), id);
  const copied = !fs.existsSync(target);
  if (copied) {
    // Copied beside it, then renamed: the release folder appears whole.
    const partial = `${target}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(dist, partial, { recursive: true });
    fs.renameSync(partial, target);
  }
  const state = readReleases(dir);
  const history = (state[remote]?.history ?? []).filter((other) => other !== id);
  writeReleases(dir, { ...state, [remote]: { current: id, history: [...history, id] } });
  return { id, copied };
}

/**
 * Makes an earlier release of `remote` current: `id`, or by default the one released before the
 * current one. Returns `{ from, to }`.
 */
export function rollback(remote, id, dir = RELEASES_DIR) {
  const state = readReleases(dir);
  const releases = state[remote];
  if (!releases) throw new Error(`${remote} has no releases yet (pnpm remote:release ${remote}).`);
  const at = releases.history.indexOf(releases.current);
  const to = id ?? releases.history[at - 1];
  if (!to) throw new Error(`${remote} has no release before ${releases.current} to roll back to.`);
  if (!releases.history.includes(to) || !fs.existsSync(path.join(releasesOf(remote, dir), to))) {
    throw new Error(
      `${remote} has no release ${to} (its releases: ${releases.history.join(', ')}).`,
    );
  }
  writeReleases(dir, { ...state, [remote]: { ...releases, current: to } });
  return { from: releases.current, to };
}

/**
 * The registry with each released remote pointing at its current release, which its server
 * serves beside its own files (`releases/<id>/mf-manifest.json` of the registered address).
 */
export function registryWithReleases(registry, dir = RELEASES_DIR) {
  const state = readReleases(dir);
  return Object.fromEntries(
    Object.entries(registry).map(([remote, manifest]) => {
      const current = state[remote]?.current;
      return [
        remote,
        current ? new URL(`releases/${current}/mf-manifest.json`, manifest).href : manifest,
      ];
    }),
  );
}
