import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { linkMailedTo } from '../support/mail';
import { signIn } from '../support/portal';
import { serious } from '../support/axe';

const banner = (page: Page) => page.getByRole('region', { name: 'Impersonation' });
const header = (page: Page) => page.getByRole('banner');

/** Opens an admin section from the header's Admin entry and the admin navigation. */
async function openAdmin(page: Page, section: string) {
  await header(page).getByRole('link', { name: 'Admin', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: section })
    .click();
}

test('an admin impersonates a client user, sees their portal, stops, and the log shows both', async ({
  page,
}) => {
  // Several people, browsers or full reloads in one journey: on two shared cores, triple the time.
  test.slow();
  await signIn(page, 'admin@example.com');
  // The admin sees every client's projects; Casey only Harbour's and the Showcase ones.
  await expect(page.getByRole('link', { name: 'Parramatta Town Centre' })).toBeVisible();

  await header(page).getByRole('button', { name: 'Impersonation' }).click();
  const modal = page.getByRole('dialog', { name: 'Impersonation' });
  const user = modal.getByRole('combobox', { name: 'Select User:' });
  await expect(user).toBeEnabled();
  await user.fill('client@');
  await page.getByRole('option', { name: 'client@example.com', exact: true }).click();
  await modal.getByRole('button', { name: 'Save' }).click();

  // A full reload at '/', which sends a signed-in user on to their projects; the toast said just
  // before the reload is shown again on the new page.
  await expect(page).toHaveURL(/\/projects$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Impersonation started successfully' }),
  ).toBeVisible();
  await expect(banner(page)).toContainText(
    'You are impersonating Casey Client (client@example.com) for Harbour & Co Architects.',
  );
  await expect(header(page).getByRole('link', { name: 'Casey Client' })).toBeVisible();
  await expect(header(page).getByAltText('Harbour & Co Architects logo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Circular Quay Offices' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skyline Residences' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parramatta Town Centre' })).toHaveCount(0);
  // The banner stays on every page of the main layout.
  await header(page).getByRole('link', { name: 'Casey Client' }).click();
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole('button', { name: 'Stop impersonating' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Impersonation stopped successfully' }),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: /Ada Admin/ })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  await openAdmin(page, 'Impersonation audit log');
  await page.getByRole('textbox', { name: 'Search the log by e-mail' }).fill('client@example.com');
  const rows = page.getByRole('table', { name: 'Impersonation audit log' }).getByRole('row');
  // Newest first: the stop, then the start, each naming the admin and Casey.
  await expect(rows.nth(1)).toContainText('Stopped');
  await expect(rows.nth(2)).toContainText('Started');
  for (const row of [rows.nth(1), rows.nth(2)]) {
    await expect(row).toContainText('admin@example.com');
    await expect(row).toContainText('client@example.com');
    await expect(row).toContainText('Harbour & Co Architects');
  }
});

test('a showcase user switches client with the header picker', async ({ page }) => {
  await signIn(page, 'showcase@example.com');
  const picker = header(page).getByRole('combobox', { name: 'Client' });
  await expect(picker).toHaveValue('-');
  await expect(page.getByRole('link', { name: 'Parramatta Town Centre' })).toHaveCount(0);

  await picker.click();
  await page.getByRole('option', { name: 'Southern Cross Developments' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(picker).toHaveValue('Southern Cross Developments');
  await expect(header(page).getByAltText('Southern Cross Developments logo')).toBeVisible();
  // Now the client's own (not only showcase) projects are listed.
  await expect(page.getByRole('link', { name: 'Parramatta Town Centre' })).toBeVisible();

  await picker.click();
  await page.getByRole('option', { name: '-', exact: true }).click();
  await expect(picker).toHaveValue('-');
  await expect(page.getByRole('link', { name: 'Parramatta Town Centre' })).toHaveCount(0);
});

test('an admin invites a user from the users page and the invitation is e-mailed', async ({
  page,
}) => {
  const email = `invited.admin.${Date.now()}@kookaburra.example.com`;
  await signIn(page, 'admin@example.com');
  await openAdmin(page, 'Users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Kookaburra Interactive' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Contributor' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${email} is invited.`)).toBeVisible();

  const link = await linkMailedTo(email);
  expect(link.pathname).toBe('/account/confirm-email-set-password');
  await page.getByRole('textbox', { name: 'Search users' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Kookaburra Interactive');
  await expect(row).toContainText('Contributor');
});

test('the admin pages have no serious accessibility violations', async ({ page }) => {
  // Four pages, each with a full axe run: more than the default time on two busy cores.
  test.slow();
  await signIn(page, 'admin@example.com');
  for (const [section, heading] of [
    ['Users', 'Users'],
    ['Clients', 'Clients'],
    ['Roles and permissions', 'Roles and permissions'],
    ['Impersonation audit log', 'Impersonation audit log'],
  ] as const) {
    await openAdmin(page, section);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The audit log may still be empty when this runs on its own.
    await expect(
      page.getByRole('table').or(page.getByText('No impersonation recorded.')),
    ).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(serious(results.violations), section).toEqual([]);
  }
});
