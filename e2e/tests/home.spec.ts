import { expect, test } from '@playwright/test';

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
  await page.goto('/');
  // Wait until the auth remote's exposed module has been fetched ahead of need...
  await page.waitForResponse(
    (response) => response.url().includes(':8181/') && response.url().includes('AuthModals'),
  );
  // ...then opening the modal needs nothing more from the network.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  expect(requests.filter((url) => url.includes(':8181/'))).toEqual([]);
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
