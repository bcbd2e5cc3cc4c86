import { parseArgs } from 'node:util';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { fileStoreFor } from './store-for.js';
import { strayReport } from './stray-objects-report.js';
import { sweepStrays } from './stray-objects.js';

// `pnpm --filter api media:strays [--remove]`: lists the files of the media store (MEDIA_DIR, or
// the bucket of MEDIA_STORE_URL) that no row of the database names, one line each, and a total;
// with --remove, removes those older than an hour. For an operator, and for the end-to-end
// journey's "nothing is left in the bucket". Reads the API's configuration (DATABASE_URL or
// DATABASE_FILE, MEDIA_DIR, MEDIA_STORE_URL and the AWS SDK's variables).

const { values } = parseArgs({ options: { remove: { type: 'boolean', default: false } } });
const config = readConfig();
const db = await openDatabase(config);
try {
  const report = strayReport(values.remove);
  const strays = await sweepStrays(db, fileStoreFor(config), {
    remove: values.remove,
    onStray: (stray) => console.log(report.line(stray)),
  });
  console.log(report.total(strays));
} finally {
  await db.destroy();
}
