import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIN_CHUNK_SIZE, type Media } from '@portal/contract';
import sharp from 'sharp';
import { postIdOf } from '../test/media-support.js';
import { startTestApp, withApp } from '../test/test-app.js';
import { finishUpload, sendChunks, testFile } from '../test/uploads-support.js';
import { PreviewStatus } from './preview-files.js';

// Two API processes on one PostgreSQL database, as on two machines: one answers users and runs
// no preview worker, the other only works, and never polls. A finished upload on the first
// reaches the second's worker through the database (LISTEN/NOTIFY), or not at all.
jest.setTimeout(180_000);
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('Skipping the cross-process preview wake: it needs DATABASE_URL.');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wake-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

(onPostgres ? describe : describe.skip)('previews woken across processes', () => {
  const worker = withApp(() => startTestApp({ dataDir: dir, previewOptions: { pollMs: 0 } }));
  const api = withApp(() => startTestApp({ dataDir: dir }));

  it("makes an upload's previews on the other process, woken by the database alone", async () => {
    // The seed's pictures first, so the worker is idle when the upload comes.
    await worker.app.ready();
    await worker.app.previews!.idle();
    expect(api.app.previews).toBeUndefined();

    const admin = await api.signedIn('admin@example.com');
    const post = await postIdOf(api.db, 'Bondi Residence', 'Living room options');
    const bytes = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#5a8a2b' },
    })
      .png()
      .toBuffer();
    const file = testFile(post, 'woken.png', bytes, Math.max(MIN_CHUNK_SIZE, bytes.length));
    await sendChunks(admin, file);
    const finished = await finishUpload(admin, file, 'Image');
    expect(finished.statusCode).toBe(201);
    const { id } = finished.json() as Media;

    const status = async () =>
      (
        await api.db
          .selectFrom('media_previews')
          .select('status')
          .where('media_id', '=', id)
          .executeTakeFirst()
      )?.status;
    const until = Date.now() + 60_000;
    while ((await status()) !== PreviewStatus.Ready && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await status()).toBe(PreviewStatus.Ready);
  });
});
