import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/portal';
import { serious } from '../support/axe';

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(serious(results.violations)).toEqual([]);
});

test('the projects page has no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'client@example.com');
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(serious(results.violations)).toEqual([]);
});

test('the Interactive page and the projects list in List view have no serious violations', async ({
  page,
}) => {
  await signIn(page, 'client@example.com');
  await page
    .locator('label')
    .filter({ hasText: /^List$/ })
    .click();
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);

  await page.goto('/prototype');
  await expect(page.getByRole('heading', { level: 1, name: 'Interactive' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Open Interactive walkthrough (Pixel Stream)' }),
  ).toBeVisible();
  expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
});
