import { expect, test, type Page } from '@playwright/test';
import { fillLogin, signIn } from '../support/portal';
import { remoteOrigin } from '../support/ports';

// Each test makes one remote unreachable at the network level and checks the rest still works.
const block = (page: Page, remote: Parameters<typeof remoteOrigin>[0]) =>
  page.route(`${remoteOrigin(remote)}/**`, (route) => route.abort('connectionrefused'));

const fallback = (page: Page, label: string) =>
  page.getByRole('alert').filter({ hasText: `${label} is unavailable` });

test('without mfe-auth the portal loads and Log In says sign-in is unavailable', async ({
  page,
}) => {
  await block(page, 'mfe_auth');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Studio' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await expect(fallback(page, 'Sign-in')).toBeVisible();
  await expect(fallback(page, 'Sign-in').getByRole('button', { name: 'Retry' })).toBeVisible();
  // Public pages of other remotes still work.
  await page.goto('/engagement');
  await expect(page.getByRole('heading', { name: 'Engagement' })).toBeVisible();
});

test('without mfe-projects the header and notifications still work', async ({ page }) => {
  await block(page, 'mfe_projects');
  await page.goto('/?showLogin=true');
  await fillLogin(page, 'client@example.com');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(fallback(page, 'Projects')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Notifications/ }),
  ).toBeVisible();
});

test('without mfe-notifications the bell slot says so and My Projects still works', async ({
  page,
}) => {
  await block(page, 'mfe_notifications');
  await signIn(page, 'client@example.com');
  await expect(fallback(page, 'Notifications')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
});

test('without mfe-admin the admin area says so and the rest works', async ({ page }) => {
  await block(page, 'mfe_admin');
  await signIn(page, 'admin@example.com');
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(fallback(page, 'Administration')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'My Projects' }).click();
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
});

test('without mfe-embed the engagement page says so and the home page works', async ({ page }) => {
  await block(page, 'mfe_embed');
  await page.goto('/engagement');
  await expect(fallback(page, 'Embedded content')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Studio' })).toBeVisible();
});
