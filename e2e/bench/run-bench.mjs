#!/usr/bin/env node
// `pnpm bench`: first-visit figures for an anonymous visitor of `/` in headless Chromium, and the
// size of each remote's entry files. Prints figures; asserts nothing (these machines are noisy).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { API_PORT, HOST_PORT, REMOTES } from '../../shared/build/remotes.mjs';
import { startPortal } from '../../shared/serve/start-portal.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The bench's portal sits 200 ports above the defaults, beside a dev portal and the e2e one. */
const PORTS = Object.fromEntries(
  Object.entries({
    api: API_PORT.port,
    host: HOST_PORT.port,
    ...Object.fromEntries(Object.entries(REMOTES).map(([name, { port }]) => [name, port])),
  }).map(([name, port]) => [name, port + 200]),
);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** One cold visit: bytes by type, requests, title paint time, and Get Started → modal time. */
async function visit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Time from navigation start to the first frame painted after the title (h1) exists.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('h1')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__titlePaintedAt = performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const responses = [];
  // Responses that arrive before the page's load event count as the first visit proper.
  let phase = 'load';
  page.on('load', () => {
    phase = 'idle';
  });
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    const at = phase;
    try {
      const body = await response.body();
      responses.push({ type, at, raw: body.length, gzip: gzip(body) });
    } catch {
      responses.push({ type, at, raw: 0, gzip: 0 });
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => typeof window.__titlePaintedAt === 'number');
  const titleMs = await page.evaluate(() => window.__titlePaintedAt);
  const atLoad = responses.filter((r) => r.at === 'load').length;
  await page.waitForLoadState('networkidle');
  const started = Date.now();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('dialog', { name: 'Log In' }).waitFor();
  const modalMs = Date.now() - started;
  await context.close();
  const sum = (filter) =>
    responses
      .filter(filter)
      .reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip }), { raw: 0, gzip: 0 });
  return {
    titleMs,
    modalMs,
    requestsAtLoad: atLoad,
    requestsIdle: responses.length,
    jsLoad: sum((r) => r.type === 'script' && r.at === 'load'),
    jsAll: sum((r) => r.type === 'script'),
    cssLoad: sum((r) => r.type === 'stylesheet' && r.at === 'load'),
    cssAll: sum((r) => r.type === 'stylesheet'),
  };
}

function remoteEntrySizes() {
  const rows = [];
  for (const dir of ['mfe-auth', 'mfe-projects', 'mfe-notifications', 'mfe-admin', 'mfe-embed']) {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const full = path.join(ROOT, dir, 'dist', file);
      if (!fs.existsSync(full)) continue;
      const body = fs.readFileSync(full);
      rows.push([`${dir}/${file}`, kb(body.length), kb(gzip(body))]);
    }
  }
  return rows;
}

/** The media each viewer is measured on (project, media title), and what says it is drawn. */
const VIEWERS = [
  ['Video', 'Waterfront Pavilion', 'Fly-through', 'video'],
  ['Image (lightbox)', 'Waterfront Pavilion', 'Dusk from the foreshore', '.yarl__slide_image'],
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
 * What opening each media type costs a signed-in visitor: the JavaScript (scripts, workers and
 * modules, gzip) fetched from the click until the viewer has drawn, in a fresh browser each time.
 */
async function viewerCosts(browser, url) {
  const rows = {};
  for (const [label, project, title, drawn] of VIEWERS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Passw0rd!');
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

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const { api, host, ...remotes } = PORTS;
const portal = await startPortal({
  ports: { api, host, ...remotes },
  databaseFile: path.join(dir, 'bench.sqlite'),
  quiet: true,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await visit(browser, portal.url); // warm the servers (not the browser: each visit is a new context)
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, portal.url));
  const first = runs[0];
  console.log(
    `\nAnonymous first visit to / (cold browser cache, median of ${RUNS} runs for times)\n`,
  );
  console.table({
    'JS up to the load event': { raw: kb(first.jsLoad.raw), gzip: kb(first.jsLoad.gzip) },
    'JS after network idle (incl. idle preload of the login modal)': {
      raw: kb(first.jsAll.raw),
      gzip: kb(first.jsAll.gzip),
    },
    'CSS up to the load event': { raw: kb(first.cssLoad.raw), gzip: kb(first.cssLoad.gzip) },
    'CSS after network idle': { raw: kb(first.cssAll.raw), gzip: kb(first.cssAll.gzip) },
  });
  console.table({
    'requests up to load': first.requestsAtLoad,
    'requests after idle': first.requestsIdle,
    'title painted (ms)': Math.round(median(runs.map((r) => r.titleMs))),
    'Get Started → Log In modal visible (ms)': Math.round(median(runs.map((r) => r.modalMs))),
  });
  console.log('Target: at most 200 KB gzip of JavaScript on the first visit.\n');
  console.log(
    'Opening each media type (signed in, after the project page; JS fetched until drawn)',
  );
  console.table(await viewerCosts(browser, portal.url));
  console.log('Remote entry files');
  console.table(
    Object.fromEntries(remoteEntrySizes().map(([name, raw, gz]) => [name, { raw, gzip: gz }])),
  );
} finally {
  await browser.close();
  await portal.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
