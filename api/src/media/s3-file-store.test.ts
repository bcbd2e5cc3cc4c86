import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postIdOf } from '../test/media-support.js';
import { startTestApp, withApp } from '../test/test-app.js';
import { describeWithS3, withTestBucket } from '../test/test-s3.js';
import { finishUpload, patternedBytes, sendChunks, testFile } from '../test/uploads-support.js';
import { DeleteBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { s3FileStore } from './s3-file-store.js';
import { prepareMediaStore } from './store-for.js';
import { S3_MIN_PART_BYTES } from './store-location.js';

jest.setTimeout(60_000);

/** All of a readable's bytes. */
async function bytesOf(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describeWithS3('the media store in an S3 bucket (Ceph RGW)', () => {
  const bucket = withTestBucket();

  it('writes, states, reads whole and by range, copies out for a reader, and removes', async () => {
    const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-scratch-'));
    const store = s3FileStore(
      bucket.client,
      { bucket: bucket.bucket, prefix: 'media/' },
      {
        scratchDir,
      },
    );
    const bytes = patternedBytes(300_000);
    await store.write('uploads/a.bin', bytes);
    const info = await store.stat('uploads/a.bin');
    expect(info).toMatchObject({
      size: bytes.length,
      etag: expect.stringMatching(/^"[0-9a-f]+"$/),
    });
    expect(info!.modified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await bytesOf(await store.open('uploads/a.bin'))).equals(bytes)).toBe(true);
    const part = await bytesOf(await store.open('uploads/a.bin', { start: 10, end: 19 }));
    expect(part.equals(bytes.subarray(10, 20))).toBe(true);
    expect(await store.stat('uploads/none.bin')).toBeNull();
    await expect(store.open('uploads/none.bin')).rejects.toThrow();

    // A reader that needs a path gets a copy, gone once it is done.
    let copied = '';
    const size = await store.withLocalFile('uploads/a.bin', async (file) => {
      copied = file;
      expect(path.basename(file)).toBe('a.bin');
      return fs.statSync(file).size;
    });
    expect(size).toBe(bytes.length);
    expect(fs.existsSync(copied)).toBe(false);
    expect(fs.readdirSync(scratchDir)).toEqual([]);

    // A file made here moves in (and leaves this machine).
    const local = path.join(scratchDir, 'made.mp4');
    fs.writeFileSync(local, patternedBytes(6 * 1024 * 1024, 3));
    await store.moveIn('previews/uploads/a.bin/720.mp4', local);
    expect(fs.existsSync(local)).toBe(false);
    await store.write('previews/uploads/a.bin/480.webp', Buffer.from('webp'));
    expect(await bucket.keys()).toEqual([
      'media/previews/uploads/a.bin/480.webp',
      'media/previews/uploads/a.bin/720.mp4',
      'media/uploads/a.bin',
    ]);
    await store.removeFolder('previews/uploads/a.bin');
    await store.remove('uploads/a.bin');
    await store.remove('uploads/a.bin'); // Nothing there: nothing happens.
    expect(await bucket.keys()).toEqual([]);

    // The demo seed's files stay the package's, read-only.
    expect((await store.stat('demo/pavilion-dusk.jpg'))?.size).toBeGreaterThan(0);
    await expect(store.write('demo/x.jpg', Buffer.from('x'))).rejects.toThrow('read-only');
    expect(await store.stat('../escape')).toBeNull();
  });

  it('makes the bucket MEDIA_STORE_URL names when there is none, and uses one that is there', async () => {
    const fresh = `${bucket.bucket}-made`;
    const config = { mediaStore: { bucket: fresh, prefix: '' } };
    await prepareMediaStore(config);
    await prepareMediaStore(config); // There now: left as it is.
    await expect(
      bucket.client.send(new HeadBucketCommand({ Bucket: fresh })),
    ).resolves.toBeDefined();
    await bucket.client.send(new DeleteBucketCommand({ Bucket: fresh }));
  });

  describe('behind the API (MEDIA_STORE_URL)', () => {
    const api = withApp(() =>
      startTestApp({ env: { MEDIA_STORE_URL: `s3://${bucket.bucket}/portal` } }),
    );

    it('takes an upload into the bucket, serves it by ranges and revalidation, and deletes it', async () => {
      const admin = await api.signedIn('admin@example.com');
      const postId = await postIdOf(api.db, 'Waterfront Pavilion', 'Dusk exterior renders');
      const bytes = patternedBytes(S3_MIN_PART_BYTES * 2 + 100, 11);
      const file = testFile(postId, 'site-survey.zip', bytes, S3_MIN_PART_BYTES);
      await sendChunks(admin, file);
      const finished = await finishUpload(admin, file, 'Zip');
      expect(finished.statusCode).toBe(201);
      const id = finished.json().id as number;
      const { file_key: key } = await api.db
        .selectFrom('media')
        .select('file_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(await bucket.keys()).toEqual([`portal/${key}`]);
      // Nothing of it was written on this machine's media folder.
      const local = api.started().config.mediaDir;
      expect(
        fs.readdirSync(local, { recursive: true }).filter((name) => !String(name).startsWith('.')),
      ).toEqual([]);

      const url = `/api/media/${id}/file`;
      const whole = await admin.request('GET', url);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      expect(whole.headers).toMatchObject({
        'accept-ranges': 'bytes',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      });
      const etag = String(whole.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f]+(-\d+)?"$/); // The object's own, strong.
      const range = await admin.request('GET', url, undefined, {
        headers: { range: 'bytes=100-199' },
      });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
      expect(range.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
      expect(
        (await admin.request('GET', url, undefined, { headers: { 'if-none-match': etag } }))
          .statusCode,
      ).toBe(304);

      const removed = await admin.request('DELETE', `/api/media/${id}`);
      expect(removed.statusCode).toBeLessThan(300);
      expect(await bucket.keys()).toEqual([]);
    });
  });
});
