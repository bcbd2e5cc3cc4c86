import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/portal';
import { serious } from '../support/axe';

test('a download job is listed on My downloads, fetched again and deleted', async ({ page }) => {
  test.slow();
  await signIn(page, 'client@example.com');
  await page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
  await page.getByRole('button', { name: 'Download files: Dusk exterior renders' }).click();

  // From the bell's dropdown to the page of the user's downloads.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('link', { name: 'My downloads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Downloads' });
  // The list follows the job until it is packed.
  const again = table.getByRole('link', { name: /^Download .*\.zip$/ }).first();
  await expect(again).toBeVisible({ timeout: 30_000 });
  const results = await new AxeBuilder({ page }).analyze();
  expect(serious(results.violations)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), again.click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = fs.readFileSync(await download.path());
  // A zip archive (its local file header), not an error page.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // With the post's renders and fly-through in it, not empty entries.
  expect(bytes.length).toBeGreaterThan(100_000);

  const remove = page.getByRole('button', { name: /^Delete .*\.zip$/ }).first();
  const name = (await remove.getAttribute('aria-label'))!;
  // A retry may find the run before's job of the same post: count, do not assume one.
  const same = page.getByRole('button', { name, exact: true });
  const before = await same.count();
  await remove.click();
  await page
    .getByRole('dialog', { name: 'Delete this download?' })
    .getByRole('button', { name: 'Delete download' })
    .click();
  await expect(same).toHaveCount(before - 1);
});

test("'Download all' packs a project's published posts into one zip, a folder per post", async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'client@example.com');
  await page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
  // Queued (the job's toast then moves through its steps in moments: the packing is quick).
  const queued = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/project\/\d+\/download$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Download all files: Waterfront Pavilion' }).click();
  expect((await queued).ok()).toBe(true);
  // The bell's way to this page is the journey above; here the page is opened directly (the
  // bell's list moves as the finished job's notification arrives).
  await page.goto('/downloads');
  const again = page
    .getByRole('table', { name: 'Downloads' })
    .getByRole('link', { name: 'Download Waterfront Pavilion.zip' })
    .first();
  await expect(again).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), again.click()]);
  expect(download.suggestedFilename()).toBe('Waterfront Pavilion.zip');
  // Entry names are stored as written: a numbered folder per published post.
  const names = fs.readFileSync(await download.path()).toString('latin1');
  expect(names.startsWith('PK')).toBe(true);
  expect(names).toMatch(/\d\d Dusk exterior renders\//);
  expect(names).toMatch(/\d\d Site model\//);
});
