import { expect, test } from '@playwright/test';
import { remoteOrigin } from '../support/ports';

const AUTH_REMOTE = remoteOrigin('mfe_auth');

test('a visitor sees the home screen, Log In in the header and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Studio' })).toBeVisible();
  await expect(page.getByText('Visualisation and Content Portal', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
  const year = new Date().getFullYear();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Lumen Visualisation Studio`);
  // The sliding gallery shows project images from the API.
  await expect(page.getByTestId('home-gallery').locator('img').first()).toBeAttached();
});

test('Get Started opens the login modal for a visitor', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
});

test('?showLogin=true opens the login modal by itself', async ({ page }) => {
  await page.goto('/?showLogin=true');
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
});

test('the login modal is preloaded while the page is idle', async ({ page }) => {
  const authRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${AUTH_REMOTE}/`)) authRequests.push(request.url());
  });
  // Nothing asks for the modal, yet the auth remote's modal module is fetched once the page has
  // loaded and is idle (which on a busy machine can be seconds after the network went quiet)...
  const modalModule = page.waitForResponse((response) =>
    response.url().startsWith(`${AUTH_REMOTE}/__federation_expose_AuthModals`),
  );
  await page.goto('/');
  await modalModule;
  // The preload is a chain of idle-time steps: it is over once a round of network quiet and
  // browser idle time brings no new request to the auth remote.
  let preloaded = -1;
  while (preloaded !== authRequests.length) {
    preloaded = authRequests.length;
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })),
    );
  }
  // ...so opening the login modal needs nothing more from the network.
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  expect(authRequests.slice(preloaded)).toEqual([]);
});

test('the runtime config falls back to empty defaults when it cannot load', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/config/config.json', (route) =>
    route.fulfill({ status: 500, body: 'down' }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Studio' })).toBeVisible();
  await expect.poll(() => warnings.some((text) => text.includes('runtime config'))).toBe(true);
});
