import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemoData } from './seed/seed.js';

const config = readConfig();
const db = await openDatabase(config.databaseFile);
if (config.seedDemoData) await seedDemoData(db);
const app = await buildApp({ db, config, logger: true });

const shutdown = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: '0.0.0.0' });
