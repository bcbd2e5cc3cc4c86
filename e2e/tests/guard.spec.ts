import { expect, test } from '@playwright/test';
import { fillLogin, signUpFromLogin } from '../support/portal';

test('a visitor opening a protected page gets the login modal and then arrives there', async ({
  page,
}) => {
  await page.goto('/projects');
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Projects' })).toHaveCount(0);
  await fillLogin(page, 'client@example.com');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
});

test('a visitor who signs up from a protected page lands there too', async ({ page }) => {
  await page.goto('/downloads');
  await signUpFromLogin(page, `e2e.guard.${Date.now()}@example.com`, 'secret-1');
  // The server answered with the checked return URL, and the page went there.
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  await expect(page.getByText(/^No downloads yet\./)).toBeVisible();
});

test('the return URL keeps the full path of a protected admin page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  await fillLogin(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
});

test('the access-denied page is public', async ({ page }) => {
  await page.goto('/access-denied');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
