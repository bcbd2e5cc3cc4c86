// A tab left open across a deploy learns of it when it regains focus (the registry's ETag moved)
// and offers a reload, but not while something typed is unsent.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/portal';

const OFFER = 'A new version of the portal is available —';

test('a tab open across a deploy offers a reload once nothing typed is unsent', async ({
  page,
}) => {
  await signIn(page, 'client@example.com');
  await page.goto('/manage');
  const current = page.getByLabel('Current password');
  await current.fill('half-typed');

  // The portal is deployed again: the registry the server has now is another one.
  const checks = { count: 0 };
  await page.route('**/config/remotes.json', (route) => {
    if (route.request().method() !== 'HEAD') return route.continue();
    checks.count += 1;
    return route.fulfill({ status: 200, headers: { ETag: '"deployed-again"' } });
  });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => checks.count).toBe(1);
  // Something is typed and unsent: the offer waits (past two of its once-a-second looks).
  await page.waitForTimeout(2_500);
  await expect(page.getByText(OFFER)).toHaveCount(0);

  await current.fill('');
  await expect(page.getByText(OFFER)).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByText(OFFER)).toHaveCount(0);
});
