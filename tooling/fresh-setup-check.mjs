#!/usr/bin/env node
// The README's prerequisites as a newcomer meets them: its own block, read from README.md, run in
// an empty HOME with nothing on PATH but the machine's own (no pnpm, no Node 24), then
// `node --version` and `pnpm --version` there. Also on a machine that already has a pnpm of
// another version, and `pnpm install` of this workspace on what the block installed, which must
// print no warning a newcomer would have to understand. Run by `pnpm test` (`pnpm check:setup`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Debian's own PATH, before anything a user or an earlier session added. */
const DEBIAN_PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];
/** What a newcomer must not be asked to understand. */
const WARNING = /\bwarn(ing)?\b|\bdeprecated\b|unsupported engine|ERR_/i;
const TIMEOUT_MS = 10 * 60_000;

/** The shell block that follows the README's "Prerequisites:" paragraph. */
function prerequisitesBlock(markdown) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('Prerequisites:'));
  const open = lines.findIndex((line, i) => i > start && line.trim() === '```sh');
  const close = lines.findIndex((line, i) => i > open && line.trim() === '```');
  if (start < 0 || open < 0 || close < 0) {
    throw new Error('README.md has no ```sh block after its "Prerequisites:" paragraph.');
  }
  return lines.slice(open + 1, close).join('\n');
}

function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: TIMEOUT_MS, ...options });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The machine's own PATH: Debian's folders less any that hold a pnpm or a Node 24. */
function machinePath() {
  return DEBIAN_PATH.filter((dir) => {
    if (['pnpm', 'pnpx'].some((name) => isExecutable(path.join(dir, name)))) return false;
    const node = path.join(dir, 'node');
    return !isExecutable(node) || !run(node, ['--version']).output.startsWith('v24.');
  });
}

/** This process's environment less what pnpm, npm or a user set up: the machine's own. */
function newcomerEnv(home, pathDirs) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(npm_|pnpm|corepack|xdg_|node_path$|node_options$|init_cwd$)/i.test(name),
    ),
  );
  return { ...env, HOME: home, PATH: pathDirs.join(':') };
}

class SetupFailed extends Error {
  constructor(what, output) {
    super(`fresh set-up: ${what}\n--- what it printed ---\n${output.trim()}\n---`);
  }
}

function fail(what, output) {
  throw new SetupFailed(what, output);
}

/** Runs the README's block and then the versions; returns the environment it leaves. */
function runBlock(scenario, home, pathDirs, block) {
  const env = newcomerEnv(home, pathDirs);
  const script = `set -e\n${block}\nprintf 'fresh-setup: node %s pnpm %s\\n' "$(node --version)" "$(pnpm --version)"\necho "fresh-setup-path: $PATH"\n`;
  const { status, output } = run('bash', ['-c', script], { cwd: home, env });
  if (status !== 0) fail(`${scenario}: the README's block failed (exit ${status}).`, output);
  const versions = /^fresh-setup: node (\S+) pnpm (\S+)$/m.exec(output);
  if (!versions?.[1].startsWith('v24.') || !versions[2].startsWith('12.')) {
    fail(`${scenario}: the block did not leave Node 24 and pnpm 12 on PATH.`, output);
  }
  const warning = output.split('\n').find((line) => WARNING.test(line));
  if (warning) fail(`${scenario}: the block printed a warning: ${warning}`, output);
  console.log(`fresh set-up, ${scenario}: node ${versions[1]}, pnpm ${versions[2]}`);
  const blockPath = /^fresh-setup-path: (.*)$/m.exec(output)[1];
  return { ...env, PATH: blockPath };
}

/** `pnpm install --frozen-lockfile` of this workspace's manifests, on what the block installed. */
function installWorkspace(env, home) {
  const copy = path.join(home, 'workspace');
  const manifests = run('git', ['ls-files', 'package.json', '*/package.json', 'pnpm-*.yaml'], {
    cwd: ROOT,
  });
  for (const file of manifests.output.split('\n').filter(Boolean)) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  const { status, output } = run('pnpm', ['install', '--frozen-lockfile'], { cwd: copy, env });
  if (status !== 0) fail(`pnpm install failed (exit ${status}).`, output);
  const warning = output.split('\n').find((line) => WARNING.test(line));
  if (warning) fail(`pnpm install printed a warning: ${warning}`, output);
  console.log(`fresh set-up: pnpm install of the workspace printed no warning`);
}

function main() {
  const block = prerequisitesBlock(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
  const own = machinePath();
  if (!own.some((dir) => isExecutable(path.join(dir, 'npm')))) {
    fail("the machine's own PATH has no npm to start from.", own.join(':'));
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fresh-setup-'));
  try {
    const fresh = path.join(scratch, 'fresh-home');
    fs.mkdirSync(fresh);
    const env = runBlock('no pnpm and no Node 24', fresh, own, block);
    installWorkspace(env, fresh);

    // A pnpm of another version installed earlier, first on the machine's PATH.
    const other = path.join(scratch, 'other-home');
    const oldPrefix = path.join(other, 'old-pnpm');
    fs.mkdirSync(other);
    const old = run('npm', ['install', '-g', '--prefix', oldPrefix, 'pnpm@10'], {
      cwd: other,
      env: newcomerEnv(other, own),
    });
    if (old.status !== 0) fail('could not install a pnpm 10 to start from.', old.output);
    runBlock('pnpm 10 already on PATH', other, [path.join(oldPrefix, 'bin'), ...own], block);
  } catch (error) {
    if (!(error instanceof SetupFailed)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main();
