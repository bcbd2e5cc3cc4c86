import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// staleBuilds as `pnpm start` calls it (in a child process: it is an ES module), on a small tree.

const MODULE = path.join(__dirname, 'stale-builds.mjs');
let root: string;

const write = (file: string, minutesAgo: number) => {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, file);
  const at = new Date(Date.now() - minutesAgo * 60_000);
  fs.utimesSync(full, at, at);
};

const target = (name: string) => ({
  name,
  dir: name,
  output: `${name}/dist/index.html`,
  inputs: [`${name}/src`, 'shared/src'],
});

function stale(targets = [target('host'), target('mfe-auth')]) {
  const script = `import { staleBuilds } from ${JSON.stringify(MODULE)};
console.log(JSON.stringify(staleBuilds(${JSON.stringify(root)}, ${JSON.stringify(targets)}).map(({ name, reason }) => [name, reason])));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as Array<[string, string]>;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stale-'));
  write('shared/src/index.ts', 60);
  write('host/src/main.tsx', 60);
  write('mfe-auth/src/main.tsx', 60);
  write('host/dist/index.html', 30);
  write('mfe-auth/dist/index.html', 30);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('keeps builds newer than everything they are made from', () => {
  expect(stale()).toEqual([]);
});

it('rebuilds what is missing, and only that', () => {
  fs.rmSync(path.join(root, 'mfe-auth/dist'), { recursive: true });
  expect(stale()).toEqual([['mfe-auth', 'not built yet']]);
});

it('rebuilds a bundle whose own source changed after its build, naming the file', () => {
  write('mfe-auth/src/features/login.tsx', 1);
  expect(stale()).toEqual([['mfe-auth', 'mfe-auth/src/features/login.tsx changed since']]);
});

it('rebuilds every bundle that compiles in a changed shared file', () => {
  write('shared/src/index.ts', 1);
  expect(stale().map(([name]) => name)).toEqual(['host', 'mfe-auth']);
});

it('ignores tests and notes, which go into no build', () => {
  write('host/src/main.test.tsx', 1);
  write('host/src/CONTEXT.md', 1);
  expect(stale()).toEqual([]);
});

it('lists the API, the host and every remote, leaving out the skipped ones', () => {
  const script = `import { buildTargets } from ${JSON.stringify(MODULE)};
console.log(JSON.stringify(buildTargets(new Set(['mfe_admin'])).map((t) => t.name)));`;
  const names = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as string[];
  expect(names).toEqual([
    'api',
    'host',
    'mfe_auth',
    'mfe_projects',
    'mfe_notifications',
    'mfe_embed',
  ]);
});

it('rebuilds everything after the lockfile changed (a pull that moved dependencies)', () => {
  const script = `import { buildTargets } from ${JSON.stringify(MODULE)};
console.log(JSON.stringify(buildTargets()));`;
  const targets = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as Array<ReturnType<typeof target>>;
  for (const { output } of targets) write(output, 30);
  write('pnpm-lock.yaml', 60);
  expect(stale(targets)).toEqual([]);
  write('pnpm-lock.yaml', 1);
  expect(stale(targets)).toEqual(targets.map(({ name }) => [name, 'pnpm-lock.yaml changed since']));
  expect(targets.map(({ name }) => name)).toContain('mfe_admin');
});

it('rebuilds every remote when the viewers they compile in change (the project page, the share page)', () => {
  const script = `import { buildTargets } from ${JSON.stringify(MODULE)};
console.log(JSON.stringify(buildTargets().map(({ name, inputs }) => [name, inputs.includes('media-viewers/src')])));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  const bundles = (JSON.parse(out) as Array<[string, boolean]>).filter(([name]) => name !== 'api');
  expect(bundles.length).toBeGreaterThan(0);
  expect(bundles.filter(([, viewers]) => !viewers)).toEqual([]);
});
