import { expect, type Page } from '@playwright/test';

/** The demo password of the development seed. */
export const DEMO_PASSWORD = 'Passw0rd!';

/** Signs in through the login modal (which must be open). */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  // The modal is a remote's module: beside the software-WebGL journeys it may take a while.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

/** Creates an account from the open login modal: 'Sign up here', then the register form. */
export async function signUpFromLogin(page: Page, email: string, password: string) {
  await page
    .getByRole('dialog', { name: 'Log In' })
    .getByRole('button', { name: 'Sign up here' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

/** Opens the home page, opens the login modal from the header and signs in. */
export async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  // Signing in ends with a full page load of the server's redirectUrl (after the app may already
  // have shown /projects itself): wait for that load, so the next navigation does not race it.
  const loaded = page.waitForEvent('load', { timeout: 60_000 });
  await fillLogin(page, email);
  await loaded;
  await expect(page).toHaveURL(/\/projects$/);
}
