import fs from 'node:fs';
import path from 'node:path';
import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import {
  ABANDONED_UPLOAD_MS,
  DEFAULT_VIDEO_REQUIREMENTS,
  UPLOAD_MESSAGES,
  UPLOAD_PATHS,
} from '@portal/contract';
import { DEMO_ASSETS_DIR } from '../media/file-store.js';
import { postIdOf } from '../test/media-support.js';
import { startTestApp, withApp } from '../test/test-app.js';
import { describeWithS3, withTestBucket } from '../test/test-s3.js';
import {
  chunkOf,
  finishUpload,
  patternedBytes,
  sendChunk,
  sendChunks,
  statusUrl,
  testFile,
} from '../test/uploads-support.js';
import { removeAbandonedUploads } from './cleanup.js';
import { S3_MIN_PART_BYTES } from '../media/store-location.js';
import { uploadStoreFor } from './store-for.js';

jest.setTimeout(120_000);

const PREFIX = 'portal/';

describeWithS3('uploads as multipart uploads of the media bucket (Ceph RGW)', () => {
  const bucket = withTestBucket();
  const api = withApp(() =>
    startTestApp({ env: { MEDIA_STORE_URL: `s3://${bucket.bucket}/${PREFIX}` } }),
  );
  const multipartUploads = async () =>
    (await bucket.client.send(new ListMultipartUploadsCommand({ Bucket: bucket.bucket })))
      .Uploads ?? [];
  const uploadRow = (uploadId: string) =>
    api.db.selectFrom('uploads').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();
  const postId = () => postIdOf(api.db, 'Waterfront Pavilion', 'Dusk exterior renders');
  /** Nothing but folders (and dot files) on this machine's upload and media folders. */
  const filesOnDisk = () =>
    [api.started().config.uploadDir, api.started().config.mediaDir].flatMap((root) =>
      fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    );

  afterEach(async () => {
    // Each test leaves nothing behind it: no object, no multipart upload.
    const leftovers = (await bucket.keys()).filter((key) => key.startsWith(`${PREFIX}uploads/`));
    expect({ leftovers, multipart: await multipartUploads() }).toEqual({
      leftovers: [],
      multipart: [],
    });
  });

  it('takes chunks in any order as parts of the medium’s own key, resumes from what S3 holds, and completes at the finish', async () => {
    const admin = await api.signedIn('admin@example.com');
    const bytes = patternedBytes(S3_MIN_PART_BYTES * 2 + 1000, 5);
    const file = testFile(await postId(), 'survey.zip', bytes, S3_MIN_PART_BYTES);
    // S3 is told a part's length first: a chunk shorter or longer than its place is stopped.
    const first = chunkOf(file, 1);
    for (const wrongBytes of [first.subarray(1), Buffer.concat([first, Buffer.from('x')])]) {
      const wrong = await sendChunk(admin, file, 1, { bytes: wrongBytes });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(UPLOAD_MESSAGES.chunkSize);
    }
    await sendChunks(admin, file, [3, 1]);

    // The key is the server's, chosen at the first chunk; S3 holds the parts of a multipart upload.
    const row = (await uploadRow(file.uploadId))!;
    expect(row.file_key).toMatch(/^uploads\/[0-9a-f-]{36}\.zip$/);
    const [begun] = await multipartUploads();
    expect(begun).toMatchObject({ Key: PREFIX + row.file_key, UploadId: row.store_upload_id });

    // A chunk whose bytes do not match its checksum is refused and counts as not received.
    const damaged = Buffer.from(chunkOf(file, 2));
    damaged[0] = damaged[0]! ^ 0xff;
    const refused = await sendChunk(admin, file, 2, {
      bytes: damaged,
      overrides: { chunkSha256: 'a'.repeat(64) },
    });
    expect(refused.statusCode).toBe(422);
    expect((await admin.request('GET', statusUrl(file.uploadId))).json().received).toEqual([1, 3]);
    expect((await finishUpload(admin, file, 'Zip')).statusCode).toBe(409);

    // A part S3 lost or holds short (here overwritten behind the API's back) is asked for again.
    await sendChunk(admin, file, 2);
    await bucket.client.send(
      new UploadPartCommand({
        Bucket: bucket.bucket,
        Key: PREFIX + row.file_key,
        UploadId: row.store_upload_id!,
        PartNumber: 1,
        Body: Buffer.from('short'),
      }),
    );
    expect((await admin.request('GET', statusUrl(file.uploadId))).json().received).toEqual([2, 3]);
    const short = await finishUpload(admin, file, 'Zip');
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(UPLOAD_MESSAGES.incomplete(1));
    await sendChunk(admin, file, 1);

    const finished = await finishUpload(admin, file, 'Zip');
    expect(finished.statusCode).toBe(201);
    const id = finished.json().id as number;
    const media = await api.db
      .selectFrom('media')
      .select(['file_key', 'size'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(media).toEqual({ file_key: row.file_key, size: bytes.length });
    expect(await multipartUploads()).toEqual([]);
    expect(await bucket.keys()).toEqual([PREFIX + row.file_key]);
    const served = await admin.request('GET', `/api/media/${id}/file`);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(filesOnDisk()).toEqual([]);

    expect((await admin.request('DELETE', `/api/media/${id}`)).statusCode).toBeLessThan(300);
  });

  it('reads an mp4’s analysis by byte ranges of the completed object', async () => {
    const admin = await api.signedIn('admin@example.com');
    const bytes = fs.readFileSync(path.join(DEMO_ASSETS_DIR, 'pavilion-flythrough.mp4'));
    const file = testFile(await postId(), 'flythrough.mp4', bytes, S3_MIN_PART_BYTES);
    await sendChunks(admin, file);
    // The spec's default rules ask for 30 or 60 fps: the fly-through's 24 are refused, read from
    // the completed object, which stays with the upload…
    const refused = await finishUpload(admin, file, 'Video');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      invalidFramerate: ['Video framerate (24.00 fps) must be one of: 30, 60 fps'],
    });
    expect(await multipartUploads()).toEqual([]);
    // …so once the project's rules allow them, the same upload finishes.
    const project = await api.db
      .selectFrom('projects')
      .select('id')
      .where('name', '=', 'Waterfront Pavilion')
      .executeTakeFirstOrThrow();
    const rules = `/api/projects/${project.id}/video-requirements`;
    const allowed = await admin.request('PUT', rules, {
      ...DEFAULT_VIDEO_REQUIREMENTS,
      framerates: [24],
    });
    expect(allowed.statusCode).toBe(200);
    const finished = await finishUpload(admin, file, 'Video');
    expect(finished.statusCode).toBe(201);
    const id = finished.json().id as number;
    const media = await api.db
      .selectFrom('media')
      .select(['frame_rate', 'duration'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(media.frame_rate).toBe(24);
    expect(media.duration).toBeGreaterThan(0);
    expect(filesOnDisk()).toEqual([]);
    expect((await admin.request('DELETE', `/api/media/${id}`)).statusCode).toBeLessThan(300);
  });

  it('refuses a file cut finer than S3’s 5 MiB parts, before a byte is stored', async () => {
    const admin = await api.signedIn('admin@example.com');
    const file = testFile(await postId(), 'fine.zip', patternedBytes(200_000), 65_536);
    const response = await sendChunk(admin, file, 1);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Chunks of a file in several must be at least 5 MB (5,242,880 bytes) here.',
    );
    expect(await uploadRow(file.uploadId)).toBeUndefined();
  });

  it('aborts the multipart upload on cancel, and in the sweep of abandoned uploads and leftovers', async () => {
    const admin = await api.signedIn('admin@example.com');
    const bytes = patternedBytes(S3_MIN_PART_BYTES + 10);
    const cancelled = testFile(await postId(), 'cancelled.zip', bytes, S3_MIN_PART_BYTES);
    await sendChunks(admin, cancelled, [1]);
    const cancel = await admin.request('DELETE', statusUrl(cancelled.uploadId));
    expect(cancel.statusCode).toBe(200);
    expect(await multipartUploads()).toEqual([]);

    const abandoned = testFile(await postId(), 'abandoned.zip', bytes, S3_MIN_PART_BYTES);
    await sendChunks(admin, abandoned, [2]);
    // A multipart upload no row names (a process died between S3's answer and its row).
    const stray = await bucket.client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket.bucket, Key: `${PREFIX}uploads/x.zip` }),
    );
    const store = uploadStoreFor(api.started().config);
    // Too young for the sweep: both stay.
    await removeAbandonedUploads(api.db, store);
    expect(await multipartUploads()).toHaveLength(2);

    const later = Date.now() + ABANDONED_UPLOAD_MS + 60_000;
    const swept = await removeAbandonedUploads(api.db, store, later);
    expect(swept).toEqual({ abandoned: [abandoned.uploadId], leftovers: [stray.UploadId] });
    expect(await uploadRow(abandoned.uploadId)).toBeUndefined();
    expect(
      (await admin.request('GET', UPLOAD_PATHS.status.replace(':uploadId', abandoned.uploadId)))
        .statusCode,
    ).toBe(404);
  });
});
