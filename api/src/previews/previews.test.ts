import fs from 'node:fs';
import path from 'node:path';
import { MIN_CHUNK_SIZE, type Media, type ProjectDetail } from '@portal/contract';
import sharp from 'sharp';
import { DEMO_ASSETS_DIR, diskFileStore, type FileStore } from '../media/file-store.js';
import { mediaId, postIdOf } from '../test/media-support.js';
import { startTestApp, withApp, type TestBrowser } from '../test/test-app.js';
import { finishUpload, sendChunks, testFile } from '../test/uploads-support.js';
import { PreviewStatus, previewFolderOf } from './preview-files.js';
import { UNREADABLE_IMAGE } from './make-previews.js';
import { PreviewWorker, PREVIEW_FAILED } from './preview-worker.js';

const api = withApp(() => startTestApp({ previewOptions: { pollMs: 0 } }));
// The seed's ten pictures, each at three widths in three formats, on a busy machine.
jest.setTimeout(120_000);

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** Lets the API's preview worker make everything queued. */
async function previewsMade() {
  await api.app.ready();
  api.app.previews!.wake();
  await api.app.previews!.idle();
}

/** The preview rows of a medium. */
const rowsOf = (id: number) =>
  api.db.selectFrom('media_previews').selectAll().where('media_id', '=', id).execute();

/** A PNG of a gradient `width` × `height` (a render's worth of detail, not one colour). */
const renderPng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();

/** A project's id by its name. */
async function projectIdOf(name: string) {
  const { id } = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return id;
}

/** A medium as its project's page lists it. */
async function mediumOfPost(user: TestBrowser, id: number) {
  const answer = await user.request('GET', `/api/projects/${await projectIdOf('Bondi Residence')}`);
  const { posts } = answer.json() as ProjectDetail;
  return posts.flatMap((post) => post.media).find((media) => media.id === id);
}

/** Uploads bytes as a new medium of a post (Bondi's living room by default), as the admin. */
async function upload(fileName: string, bytes: Buffer, mediaType = 'Image', postId?: number) {
  const admin = await api.signedIn('admin@example.com');
  const post = postId ?? (await postIdOf(api.db, 'Bondi Residence', 'Living room options'));
  const file = testFile(post, fileName, bytes, Math.max(MIN_CHUNK_SIZE, bytes.length));
  await sendChunks(admin, file);
  const finished = await finishUpload(admin, file, mediaType);
  expect(finished.statusCode).toBe(201);
  return { admin, medium: finished.json() as Media };
}

it("makes the demo seed's pictures their previews on first start, and sends the best one a browser takes", async () => {
  await previewsMade();
  const id = await mediaId(api.db, 'Circular Quay Offices', 'Lobby concept');
  const [row] = await rowsOf(id);
  expect(row).toMatchObject({ status: PreviewStatus.Ready, width: 1600, height: 900 });
  const admin = await api.signedIn('admin@example.com');
  const original = await admin.request('GET', `/api/media/${id}/file`);

  const avif = await admin.request('GET', `/api/media/${id}/thumbnail`, undefined, {
    headers: { accept: AVIF_FIRST },
  });
  expect(avif.statusCode).toBe(200);
  expect(avif.headers['content-type']).toBe('image/avif');
  expect(avif.headers.vary).toMatch(/Accept/);
  expect(avif.rawPayload.length).toBeLessThan(original.rawPayload.length / 2);
  // Sized for a tile on a dense screen: 960 px wide.
  expect((await sharp(avif.rawPayload).metadata()).width).toBe(960);

  // A browser that takes neither AVIF nor WebP gets JPEG.
  const jpeg = await admin.request('GET', `/api/media/${id}/thumbnail`, undefined, {
    headers: { accept: 'image/jpeg,*/*;q=0.5' },
  });
  expect(jpeg.headers['content-type']).toBe('image/jpeg');
  expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
  // The original is still the file.
  expect(original.headers['content-type']).toBe('image/jpeg');
});

it("makes the demo seed's videos their posters and copies, and its PDF its first page and page count", async () => {
  await previewsMade();
  const admin = await api.signedIn('admin@example.com');
  const project = await admin.request(
    'GET',
    `/api/projects/${await projectIdOf('Waterfront Pavilion')}`,
  );
  const media = (project.json() as ProjectDetail).posts.flatMap((post) => post.media);
  const byTitle = (title: string) => media.find((m) => m.title === title)!;
  // An H.264 720p MP4 with its index first plays as it is: a poster, no copy.
  expect(byTitle('Fly-through').preview).toMatchObject({
    status: 'ready',
    copies: [],
    widths: [480, 960, 1280],
  });
  const report = byTitle('Design visualisation report');
  expect(report.preview).toMatchObject({ status: 'ready', pages: 4, width: 1920, height: 1357 });
  const page = await admin.request('GET', `${report.thumbnailUrl}?w=480`);
  expect(page.headers['content-type']).toBe('image/jpeg');
  expect((await sharp(page.rawPayload).metadata()).width).toBe(480);
});

it('makes the previews of an uploaded render, never wider than it', async () => {
  const { admin, medium } = await upload('Atrium render.png', await renderPng(1200, 800));
  const [queued] = await rowsOf(medium.id);
  expect(queued!.status).toMatch(/^(queued|working|ready)$/);
  await previewsMade();
  const [row] = await rowsOf(medium.id);
  expect(row).toMatchObject({ status: PreviewStatus.Ready, width: 1200, height: 800 });
  const files = JSON.parse(row!.files!) as { width: number; format: string }[];
  expect([...new Set(files.map((file) => file.width))].sort((a, b) => a - b)).toEqual([
    480, 960, 1200,
  ]);
  const picture = await admin.request('GET', `/api/media/${medium.id}/thumbnail`, undefined, {
    headers: { accept: AVIF_FIRST },
  });
  expect((await sharp(picture.rawPayload).metadata()).width).toBe(960);
  // A tile asks for the width it is shown at: the narrowest at least that wide comes.
  for (const [asked, sent] of [
    [300, 480],
    [481, 960],
    [4000, 1200],
  ]) {
    const at = await admin.request('GET', `/api/media/${medium.id}/thumbnail?w=${asked}`);
    expect(at.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(at.rawPayload).metadata()).width).toBe(sent);
  }
  expect((await admin.request('GET', `/api/media/${medium.id}/thumbnail?w=wide`)).statusCode).toBe(
    400,
  );
});

it('says when a file cannot be read as an image, and keeps the original downloadable', async () => {
  const bytes = Buffer.from('This is not a PNG at all, only words in a file named like one.');
  const { admin, medium } = await upload('Broken render.png', bytes);
  await previewsMade();
  const [row] = await rowsOf(medium.id);
  expect(row).toMatchObject({ status: PreviewStatus.Failed, error: UNREADABLE_IMAGE });
  expect((await mediumOfPost(admin, medium.id))?.preview).toMatchObject({
    status: 'failed',
    reason: UNREADABLE_IMAGE,
    widths: [],
  });
  const file = await admin.request('GET', `/api/media/${medium.id}/file`);
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload).toEqual(bytes);
});

it('takes over a job whose worker died, and removes what that worker left', async () => {
  const { medium } = await upload('Terrace render.png', await renderPng(600, 400));
  await previewsMade();
  const key = (await rowsOf(medium.id))[0]!.source_key;
  // Made again: a worker took the job and died mid-way, its lease ran out, a half-written file
  // is left.
  await api.db
    .updateTable('media_previews')
    .set({
      status: PreviewStatus.Working,
      files: null,
      attempts: 1,
      lease_owner: 'a-process-that-died',
      lease_expires_at: '2000-01-01T00:00:00.000Z',
    })
    .where('media_id', '=', medium.id)
    .execute();
  const store = diskFileStore(api.started().config.mediaDir);
  const partial = `${previewFolderOf(key)}/960.webp.4242.part`;
  await store.write(partial, Buffer.from('half a picture'));
  await previewsMade();
  const [row] = await rowsOf(medium.id);
  expect(row).toMatchObject({ status: PreviewStatus.Ready, attempts: 2, lease_owner: null });
  expect(await store.stat(partial)).toBeNull();
});

it("removes a medium's file and previews with it, and a post's media's with the post", async () => {
  const { admin, medium } = await upload('Garden render.png', await renderPng(700, 400));
  await previewsMade();
  const [row] = await rowsOf(medium.id);
  const mediaDir = api.started().config.mediaDir;
  const folder = path.join(mediaDir, previewFolderOf(row!.source_key));
  // 480 and 700 px (its own width, for 960 and 1920), each in three formats.
  expect(fs.readdirSync(folder)).toHaveLength(6);
  expect(fs.existsSync(path.join(mediaDir, row!.source_key))).toBe(true);
  expect((await admin.request('DELETE', `/api/media/${medium.id}`)).statusCode).toBe(200);
  expect(await rowsOf(medium.id)).toEqual([]);
  expect(fs.existsSync(folder)).toBe(false);
  expect(fs.existsSync(path.join(mediaDir, row!.source_key))).toBe(false);

  // A post deleted with its media: their files and previews go too.
  const project = await projectIdOf('Bondi Residence');
  const post = await admin.request('POST', `/api/projects/${project}/posts`, {
    title: 'Short-lived',
    summary: '',
  });
  const postId = (post.json() as { id: number }).id;
  const { medium: second } = await upload(
    'Porch render.png',
    await renderPng(600, 400),
    'Image',
    postId,
  );
  await previewsMade();
  const [made] = await rowsOf(second.id);
  expect((await admin.request('DELETE', `/api/posts/${postId}`)).statusCode).toBe(200);
  expect(fs.existsSync(path.join(mediaDir, previewFolderOf(made!.source_key)))).toBe(false);
  expect(fs.existsSync(path.join(mediaDir, made!.source_key))).toBe(false);
  // The demo seed's files are never removed (every fresh database shares them).
  expect(fs.existsSync(path.join(DEMO_ASSETS_DIR, 'lobby-concept.jpg'))).toBe(true);
});

it('retries a job that failed for a passing reason, after a wait, and fails it in the end', async () => {
  // The API's own worker stays out of it: this test's worker is the only one.
  await api.app.previews!.stop();
  const { medium } = await upload('Foyer render.png', await renderPng(500, 300));
  const config = api.started().config;
  const disk = diskFileStore(config.mediaDir);
  let failures = 1;
  // A store whose disk is full for the first write.
  const flaky: FileStore = {
    ...disk,
    write: async (key, bytes) => {
      if (failures-- > 0) throw new Error('ENOSPC: no space left on device');
      return disk.write(key, bytes);
    },
  };
  const worker = new PreviewWorker(api.db, flaky, { pollMs: 0, retryDelaysMs: [60_000] });
  worker.start();
  await worker.idle();
  const [waiting] = await rowsOf(medium.id);
  expect(waiting).toMatchObject({ status: PreviewStatus.Queued, error: PREVIEW_FAILED });
  expect(Date.parse(waiting!.due_at!)).toBeGreaterThan(Date.now() + 50_000);
  // Not due yet: nothing is taken.
  worker.wake();
  await worker.idle();
  expect((await rowsOf(medium.id))[0]!.status).toBe(PreviewStatus.Queued);
  // Due now, and failing again: its last attempt, so it fails.
  failures = 1;
  await api.db
    .updateTable('media_previews')
    .set({ due_at: null })
    .where('media_id', '=', medium.id)
    .execute();
  worker.wake();
  await worker.idle();
  expect((await rowsOf(medium.id))[0]).toMatchObject({
    status: PreviewStatus.Failed,
    error: PREVIEW_FAILED,
    attempts: 2,
  });
  await worker.stop();
  expect(fs.existsSync(path.join(config.mediaDir, previewFolderOf(waiting!.source_key)))).toBe(
    false,
  );
});

it("tells where a medium's previews stand on the post, from queued to ready", async () => {
  // Nothing takes the job until this test's worker does.
  await api.app.previews!.stop();
  const { admin, medium } = await upload('Stair render.png', await renderPng(1000, 600));
  expect(medium.preview).toEqual({
    status: 'queued',
    progress: null,
    reason: null,
    widths: [],
    copies: [],
    pages: null,
    width: null,
    height: null,
  });
  const worker = new PreviewWorker(api.db, diskFileStore(api.started().config.mediaDir), {
    pollMs: 0,
  });
  worker.start();
  await worker.idle();
  await worker.stop();
  expect(await mediumOfPost(admin, medium.id)).toMatchObject({
    preview: { status: 'ready', reason: null, widths: [480, 960, 1000], width: 1000, height: 600 },
  });
});

it("gives a previews-only link's guests the previews, never the originals", async () => {
  await previewsMade();
  const admin = await api.signedIn('admin@example.com');
  const projectId = await projectIdOf('Waterfront Pavilion');
  const created = await admin.request('POST', `/api/projects/${projectId}/share-links`, {
    downloads: 'previews',
  });
  const token = (created.json() as { url: string }).url.split('/share/')[1]!;
  const download = async (title: string) =>
    api
      .visitor()
      .request(
        'GET',
        `/api/share/${token}/media/${await mediaId(api.db, 'Waterfront Pavilion', title)}/file?download=1`,
      );
  // A render: its largest preview, a JPEG, as an attachment.
  const dusk = await download('Dusk from the foreshore');
  expect(dusk.statusCode).toBe(200);
  expect(dusk.headers['content-type']).toBe('image/jpeg');
  expect(decodeURIComponent(String(dusk.headers['content-disposition']))).toMatch(
    /^attachment; .*Dusk from the foreshore \(preview\)\.jpg$/,
  );
  const original = await admin.request(
    'GET',
    `/api/media/${await mediaId(api.db, 'Waterfront Pavilion', 'Dusk from the foreshore')}/file`,
  );
  expect(dusk.rawPayload.equals(original.rawPayload)).toBe(false);
  // A PDF: its first page's picture.
  const report = await download('Design visualisation report');
  expect(report.headers['content-type']).toBe('image/jpeg');
  expect((await sharp(report.rawPayload).metadata()).width).toBe(1920);
  // A zip has no preview.
  const zip = await download('Deliverables package');
  expect(zip.statusCode).toBe(403);
});
