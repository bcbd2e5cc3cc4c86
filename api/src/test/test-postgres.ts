import { spawnSync } from 'node:child_process';

/** The PostgreSQL server of the tests that need one: DATABASE_URL, or the one these machines run. */
export const TEST_POSTGRES_URL =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// Jest declares tests synchronously, so whether the server answers is asked of a child process.
const PROBE = `new (require('pg').Client)({ connectionString: process.argv[1] })
  .connect().then(() => process.exit(0), () => process.exit(1));`;

let reachable: boolean | undefined;

/** Whether the test PostgreSQL answers (checked once per test file). */
export function testPostgresReachable() {
  reachable ??=
    spawnSync(process.execPath, ['-e', PROBE, TEST_POSTGRES_URL], { timeout: 5000 }).status === 0;
  return reachable;
}

/**
 * `describe` when the test PostgreSQL answers; otherwise the block is skipped under a title that
 * says why, so the run's summary shows what could not be tested.
 */
export function describeWithPostgres(name: string, body: () => void) {
  if (testPostgresReachable()) return describe(name, body);
  const reason = `no PostgreSQL at ${TEST_POSTGRES_URL} (set DATABASE_URL)`;
  console.warn(`Skipping '${name}': ${reason}.`);
  return describe.skip(`${name} [SKIPPED: ${reason}]`, body);
}
