import { MIN_CHUNK_SIZE, type Media } from '@portal/contract';
import sharp from 'sharp';
import { findPost, queueDownload, waitForStatus } from '../test/download-jobs-support.js';
import { postIdOf } from '../test/media-support.js';
import { startTestApp, withApp } from '../test/test-app.js';
import { testEngine } from '../test/test-database.js';
import { finishUpload, sendChunks, testFile } from '../test/uploads-support.js';
import { startWorkerProcess, type WorkerProcess } from '../test/worker-process.js';
import { PreviewStatus } from '../previews/preview-files.js';

// An API process told to run no background work (BACKGROUND_WORK=0, as `pnpm start --workers`
// runs them) and the real worker process (worker-main.ts) beside it on one PostgreSQL database:
// what the API queues, the worker makes; the API makes nothing itself.
// On PostgreSQL only (the suite's engine, DATABASE_URL): a worker beside API processes needs a
// database they share, and the wake is PostgreSQL's.
jest.setTimeout(180_000);
const onPostgres = testEngine === 'postgres';
if (!onPostgres) console.warn('Skipping the worker process beside an API: it needs DATABASE_URL.');

/** Waits up to `ms` for `check` to hold, polling. */
async function eventually(check: () => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

(onPostgres ? describe : describe.skip)(
  'a worker process beside an API without background work [PostgreSQL only]',
  () => {
    // Its preview registration on, as in production: it queues (the seed's on first start).
    const api = withApp(() => startTestApp({ env: { BACKGROUND_WORK: '0' }, previewOptions: {} }));
    let worker: WorkerProcess | undefined;
    afterAll(() => worker?.stop('SIGKILL'));

    it('packs nothing in the API; the worker packs what it queued, woken at once', async () => {
      const admin = await api.signedIn('admin@example.com');
      const lobby = await findPost(api.db, 'Circular Quay Offices', 'Lobby concept');
      const first = (await queueDownload(admin, lobby)).json();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await admin.request('GET', `/api/download-jobs/${first.id}`)).json().status).toBe(
        'Queued',
      );

      worker = startWorkerProcess(api.started().config);
      expect(
        await eventually(
          async () =>
            (await admin.request('GET', `/api/download-jobs/${first.id}`)).json().status ===
            'Completed',
          60_000,
        ),
      ).toBe(true);
      // The next one is announced (NOTIFY) rather than found at the worker's 10 s poll.
      const other = await findPost(api.db, 'Bondi Residence', 'Living room options');
      const second = (await queueDownload(admin, other)).json();
      await waitForStatus(admin, second.id, 'Completed');
      const zip = await admin.request('GET', `/api/download-jobs/${second.id}/download`);
      expect(zip.statusCode).toBe(200);
    });

    it("makes an upload's previews in the worker process, which the API then serves", async () => {
      const admin = await api.signedIn('admin@example.com');
      const post = await postIdOf(api.db, 'Bondi Residence', 'Living room options');
      const bytes = await sharp({
        create: { width: 800, height: 450, channels: 3, background: '#2b5a8a' },
      })
        .png()
        .toBuffer();
      const file = testFile(post, 'worked.png', bytes, Math.max(MIN_CHUNK_SIZE, bytes.length));
      await sendChunks(admin, file);
      const finished = await finishUpload(admin, file, 'Image');
      expect(finished.statusCode).toBe(201);
      const { id } = finished.json() as Media;

      // After the seed's, which the API queued at its start and the worker makes first.
      const row = () =>
        api.db
          .selectFrom('media_previews')
          .select(['status', 'lease_owner'])
          .where('media_id', '=', id)
          .executeTakeFirstOrThrow();
      let owner: string | null = null;
      const made = await eventually(async () => {
        const now = await row();
        owner = now.lease_owner ?? owner;
        return now.status === PreviewStatus.Ready;
      }, 150_000);
      if (!made) throw new Error(`Not made in time:\n${worker!.output()}`);
      if (owner) expect(owner).toContain(`:${worker!.pid}:`);
      const picture = await admin.request('GET', `/api/media/${id}/thumbnail?w=480`, undefined, {
        headers: { accept: 'image/webp' },
      });
      expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/webp']);
      expect((await sharp(picture.rawPayload).metadata()).width).toBe(480);
    });

    it('stops on SIGTERM, putting back what it works on', async () => {
      expect(await worker!.stop()).toBe(0);
    });
  },
);
