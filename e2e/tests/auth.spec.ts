import { expect, test } from '@playwright/test';
import { signIn } from '../support/portal';

test('a client user signs in, lands on their projects and sees the client header', async ({
  page,
}) => {
  await signIn(page, 'client@example.com');
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My Projects' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Casey Client' })).toHaveAttribute(
    'href',
    '/manage',
  );
  await expect(header.getByRole('button', { name: 'Log off' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Impersonation' })).toHaveCount(0);
  await expect(header.getByAltText('Harbour & Co Architects logo')).toBeVisible();
});

test('an admin sees Admin, the ADMIN badge and Impersonation styled for overrides', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await expect(header.getByText('ADMIN', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Impersonation' })).toHaveAttribute(
    'title',
    'Security overrides active: studio support access',
  );
});

test('Log off signs the user out and shows the visitor header', async ({ page }) => {
  await signIn(page, 'client@example.com');
  await page.getByRole('banner').getByRole('button', { name: 'Log off' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('a wrong password shows the spec message and keeps the modal open', async ({ page }) => {
  await page.goto('/?showLogin=true');
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('client@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog.getByText('Invalid email or password. Please try again.')).toBeVisible();
});
