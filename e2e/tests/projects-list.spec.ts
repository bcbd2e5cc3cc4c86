import { expect, test } from '@playwright/test';
import { signIn } from '../support/portal';

test('the projects list sorts by a column, filters, and remembers the List view', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  // The view mode's radios are visually hidden; their labels are what a user clicks.
  const viewMode = (mode: string) =>
    page.locator('label').filter({ hasText: new RegExp(`^${mode}$`) });
  await viewMode('List').click();
  const table = page.getByRole('table', { name: 'Projects' });
  const firstName = table.getByRole('row').nth(1).getByRole('link');

  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(firstName).toHaveText('Bondi Residence');
  await expect(page).toHaveURL(/sort=name&direction=Ascending/);
  await table.getByRole('button', { name: /Name/ }).click();
  await expect(firstName).toHaveText('Waterfront Pavilion');

  await page.getByRole('combobox', { name: 'Visibility' }).click();
  await page.getByRole('option', { name: 'Showcase' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByLabel('Visibility: Showcase')).toHaveCount(3);

  // The choice of List is the admin's, kept across visits; the order and filter are in the URL.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await expect(firstName).toHaveText('Waterfront Pavilion');
  await viewMode('Grid').click();
  await expect(page.getByRole('table', { name: 'Projects' })).toBeHidden();
});

test('the studio creates a project for a client; a client user is not offered it and is refused', async ({
  page,
  browser,
}) => {
  const name = `Ferry Terminal ${Date.now()}`;
  await signIn(page, 'admin@example.com');
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Harbour & Co Architects' }).click();
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Visibility: Organisation')).toBeVisible();

  const casey = await browser.newPage();
  await signIn(casey, 'client@example.com');
  await expect(casey.getByRole('link', { name }).first()).toBeVisible();
  await expect(casey.getByRole('button', { name: 'New project' })).toHaveCount(0);
  const token = (await casey.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const refused = await casey.request.post('/api/projects', {
    headers: { 'X-XSRF-TOKEN': token },
    data: { name: 'Not mine', clientId: 1, visibility: 3 },
  });
  expect(refused.status()).toBe(403);
  await casey.close();
});
