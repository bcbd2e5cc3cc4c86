import { parseArgs } from 'node:util';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { queueDigests } from './digest.js';
import { digestRunOf } from './sydney.js';

// `pnpm --filter api mail:digests [--at <instant>]`: queues the daily digests of the last 07:00
// (Sydney) at or before an instant (now by default), as the API's own clock does each morning;
// the running API's mail worker sends them. For an operator after an outage (nothing is queued
// twice: a person's digest of a day has one key) and for the end-to-end tests, which ask for the
// next morning's. Reads the API's configuration (DATABASE_URL or DATABASE_FILE).

const { values } = parseArgs({ options: { at: { type: 'string' } } });
const instant = values.at === undefined ? new Date() : new Date(values.at);
if (Number.isNaN(instant.getTime())) {
  console.error(`--at must be an instant, such as 2026-12-01T07:00:00+11:00 (not ${values.at}).`);
  process.exit(2);
}
const db = await openDatabase(readConfig());
try {
  const filled = await queueDigests(db, instant);
  console.log(
    `Queued the digests of ${digestRunOf(instant).day} for ${filled} ${filled === 1 ? 'person' : 'people'}; the running API sends them.`,
  );
} finally {
  await db.destroy();
}
