import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { deployNewAuthBuild, registryWithAuthAt } from '../support/deploys';
import { E2E_PORTS } from '../support/ports';

// How the bundles are delivered: compressed, cached for a year when hashed, and revalidated when
// they are entry points, so a remote deployed again is what the next page loads.

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** A host and a remote of this file's own, between the shared portal's ports and the second's. */
const HOST_PORT = E2E_PORTS.host + 50;
const REMOTE_PORT = E2E_PORTS.host + 51;

test('a hashed script arrives compressed and cached for a year', async ({ page }) => {
  const scripts: { encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    if (!/\/main\.[0-9a-f]{8}\.js$/.test(response.url())) return;
    const headers = response.headers();
    scripts.push({ encoding: headers['content-encoding'], cache: headers['cache-control'] });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Chromium accepts Brotli.
  expect(scripts).toEqual([{ encoding: 'br', cache: 'public, max-age=31536000, immutable' }]);
});

test('a remote deployed again is loaded by the next page, without rebuilding the host', async ({
  browser,
}) => {
  const { serveBundle } = await import('@portal/tooling/serve/serve-bundle');
  const live = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-auth-deploy-'));
  fs.cpSync(path.join(ROOT, 'mfe-auth', 'dist'), live, { recursive: true });
  const registry = registryWithAuthAt(REMOTE_PORT);
  const api = `http://localhost:${E2E_PORTS.api}`;
  const remote = await serveBundle({ dir: live, port: REMOTE_PORT, api });
  const host = await serveBundle({
    dir: path.join(ROOT, 'host', 'dist'),
    port: HOST_PORT,
    api,
    remotes: () => JSON.stringify(registry),
  });
  // One browser profile throughout: its HTTP cache holds the first deployment's files.
  const context = await browser.newContext();
  try {
    const openLogIn = async () => {
      const page = await context.newPage();
      await page.goto(`http://localhost:${HOST_PORT}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
      return page;
    };
    const before = await openLogIn();
    await expect(before.getByRole('dialog', { name: 'Log In', exact: true })).toBeVisible();
    await before.close();

    deployNewAuthBuild(live);

    const after = await openLogIn();
    await expect(after.getByRole('dialog', { name: 'Log In · v2' })).toBeVisible();
  } finally {
    await context.close();
    await host.close();
    await remote.close();
    fs.rmSync(live, { recursive: true, force: true });
  }
});
