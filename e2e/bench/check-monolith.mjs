#!/usr/bin/env node
// `node e2e/bench/check-monolith.mjs`: serves host/dist-monolith (pnpm build:monolith) in front of
// an API of its own on a fresh database (ports 310 above the defaults), walks through it as the
// demo admin in headless Chromium and prints each step; exits 1 if a step fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { API_PORT, HOST_PORT } from '@portal/tooling/remotes';
import { startApiProcesses } from '@portal/tooling/serve/api-processes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { serveMonolith, walkThrough } from './monolith.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-monolith-'));
const port = HOST_PORT.port + 310;
const apis = await startApiProcesses({
  apiDir: path.join(ROOT, 'api'),
  count: 1,
  firstPort: API_PORT.port + 310,
  quiet: true,
  env: {
    ...process.env,
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_FILE: path.join(dir, 'monolith.sqlite'),
  },
});
let server;
let browser;
try {
  server = await serveMonolith({ port, api: apis.origins[0] });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const { steps, problems } = await walkThrough(browser, `http://localhost:${port}`);
  console.table(Object.fromEntries(steps.map(({ step, ms }) => [step, { ms }])));
  console.log(
    problems.length ? `Noticed:\n${problems.join('\n')}` : 'No page error, no failed request.',
  );
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.close();
  await apis.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
