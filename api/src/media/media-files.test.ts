import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ASSETS_DIR } from './file-store.js';
import { mediaId, postIdOf } from '../test/media-support.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();
const fileOf = (id: number) => `/api/media/${id}/file`;
const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });

it('answers a byte range of a stored video, as players ask while seeking', async () => {
  const id = await mediaId(api.db, 'Waterfront Pavilion', 'Fly-through');
  const size = fs.statSync(path.join(DEMO_ASSETS_DIR, 'pavilion-flythrough.mp4')).size;
  const whole = await get(fileOf(id));
  expect(whole.statusCode).toBe(200);
  expect(whole.headers).toMatchObject({
    'content-type': 'video/mp4',
    'accept-ranges': 'bytes',
    'content-length': String(size),
  });
  const part = await get(fileOf(id), { range: 'bytes=10-19' });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
  expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
  const tail = await get(fileOf(id), { range: 'bytes=-4' });
  expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 4));
  const past = await get(fileOf(id), { range: `bytes=${size}-` });
  expect(past.statusCode).toBe(416);
  expect(past.headers['content-range']).toBe(`bytes */${size}`);
  expect(past.json().message).toBe('The requested range is outside the file.');
  const again = await get(fileOf(id), { 'if-none-match': String(whole.headers.etag) });
  expect(again.statusCode).toBe(304);
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
