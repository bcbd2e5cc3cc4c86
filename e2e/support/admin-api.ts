import { expect, type Browser } from '@playwright/test';
import { fillLogin } from './portal';

/**
 * Signs a demo user in from a browser context of its own and returns its page and a way to call
 * the API as them (with the X-XSRF-TOKEN header every non-GET needs, read from the cookie).
 */
export async function signInAs(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/?showLogin=true');
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/projects$/);
  // Signing in ends with a page load; a goto before it settles would be interrupted.
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const headers = { 'X-XSRF-TOKEN': xsrf ?? '' };
  return {
    page,
    get: (path: string) => page.request.get(path),
    post: (path: string, data: unknown) => page.request.post(path, { data, headers }),
    put: (path: string, data: unknown) => page.request.put(path, { data, headers }),
    delete: (path: string) => page.request.delete(path, { headers }),
    close: () => context.close(),
  };
}

/** The demo admin, signed in from a context of their own (see `signInAs`). */
export const signInAdmin = (browser: Browser) => signInAs(browser, 'admin@example.com');
