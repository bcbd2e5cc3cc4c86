#!/usr/bin/env node
// `pnpm remote:check <remote> --host <url> [--dist <folder>]`: does this build of a remote fit the
// host deployed at <url>? It reads what the host accepts (its /config/composition.json: the
// modules it loads, its shared singletons with their ranges, the names its facades offer) and what
// the remote's build offers and needs (mf-manifest.json and federation-needs.json in its dist),
// prints every mismatch and exits 1, or says it fits and exits 0 (2: it could not check). Run it
// before deploying a remote. `--all` checks every remote's build; `--host` may also name a host's
// build folder (CI checks every remote against the host built in the same commit).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { COMPOSITION_FILE, mismatches, NEEDS_FILE } from './rspack/composition.mjs';
import { remoteNamed, REMOTES } from './remotes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A JSON file of the remote's build, or a sentence saying it is not built. */
function readBuilt(dist, file) {
  const full = path.join(dist, file);
  if (!fs.existsSync(full)) {
    throw new Error(`${full} is missing: build it first (pnpm build).`);
  }
  return JSON.parse(fs.readFileSync(full, 'utf8'));
}

/** What the host at `url` (or the host's build folder `url`) accepts. */
async function hostComposition(url) {
  if (!/^https?:\/\//.test(url)) return readBuilt(url, COMPOSITION_FILE);
  const address = new URL(COMPOSITION_FILE, url.endsWith('/') ? url : `${url}/`);
  let response;
  try {
    response = await fetch(address, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Error(`The host at ${url} did not answer (${error.cause?.code ?? error.message}).`, {
      cause: error,
    });
  }
  if (!response.ok) {
    throw new Error(
      `The host at ${url} publishes no composition (${address}: HTTP ${response.status}); it was built before remote:check existed.`,
    );
  }
  return response.json();
}

/** Checks one remote's build against the host at `host`; the mismatches (none when it fits). */
export async function checkRemote(given, { host, dist }) {
  const remote = remoteNamed(given);
  const folder = path.resolve(dist ?? path.join(ROOT, REMOTES[remote].dir, 'dist'));
  const manifest = readBuilt(folder, 'mf-manifest.json');
  if (manifest.name !== remote) {
    return [`${folder} holds a build of ${manifest.name}, not of ${remote}.`];
  }
  return mismatches(await hostComposition(host), manifest, readBuilt(folder, NEEDS_FILE));
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      host: { type: 'string' },
      dist: { type: 'string' },
      all: { type: 'boolean', default: false },
    },
  });
  const remotes = values.all ? Object.keys(REMOTES) : positionals;
  if (remotes.length === 0 || (values.all && positionals.length > 0) || !values.host) {
    console.error('Usage: pnpm remote:check <remote> --host <url> [--dist <folder>]');
    console.error('       pnpm remote:check --all --host <url or host build folder>');
    process.exit(2);
  }
  let fits = true;
  for (const remote of remotes) {
    try {
      const problems = await checkRemote(remote, { host: values.host, dist: values.dist });
      if (problems.length === 0) {
        console.log(`${remote} fits the host at ${values.host}.`);
        continue;
      }
      fits = false;
      console.error(`${remote} does not fit the host at ${values.host}:`);
      for (const problem of problems) console.error(`  - ${problem}`);
    } catch (error) {
      console.error(error.message);
      process.exit(2);
    }
  }
  process.exit(fits ? 0 : 1);
}
