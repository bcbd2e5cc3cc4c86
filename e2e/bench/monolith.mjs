// The monolith (issue 16): host/dist-monolith, built by `pnpm build:monolith` (the host and every
// exposed module as one rspack application without Module Federation), served from one origin
// in front of the same API as the composed portal, and a walk through it that says it works.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serveBundle } from '@portal/tooling/serve/serve-bundle';
import { DEMO_USER } from './signed-in.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Where `pnpm build:monolith` writes. */
export const MONOLITH_DIR = path.join(ROOT, 'host', 'dist-monolith');

/** Serves the monolith on `port`, proxying /api, /hubs and /config/config.json to `api`. */
export function serveMonolith({ port, api }) {
  return serveBundle({ dir: MONOLITH_DIR, port, api });
}

/** Runs `pnpm build:monolith` (its output hidden unless it fails). */
export function buildMonolith() {
  const build = spawnSync('pnpm', ['build:monolith'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) {
    throw new Error(`pnpm build:monolith failed:\n${build.stdout}\n${build.stderr}`);
  }
}

/**
 * Signs the demo admin in through the login modal and goes through the portal the way a user
 * would: My Projects, a project, an image, the PDF and the 3D site model of a post, then the
 * admin area. Resolves to the steps taken, with the page's errors and failed requests; throws
 * at the first step that does not show what it should.
 */
export async function walkThrough(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const steps = [];
  const step = async (name, action) => {
    const started = Date.now();
    await action();
    steps.push({ step: name, ms: Date.now() - started });
  };
  const drawn = { timeout: 120_000 };
  const openMedia = async (title) => {
    await page.getByRole('button', { name: new RegExp(`^Open ${title} \\(`) }).click();
  };
  const closeMedia = async (title) => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: title }).waitFor({ state: 'hidden' });
  };
  try {
    await step('home page', async () => {
      await page.goto(`${url}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    await step('sign in → My Projects', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log In' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill(DEMO_USER.email);
      await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('heading', { level: 1, name: 'My Projects' }).waitFor();
      await page.getByRole('link', { name: 'Waterfront Pavilion' }).first().waitFor();
    });
    await step('a project', async () => {
      await page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Waterfront Pavilion' }).waitFor();
    });
    await step('an image in its review dialog', async () => {
      await openMedia('Dusk from the foreshore');
      await page.getByRole('img', { name: 'Dusk from the foreshore' }).waitFor(drawn);
      await page.keyboard.press('Escape');
      await page.getByRole('img', { name: 'Dusk from the foreshore' }).waitFor({ state: 'hidden' });
    });
    await step('the PDF, page 1 drawn', async () => {
      await openMedia('Design visualisation report');
      const report = page.getByRole('dialog', { name: 'Design visualisation report' });
      await report.locator('.react-pdf__Page canvas').waitFor(drawn);
      await closeMedia('Design visualisation report');
    });
    await step('the 3D site model (Cesium from /cesium/)', async () => {
      await openMedia('Barangaroo site model');
      const model = page.getByRole('dialog', { name: 'Barangaroo site model' });
      await model.getByRole('button', { name: 'Load 3D view' }).click();
      await model.locator('.cesium-widget canvas').waitFor(drawn);
      await closeMedia('Barangaroo site model');
    });
    await step('admin area: Users', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Users' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await page.getByRole('table').waitFor();
    });
    return { steps, problems };
  } catch (error) {
    error.message = `The walk through ${url} stopped after ${steps.map((s) => s.step).join(', ') || 'nothing'}: ${error.message}\n${problems.join('\n')}`;
    throw error;
  } finally {
    await context.close();
  }
}
