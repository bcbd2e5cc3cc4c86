// `pnpm remote:release` and `pnpm remote:rollback` on a host and an mfe-auth of this file's own
// (their own ports and releases folder, so the shared portal's pages are not touched): release
// v1, release v2 and see the next page run it, roll back and see the next page run v1 again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { deployNewAuthBuild, registryWithAuthAt } from '../support/deploys';
import { E2E_PORTS } from '../support/ports';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** A host and an mfe-auth of this file's own, beside delivery.spec.ts's (host port + 50, + 51). */
const HOST_PORT = E2E_PORTS.host + 52;
const REMOTE_PORT = E2E_PORTS.host + 53;

/** `pnpm remote:release` / `pnpm remote:rollback` with this test's releases folder. */
function releaseCommand(releases: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'tooling', 'remote-release.mjs'), ...args, '--releases', releases],
    { encoding: 'utf8' },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout.trim();
}

/** A new page of the host (the same browser profile throughout) shows the Log In dialog `title`. */
async function logInShows(context: BrowserContext, title: string) {
  const page = await context.newPage();
  await page.goto(`http://localhost:${HOST_PORT}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog', { name: title, exact: true })).toBeVisible();
  await page.close();
}

test('a release is the next page load, and a rollback brings the release before back', async ({
  browser,
}) => {
  const { serveBundle } = await import('@portal/tooling/serve/serve-bundle');
  const { registryWithReleases, releasesOf } = await import('@portal/tooling/releases');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-releases-'));
  const releases = path.join(work, 'releases');
  const v1 = path.join(work, 'v1');
  const v2 = path.join(work, 'v2');
  fs.cpSync(path.join(ROOT, 'mfe-auth', 'dist'), v1, { recursive: true });
  fs.cpSync(v1, v2, { recursive: true });
  deployNewAuthBuild(v2);

  const registry = registryWithAuthAt(REMOTE_PORT);
  const api = `http://localhost:${E2E_PORTS.api}`;
  const remote = await serveBundle({
    dir: v1,
    port: REMOTE_PORT,
    api,
    releases: releasesOf('mfe_auth', releases),
  });
  const host = await serveBundle({
    dir: path.join(ROOT, 'host', 'dist'),
    port: HOST_PORT,
    api,
    remotes: () => JSON.stringify(registryWithReleases(registry, releases)),
  });
  const context = await browser.newContext();
  try {
    const first = releaseCommand(releases, 'release', 'mfe-auth', '--dist', v1);
    expect(first).toMatch(/^mfe_auth [0-9a-f]{12} is the current release\.$/);
    await logInShows(context, 'Log In');

    const second = releaseCommand(releases, 'release', 'mfe-auth', '--dist', v2);
    expect(second).not.toBe(first);
    await logInShows(context, 'Log In · v2');

    const [, v1Id] = first.split(' ');
    expect(releaseCommand(releases, 'rollback', 'mfe-auth')).toMatch(
      new RegExp(`^mfe_auth rolled back from [0-9a-f]{12} to ${v1Id}\\.$`),
    );
    await logInShows(context, 'Log In');
  } finally {
    await context.close();
    await host.close();
    await remote.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
