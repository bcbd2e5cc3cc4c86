// Previews on a heavy project page (issue 30): a project of 12 posts × 4 images uploaded as 8K
// (7680 × 4320) PNG renders, opened signed in, in cold browser contexts. Measured until every
// tile in the first screen is painted: the bytes the browser received and the time, served from
// the previews the API made, against the same page with every picture request answered with its
// original (what the page did before previews). Also the time to make one 8K PNG's previews, and
// all 48. Prints figures; asserts nothing (shared, noisy cores).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiSession, benchProject, uploadFile } from './api-session.mjs';
import { median } from './figures.mjs';
import { DEMO_USER, signInContext } from './signed-in.mjs';

const POSTS = 12;
const PER_POST = 4;
const CACHE = path.join(os.tmpdir(), 'portal-bench-media');
const DEMO = path.join(import.meta.dirname, '..', '..', 'api', 'assets', 'demo');
/** Demo renders scaled to 8K with a film grain: a render's detail at every preview width. */
const SOURCES = ['pavilion-dusk', 'tower-hero', 'lobby-concept', 'coral-garden'];
const CHUNK = 104_857_600;
/** Goals: bytes until the grid is painted, at most this much and this share of the originals'. */
const GOAL_BYTES = 1.5 * 1024 ** 2;
const GOAL_SHARE = 0.02;
const MB = 1024 ** 2;
const mb = (bytes) => `${(bytes / MB).toFixed(2)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The four 8K PNGs (made once with ffmpeg, kept in the temp dir), or null without ffmpeg; made
 * before the portal starts, as the transcode's master is.
 */
export function renders() {
  if (spawnSync('ffmpeg', ['-version']).status !== 0) return null;
  fs.mkdirSync(CACHE, { recursive: true });
  return SOURCES.map((name) => {
    const file = path.join(CACHE, `${name}-8k.png`);
    if (fs.existsSync(file)) return file;
    const made = spawnSync('ffmpeg', [
      ...['-loglevel', 'error', '-y', '-i', path.join(DEMO, `${name}.jpg`)],
      ...['-vf', 'scale=7680:4320:flags=lanczos,format=rgb24,noise=alls=6:allf=u'],
      ...['-frames:v', '1', `${file}.part.png`],
    ]);
    if (made.status !== 0) throw new Error(`ffmpeg could not make ${file}`);
    fs.renameSync(`${file}.part.png`, file);
    return file;
  });
}

/** The project's media, as its page reads them. */
async function mediaOf(api, projectId) {
  const project = await api.call('GET', `/api/projects/${projectId}`);
  return project.posts.flatMap((post) => post.media);
}

/** Resolves once every medium of the project has its previews (or one failed), in ms. */
async function previewsMade(api, projectId, count) {
  const started = performance.now();
  for (;;) {
    const media = await mediaOf(api, projectId);
    const failed = media.find((m) => m.preview?.status === 'failed');
    if (failed) throw new Error(`The previews of ${failed.title} failed: ${failed.preview.reason}`);
    if (media.filter((m) => m.preview?.status === 'ready').length >= count) {
      return performance.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A project of 12 posts of 4 renders each; the times its previews took. */
async function heavyProject(url, files) {
  const api = await apiSession(url, DEMO_USER.email);
  const titles = Array.from({ length: POSTS }, (_, p) => `Render set ${p + 1}`);
  const { projectId, posts } = await benchProject(api, 'Bench 8K renders', titles);
  // One first, alone: the time to make one 8K PNG's previews.
  await uploadFile(api, files[0], posts[0].id, CHUNK, 'Image');
  const one = await previewsMade(api, projectId, 1);
  const started = performance.now();
  for (const [p, post] of posts.entries()) {
    for (let i = p === 0 ? 1 : 0; i < PER_POST; i += 1) {
      await uploadFile(api, files[i], post.id, CHUNK, 'Image');
    }
  }
  const uploaded = performance.now() - started;
  await previewsMade(api, projectId, POSTS * PER_POST);
  const all = performance.now() - started;
  const originals = (await mediaOf(api, projectId)).reduce((sum, m) => sum + m.size, 0);
  return { projectId, one, all, uploaded, originals };
}

/**
 * Runs in the page: `__gridAt` is the first animation frame where the page's posts are there and
 * every tile picture in the first screen has loaded and is drawn.
 */
function gridClock() {
  const inView = (img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0;
  };
  const check = () => {
    const pictures = [...document.querySelectorAll('main img')].filter(inView);
    const posts = document.querySelectorAll('main article').length;
    if (posts > 0 && pictures.length > 0 && pictures.every((i) => i.complete && i.naturalWidth)) {
      requestAnimationFrame(() => {
        window.__gridAt = performance.now();
      });
      return;
    }
    setTimeout(check, 10);
  };
  addEventListener('DOMContentLoaded', check);
}

/** One cold visit: bytes received and ms until the first screen's tiles are painted. */
async function visit(browser, url, projectId, fromOriginals) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await signInContext(context, url);
    if (fromOriginals) {
      await context.route('**/api/media/*/thumbnail*', (route) =>
        route.continue({
          url: route
            .request()
            .url()
            .replace(/\/thumbnail(\?.*)?$/, '/file'),
        }),
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    let counting = true;
    cdp.on('Network.dataReceived', (event) => {
      if (counting) bytes += event.encodedDataLength;
    });
    cdp.on('Network.responseReceived', (event) => {
      // Headers count too (dataReceived carries the body).
      if (counting) bytes += event.response.encodedDataLength ?? 0;
    });
    await page.addInitScript(gridClock);
    await page.goto(`${url}/projects/${projectId}`);
    await page.waitForFunction(() => window.__gridAt !== undefined, null, { timeout: 120_000 });
    counting = false;
    const ms = await page.evaluate(() => window.__gridAt);
    const tiles = await page.evaluate(
      () =>
        [...document.querySelectorAll('main img')].filter((img) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        }).length,
    );
    return { bytes, ms, tiles };
  } finally {
    await context.close();
  }
}

/** The figures: previews against originals, medians of `runs` cold visits each. */
export async function previewPage(browser, url, runs) {
  const files = renders();
  if (!files) return { skipped: 'ffmpeg is not installed (apt-get install -y ffmpeg)' };
  const project = await heavyProject(url, files);
  const previews = [];
  const originals = [];
  for (let run = 0; run < runs; run += 1) {
    previews.push(await visit(browser, url, project.projectId, false));
    originals.push(await visit(browser, url, project.projectId, true));
  }
  const bytes = {
    previews: median(previews.map((r) => r.bytes)),
    originals: median(originals.map((r) => r.bytes)),
  };
  const ms = {
    previews: median(previews.map((r) => r.ms)),
    originals: median(originals.map((r) => r.ms)),
  };
  const share = bytes.previews / bytes.originals;
  return {
    project,
    tiles: previews[0].tiles,
    table: {
      'bytes until the first screen is painted': {
        previews: mb(bytes.previews),
        originals: mb(bytes.originals),
        ratio: `${(share * 100).toFixed(2)} %${bytes.previews > GOAL_BYTES || share > GOAL_SHARE ? ' !' : ''}`,
      },
      'last tile painted': {
        previews: `${Math.round(ms.previews)} ms`,
        originals: `${Math.round(ms.originals)} ms`,
        ratio: `${(ms.previews / ms.originals).toFixed(2)}×`,
      },
    },
    lines: [
      `One 8K PNG's previews made in ${seconds(project.one)} (from its upload's finish until the page can show them).`,
      `All ${POSTS * PER_POST} (${mb(project.originals)} of originals) in ${seconds(project.all)}, their uploads included (${seconds(project.uploaded)}).`,
    ],
  };
}
