#!/usr/bin/env node
// `pnpm test`: everything a change must pass, in order, failing fast, with each step's duration.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH as CHROMIUM } from '../support/chromium.mjs';
import { CEPH, hasCeph, startObjectStore } from '../support/object-store.mjs';
import { servicesReachable, TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/services.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The Debian packages the tests need: the end-to-end tests' browser, the videos' previews, the
 * FCPXML export's validator (xmllint), and (installed only where it may be, as root, like CI)
 * Ceph for a real S3 server.
 */
const PACKAGES = [
  { name: 'chromium', present: () => fs.existsSync(CHROMIUM) },
  { name: 'ffmpeg', present: () => spawnSync('ffmpeg', ['-version']).status === 0 },
  { name: 'libxml2-utils', present: () => spawnSync('xmllint', ['--version']).status === 0 },
  ...(process.getuid?.() === 0 ? CEPH.map((name) => ({ name, present: hasCeph })) : []),
];

function ensurePackages() {
  const missing = PACKAGES.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.join(', ')}. Install with:\n  sudo apt-get install -y ${missing.join(' ')}\nthen run pnpm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for the tests...`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/**
 * The tests PostgreSQL and Redis make possible, and what is missing for each: they run when the
 * services answer; otherwise `pnpm test` names them (and, with PORTAL_TEST_REQUIRE_SERVICES=1, as
 * CI sets, fails instead).
 */
async function servicesOrSay() {
  const { postgres, redis } = await servicesReachable();
  const missing = [
    ...(postgres ? [] : [`PostgreSQL (${TEST_DATABASE_URL})`]),
    ...(redis ? [] : [`Redis (${TEST_REDIS_URL})`]),
  ];
  if (missing.length === 0) return { postgres, redis, notRun: [] };
  const notRun = [
    ...(postgres ? [] : ['the API tests on PostgreSQL']),
    ...(redis ? [] : ['the API tests of the Redis backplane and limits']),
    'the end-to-end tests of several API processes',
  ];
  const message =
    `${missing.join(' and ')} did not answer, so these tests cannot run:\n  ${notRun.join('\n  ')}\n` +
    'See "Past one machine" in the README to install them.';
  if (process.env.PORTAL_TEST_REQUIRE_SERVICES === '1') {
    console.error(message);
    process.exit(1);
  }
  console.warn(`\n${message}\n`);
  return { postgres, redis, notRun };
}

/**
 * The S3 server of the media store's tests: AWS_ENDPOINT_URL when set, else Ceph's gateway
 * started for this run (stopped when the run ends). Its AWS_* variables, or none: the S3 tests
 * then say they were skipped (with PORTAL_TEST_REQUIRE_SERVICES=1 the run fails instead).
 */
function objectStore() {
  const { env, problem } = startObjectStore();
  if (problem) {
    const message = `${problem} The tests of the S3 media store cannot run.`;
    if (process.env.PORTAL_TEST_REQUIRE_SERVICES === '1') {
      console.error(message);
      process.exit(1);
    }
    console.warn(`\n${message}\n`);
    return {};
  }
  if (env.AWS_ENDPOINT_URL)
    console.log(`S3 server for the tests: Ceph RGW at ${env.AWS_ENDPOINT_URL}`);
  return env;
}

ensurePackages();
const services = await servicesOrSay();
const s3 = objectStore();
const steps = [
  // The README's prerequisites, run as a newcomer meets them (an empty HOME, no pnpm, no Node 24).
  ['fresh set-up', ['check:setup']],
  ['lint', ['lint']],
  ['typecheck', ['typecheck']],
  ['unit tests', ['test:unit'], s3],
  ...(services.postgres
    ? [
        [
          'API tests on PostgreSQL',
          ['--filter', 'api', 'test'],
          { DATABASE_URL: TEST_DATABASE_URL, ...s3 },
        ],
      ]
    : []),
  ['build', ['build']],
  // Every remote's build against the host built in the same commit (what a deploy would check).
  ['remote compatibility', ['remote:check', '--all', '--host', 'host/dist']],
  // The S3 server too: a journey runs the portal on its bucket (object-store.spec).
  ['end-to-end tests', ['test:e2e'], s3],
];

const timings = [];
for (const [name, args, env = {}] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('pnpm', args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll passed.\n  ${timings.join('\n  ')}`);
if (services.notRun.length > 0) console.warn(`Not run: ${services.notRun.join('; ')}.`);
