#!/usr/bin/env node
// `pnpm bench`, live review sessions (issue 50): on a portal of two API processes (PostgreSQL,
// Redis between them), Ada presents the seed's fly-through with her hub socket on process A and
// Olivia follows with hers on process B, each in headless Chromium. (1) 50 seeks to random
// frames, paused: from the presenter's seek to the follower's first painted frame that is the
// presenter's (`requestVideoFrameCallback`); (2) both playing: the follower's media time at each
// of its painted frames against the presenter's at the same moment, in frames. Prints figures;
// asserts nothing (shared, noisy cores).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { API_PORT, HOST_PORT, REMOTES } from '@portal/tooling/remotes';
import { startPortal } from '@portal/tooling/serve/start-portal';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { pinHubTo } from '../support/hub-bridge.mjs';
import { servicesReachable, TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/services.mjs';
import { DEMO_USER } from './signed-in.mjs';

/** 500 above the defaults: beside the other benches' portals (+200, +300, +400). */
const PORTS = Object.fromEntries(
  Object.entries({
    api: API_PORT.port,
    host: HOST_PORT.port,
    ...Object.fromEntries(Object.entries(REMOTES).map(([name, { port }]) => [name, port])),
  }).map(([name, port]) => [name, port + 500]),
);
/** The seed's fly-through: 24 fps, 4 s. */
const FPS = 24;
const SEEKS = 50;
const PLAYS = 5;
/** A follower catching up after the presenter starts playing is not drift: measured from then. */
const SETTLE_S = 1;
const GOALS = { latencyP95: 250, driftFrames: 1 };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function onServer(sql, url = TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A signed-in page of `email` with the fly-through's review open, its hub on `apiOrigin`. */
async function reviewer(browser, url, email, apiOrigin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await pinHubTo(page, apiOrigin);
  await page.goto(`${url}/?showLogin=true`);
  const login = page.getByRole('dialog', { name: 'Log In' });
  await login.getByRole('textbox', { name: 'Email' }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click({ timeout: 60_000 });
  await page.getByRole('button', { name: /^Comments on Fly-through: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Fly-through' });
  const video = dialog.getByLabel('Fly-through', { exact: true });
  await page.waitForFunction(
    () => (document.querySelector('video[aria-label="Fly-through"]')?.readyState ?? 0) >= 2,
    null,
    { timeout: 60_000 },
  );
  // Every painted frame: [wall-clock ms, media time].
  await video.evaluate((player) => {
    const frames = [];
    Object.assign(window, { paintedFrames: frames });
    const tick = (now, meta) => {
      frames.push([performance.timeOrigin + now, meta.mediaTime]);
      player.requestVideoFrameCallback(tick);
    };
    player.requestVideoFrameCallback(tick);
  });
  return { page, dialog, video, bar: dialog.getByRole('region', { name: 'Live session' }) };
}

/** From a seek by the presenter to the follower's first painted frame that is the same. */
async function seekLatencies(ada, olivia) {
  const latencies = [];
  const behindPresenter = [];
  let frame = 0;
  for (let n = 0; n < SEEKS; n += 1) {
    let next = frame;
    while (next === frame) next = 4 + Math.floor(Math.random() * (4 * FPS - 8));
    frame = next;
    const seekedAt = await ada.video.evaluate(
      (player, [to, fps]) => {
        player.pause();
        player.currentTime = (to + 0.5) / fps;
        return performance.timeOrigin + performance.now();
      },
      [frame, FPS],
    );
    const paintedAt = await olivia.page.waitForFunction(
      ([to, fps, since]) =>
        window.paintedFrames.find(
          ([at, media]) => at >= since && Math.floor(media * fps + 1e-3) === to,
        )?.[0],
      [frame, FPS, seekedAt],
      { timeout: 15_000, polling: 10 },
    );
    const theirs = await paintedAt.jsonValue();
    const ownAt = await ada.page.evaluate(
      ([to, fps, since]) =>
        window.paintedFrames.find(
          ([at, media]) => at >= since && Math.floor(media * fps + 1e-3) === to,
        )?.[0],
      [frame, FPS, seekedAt],
    );
    latencies.push(theirs - seekedAt);
    // The presenter sees the frame once decoded too: the follower's lag behind that.
    if (ownAt !== undefined) behindPresenter.push(theirs - ownAt);
  }
  return { latencies, behindPresenter };
}

/** The follower's offset from the presenter at each of its painted frames while both play, in frames. */
async function drifts(ada, olivia) {
  const offsets = [];
  for (let run = 0; run < PLAYS; run += 1) {
    await ada.video.evaluate((player) => {
      player.pause();
      player.currentTime = 0;
    });
    await olivia.page.waitForFunction(
      () => document.querySelector('video[aria-label="Fly-through"]').currentTime < 0.1,
    );
    const cleared = { presenter: 0, follower: 0 };
    cleared.presenter = await ada.page.evaluate(() => window.paintedFrames.splice(0).length);
    cleared.follower = await olivia.page.evaluate(() => window.paintedFrames.splice(0).length);
    await ada.dialog.getByRole('button', { name: 'Play', exact: true }).click();
    await ada.page.waitForFunction(
      () => document.querySelector('video[aria-label="Fly-through"]').ended,
      null,
      { timeout: 30_000 },
    );
    const presenter = await ada.page.evaluate(() => window.paintedFrames);
    const follower = await olivia.page.evaluate(() => window.paintedFrames);
    const started = presenter[0]?.[0] ?? Infinity;
    for (const [at, media] of follower) {
      if (at < started + SETTLE_S * 1000) continue;
      // The presenter's media time at `at`: from its last painted frame before, carried on.
      const before = presenter.findLast(([when]) => when <= at);
      if (!before || before[1] >= 4 - 2 / FPS) continue;
      const theirs = before[1] + (at - before[0]) / 1000;
      offsets.push((media - theirs) * FPS);
    }
  }
  return offsets;
}

console.log('\nLive review sessions: a presenter and a follower on two API processes\n');
const services = await servicesReachable();
if (!services.postgres || !services.redis) {
  console.log('skipped: PostgreSQL and Redis did not answer');
  process.exit(0);
}
const name = `portal_bench_live_${process.pid}`;
await onServer(`create database ${name}`);
const databaseUrl = Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${name}` }).href;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-live-bench-'));
const portal = await startPortal({
  ports: PORTS,
  processes: 2,
  quiet: true,
  env: {
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `${name}:`,
    DATABASE_FILE: path.join(dir, 'unused.sqlite'),
  },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const [originA, originB] = portal.apis.origins;
  const ada = await reviewer(browser, portal.url, DEMO_USER.email, originA);
  const olivia = await reviewer(browser, portal.url, 'olivia@harbourco.example.com', originB);
  await ada.bar.getByRole('button', { name: 'Present' }).click();
  await olivia.bar.getByRole('button', { name: 'Follow' }).click({ timeout: 30_000 });
  await olivia.bar.getByText('Following Ada Admin').waitFor();

  const { latencies, behindPresenter } = await seekLatencies(ada, olivia);
  const signed = await drifts(ada, olivia);
  const offsets = signed.map(Math.abs);
  const within = offsets.filter((offset) => offset <= GOALS.driftFrames).length;
  console.log(
    `seek to the follower's painted frame, ${SEEKS} seeks: median ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms ` +
      `(goal p95 ≤ ${GOALS.latencyP95} ms)`,
  );
  console.log(
    `  after the presenter's own painted frame (their decode excluded): median ${percentile(behindPresenter, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(behindPresenter, 95).toFixed(0)} ms (${behindPresenter.length} of ${SEEKS} seeks painted by the presenter)`,
  );
  console.log(
    `drift while both play, ${offsets.length} follower frames in ${PLAYS} plays (from ${SETTLE_S} s in): ` +
      `median ${percentile(offsets, 50).toFixed(2)}, p95 ${percentile(offsets, 95).toFixed(2)}, ` +
      `max ${Math.max(...offsets).toFixed(2)} frames; ${((within / offsets.length) * 100).toFixed(1)} % ` +
      `within ${GOALS.driftFrames} frame (goal: within one frame); the follower's median lead ` +
      `${percentile(signed, 50).toFixed(2)} frames (negative: behind)`,
  );
} finally {
  await browser.close();
  await portal.stop();
  await onServer(`drop database if exists ${name} with (force)`);
  fs.rmSync(dir, { recursive: true, force: true });
}
