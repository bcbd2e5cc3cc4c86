import Fastify from 'fastify';
import { createMailer } from './account/mailer.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { prepareMediaStore } from './media/store-for.js';
import { registerBackgroundWork } from './workers/background-work.js';
import { workerPublisher } from './workers/hub-publisher.js';

// `pnpm --filter api worker`: a process that only works (issue 49), beside the API processes or
// on a machine of its own, with the API's settings (config.ts; the same DATABASE_URL, REDIS_URL,
// SESSION_SECRET, MEDIA_DIR or MEDIA_STORE_URL, DOWNLOAD_DIR): the preview workers
// (PREVIEW_WORKERS), download jobs, the mail outbox and the 07:00 clocks, from the leased queues.
// It answers no HTTP, not even a health check: nothing routes requests to it, a supervisor sees
// the process itself, and a worker that died loses nothing (its leases run out and another
// takes its jobs). The work's registrations (previews/, download-jobs/, mail/) hook into a
// Fastify instance's lifecycle, so it builds one without routes that never listens: its
// `ready()` starts them, `close()` stops them, and its logger is the API's.

const config = readConfig();
const db = await openDatabase(config);
await prepareMediaStore(config);
const app = Fastify({ logger: true });
const publisher = workerPublisher(config, app.log);
const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir });
registerBackgroundWork(app, db, config, { mailer, publisher });
await publisher.ready();
await app.ready();
app.log.info(`Working: ${config.previewWorkers} preview worker(s), download jobs, mail.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  // Each job at work goes back to its queue without using an attempt; whatever still hangs
  // past the deadline is left to its lease, which runs out.
  setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
  const outcome = await app.close().then(
    () => 0,
    (error: unknown) => {
      app.log.error(error, 'The stop failed');
      return 1;
    },
  );
  await publisher.close().catch(() => {});
  await db.destroy().catch(() => {});
  process.exit(outcome);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
