// Requests per second of a read endpoint (GET /api/gallery: a public page's database read) with
// one and with two API processes on PostgreSQL, as `pnpm start --processes N` runs them (the
// built API, `dist/main.js`, on a fresh database seeded on first start). The load spreads over
// the processes in turn, as a load balancer would; every answer must be a 200.
// Needs PostgreSQL (TEST_DATABASE_URL, default the test server); skipped, saying why, without it.
import path from 'node:path';
import pg from 'pg';
import { startApiProcesses } from '@portal/tooling/serve/api-processes';
import { TEST_DATABASE_URL } from '../support/services.mjs';

const SERVER = TEST_DATABASE_URL;
const ENDPOINT = '/api/gallery';
const CONCURRENCY = 32;
const WARM_UP_MS = 1000;
const MEASURE_MS = 5000;
const FIRST_PORT = Number(process.env.BENCH_API_PORT ?? 5750);

async function onServer(work) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `concurrency` loops asking the origins in turn for `ms`; answers counted once warmed up. */
async function load(origins, ms, counting) {
  let next = 0;
  let answered = 0;
  let failed = 0;
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const origin = origins[next++ % origins.length];
        const response = await fetch(`${origin}${ENDPOINT}`);
        await response.arrayBuffer();
        if (!counting()) continue;
        if (response.ok) answered += 1;
        else failed += 1;
      }
    }),
  );
  return { answered, failed };
}

async function measure(processes, databaseUrl) {
  const apis = await startApiProcesses({
    apiDir: path.resolve(import.meta.dirname, '..', '..', 'api'),
    count: processes,
    firstPort: FIRST_PORT,
    quiet: true,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  });
  try {
    const started = Date.now();
    const { answered, failed } = await load(
      apis.origins,
      WARM_UP_MS + MEASURE_MS,
      () => Date.now() - started >= WARM_UP_MS,
    );
    return { rps: answered / (MEASURE_MS / 1000), failed };
  } finally {
    await apis.stop();
  }
}

const reachable = await onServer(async () => true).catch(() => false);
if (!reachable) {
  console.log(`Read throughput on PostgreSQL: skipped (no PostgreSQL at ${SERVER}).`);
} else {
  const name = `portal_bench_${process.pid}_${Date.now().toString(36)}`;
  await onServer((client) => client.query(`create database ${name}`));
  const databaseUrl = Object.assign(new URL(SERVER), { pathname: `/${name}` }).href;
  try {
    const one = await measure(1, databaseUrl);
    const two = await measure(2, databaseUrl);
    console.log(
      `Read throughput, GET ${ENDPOINT} on PostgreSQL (${CONCURRENCY} concurrent, ${MEASURE_MS / 1000} s):`,
    );
    console.table({
      '1 API process': { 'requests/s': Math.round(one.rps), failed: one.failed },
      '2 API processes': { 'requests/s': Math.round(two.rps), failed: two.failed },
    });
    console.log(
      `  2 processes / 1: ${(two.rps / one.rps).toFixed(2)}× (this machine has 2 cores, shared with PostgreSQL and this load).`,
    );
  } finally {
    await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
