#!/usr/bin/env node
// `pnpm bench`, uploads: (1) validating a ≥2 GB mp4 in the browser (time, and bytes of the file
// read, counted by wrapping Blob.slice, which the analyser reads through); (2) a 1 GB file sent
// through the host's /api proxy in 100 MB chunks, against a raw loopback copy of the same bytes;
// (3) the API's resident memory meanwhile. Prints figures; asserts nothing (shared, noisy cores).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { chromium } from 'playwright-core';
import { API_PORT, HOST_PORT, REMOTES } from '@portal/tooling/remotes';
import { startPortal } from '@portal/tooling/serve/start-portal';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { apiSession, uploadFile } from './api-session.mjs';
import { gigabyteFile, largeVideo } from './bench-files.mjs';

/** Above the other bench's ports (+200), so both may run. */
const PORTS = Object.fromEntries(
  Object.entries({
    api: API_PORT.port,
    host: HOST_PORT.port,
    ...Object.fromEntries(Object.entries(REMOTES).map(([name, { port }]) => [name, port])),
  }).map(([name, port]) => [name, port + 300]),
);
const GB = 1024 ** 3;
const MB = 1024 ** 2;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The API process's resident memory (from /proc), sampled until stopped. */
function sampleRss(pid) {
  const read = () => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
  };
  let peak = read();
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, 50);
  return { idle: peak, stop: () => (clearInterval(timer), peak) };
}

/**
 * The same bytes copied raw: one plain HTTP request over loopback into a server that writes them
 * to a file on the same disk (what storing an upload cannot do with less).
 */
async function rawCopy(file, dir) {
  const copy = path.join(dir, 'raw-copy');
  const server = http.createServer((request, response) => {
    pipeline(request, fs.createWriteStream(copy)).then(() => response.end('ok'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const started = performance.now();
  await fetch(`http://127.0.0.1:${server.address().port}/`, {
    method: 'POST',
    body: await fs.openAsBlob(file),
  }).then((response) => response.text());
  const elapsed = performance.now() - started;
  server.close();
  fs.rmSync(copy, { force: true });
  return elapsed;
}

/** Picks the large video in the upload dialog and times it until checked, counting bytes read. */
async function validateInBrowser(url, video, projectId, postTitle) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const slice = Blob.prototype.slice;
      window.__bytesRead = 0;
      Blob.prototype.slice = function counted(start = 0, end = this.size, type) {
        if (this.size > 1024 ** 3)
          window.__bytesRead += Math.max(0, Math.min(end, this.size) - start);
        return slice.call(this, start, end, type);
      };
    });
    await page.goto(`${url}/?showLogin=true`);
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await login.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'My Projects' }).waitFor();
    await page.goto(`${url}/projects/${projectId}`);
    await page.getByRole('button', { name: `Upload files to ${postTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: `Upload files to ${postTitle}` });
    await dialog.getByRole('button', { name: 'Choose files' }).waitFor();
    // Warm the analyser (its wasm) on a small file, so the figure is the big file's own.
    const small = path.join(import.meta.dirname, '..', 'fixtures', 'video', 'valid-720p30.mp4');
    await dialog.getByLabel('Files to upload').setInputFiles(small);
    await dialog.getByRole('listitem', { name: 'valid-720p30.mp4' }).getByText('Ready').waitFor();
    const started = Date.now();
    await dialog.getByLabel('Files to upload').setInputFiles(video);
    const row = dialog.getByRole('listitem', { name: path.basename(video) });
    await row.getByText(/^(Ready|Cannot be uploaded)$/).waitFor({ timeout: 60_000 });
    const elapsed = Date.now() - started;
    return {
      elapsed,
      read: await page.evaluate(() => window.__bytesRead),
      verdict: await row.innerText(),
    };
  } finally {
    await browser.close();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upload-bench-'));
const { api, host, ...remotes } = PORTS;
const portal = await startPortal({
  ports: { api, host, ...remotes },
  databaseFile: path.join(dir, 'bench.sqlite'),
  quiet: true,
});
try {
  const admin = await apiSession(portal.url, 'admin@example.com');
  const [client] = await admin.call('GET', '/api/projects/clients');
  const project = await admin.json('POST', '/api/projects', {
    name: 'Upload bench',
    clientId: client.id,
    visibility: 1,
  });
  const post = await admin.json('POST', `/api/projects/${project.id}/posts`, { title: 'Bench' });
  const { chunkSize } = await admin.call('GET', '/api/uploads/settings');

  console.log('\nVideo validation in the browser (mediainfo.js, 262,144-byte reads, 10 s limit)\n');
  const video = largeVideo();
  if (!video) {
    console.log(
      'skipped: ffmpeg is not installed (apt-get install -y --no-install-recommends ffmpeg)',
    );
  } else {
    const size = fs.statSync(video).size;
    const { elapsed, read, verdict } = await validateInBrowser(
      portal.url,
      video,
      project.id,
      'Bench',
    );
    console.table({
      [path.basename(video)]: {
        size: mb(size),
        time: seconds(elapsed),
        'bytes read': mb(read),
        'share read': `${((100 * read) / size).toFixed(2)} %`,
        result: verdict.split('\n').filter(Boolean).at(-1),
      },
    });
    console.log('Targets: at most 2 s and 2 % of the file read.');
  }

  console.log(`\nUpload of 1 GB through the host's /api proxy, ${mb(chunkSize)} chunks\n`);
  const file = gigabyteFile();
  // Three of each, alternating, and the medians: the disk and the two cores are shared.
  const raws = [];
  const uploads = [];
  const rss = sampleRss(portal.api.pid);
  for (let run = 0; run < 3; run += 1) {
    raws.push(await rawCopy(file, dir));
    uploads.push(await uploadFile(admin, file, post.id, chunkSize));
  }
  const peak = rss.stop();
  const middle = (values) => [...values].sort((a, b) => a - b)[1];
  const raw = middle(raws);
  const proxied = middle(uploads.map((run) => run.total));
  const chunkTime = middle(uploads.map((run) => run.chunks));
  console.table({
    'raw loopback copy': { time: seconds(raw), 'MB/s': (GB / MB / (raw / 1000)).toFixed(0) },
    'portal upload: the chunks': {
      time: seconds(chunkTime),
      'MB/s': (GB / MB / (chunkTime / 1000)).toFixed(0),
    },
    'portal upload: chunks and finish': {
      time: seconds(proxied),
      'MB/s': (GB / MB / (proxied / 1000)).toFixed(0),
    },
  });
  console.log(
    `Throughput: ${((100 * raw) / proxied).toFixed(0)} % of the raw copy (target ≥ 80 %).`,
  );
  console.log(
    `API memory: ${mb(rss.idle)} before, peak ${mb(peak)} during (+${mb(peak - rss.idle)}; target under 150 MB above idle).`,
  );
} finally {
  await portal.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
