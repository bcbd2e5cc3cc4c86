import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ASSETS_DIR } from './file-store.js';
import { mediaId, postIdOf } from '../test/media-support.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();
const fileOf = (id: number) => `/api/media/${id}/file`;
const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });

/** The demo fly-through: its id, its size, and its whole answer. */
async function flyThrough() {
  const id = await mediaId(api.db, 'Waterfront Pavilion', 'Fly-through');
  const file = fs.readFileSync(path.join(DEMO_ASSETS_DIR, 'pavilion-flythrough.mp4'));
  const whole = await get(fileOf(id));
  expect(whole.statusCode).toBe(200);
  expect(whole.rawPayload.equals(file)).toBe(true);
  return { id, size: file.length, whole, etag: String(whole.headers.etag) };
}

/** What every answer with the fly-through's bytes says of them (a Showcase medium's). */
const FLY_THROUGH_HEADERS = {
  'content-type': 'video/mp4',
  'content-disposition': "inline; filename*=UTF-8''pavilion-flythrough.mp4",
  'cache-control': 'public, max-age=3600',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'accept-ranges': 'bytes',
};

it('answers a byte range of a stored video, as players ask while seeking', async () => {
  const { id, size, whole, etag } = await flyThrough();
  expect(whole.headers).toMatchObject({ ...FLY_THROUGH_HEADERS, 'content-length': String(size) });

  const first = await get(fileOf(id), { range: 'bytes=0-9' });
  expect(first.statusCode).toBe(206);
  expect(first.headers).toMatchObject({
    ...FLY_THROUGH_HEADERS,
    etag,
    'content-range': `bytes 0-9/${size}`,
    'content-length': '10',
  });
  expect(first.rawPayload).toEqual(whole.rawPayload.subarray(0, 10));

  const part = await get(fileOf(id), { range: 'bytes=10-19' });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
  expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));

  const tail = await get(fileOf(id), { range: 'bytes=-4' });
  expect(tail.statusCode).toBe(206);
  expect(tail.headers['content-range']).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
  expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 4));

  const rest = await get(fileOf(id), { range: `bytes=${size - 3}-` });
  expect(rest.statusCode).toBe(206);
  expect(rest.rawPayload).toEqual(whole.rawPayload.subarray(size - 3));

  const past = await get(fileOf(id), { range: `bytes=${size}-` });
  expect(past.statusCode).toBe(416);
  expect(past.headers['content-range']).toBe(`bytes */${size}`);
  expect(past.json()).toEqual({ message: 'The requested range is outside the file.', errors: {} });

  // Several ranges at once: the whole file (as before the library answered ranges).
  const several = await get(fileOf(id), { range: 'bytes=0-1,5-6' });
  expect(several.statusCode).toBe(200);
  expect(several.rawPayload).toHaveLength(size);
});

it('revalidates a stored file by its ETag or its date, and resumes a range only if unchanged', async () => {
  const { id, size, whole, etag } = await flyThrough();
  const notModified = (answer: Awaited<ReturnType<typeof get>>) => {
    expect(answer.statusCode).toBe(304);
    expect(answer.rawPayload).toHaveLength(0);
    expect(answer.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=3600' });
  };
  notModified(await get(fileOf(id), { 'if-none-match': etag }));
  notModified(await get(fileOf(id), { 'if-none-match': `"another-file", ${etag}` }));
  const changed = await get(fileOf(id), { 'if-none-match': '"another-file"' });
  expect(changed.statusCode).toBe(200);
  expect(changed.rawPayload).toHaveLength(size);

  const modified = String(whole.headers['last-modified']);
  expect(Date.parse(modified)).not.toBeNaN();
  notModified(await get(fileOf(id), { 'if-modified-since': modified }));
  const older = await get(fileOf(id), { 'if-modified-since': new Date(0).toUTCString() });
  expect(older.statusCode).toBe(200);

  const precondition = await get(fileOf(id), { 'if-match': '"another-file"' });
  expect(precondition.statusCode).toBe(412);
  expect(precondition.json().message).toBe('The file is not the copy the request names.');
  expect((await get(fileOf(id), { 'if-match': etag })).statusCode).toBe(200);

  const resumed = await get(fileOf(id), { range: 'bytes=0-9', 'if-range': etag });
  expect(resumed.statusCode).toBe(206);
  expect(resumed.rawPayload).toEqual(whole.rawPayload.subarray(0, 10));
  // The copy the range would complete is not this file any more: the whole file instead.
  const stale = await get(fileOf(id), { range: 'bytes=0-9', 'if-range': '"an-older-copy"' });
  expect(stale.statusCode).toBe(200);
  expect(stale.headers['content-range']).toBeUndefined();
  expect(stale.headers).toMatchObject({ ...FLY_THROUGH_HEADERS, 'content-length': String(size) });
  expect(stale.rawPayload.equals(whole.rawPayload)).toBe(true);
});

it('says a stored file gone from the store is missing, and sends bytes kept in a row whole', async () => {
  const post = await postIdOf(api.db, 'Waterfront Pavilion', 'Site model');
  const medium = (values: { title: string; file_key?: string; content?: Buffer }) =>
    api.db
      .insertInto('media')
      .values({
        post_id: post,
        media_type: 'Zip',
        content_type: 'application/zip',
        content: Buffer.alloc(0),
        sort_order: 9,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const { id: gone } = await medium({ title: 'Lost file', file_key: 'uploads/lost.zip' });
  const missing = await get(fileOf(gone), { range: 'bytes=0-9' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({
    message: 'The file is missing from the media store.',
    errors: {},
  });

  // An item stored before file keys (migration 0009) keeps its bytes in its row.
  const bytes = Buffer.from('PK the bytes of an early upload');
  const { id: early } = await medium({ title: 'Early archive', content: bytes });
  const row = await get(fileOf(early), { range: 'bytes=0-9' });
  expect(row.statusCode).toBe(200);
  expect(row.headers).toMatchObject({
    'content-type': 'application/zip',
    'content-disposition': "inline; filename*=UTF-8''Early%20archive",
    'x-content-type-options': 'nosniff',
  });
  expect(row.rawPayload).toEqual(bytes);
  await api.db.deleteFrom('media').where('id', 'in', [gone, early]).execute();
});

it("serves a private project's files to its team only, and a draft's to its editors only", async () => {
  const id = await mediaId(api.db, 'Bondi Residence', 'Option A');
  expect((await get(fileOf(id))).statusCode).toBe(404);
  const casey = await api.signedIn('client@example.com');
  expect((await casey.request('GET', fileOf(id))).statusCode).toBe(200);
  const liam = await api.signedIn('liam@southerncross.example.com');
  expect((await liam.request('GET', fileOf(id))).statusCode).toBe(404);

  const post = await postIdOf(api.db, 'Bondi Residence', 'Living room options');
  await api.db.updateTable('posts').set({ published_at: null }).where('id', '=', post).execute();
  expect((await casey.request('GET', fileOf(id))).statusCode).toBe(404);
  const olivia = await api.signedIn('olivia@harbourco.example.com');
  expect((await olivia.request('GET', fileOf(id))).statusCode).toBe(200);
  await api.db
    .updateTable('posts')
    .set({ published_at: '2026-11-01 00:00:00' })
    .where('id', '=', post)
    .execute();
});

it('gives an item with a picture of its own that picture, and says when there is none', async () => {
  // (A picture's, a video's and a PDF's are their previews: previews/*.test.ts.)
  const zip = await mediaId(api.db, 'Waterfront Pavilion', 'Deliverables package');
  const poster = await get(`/api/media/${zip}/thumbnail`);
  expect(poster.statusCode).toBe(200);
  expect(poster.headers['content-type']).toBe('image/jpeg');
  const stream = await mediaId(api.db, 'Skyline Residences', 'Interactive walkthrough');
  const none = await get(`/api/media/${stream}/thumbnail`);
  expect(none.statusCode).toBe(404);
  expect(none.json().message).toBe('No picture for this item.');
});

it('sends a linked item on to its address', async () => {
  const stream = await mediaId(api.db, 'Skyline Residences', 'Interactive walkthrough');
  const answer = await get(fileOf(stream));
  expect(answer.statusCode).toBe(302);
  expect(answer.headers.location).toBe('/api/demo/pixel-stream');
});

it('lists a stored zip from its index, and says why it cannot list others', async () => {
  const zip = await mediaId(api.db, 'Waterfront Pavilion', 'Deliverables package');
  const listing = await get(`/api/media/${zip}/entries`);
  expect(listing.statusCode).toBe(200);
  const names = listing.json().entries.map((entry: { name: string }) => entry.name);
  expect(names).toEqual(
    expect.arrayContaining(['README.txt', 'report/pavilion-design-report.pdf']),
  );
  expect(listing.json().totalEntries).toBeGreaterThanOrEqual(5);
  const readme = listing
    .json()
    .entries.find((entry: { name: string }) => entry.name === 'README.txt');
  expect(readme).toMatchObject({ isDirectory: false, size: expect.any(Number) });
  expect(readme.modified).toMatch(/^\d{4}-\d\d-\d\dT/);

  const image = await mediaId(api.db, 'Waterfront Pavilion', 'Dusk from the foreshore');
  expect((await get(`/api/media/${image}/entries`)).statusCode).toBe(404);

  const post = await postIdOf(api.db, 'Waterfront Pavilion', 'Site model');
  const { id: broken } = await api.db
    .insertInto('media')
    .values({
      post_id: post,
      media_type: 'Zip',
      title: 'Damaged archive',
      content_type: 'application/zip',
      content: Buffer.from('PK not really a zip'),
      sort_order: 9,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const damaged = await get(`/api/media/${broken}/entries`);
  expect(damaged.statusCode).toBe(422);
  expect(damaged.json().message).toBe('The archive could not be read: it may be damaged.');
  await api.db.deleteFrom('media').where('id', '=', broken).execute();
});

it('serves the stand-in pixel stream sandboxed', async () => {
  const page = await get('/api/demo/pixel-stream');
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['content-security-policy']).toMatch(
    /^sandbox allow-scripts allow-pointer-lock;/,
  );
  expect(page.body).toContain('<title>Pixel stream (demo)</title>');
});
