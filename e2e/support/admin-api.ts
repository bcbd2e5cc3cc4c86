import { expect, type Browser } from '@playwright/test';
import { fillLogin } from './portal';

/**
 * Signs the demo admin in from a browser context of its own and returns a way to call the API as
 * them (with the X-XSRF-TOKEN header every non-GET needs, read from the XSRF-TOKEN cookie).
 */
export async function signInAdmin(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/?showLogin=true');
  await fillLogin(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/projects$/);
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  return {
    get: (path: string) => page.request.get(path),
    post: (path: string, data: unknown) =>
      page.request.post(path, { data, headers: { 'X-XSRF-TOKEN': xsrf ?? '' } }),
    close: () => context.close(),
  };
}
