import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { PORTAL_URL } from './support/ports';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two shared cores run two browsers, the portal and (for the viewers) software WebGL.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: PORTAL_URL,
    locale: 'en-AU',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
