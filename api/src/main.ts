import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { closeWithDeadline } from './http/shutdown.js';
import { seedDemoData } from './seed/seed.js';

const config = readConfig();
const db = await openDatabase(config);
if (config.seedDemoData) await seedDemoData(db);
const app = await buildApp({ db, config, logger: true });

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  // Whatever still hangs after the deadline and the forced close, the process ends.
  setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 5000).unref();
  const outcome = await closeWithDeadline(app, config.shutdownTimeoutMs).catch((error) => {
    app.log.error(error, 'The stop failed');
    return 'failed' as const;
  });
  await db.destroy().catch(() => {});
  // 1 tells the supervisor that open connections were cut (or the stop failed).
  process.exit(outcome === 'clean' ? 0 : 1);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: '0.0.0.0' });
