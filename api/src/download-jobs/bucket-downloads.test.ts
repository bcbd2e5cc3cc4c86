import fs from 'node:fs';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import {
  addLargeArchive,
  findPost,
  queueDownload,
  waitForStatus,
} from '../test/download-jobs-support.js';
import { startTestApp, withApp, type TestBrowser } from '../test/test-app.js';
import { describeWithS3, withTestBucket } from '../test/test-s3.js';
import { mediaIdsOf } from '../media/media-writes.js';
import { fileStoreFor } from '../media/store-for.js';
import { sweepStrays } from '../media/stray-objects.js';
import { readZip } from './read-zip.js';

jest.setTimeout(60_000);

const DAY_MS = 24 * 3600 * 1000;

describeWithS3('download-job zips in the media bucket (MEDIA_STORE_URL, Ceph RGW)', () => {
  const bucket = withTestBucket();
  // No safety poll: a job runs when it is queued through the API.
  const api = withApp(() =>
    startTestApp({
      env: { MEDIA_STORE_URL: `s3://${bucket.bucket}/portal` },
      workerOptions: { pollMs: 0 },
    }),
  );

  const archives = async () =>
    (await bucket.keys()).filter((key) => key.startsWith('portal/downloads/'));
  const unfinishedUploads = async () =>
    (await bucket.client.send(new ListMultipartUploadsCommand({ Bucket: bucket.bucket })))
      .Uploads ?? [];
  /** Nothing of any zip under the download folder of this machine. */
  const downloadFolder = () => fs.readdirSync(api.started().config.downloadDir);

  /** Packs a demo post through the API; the finished job. */
  async function packed(browser: TestBrowser, project: string, post: string) {
    const ids = await findPost(api.db, project, post);
    const queued = await queueDownload(browser, ids);
    expect(queued.statusCode).toBe(202);
    return { ...ids, job: await waitForStatus(browser, queued.json().id, 'Completed') };
  }

  it('packs a post into the bucket and serves it whole, by range and by its conditions', async () => {
    const browser = await api.signedIn('client@example.com');
    const { postId, job } = await packed(browser, 'Circular Quay Offices', 'Lobby concept');
    expect(await archives()).toEqual([`portal/downloads/${job.id}.zip`]);
    expect(await unfinishedUploads()).toEqual([]);
    expect(downloadFolder()).toEqual([]);

    const url = `/api/download-jobs/${job.id}/download`;
    const whole = await browser.request('GET', url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/zip',
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
      'content-length': String(job.fileSize),
    });
    expect(whole.headers['content-disposition']).toContain(
      'filename="circular-quay-offices-lobby-concept.zip"',
    );
    // Its entries are the post's files, as their own route serves them.
    const media = await mediaIdsOf(api.db, postId);
    const entries = readZip(whole.rawPayload);
    expect(entries).toHaveLength(media.length);
    for (const [index, entry] of entries.entries()) {
      const served = await browser.request('GET', `/api/media/${media[index]!}/file`);
      expect(entry.content.equals(served.rawPayload)).toBe(true);
    }

    const etag = String(whole.headers.etag);
    const range = await browser.request('GET', url, undefined, {
      headers: { range: 'bytes=100-1099', 'if-range': etag },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-1099/${whole.rawPayload.length}`);
    expect(range.rawPayload.equals(whole.rawPayload.subarray(100, 1100))).toBe(true);
    const elsewhere = { range: 'bytes=100-1099', 'if-range': '"another copy"' };
    expect((await browser.request('GET', url, undefined, { headers: elsewhere })).statusCode).toBe(
      200,
    );
    const past = await browser.request('GET', url, undefined, {
      headers: { range: 'bytes=9999999-' },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`);
    const cached = { 'if-none-match': etag };
    expect((await browser.request('GET', url, undefined, { headers: cached })).statusCode).toBe(
      304,
    );

    // The zip is named by its job: no stray of the media store.
    expect(await sweepStrays(api.db, fileStoreFor(api.started().config))).toEqual([]);

    expect((await browser.request('DELETE', `/api/download-jobs/${job.id}`)).statusCode).toBe(200);
    expect(await archives()).toEqual([]);
    expect((await browser.request('GET', url)).statusCode).toBe(404);
  });

  it('sends a zip of several parts whole, and the sweep removes it once it expired', async () => {
    const browser = await api.signedIn('olivia@harbourco.example.com');
    const post = await findPost(api.db, 'Circular Quay Offices', 'Level 7 workspace');
    const large = await addLargeArchive(api.db, post.postId); // 24 MB: three parts and a bit.
    try {
      const { job } = await packed(browser, 'Circular Quay Offices', 'Level 7 workspace');
      expect(job.fileSize).toBeGreaterThan(24 * 1024 * 1024);
      expect(await archives()).toEqual([`portal/downloads/${job.id}.zip`]);
      expect(downloadFolder()).toEqual([]);
      const url = `/api/download-jobs/${job.id}/download`;
      const tail = await browser.request('GET', url, undefined, {
        headers: { range: 'bytes=-22' },
      });
      expect(tail.statusCode).toBe(206);
      // The end of central directory record: the zip is whole.
      expect(tail.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0506');
      const whole = await browser.request('GET', url);
      expect(readZip(whole.rawPayload).some((entry) => entry.name.includes('Large archive'))).toBe(
        true,
      );

      await api.app.downloadJobs.retention.sweep(Date.parse(job.completedDate) + 8 * DAY_MS);
      expect((await browser.request('GET', `/api/download-jobs/${job.id}`)).statusCode).toBe(404);
      expect(await archives()).toEqual([]);
      expect(await unfinishedUploads()).toEqual([]);
    } finally {
      await api.db.deleteFrom('media').where('id', '=', large).execute();
    }
  });
});
