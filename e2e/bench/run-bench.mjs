#!/usr/bin/env node
// `pnpm bench`, first part: what the federation costs (issue 16). Times the builds, then measures
// the composed portal (host and five remotes, each on its own origin, as `pnpm start` serves
// them) and the monolith (host/dist-monolith: the same code as one application, one origin)
// side by side in headless Chromium against the same API: first visit, Get Started → Log In,
// and a signed-in user's cold navigations. Then what each viewer and each remote's entry costs
// in the composed portal. Prints figures; asserts nothing (these machines are noisy).
//   BENCH_RUNS (default 5): runs per figure, the median printed, each in a cold browser context.
//   BENCH_BUILD_TIMES=0: skip timing `pnpm build` and the one-remote build (the monolith is
//   built and timed all the same, so what is measured is the current source).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { API_PORT, HOST_PORT, REMOTES } from '@portal/tooling/remotes';
import { startPortal } from '@portal/tooling/serve/start-portal';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { buildTimes } from './build-times.mjs';
import { kb, median, seconds } from './figures.mjs';
import { firstVisit } from './first-visit.mjs';
import { serveMonolith } from './monolith.mjs';
import { previewPage, renders } from './preview-page.mjs';
import { previewsReady } from './previews-ready.mjs';
import { master, transcodeBench } from './transcode.mjs';
import { projectIdOf, signedInVisit } from './signed-in.mjs';
import { reviewMarkers } from './review-markers.mjs';
import { remoteEntrySizes, viewerCosts } from './viewer-costs.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The bench's portal sits 200 ports above the defaults, beside a dev portal and the e2e one. */
const PORTS = Object.fromEntries(
  Object.entries({
    api: API_PORT.port,
    host: HOST_PORT.port,
    ...Object.fromEntries(Object.entries(REMOTES).map(([name, { port }]) => [name, port])),
  }).map(([name, port]) => [name, port + 200]),
);
/** The monolith's server: 300 above the host's default port. */
const MONOLITH_PORT = HOST_PORT.port + 300;
/** The goal of a composed/monolith ratio, unless its figure names its own. */
const GOAL = 1.1;
/** Signed in, composed pages paint within 5 % of the monolith's (issue 33). */
const SIGNED_IN_GOAL = 1.05;
const ms = (v) => String(Math.round(v));

/** The figures compared: label, how to read one run, how to print a value, its goal (or none). */
const FIGURES = [
  ['JS up to the load event (gzip)', (r) => r.jsLoad.gzip, kb],
  ['JS after network idle (gzip)', (r) => r.jsAll.gzip, kb],
  ['federation floor: runtime, manifests, entries (gzip)', (r) => r.floor.gzip, kb, null],
  // Composing may cost its floor and nothing more (issue 33): at most 1.00× the monolith.
  ['JS after network idle less the floor (gzip)', (r) => r.jsAll.gzip - r.floor.gzip, kb, 1],
  ['CSS up to the load event (gzip)', (r) => r.cssLoad.gzip, kb],
  ['CSS after network idle (gzip)', (r) => r.cssAll.gzip, kb],
  ['requests up to the load event', (r) => r.requestsAtLoad, String],
  ['requests after network idle', (r) => r.requestsIdle, String],
  ['title painted (ms)', (r) => r.titleMs, ms],
  ['Get Started → Log In dialog painted (ms)', (r) => r.dialogMs, ms],
  ['signed in: /projects → list painted (ms)', (r) => r.listMs, ms, SIGNED_IN_GOAL],
  [
    'signed in: /projects/:id → project heading painted (ms)',
    (r) => r.projectMs,
    ms,
    SIGNED_IN_GOAL,
  ],
];

/** One row per figure: the medians of both, and composed/monolith. */
function comparison(composed, monolith) {
  const rows = {};
  for (const [label, read, format, goal = GOAL] of FIGURES) {
    const a = median(composed.map(read));
    const b = median(monolith.map(read));
    const ratio = b > 0 ? a / b : NaN;
    rows[label] = {
      composed: format(a),
      monolith: format(b),
      ratio: Number.isFinite(ratio)
        ? `${ratio.toFixed(2)}×${goal !== null && ratio > goal ? ' !' : ''}`
        : '-',
      goal: goal === null ? '-' : `${goal.toFixed(2)}×`,
    };
  }
  return rows;
}

console.log('Building (timed; other builds on this machine slow these down)…');
const builds = buildTimes(
  (args) => process.env.BENCH_BUILD_TIMES !== '0' || args.includes('build:monolith'),
);
console.log('\nBuild times (wall clock; goal: pnpm build within 60 s)');
console.table(
  Object.fromEntries(Object.entries(builds).map(([build, ms]) => [build, { time: seconds(ms) }])),
);

// The media the previews' benches upload, made once per machine (minutes the first time) before
// any connection to the portal is open.
renders();
master();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const { api, host, ...remotes } = PORTS;
const portal = await startPortal({
  ports: { api, host, ...remotes },
  databaseFile: path.join(dir, 'bench.sqlite'),
  quiet: true,
});
const monolithServer = await serveMonolith({
  port: MONOLITH_PORT,
  api: portal.apis.origins.join(','),
});
const monolithUrl = `http://localhost:${MONOLITH_PORT}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const ready = await previewsReady(browser, portal.url);
  console.log(
    `\nThe seed's ${ready.pictures} pictures had their previews after ${seconds(ready.ms)} more (waited for, so the figures measure a portal at rest).`,
  );
  const projectId = await projectIdOf(browser, portal.url);
  const targets = { composed: portal.url, monolith: monolithUrl };
  const runs = { composed: [], monolith: [] };
  // Warm the servers (not the browser: each visit is a new context).
  for (const url of Object.values(targets)) {
    await firstVisit(browser, url);
    await signedInVisit(browser, url, projectId);
  }
  // Taken in turn, so a busy moment of the machine falls on both alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, url] of Object.entries(targets)) {
      runs[name].push({
        ...(await firstVisit(browser, url)),
        ...(await signedInVisit(browser, url, projectId)),
      });
    }
  }
  console.log(
    `\nComposed portal (${portal.url}) against the monolith (${monolithUrl}): medians of ` +
      `${RUNS} runs, each in a cold browser context. Ratio = composed / monolith, at most ` +
      `its goal (! marks one over it). Requests up to the load event: at most the monolith's + 1.`,
  );
  console.table(comparison(runs.composed, runs.monolith));
  console.log(
    'First visit: an anonymous visitor of /. Signed in: admin@example.com, straight to the page.',
  );
  console.log(
    'Targets: at most 120 KB gzip of JavaScript up to the load event, 250 KB after idle.\n',
  );
  console.log(
    'Opening each media type in the composed portal (signed in, after the project page; JS fetched until drawn)',
  );
  console.table(await viewerCosts(browser, portal.url));
  console.log('Remote entry files');
  console.table(remoteEntrySizes());
  console.log(
    `Review: an image's markers drawn with 500 threads (200 with drawings) against none (medians of ${RUNS}, cold contexts)`,
  );
  console.table(await reviewMarkers(browser, portal.url, RUNS));
  console.log(
    `Previews (issue 30): a project of 12 posts × 4 images uploaded as 8K PNGs, the first screen of its page served from previews against originals (medians of ${RUNS} cold visits; goal: at most 1.5 MB and 2 % of the originals'; ! marks a miss)`,
  );
  const previews = await previewPage(browser, portal.url, RUNS);
  if (previews.skipped) console.log(`Skipped: ${previews.skipped}.`);
  else {
    console.table(previews.table);
    console.log(`${previews.tiles} tiles in the first screen.`);
    for (const line of previews.lines) console.log(line);
  }
  console.log(
    'Transcoding (issue 30): a master to its web copies (goal: at least real time on two cores), and the API meanwhile (goal: p99 at most 2× idle; 50 requests a second)',
  );
  const transcode = await transcodeBench(portal.url);
  if (transcode.skipped) console.log(`Skipped: ${transcode.skipped}.`);
  else {
    console.table(transcode.table);
    console.table(transcode.answers);
  }
} finally {
  await browser.close();
  await monolithServer.close();
  await portal.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
