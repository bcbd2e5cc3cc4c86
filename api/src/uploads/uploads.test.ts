import fs from 'node:fs';
import path from 'node:path';
import { MIN_CHUNK_SIZE, UPLOAD_MESSAGES, type Media } from '@portal/contract';
import { postIdOf } from '../test/media-support.js';
import { userIdOf, withTestApp } from '../test/test-app.js';
import {
  finishUpload,
  patternedBytes,
  sendChunk,
  sendChunks,
  statusUrl,
  testFile,
} from '../test/uploads-support.js';
import { removeAbandonedUploads } from './cleanup.js';
import { directoryUploadStore } from './upload-store.js';

const api = withTestApp();
const bondiPost = () => postIdOf(api.db, 'Bondi Residence', 'Living room options');
const admin = () => api.signedIn('admin@example.com');
/** Three chunks at the smallest chunk size, the last one short. */
const threeChunkFile = async (name = 'plan.pdf') =>
  testFile(await bondiPost(), name, patternedBytes(2 * MIN_CHUNK_SIZE + 1234), MIN_CHUNK_SIZE);
const folderOf = (uploadId: string) => path.join(api.started().config.uploadDir, uploadId);

it('tells the uploader the chunk size and the largest file', async () => {
  const browser = await admin();
  const settings = await browser.request('GET', '/api/uploads/settings');
  expect(settings.json()).toEqual({ chunkSize: 104_857_600, maxFileSize: 20 * 1024 ** 3 });
});

it('takes a file in chunks, lists them, replaces a re-sent one, and makes it a medium', async () => {
  const browser = await admin();
  const file = await threeChunkFile('Level 3 plan.pdf');

  const first = await sendChunk(browser, file, 1);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ uploadId: file.uploadId, chunkNumber: 1, receivedChunks: 1 });
  expect((await sendChunk(browser, file, 3)).json().receivedChunks).toBe(2);

  const status = await browser.request('GET', statusUrl(file.uploadId));
  expect(status.statusCode).toBe(200);
  const { expiresAt, ...rest } = status.json();
  expect(rest).toEqual({
    uploadId: file.uploadId,
    fileName: 'Level 3 plan.pdf',
    totalChunks: 3,
    totalSize: file.bytes.length,
    chunkSize: MIN_CHUNK_SIZE,
    received: [1, 3],
  });
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);

  // Finishing too early names how many chunks are missing.
  const early = await finishUpload(browser, file, 'Pdf');
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(UPLOAD_MESSAGES.incomplete(1));

  // Chunk 2 first with wrong bytes of the right size (its checksum sent matches them), then
  // again with the right ones: the second replaces the first.
  const wrong = patternedBytes(MIN_CHUNK_SIZE, 99);
  expect((await sendChunk(browser, file, 2, { bytes: wrong })).statusCode).toBe(200);
  const again = await sendChunk(browser, file, 2);
  expect(again.json()).toEqual({ uploadId: file.uploadId, chunkNumber: 2, receivedChunks: 3 });

  const finished = await finishUpload(browser, file, 'Pdf', { description: 'Third floor.' });
  expect(finished.statusCode).toBe(201);
  const medium = finished.json() as Media;
  expect(medium).toMatchObject({
    mediaType: 'Pdf',
    title: 'Level 3 plan',
    description: 'Third floor.',
    contentType: 'application/pdf',
    size: file.bytes.length,
    linked: false,
    file: { fileName: 'Level 3 plan.pdf' },
  });
  const bytes = await browser.request('GET', `/api/media/${medium.id}/file`);
  expect(bytes.statusCode).toBe(200);
  expect(bytes.rawPayload.equals(file.bytes)).toBe(true);

  // The post lists it; the uploader is told; the upload and its chunks are gone.
  const notification = await api.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', await userIdOf(api.db, 'admin@example.com'))
    .where('type', '=', 'FileProcessed')
    .executeTakeFirstOrThrow();
  expect(notification).toMatchObject({
    title: 'File processed',
    message: 'Level 3 plan.pdf was added to Living room options.',
  });
  expect(JSON.parse(notification.data!)).toEqual({
    projectId: expect.any(Number),
    postId: file.postId,
    mediaId: medium.id,
  });
  expect(fs.existsSync(folderOf(file.uploadId))).toBe(false);
  const gone = await browser.request('GET', statusUrl(file.uploadId));
  expect(gone.statusCode).toBe(404);
  expect(gone.json().message).toBe(UPLOAD_MESSAGES.unknown);
  // A second click on Finish finds nothing to finish.
  const twice = await finishUpload(browser, file, 'Pdf');
  expect(twice.statusCode).toBe(404);
  expect(twice.json().message).toBe(UPLOAD_MESSAGES.unknown);
});

it('finishes once when two finishes arrive together', async () => {
  const browser = await admin();
  const file = await threeChunkFile('twice.pdf');
  await sendChunks(browser, file);
  const [one, two] = await Promise.all([
    finishUpload(browser, file, 'Pdf'),
    finishUpload(browser, file, 'Pdf'),
  ]);
  expect([one.statusCode, two.statusCode].sort()).toEqual([201, 404]);
  const media = await api.db
    .selectFrom('media')
    .select('id')
    .where('file_name', '=', 'twice.pdf')
    .execute();
  expect(media).toHaveLength(1);
});

it('refuses a damaged chunk (422), which counts as not received until it is sent again', async () => {
  const browser = await admin();
  const file = await threeChunkFile();
  await sendChunks(browser, file, [1]);
  const damaged = await sendChunk(browser, file, 1, {
    bytes: patternedBytes(MIN_CHUNK_SIZE, 3),
    overrides: { chunkSha256: 'a'.repeat(64) },
  });
  expect(damaged.statusCode).toBe(422);
  expect(damaged.json()).toEqual({
    message: UPLOAD_MESSAGES.checksum,
    errors: { ChunkSha256: [UPLOAD_MESSAGES.checksum] },
  });
  // Written in place, the refused copy may have changed the good one's bytes: send it again.
  expect((await browser.request('GET', statusUrl(file.uploadId))).json().received).toEqual([]);
  await sendChunks(browser, file, [2, 3]);
  expect((await finishUpload(browser, file, 'Pdf')).statusCode).toBe(409);
  await sendChunks(browser, file, [1]);
  const finished = await finishUpload(browser, file, 'Pdf');
  expect(finished.statusCode).toBe(201);
  const bytes = await browser.request('GET', `/api/media/${finished.json().id}/file`);
  expect(bytes.rawPayload.equals(file.bytes)).toBe(true);
  expect(fs.readdirSync(api.started().config.uploadDir)).not.toContain(file.uploadId);
});

it('refuses chunks of the wrong size, numbers past the end and files over the limit', async () => {
  const browser = await admin();
  const file = await threeChunkFile();
  const short = await sendChunk(browser, file, 1, { bytes: patternedBytes(MIN_CHUNK_SIZE - 1) });
  expect(short.statusCode).toBe(400);
  expect(short.json().errors).toEqual({ ChunkSize: [UPLOAD_MESSAGES.chunkSize] });
  const long = await sendChunk(browser, file, 3, { bytes: patternedBytes(MIN_CHUNK_SIZE) });
  expect(long.statusCode).toBe(400);
  expect(long.json().message).toBe(UPLOAD_MESSAGES.chunkSize);
  const past = await sendChunk(browser, file, 4);
  expect(past.statusCode).toBe(400);
  expect(past.json().errors).toEqual({ ChunkNumber: [UPLOAD_MESSAGES.chunkNumber] });
  const huge = await sendChunk(browser, file, 1, {
    overrides: { totalSize: String(21 * 1024 ** 3) },
  });
  expect(huge.statusCode).toBe(413);
  expect(huge.json().message).toBe(UPLOAD_MESSAGES.fileTooLarge('20 GB'));
  const bad = await sendChunk(browser, file, 1, { overrides: { uploadId: 'not-a-uuid' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors).toEqual({ UploadId: [UPLOAD_MESSAGES.uploadId] });
  expect((await browser.request('GET', statusUrl(file.uploadId))).json().received).toEqual([]);
});

it('asks for the fields before the chunk, and for multipart at all', async () => {
  const browser = await admin();
  const file = await threeChunkFile();
  const fileFirst = await sendChunk(browser, file, 1, { fileFirst: true });
  expect(fileFirst.statusCode).toBe(400);
  expect(fileFirst.json().message).toBe(UPLOAD_MESSAGES.chunkMissing);
  const form = new FormData();
  form.append('uploadId', file.uploadId);
  const noFile = await browser.request('POST', '/api/uploads/chunks', form);
  expect(noFile.statusCode).toBe(400);
  expect(noFile.json().message).toBe(UPLOAD_MESSAGES.chunkMissing);
  // A body cut off in the middle of the chunk is a 400, not a 500, and stores nothing.
  const fields = {
    uploadId: file.uploadId,
    postId: file.postId,
    fileName: file.fileName,
    chunkNumber: 1,
    totalChunks: 3,
    totalSize: file.bytes.length,
    chunkSize: MIN_CHUNK_SIZE,
  };
  const part = (headers: string) => `--x\r\ncontent-disposition: form-data; ${headers}\r\n\r\n`;
  const cutBody =
    Object.entries(fields)
      .map(([name, value]) => `${part(`name="${name}"`)}${value}\r\n`)
      .join('') + `${part('name="chunk"; filename="a"')}${'z'.repeat(1000)}`;
  const cut = await browser.request('POST', '/api/uploads/chunks', cutBody, {
    contentType: 'multipart/form-data; boundary=x',
  });
  expect(cut.statusCode).toBe(400);
  expect(cut.json()).toEqual({
    message: 'The chunk request could not be read: send it again.',
    errors: {},
  });
  // Whatever of it reached the disk does not count: the chunk is not received.
  expect((await browser.request('GET', statusUrl(file.uploadId))).json().received).toEqual([]);
  const json = await browser.request('POST', '/api/uploads/chunks', { uploadId: file.uploadId });
  expect(json.statusCode).toBe(400);
  expect(json.json().message).toBe(UPLOAD_MESSAGES.notMultipart);
});

it('refuses a chunk over the multipart limit with a 413 in the API shape', async () => {
  const browser = await admin();
  const limit = 104_857_600;
  const file = testFile(await bondiPost(), 'big.zip', Buffer.alloc(limit), limit);
  const response = await sendChunk(browser, file, 1, { bytes: Buffer.alloc(limit + 1) });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.chunkTooLarge, errors: {} });
  expect((await browser.request('GET', statusUrl(file.uploadId))).json().received).toEqual([]);
}, 60_000);

it('keeps an upload id to its file and its user', async () => {
  const browser = await admin();
  const file = await threeChunkFile();
  await sendChunks(browser, file, [1]);
  const changed = await sendChunk(browser, { ...file, fileName: 'other.pdf' }, 2);
  expect(changed.statusCode).toBe(409);
  expect(changed.json().message).toBe(UPLOAD_MESSAGES.changed);

  // Olivia may upload to the post, but not into someone else's upload, nor see or cancel it.
  const olivia = await api.signedIn('olivia@harbourco.example.com');
  expect((await sendChunk(olivia, file, 2)).statusCode).toBe(409);
  const status = await olivia.request('GET', statusUrl(file.uploadId));
  expect(status.statusCode).toBe(404);
  expect(status.json().message).toBe(UPLOAD_MESSAGES.unknown);
  expect((await olivia.request('DELETE', statusUrl(file.uploadId))).statusCode).toBe(404);
  expect((await finishUpload(olivia, file, 'Pdf')).statusCode).toBe(404);
  expect((await browser.request('GET', statusUrl(file.uploadId))).json().received).toEqual([1]);
});

it('lets only those who may edit the post upload to it', async () => {
  const file = await threeChunkFile();
  const casey = await api.signedIn('client@example.com');
  const refused = await sendChunk(casey, file, 1);
  expect(refused.statusCode).toBe(403);
  const liam = await api.signedIn('liam@southerncross.example.com');
  const hidden = await sendChunk(liam, file, 1);
  expect(hidden.statusCode).toBe(404);
  const visitor = api.visitor();
  await visitor.request('GET', '/api/account/user-state');
  expect((await sendChunk(visitor, file, 1)).statusCode).toBe(401);
  expect(fs.existsSync(folderOf(file.uploadId))).toBe(false);
});

it('checks the media type against the file', async () => {
  const browser = await admin();
  const file = await threeChunkFile('drawing.pdf');
  await sendChunks(browser, file);
  for (const type of ['Video', 'PixelStream', 'Image']) {
    const response = await finishUpload(browser, file, type);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ MediaType: [UPLOAD_MESSAGES.typeMismatch(type)] });
  }
  expect((await finishUpload(browser, file, 'Pdf')).statusCode).toBe(201);
});

it('cancels an upload: its rows and files go', async () => {
  const browser = await admin();
  const file = await threeChunkFile();
  await sendChunks(browser, file, [1, 2]);
  expect(fs.existsSync(folderOf(file.uploadId))).toBe(true);
  const cancelled = await browser.request('DELETE', statusUrl(file.uploadId));
  expect(cancelled.json()).toEqual({ success: true });
  expect(fs.existsSync(folderOf(file.uploadId))).toBe(false);
  expect((await browser.request('GET', statusUrl(file.uploadId))).statusCode).toBe(404);
  const rows = await api.db
    .selectFrom('upload_chunks')
    .select('chunk_number')
    .where('upload_id', '=', file.uploadId)
    .execute();
  expect(rows).toEqual([]);
});

it('removes uploads abandoned for a day, and keeps the others', async () => {
  const browser = await admin();
  const stale = await threeChunkFile();
  const fresh = await threeChunkFile();
  await sendChunks(browser, stale, [1]);
  await sendChunks(browser, fresh, [1]);
  const dayAndABit = 24 * 60 * 60 * 1000 + 60_000;
  const then = new Date(Date.now() - dayAndABit);
  await api.db
    .updateTable('uploads')
    .set({ updated_at: then.toISOString() })
    .where('upload_id', '=', stale.uploadId)
    .execute();
  fs.utimesSync(folderOf(stale.uploadId), then, then);
  // A folder left without a row (a crash between the write and its row), as old.
  const orphan = folderOf('00000000-0000-4000-8000-000000000000');
  fs.mkdirSync(orphan);
  fs.utimesSync(orphan, then, then);

  const store = directoryUploadStore(api.started().config.uploadDir);
  const swept = await removeAbandonedUploads(api.db, store);
  expect(swept.abandoned).toContain(stale.uploadId);
  expect(swept.abandoned).not.toContain(fresh.uploadId);
  expect(fs.existsSync(folderOf(stale.uploadId))).toBe(false);
  expect(fs.existsSync(orphan)).toBe(false);
  expect((await browser.request('GET', statusUrl(stale.uploadId))).statusCode).toBe(404);
  expect((await browser.request('GET', statusUrl(fresh.uploadId))).json().received).toEqual([1]);
});
