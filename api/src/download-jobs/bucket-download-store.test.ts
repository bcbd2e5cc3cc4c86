import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { s3FileStore } from '../media/s3-file-store.js';
import { describeWithS3, withTestBucket } from '../test/test-s3.js';
import { bucketDownloadStore } from './bucket-download-store.js';

jest.setTimeout(60_000);

/** Writes the bytes and ends the stream, as the zip writer does. */
const writeAll = (stream: Writable, content: string | Buffer) =>
  new Promise<void>((resolve, reject) => {
    stream.once('error', reject);
    stream.end(content, resolve);
  });

describeWithS3('the download store in the media bucket (Ceph RGW)', () => {
  const bucket = withTestBucket();
  const location = { bucket: bucket.bucket, prefix: 'portal/' };
  const store = bucketDownloadStore(s3FileStore(bucket.client, location), bucket.client, location);
  const unfinished = async () =>
    (
      (await bucket.client.send(new ListMultipartUploadsCommand({ Bucket: bucket.bucket })))
        .Uploads ?? []
    ).map((upload) => upload.Key);

  it('shows a zip only once it is committed, whole, and reads it by ranges', async () => {
    const zip = await store.write(7);
    await writeAll(zip.stream, 'zip bytes');
    expect(await store.open(7)).toBeNull();
    expect(await store.list()).toEqual([{ jobId: 7, partial: true }]);
    expect(await bucket.keys()).toEqual([]);

    expect(await zip.commit()).toBe(9);
    expect(await bucket.keys()).toEqual(['portal/downloads/7.zip']);
    expect(await unfinished()).toEqual([]);
    expect(await store.list()).toEqual([{ jobId: 7, partial: false }]);
    const opened = await store.open(7);
    expect(opened?.size).toBe(9);
    expect(await text(opened!.stream)).toBe('zip bytes');
    expect(await store.ranged!.stat(7)).toMatchObject({ size: 9, etag: expect.any(String) });
    expect(await text(await store.ranged!.open(7, { start: 4, end: 8 }))).toBe('bytes');

    await store.remove(7);
    await store.remove(7); // Nothing there: nothing happens.
    expect(await bucket.keys()).toEqual([]);
    expect(await store.open(7)).toBeNull();
  });

  it('sends a large zip in parts of at least 5 MiB', async () => {
    const bytes = randomBytes(17 * 1024 * 1024 + 5);
    const zip = await store.write(8);
    // Written in small pieces, as yazl does.
    for (let at = 0; at < bytes.length; at += 64 * 1024) {
      const piece = bytes.subarray(at, at + 64 * 1024);
      if (!zip.stream.write(piece))
        await new Promise((resolve) => zip.stream.once('drain', resolve));
    }
    await new Promise<void>((resolve) => zip.stream.end(resolve));
    expect(await zip.commit()).toBe(bytes.length);
    const stat = await store.ranged!.stat(8);
    expect(stat?.size).toBe(bytes.length);
    expect(stat?.etag).toMatch(/-3"$/); // Three parts: 8 MiB, 8 MiB and the rest.
    const last = { start: bytes.length - 10, end: bytes.length - 1 };
    expect((await buffer(await store.ranged!.open(8, last))).equals(bytes.subarray(-10))).toBe(
      true,
    );
    await store.remove(8);
  });

  it('aborts a discarded write, and removes a partial write it was told to', async () => {
    const discarded = await store.write(3);
    discarded.stream.write('half');
    await discarded.discard();
    await discarded.discard();
    expect(discarded.stream.destroyed).toBe(true);

    // A worker that lost its job leaves its write; the store lists it until it is removed.
    const left = await store.write(4);
    left.stream.destroy();
    const committed = await store.write(4);
    await writeAll(committed.stream, 'the new holder’s');
    await committed.commit();
    expect(await store.list()).toEqual(
      expect.arrayContaining([
        { jobId: 4, partial: false },
        { jobId: 4, partial: true },
      ]),
    );
    await store.remove(4, 'partial');
    expect(await unfinished()).toEqual([]);
    expect(await store.list()).toEqual([{ jobId: 4, partial: false }]);
    await store.remove(4, 'zip');
    expect(await store.list()).toEqual([]);
    expect(await bucket.keys()).toEqual([]);
  });
});
