import fs from 'node:fs';
import path from 'node:path';
import { postIdOf } from '../test/media-support.js';
import { startTestApp, withApp, type TestApp } from '../test/test-app.js';
import { describeWithS3, withTestBucket } from '../test/test-s3.js';
import type { FileStore } from './file-store.js';
import { fileStoreFor } from './store-for.js';
import { STRAY_MIN_AGE_MS, sweepStrays } from './stray-objects.js';
import { strayReport } from './stray-objects-report.js';

jest.setTimeout(60_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sweep's cases on the store of `start`'s API: a medium's file, its version's and its
 * previews' are named; a file put there by hand is a stray, reported and, with `remove`, removed
 * once it is an hour old.
 */
function strayCases(start: () => Promise<TestApp>) {
  const api = withApp(start);
  const store = (): FileStore => fileStoreFor(api.started().config);

  /** A medium whose file, earlier version and one preview are in the store; its keys. */
  async function storedMedium() {
    const postId = await postIdOf(api.db, 'Waterfront Pavilion', 'Dusk exterior renders');
    const keys = ['uploads/kept.png', 'uploads/kept-v1.png', 'previews/uploads/kept.png/480.jpg'];
    for (const key of keys) await store().write(key, Buffer.from(key));
    const { id } = await api.db
      .insertInto('media')
      .values({
        post_id: postId,
        media_type: 'Image',
        title: 'Kept',
        content_type: 'image/png',
        content: Buffer.alloc(0),
        sort_order: 90,
        file_key: keys[0]!,
        version: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('media_versions')
      .values({
        media_id: id,
        number: 1,
        file_name: 'kept.png',
        content_type: 'image/png',
        file_key: keys[1]!,
        size: 10,
        frame_rate: null,
        duration: null,
        uploaded_at: null,
        uploaded_by: null,
      })
      .execute();
    const file = { format: 'jpeg', width: 480, height: 270, key: keys[2]!, size: 10 };
    await api.db
      .insertInto('media_previews')
      .values({
        media_id: id,
        source_key: keys[0]!,
        status: 'ready',
        files: JSON.stringify([file]),
        created_at: new Date().toISOString(),
        error: null,
        width: 480,
        height: 270,
        completed_at: new Date().toISOString(),
        due_at: null,
        lease_owner: null,
        lease_expires_at: null,
        progress: null,
        pages: null,
      })
      .execute();
    return keys;
  }

  it('reports what no row names, and removes only the strays older than an hour', async () => {
    const kept = await storedMedium();
    await store().write('uploads/old-stray.bin', Buffer.from('old'));
    // Times in a bucket are whole seconds: the two strays are written over a second apart.
    await pause(1100);
    const between = Date.now();
    await pause(1100);
    await store().write('previews/uploads/gone.png/480.webp', Buffer.from('young'));

    const reported = await sweepStrays(api.db, store());
    expect(reported.map((stray) => stray.key).sort()).toEqual([
      'previews/uploads/gone.png/480.webp',
      'uploads/old-stray.bin',
    ]);
    expect(reported.every((stray) => !stray.removed)).toBe(true);
    expect(await store().stat('uploads/old-stray.bin')).not.toBeNull();
    const report = strayReport(false);
    expect(report.line(reported[0]!)).toMatch(/^\S+ {2}\d+ bytes {2}\d{4}-\d\d-\d\dT/);
    expect(report.total(reported)).toBe(
      '2 stray files (8 bytes); --remove removes those older than 1 hour.',
    );

    // An hour after the first stray was written, not the second.
    const now = () => between + STRAY_MIN_AGE_MS;
    const swept = await sweepStrays(api.db, store(), { remove: true, now });
    const removed = swept.filter((stray) => stray.removed).map((stray) => stray.key);
    expect(removed).toEqual(['uploads/old-stray.bin']);
    expect(strayReport(true).total(swept)).toBe('2 stray files (8 bytes): 1 removed, 1 kept.');
    expect(await store().stat('uploads/old-stray.bin')).toBeNull();
    expect(await store().stat('previews/uploads/gone.png/480.webp')).not.toBeNull();
    for (const key of kept) expect(await store().stat(key)).not.toBeNull();

    await store().remove('previews/uploads/gone.png/480.webp');
    expect(await sweepStrays(api.db, store())).toEqual([]);
  });

  it('leaves the files of previews being made, and of uploads in progress', async () => {
    const postId = await postIdOf(api.db, 'Waterfront Pavilion', 'Dusk exterior renders');
    const { id } = await api.db
      .selectFrom('media')
      .select('id')
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('media_previews')
      .values({
        media_id: id,
        source_key: 'uploads/making.mp4',
        status: 'working',
        files: null,
        created_at: new Date().toISOString(),
        error: null,
        width: null,
        height: null,
        completed_at: null,
        due_at: null,
        lease_owner: 'a worker',
        lease_expires_at: null,
        progress: null,
        pages: null,
      })
      .execute();
    await store().write('previews/uploads/making.mp4/480.jpg', Buffer.from('poster'));
    const userId = (await api.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    await api.db
      .insertInto('uploads')
      .values({
        upload_id: 'stray-test-upload',
        user_id: userId,
        post_id: postId,
        file_name: 'finishing.mp4',
        total_chunks: 1,
        total_size: 8,
        chunk_size: 8,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        sender_id: null,
        file_key: 'uploads/finishing.mp4',
        store_upload_id: null,
      })
      .execute();
    await store().write('uploads/finishing.mp4', Buffer.from('finished'));
    expect(await sweepStrays(api.db, store())).toEqual([]);
  });
  return api;
}

describe('the stray-object sweep on disk (MEDIA_DIR)', () => {
  const api = strayCases(() => startTestApp());

  it('never lists a write not renamed yet, or the previews’ scratch folder', async () => {
    const media = api.started().config.mediaDir;
    const scratch = path.join(media, '.work', 'previews', '12');
    fs.mkdirSync(scratch, { recursive: true });
    fs.writeFileSync(path.join(scratch, '720p.mp4'), 'being made');
    fs.mkdirSync(path.join(media, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(media, 'uploads', 'a.png.4242.part'), 'half');
    expect(await sweepStrays(api.db, fileStoreFor(api.started().config))).toEqual([]);
    // A prefix is a key's start, as in a bucket, not only a folder.
    const listed: string[] = [];
    for await (const file of fileStoreFor(api.started().config).list('uploads/kept')) {
      listed.push(file.key);
    }
    expect(listed.sort()).toEqual(['uploads/kept-v1.png', 'uploads/kept.png']);
  });
});

describeWithS3('the stray-object sweep in an S3 bucket (Ceph RGW)', () => {
  const bucket = withTestBucket();
  strayCases(() => startTestApp({ env: { MEDIA_STORE_URL: `s3://${bucket.bucket}/portal` } }));
});
