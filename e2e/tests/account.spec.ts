import { expect, test } from '@playwright/test';
import { signInAdmin } from '../support/admin-api';
import { fillLogin, signUpFromLogin } from '../support/portal';
import { codeMailedTo, linkMailedTo } from '../support/mail';

test('sign up, confirm the e-mail, sign out and sign in again', async ({ page }) => {
  // Several people, browsers or full reloads in one journey: on two shared cores, triple the time.
  test.slow();
  const email = `e2e.${Date.now()}@example.com`;
  await page.goto('/?showLogin=true');
  await signUpFromLogin(page, email, 'secret-1');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();

  const link = await linkMailedTo(email);
  expect(link.pathname).toBe('/account/confirm-email');
  await page.goto(link.toString());
  await expect(page.getByText('Your e-mail address is confirmed. Thank you.')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Log off' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  // Signing in ends in a full page load (the server's redirectUrl, else a reload), which may
  // start on the page it started from: wait for that load, not just the address.
  const loaded = page.waitForEvent('load');
  await fillLogin(page, email, 'secret-1');
  await loaded;
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log off' })).toBeVisible();
});

test('forgot password, reset it from the e-mailed link, and sign in with the new one', async ({
  page,
}) => {
  await page.goto('/?showLogin=true');
  await page
    .getByRole('dialog', { name: 'Log In' })
    .getByRole('button', { name: 'Forgot your password?' })
    .click();
  await expect(page).toHaveURL(/\/account\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill('liam@southerncross.example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that address')).toBeVisible();

  const link = await linkMailedTo('liam@southerncross.example.com');
  // The mail catcher's page lists it, and shows it as sent.
  await page.goto(process.env.E2E_MAIL_URL!);
  await page
    .getByRole('table', { name: 'Messages' })
    .getByRole('row')
    .filter({ hasText: 'liam@southerncross.example.com' })
    .getByRole('link', { name: 'Reset your password' })
    .last()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText(link.toString())).toBeVisible();
  await page.goto(link.toString());
  await page.getByLabel('New password').fill('new-secret-1');
  await page.getByLabel('Confirm Password').fill('new-secret-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await fillLogin(page, 'liam@southerncross.example.com', 'new-secret-1');
  await expect(page).toHaveURL(/\/projects$/);
});

test('turn on two-step sign-in, then sign in with the e-mailed code', async ({ page }) => {
  const email = 'noah@lumen.example.com';
  await page.goto('/?showLogin=true');
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/projects$/);
  await page.getByRole('banner').getByRole('link', { name: 'Noah Lumen' }).click();
  await page.getByRole('switch', { name: /Two-step sign-in/ }).click();
  await expect(page.getByRole('switch', { name: /Two-step sign-in/ })).toBeChecked();
  await page.getByRole('banner').getByRole('button', { name: 'Log off' }).click();

  await page.goto('/projects');
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(await codeMailedTo(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Back where the sign-in began.
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Noah Lumen' })).toBeVisible();
});

test('an invited person sets a password from the e-mailed link and is signed in', async ({
  page,
  browser,
}) => {
  // Several people, browsers or full reloads in one journey: on two shared cores, triple the time.
  test.slow();
  const email = `invited.${Date.now()}@harbourco.example.com`;
  // The admin invites through the API here; admin.spec.ts covers the Users page's form.
  const admin = await signInAdmin(browser);
  expect((await admin.post('/api/admin/users/invite', { email, clientId: 2 })).ok()).toBe(true);
  await admin.close();

  const link = await linkMailedTo(email);
  expect(link.pathname).toBe('/account/confirm-email-set-password');
  await page.goto(link.toString());
  await expect(page.getByText(`You have been invited as ${email}.`)).toBeVisible();
  await page.getByLabel('New password').fill('first-pass-1');
  await page.getByLabel('Confirm Password').fill('first-pass-1');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
});
