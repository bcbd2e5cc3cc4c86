#!/usr/bin/env node
// `pnpm test`: everything a change must pass, in order, failing fast, with each step's duration.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH as CHROMIUM } from '../support/chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing. Install it with:\n  sudo apt-get install -y chromium\nthen run pnpm test again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the end-to-end tests...');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const steps = [
  ['lint', ['lint']],
  ['typecheck', ['typecheck']],
  ['unit tests', ['test:unit']],
  ['build', ['build']],
  ['end-to-end tests', ['test:e2e']],
];

ensureChromium();
const timings = [];
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('pnpm', args, { cwd: ROOT, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll passed.\n  ${timings.join('\n  ')}`);
