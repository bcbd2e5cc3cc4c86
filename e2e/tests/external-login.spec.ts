import { expect, test } from '@playwright/test';
import { TEST_PROVIDER_NAME } from '../support/oidc';

test('sign in with an external provider and land on the page the guard kept', async ({ page }) => {
  const email = `oidc.${Date.now()}@example.org`;
  await page.goto('/projects?view=grid');
  const login = page.getByRole('dialog', { name: 'Log In' });
  await expect(login.getByText('OR', { exact: true })).toBeVisible();
  await login.getByRole('button', { name: `Continue with ${TEST_PROVIDER_NAME}` }).click();

  // The provider's own page, on its own origin.
  await expect(page.getByRole('heading', { name: 'Sign in to Test ID' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Full name').fill('Olive Idp');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/projects\?view=grid$/);
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Olive Idp' })).toBeVisible();
});

test('cancelling at the provider explains it and offers Log In again', async ({ page }) => {
  await page.goto('/?showLogin=true');
  await page
    .getByRole('dialog', { name: 'Log In' })
    .getByRole('button', { name: `Continue with ${TEST_PROVIDER_NAME}` })
    .click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/account\/external-login\?error=/);
  await expect(page.getByRole('alert')).toHaveText(
    `Signing in with ${TEST_PROVIDER_NAME} was cancelled.`,
  );
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
});
