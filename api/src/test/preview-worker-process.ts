// A preview worker in a process of its own, for the test that kills one with SIGKILL in the
// middle of a transcode. Reads DATABASE_FILE or DATABASE_URL, MEDIA_DIR, WORK_DIR and
// LEASE_MS from its environment; says "working" on its standard output once started.
import { openDatabase } from '../db/database.js';
import { diskFileStore } from '../media/file-store.js';
import { findFfmpeg } from '../previews/ffmpeg.js';
import { PreviewWorker } from '../previews/preview-worker.js';

const env = process.env;
const db = await openDatabase({
  databaseFile: env.DATABASE_FILE ?? '',
  databaseUrl: env.DATABASE_URL || undefined,
});
const worker = new PreviewWorker(db, diskFileStore(env.MEDIA_DIR!), {
  ffmpeg: findFfmpeg(),
  workDir: env.WORK_DIR,
  leaseMs: Number(env.LEASE_MS),
  pollMs: 100,
});
worker.start();
process.stdout.write('working\n');
