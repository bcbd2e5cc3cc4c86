#!/usr/bin/env node
// `pnpm bench`, the media store (issue 49): the same files through the API with media on this
// disk and in an S3 bucket (Ceph's gateway, one node, objects in memory): (1) a 512 MB upload in
// the API's chunks, (2) 1 MiB ranged reads at random places of it, (3) time to first byte of a
// 2 GB video as the API serves it (proxied from the bucket) against a presigned URL of the
// object, the other way a portal could hand it out (a redirect: the API's checks, then S3's).
// Prints figures; asserts nothing (shared, noisy cores).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { API_PORT, HOST_PORT, REMOTES } from '@portal/tooling/remotes';
import { startPortal } from '@portal/tooling/serve/start-portal';
import { makeBucket } from '../support/bucket.mjs';
import { startObjectStore } from '../support/object-store.mjs';
import { apiSession, uploadFile } from './api-session.mjs';
import { BENCH_FILES, largeVideo } from './bench-files.mjs';

/** Above the other benches' ports (+200, +300), so they may run beside it. */
const PORTS = Object.fromEntries(
  Object.entries({
    api: API_PORT.port,
    host: HOST_PORT.port,
    ...Object.fromEntries(Object.entries(REMOTES).map(([name, { port }]) => [name, port])),
  }).map(([name, port]) => [name, port + 400]),
);
const MB = 1024 ** 2;
const GB = 1024 ** 3;
const RUNS = 3;
const READS = 100;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

console.log('\nThe media store: this disk against an S3 bucket (Ceph RGW, memstore)\n');
const { env, problem } = startObjectStore({ own: true, memstoreBytes: 6 * GB });
if (problem) {
  console.log(`skipped: ${problem}`);
  process.exit(0);
}
Object.assign(process.env, env);
const bucket = await makeBucket(`portal-bench-${Date.now().toString(36)}`);

/** A 512 MB file of zeros (sparse: made at once). */
function halfGigabyte() {
  const file = path.join(BENCH_FILES, 'bench-512mb.zip');
  if (!fs.existsSync(file) || fs.statSync(file).size !== 512 * MB) {
    fs.mkdirSync(BENCH_FILES, { recursive: true });
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 512 * MB);
  }
  return file;
}

/** Milliseconds until the first byte of the body arrives (the rest is not read). */
async function firstByte(fetchIt) {
  const started = performance.now();
  const response = await fetchIt();
  const reader = response.body.getReader();
  await reader.read();
  const elapsed = performance.now() - started;
  await reader.cancel();
  return { elapsed, status: response.status };
}

/** Uploads, reads and serves through a portal whose media are on `store`. */
async function measure(store) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-store-bench-${store}-`));
  const portal = await startPortal({
    ports: PORTS,
    databaseFile: path.join(dir, 'bench.sqlite'),
    quiet: true,
    env: {
      // No transcode of the 2 GB video competes with the figures.
      PREVIEW_WORKERS: '0',
      ...(store === 'S3' && { MEDIA_STORE_URL: `s3://${bucket.name}/portal` }),
    },
  });
  try {
    const admin = await apiSession(portal.url, 'admin@example.com');
    const [client] = await admin.call('GET', '/api/projects/clients');
    const project = await admin.json('POST', '/api/projects', {
      name: 'Store bench',
      clientId: client.id,
      visibility: 1,
    });
    // The bench video's 26 Mbps pass.
    await admin.json('PUT', `/api/projects/${project.id}/video-requirements`, {
      resolution: null,
      bitrate: { targetMbps: 100, marginMbps: null, comparison: 'LessThanEqual' },
      framerates: [30],
    });
    const post = await admin.json('POST', `/api/projects/${project.id}/posts`, { title: 'Bench' });
    const { chunkSize } = await admin.call('GET', '/api/uploads/settings');

    const file = halfGigabyte();
    const uploads = [];
    let kept;
    for (let run = 0; run < RUNS; run += 1) {
      const upload = await uploadFile(admin, file, post.id, chunkSize);
      uploads.push(upload.total);
      if (run < RUNS - 1) await admin.call('DELETE', `/api/media/${upload.medium.id}`);
      else kept = upload.medium;
    }

    const size = fs.statSync(file).size;
    const reads = [];
    for (let n = 0; n < READS; n += 1) {
      const start = Math.floor(Math.random() * (size - MB));
      const started = performance.now();
      const answer = await admin.raw(`/api/media/${kept.id}/file`, {
        range: `bytes=${start}-${start + MB - 1}`,
      });
      const body = await answer.arrayBuffer();
      if (answer.status !== 206 || body.byteLength !== MB)
        throw new Error(`A ranged read answered ${answer.status} with ${body.byteLength} bytes.`);
      reads.push(performance.now() - started);
    }

    const video = largeVideo();
    const row = { upload: median(uploads), reads };
    if (video) {
      const started = performance.now();
      const { medium } = await uploadFile(admin, video, post.id, chunkSize, 'Video');
      row.videoUpload = performance.now() - started;
      const url = `/api/media/${medium.id}/file`;
      const proxied = [];
      const ranged = [];
      const checked = [];
      for (let n = 0; n < 5; n += 1) {
        proxied.push((await firstByte(() => admin.raw(url))).elapsed);
        ranged.push((await firstByte(() => admin.raw(url, { range: 'bytes=0-' }))).elapsed);
        // What a redirect's first leg costs: the API's checks and the store's stat, no body.
        const etag = (await admin.raw(url, { range: 'bytes=0-0' })).headers.get('etag');
        const before = performance.now();
        const revalidated = await admin.raw(url, { 'if-none-match': etag });
        await revalidated.arrayBuffer();
        if (revalidated.status !== 304) throw new Error(`Revalidation: ${revalidated.status}`);
        checked.push(performance.now() - before);
      }
      row.proxied = median(proxied);
      row.ranged = median(ranged);
      row.checked = median(checked);
      if (store === 'S3') {
        const key = (await bucket.keys()).find((each) => each.endsWith('.mp4'));
        const presigned = [];
        for (let n = 0; n < 5; n += 1) {
          const object = new GetObjectCommand({ Bucket: bucket.name, Key: key });
          const signed = await getSignedUrl(bucket.client, object, { expiresIn: 300 });
          presigned.push((await firstByte(() => fetch(signed))).elapsed);
        }
        row.presigned = median(presigned);
      }
    }
    return row;
  } finally {
    await portal.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const disk = await measure('disk');
  const bucketed = await measure('S3');
  const table = {};
  for (const [name, row] of [
    ['disk (MEDIA_DIR)', disk],
    ['S3 (MEDIA_STORE_URL)', bucketed],
  ]) {
    table[name] = {
      '512 MB upload': `${(row.upload / 1000).toFixed(2)} s (${(512 / (row.upload / 1000)).toFixed(0)} MB/s)`,
      '1 MiB ranged read, median': ms(median(row.reads)),
      'ranged reads, MB/s': (READS / (row.reads.reduce((a, b) => a + b, 0) / 1000)).toFixed(0),
      ...(row.proxied !== undefined && {
        '2 GB video upload': `${(row.videoUpload / 1000).toFixed(1)} s`,
        'TTFB through the API': ms(row.proxied),
        'TTFB, Range bytes=0-': ms(row.ranged),
      }),
    };
  }
  console.table(table);
  if (bucketed.presigned !== undefined) {
    console.log(
      `2 GB video from the bucket: through the API (proxied, what the portal does) first byte in ${ms(bucketed.proxied)}; ` +
        `a presigned URL straight from S3 in ${ms(bucketed.presigned)}, so a redirect would take about ` +
        `${ms(bucketed.checked + bucketed.presigned)} (the API's checks, ${ms(bucketed.checked)}, then S3's).`,
    );
  } else {
    console.log('2 GB video rows skipped: ffmpeg is not installed.');
  }
} finally {
  await bucket.remove();
}
