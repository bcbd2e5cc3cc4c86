// What the builds cost: a full production build of every bundle (`pnpm build`), one remote
// rebuilt alone, and the monolith (`pnpm build:monolith`), each timed around the command.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The builds timed, in this order (the last leaves host/dist-monolith fresh for the bench). */
export const BUILDS = [
  ['pnpm build (API, five remotes, host)', ['build']],
  ['pnpm --filter mfe-projects build (one remote alone)', ['--filter', 'mfe-projects', 'build']],
  ['pnpm build:monolith', ['build:monolith']],
];

/** Runs one pnpm command at the root; its wall time in ms (output hidden unless it fails). */
export function timePnpm(args) {
  const started = performance.now();
  const run = spawnSync('pnpm', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 ** 2 });
  if (run.status !== 0) {
    throw new Error(`pnpm ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  }
  return performance.now() - started;
}

/** Times each build of BUILDS in turn; `only` names the ones to run (by their pnpm arguments). */
export function buildTimes(only = () => true) {
  const times = {};
  for (const [label, args] of BUILDS) {
    if (only(args)) times[label] = timePnpm(args);
  }
  return times;
}
