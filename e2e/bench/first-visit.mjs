// An anonymous visitor's first visit to `/` in a cold browser context: the JavaScript and CSS
// fetched and the requests made up to the load event and after network idle, the time to the
// painted title, and Get Started → Log In dialog painted. Both times are taken in the page.
import { gzip } from './figures.mjs';

/**
 * What composing costs at least, whatever the code (issue 33): the host's federation runtime
 * chunk (`federation.<hash>.js`) and each loaded remote's manifest and entry.
 */
const FEDERATION_FLOOR = /\/(?:federation\.[0-9a-f]+\.js|mf-manifest\.json|remoteEntry\.js)$/;

/**
 * Runs in the page before its own scripts. `__titlePaintedAt`: the first animation frame after
 * the title (h1) exists, from navigation start. `__clickAt`: the Get Started click's
 * `event.timeStamp` (capture phase, before the page's handlers); `__dialogPaintedAt`: the first
 * animation frame after the dialog named 'Log In' exists and is visible. Both on the clock of
 * performance.now(), so the difference is click → frame painted.
 */
function pageClocks() {
  const frameThen = (name) =>
    requestAnimationFrame(() => {
      window[name] = performance.now();
    });
  const title = new MutationObserver(() => {
    if (!document.querySelector('h1')) return;
    title.disconnect();
    frameThen('__titlePaintedAt');
  });
  title.observe(document, { childList: true, subtree: true });

  const nameOf = (element) =>
    element.getAttribute('aria-label') ??
    (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  // Visible as Playwright means it: rendered, with a box, not visibility: hidden.
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const loginOpen = () =>
    [...document.querySelectorAll('[role="dialog"]')].some(
      (dialog) => nameOf(dialog) === 'Log In' && visible(dialog),
    );
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent?.trim() !== 'Get Started' || window.__clickAt) return;
      window.__clickAt = event.timeStamp;
      if (loginOpen()) return frameThen('__dialogPaintedAt');
      const dialog = new MutationObserver(() => {
        if (!loginOpen()) return;
        dialog.disconnect();
        frameThen('__dialogPaintedAt');
      });
      dialog.observe(document, { childList: true, subtree: true, attributes: true });
    },
    true,
  );
}

/**
 * One cold visit of `url`: bytes by type and phase (and of the federation floor), requests, title
 * and dialog times (ms).
 */
export async function firstVisit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(pageClocks);
  const responses = [];
  // Responses that arrive before the page's load event count as the first visit proper.
  let phase = 'load';
  page.on('load', () => {
    phase = 'idle';
  });
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    const at = phase;
    const floor = FEDERATION_FLOOR.test(new URL(response.url()).pathname);
    try {
      const body = await response.body();
      responses.push({ type, at, floor, raw: body.length, gzip: gzip(body) });
    } catch {
      responses.push({ type, at, floor, raw: 0, gzip: 0 });
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.__titlePaintedAt === 'number');
  const titleMs = await page.evaluate(() => window.__titlePaintedAt);
  const atLoad = responses.filter((r) => r.at === 'load').length;
  await page.waitForLoadState('networkidle');
  // What the visit fetched by network idle (the click below may fetch more: not counted).
  const fetched = [...responses];
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.waitForFunction(() => typeof window.__dialogPaintedAt === 'number');
  const dialogMs = await page.evaluate(() => window.__dialogPaintedAt - window.__clickAt);
  await context.close();
  const sum = (filter) =>
    fetched
      .filter(filter)
      .reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip }), { raw: 0, gzip: 0 });
  return {
    titleMs,
    dialogMs,
    requestsAtLoad: atLoad,
    requestsIdle: fetched.length,
    jsLoad: sum((r) => r.type === 'script' && r.at === 'load'),
    jsAll: sum((r) => r.type === 'script'),
    cssLoad: sum((r) => r.type === 'stylesheet' && r.at === 'load'),
    cssAll: sum((r) => r.type === 'stylesheet'),
    floor: sum((r) => r.floor),
  };
}
