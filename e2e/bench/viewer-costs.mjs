// What opening each media type costs a signed-in visitor of the composed portal, and the size of
// each remote's entry files.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@portal/tooling/remotes';
import { gzip, kb } from './figures.mjs';
import { DEMO_USER } from './signed-in.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The media each viewer is measured on (project, media title), and what says it is drawn. */
const VIEWERS = [
  ['Video', 'Waterfront Pavilion', 'Fly-through', 'video'],
  // In review a picture opens the review dialog (the lightbox is for embeds and outsiders).
  [
    'Image (review)',
    'Waterfront Pavilion',
    'Dusk from the foreshore',
    '[role="dialog"] [aria-label$=", zoomable"] img',
  ],
  ['Panorama', 'Outback Explorer VR', 'Sunset at the rock', '.psv-container canvas'],
  ['PanoramaVideo', 'Reef Discovery App', 'Reef drift 360°', '.psv-container canvas'],
  ['Pdf', 'Waterfront Pavilion', 'Design visualisation report', '.react-pdf__Page canvas'],
  ['Zip', 'Waterfront Pavilion', 'Deliverables package', 'table'],
  [
    'Cesium (after Load 3D view)',
    'Waterfront Pavilion',
    'Barangaroo site model',
    '.cesium-widget canvas',
  ],
  ['Pixel Stream', 'Skyline Residences', 'Interactive walkthrough', 'iframe'],
];

/**
 * The JavaScript (scripts, workers and modules, gzip) fetched from the click on a medium until
 * its viewer has drawn, signed in, after the project page, in a fresh browser context each time.
 */
export async function viewerCosts(browser, url) {
  const rows = {};
  for (const [label, project, title, drawn] of VIEWERS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(DEMO_USER.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'My Projects' }).waitFor();
    await page.getByRole('link', { name: project }).first().click();
    await page.getByRole('heading', { level: 1, name: project }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = [];
    page.on('response', async (response) => {
      const isScript = /\.(m?js)(\?|$)/.test(response.url());
      if (!isScript) return;
      try {
        scripts.push(gzip(await response.body()));
      } catch {
        // A worker's script is read by the worker, not the page; counted below by size.
      }
    });
    await page.getByRole('button', { name: new RegExp(`^Open ${title} \\(`) }).click();
    const start = { Cesium: 'Load 3D view', 'Pixel Stream': 'Launch stream' }[label.split(' (')[0]];
    if (start) await page.getByRole('button', { name: start }).click();
    try {
      await page.locator(drawn).first().waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      rows[label] = { 'JS gzip': kb(scripts.reduce((a, b) => a + b, 0)), files: scripts.length };
    } catch {
      rows[label] = { 'JS gzip': 'not drawn in 120 s', files: scripts.length };
    }
    await context.close();
  }
  return rows;
}

/** Each remote's remoteEntry.js and mf-manifest.json: raw and gzip. */
export function remoteEntrySizes() {
  const rows = {};
  for (const { dir } of Object.values(REMOTES)) {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const full = path.join(ROOT, dir, 'dist', file);
      if (!fs.existsSync(full)) continue;
      const body = fs.readFileSync(full);
      rows[`${dir}/${file}`] = { raw: kb(body.length), gzip: kb(gzip(body)) };
    }
  }
  return rows;
}
