import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { tapHub } from '../support/hub';
import { signIn } from '../support/portal';
import { serious } from '../support/axe';

// A demo user no other spec signs in as, so the toast meant for them lands in this test only.
const USER = 'ava@freelance.example.com';

/** The admin, in a browser context of their own, on the admin area's Notifications section. */
async function adminOnNotifications(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin@example.com');
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  return { page, close: () => context.close() };
}

test('an admin sends an Alert to one user, whose open page shows it without a reload', async ({
  page,
  browser,
}) => {
  // Several people, browsers or full reloads in one journey: on two shared cores, triple the time.
  test.slow();
  const hub = await tapHub(page);
  await signIn(page, USER);
  await hub.connected;
  // Survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const title = `Scheduled outage ${Date.now()}`;
  const message = 'Uploads pause for ten minutes at 6 pm AEST.';
  const admin = await adminOnNotifications(browser);
  const form = admin.page.getByRole('form', { name: 'Send a notification' });
  // The new admin page, with the user field shown: no serious accessibility violations.
  await form.getByRole('radio', { name: 'One user' }).check();
  const results = await new AxeBuilder({ page: admin.page }).include('main').analyze();
  expect(serious(results.violations)).toEqual([]);
  const user = form.getByRole('combobox', { name: 'User' });
  await expect(user).toBeEnabled();
  await user.fill('ava@');
  await admin.page.getByRole('option', { name: USER }).click();
  await form.getByRole('radio', { name: 'Alert' }).check();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send notification' }).click();
  await expect(
    admin.page.getByRole('alert').filter({ hasText: 'Sent to 1 person.' }),
  ).toBeVisible();
  await admin.close();

  const toast = page.getByRole('alert').filter({ hasText: title });
  await expect(toast).toContainText(message);
  // Toasts sit above the bell's dropdown.
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  const item = page
    .getByRole('list', { name: 'Notifications list' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(item).toContainText(message);
  await expect(item).toContainText('Alert');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
