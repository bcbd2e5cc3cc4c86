#!/usr/bin/env node
// `pnpm remote:release <remote> [--dist <folder>]` and `pnpm remote:rollback <remote> [<build id>]`
// (releases.mjs). Both take `--releases <folder>` (default: releases/ of the repository, or
// RELEASES_DIR). A running `pnpm start` serves the change from the next page load on.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { release, RELEASES_DIR, rollback } from './releases.mjs';
import { remoteNamed, REMOTES } from './remotes.mjs';

const USAGE = [
  'Usage: pnpm remote:release <remote> [--dist <folder>] [--releases <folder>]',
  '       pnpm remote:rollback <remote> [<build id>] [--releases <folder>]',
].join('\n');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string' }, releases: { type: 'string' } },
});
const [command, given, id] = positionals;
const dir = path.resolve(values.releases ?? RELEASES_DIR);
try {
  if (!given || !['release', 'rollback'].includes(command)) throw new Error(USAGE);
  const remote = remoteNamed(given);
  if (command === 'release') {
    const dist = path.resolve(
      values.dist ?? path.join(import.meta.dirname, '..', REMOTES[remote].dir, 'dist'),
    );
    const done = release(remote, dist, dir);
    console.log(
      `${remote} ${done.id} is the current release${done.copied ? '' : ' (this build was released before)'}.`,
    );
  } else {
    const { from, to } = rollback(remote, id, dir);
    console.log(`${remote} rolled back from ${from} to ${to}.`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
