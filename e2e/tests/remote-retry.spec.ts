// On a flaky network a remote's files are fetched again (three tries in about three seconds)
// before its fallback shows: its manifest, its entry, and a chunk of one of its modules.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/portal';
import { remoteOrigin } from '../support/ports';

/** Fails the first `times` requests of `url` as a dropped connection; counts every request. */
async function flaky(page: Page, url: string | RegExp, times: number) {
  const seen = { requests: 0 };
  await page.route(url, (route) => {
    seen.requests += 1;
    return seen.requests <= times ? route.abort('connectionreset') : route.continue();
  });
  return seen;
}

const unavailable = (page: Page) => page.getByRole('alert').filter({ hasText: /is unavailable/ });

test("the sign-in remote's manifest, lost twice, arrives on the third try", async ({ page }) => {
  const manifest = await flaky(page, `${remoteOrigin('mfe_auth')}/mf-manifest.json`, 2);
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  await expect(unavailable(page)).toHaveCount(0);
  expect(manifest.requests).toBe(3);
});

test("the sign-in remote's entry, lost once, arrives on the next try", async ({ page }) => {
  const entry = await flaky(page, `${remoteOrigin('mfe_auth')}/remoteEntry.js`, 1);
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  await expect(unavailable(page)).toHaveCount(0);
  expect(entry.requests).toBe(2);
});

test('a chunk of the projects remote, lost once, is fetched again', async ({ page }) => {
  const chunk = await flaky(
    page,
    new RegExp(
      `^${remoteOrigin('mfe_projects')}/__federation_expose_ProjectsRoutes\\.[0-9a-f]+\\.js$`,
    ),
    1,
  );
  await signIn(page, 'client@example.com');
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await expect(unavailable(page)).toHaveCount(0);
  expect(chunk.requests).toBe(2);
});

test('a remote that stays down still shows its fallback after the tries', async ({ page }) => {
  const manifest = await flaky(page, `${remoteOrigin('mfe_auth')}/mf-manifest.json`, 99);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await expect(unavailable(page).filter({ hasText: 'Sign-in' })).toBeVisible();
  expect(manifest.requests).toBeGreaterThanOrEqual(3);
});
