import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readReleases, registryWithReleases, release, rollback } from './releases.mjs';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A remote's build whose entry files say `version`. */
function build(version: string) {
  const dist = fs.mkdtempSync(path.join(root, 'dist-'));
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ name: 'mfe_auth', version }),
  );
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${version} */`);
  fs.writeFileSync(path.join(dist, `chunk.${version}.js`), version);
  return dist;
}

const registry = {
  mfe_auth: 'http://localhost:8081/mf-manifest.json',
  mfe_projects: 'https://cdn.example.com/projects/mf-manifest.json',
};

it('copies a build to a folder of its own and makes it current', () => {
  const releases = path.join(root, 'releases');
  const v1 = release('mfe_auth', build('v1'), releases);
  expect(v1.copied).toBe(true);
  expect(fs.readFileSync(path.join(releases, 'mfe-auth', v1.id, 'chunk.v1.js'), 'utf8')).toBe('v1');
  expect(registryWithReleases(registry, releases)).toEqual({
    mfe_auth: `http://localhost:8081/releases/${v1.id}/mf-manifest.json`,
    mfe_projects: registry.mfe_projects,
  });
});

it('rolls back to the release before by default, or to the one named, and never changes a release', () => {
  const releases = path.join(root, 'releases');
  const v1 = release('mfe_auth', build('v1'), releases);
  const v2 = release('mfe_auth', build('v2'), releases);
  expect(readReleases(releases).mfe_auth).toEqual({ current: v2.id, history: [v1.id, v2.id] });

  expect(rollback('mfe_auth', undefined, releases)).toEqual({ from: v2.id, to: v1.id });
  expect(registryWithReleases(registry, releases).mfe_auth).toContain(`/releases/${v1.id}/`);
  expect(() => rollback('mfe_auth', undefined, releases)).toThrow(
    `mfe_auth has no release before ${v1.id} to roll back to.`,
  );
  expect(rollback('mfe_auth', v2.id, releases)).toEqual({ from: v1.id, to: v2.id });
  expect(() => rollback('mfe_auth', 'abc', releases)).toThrow(
    `mfe_auth has no release abc (its releases: ${v1.id}, ${v2.id}).`,
  );

  // The same build released again is the same release: its folder is not written again.
  const again = release('mfe_auth', build('v1'), releases);
  expect(again).toEqual({ id: v1.id, copied: false });
  expect(readReleases(releases).mfe_auth).toEqual({ current: v1.id, history: [v2.id, v1.id] });
});

it('says what is missing', () => {
  const releases = path.join(root, 'releases');
  expect(() => rollback('mfe_auth', undefined, releases)).toThrow(
    'mfe_auth has no releases yet (pnpm remote:release mfe_auth).',
  );
  expect(() => release('mfe_auth', path.join(root, 'nothing'), releases)).toThrow(
    'is missing: build the remote first.',
  );
  expect(registryWithReleases(registry, releases)).toEqual(registry);
});
