import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { tapHub } from '../support/hub';
import { partnerPage } from '../support/partner-page';
import { PORTAL_URL } from '../support/ports';
import { signIn } from '../support/portal';
import { serious } from '../support/axe';

/** Serious and critical violations, each with the elements it found (to say what to fix). */

/** The admin, in a browser context of their own, signed in with the hub connected. */
async function adminWithOpenPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const hub = await tapHub(page);
  await signIn(page, 'admin@example.com');
  await hub.connected;
  // Survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return { page, close: () => context.close() };
}

/** The visitor fills in the engagement form (on the page, or in a frame of it) and sends it. */
async function sendEnquiry(page: Page | FrameLocator, name: string, email: string) {
  await page.getByRole('checkbox', { name: 'Animation From $2,000.00' }).click();
  await page.getByRole('checkbox', { name: '3D Print From $3,000.00' }).click();
  await expect(page.getByText('Estimated total: $5,000.00')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Organisation/ }).fill('Harbourside Library');
  await page.getByRole('textbox', { name: /^Message/ }).fill('A fly-through for the opening.');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
}

test('a visitor sends an enquiry; an admin sees it live, lists it and marks it handled', async ({
  page,
  browser,
}) => {
  // Two people in two browsers on two shared cores: triple the time.
  test.slow();
  const admin = await adminWithOpenPage(browser);
  const name = `Enquirer ${Date.now()}`;
  const email = `enquirer-${Date.now()}@visitor.example.net`;

  // The visitor, not signed in, on the public engagement page.
  await page.goto('/engagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Engagement' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Render From $500.00' })).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  // Each service shows its picture (loaded, not a broken image).
  const pictures = page.getByRole('group', { name: 'Services' }).locator('img');
  await expect(pictures).toHaveCount(4);
  for (const picture of await pictures.all()) {
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(800);
  }
  expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);

  // Bad input gets field messages and sends nothing.
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Choose at least one service', { exact: true })).toBeVisible();

  await sendEnquiry(page, name, email);

  // The admin's open page shows it at once, without a reload (checked first: a toast closes itself).
  const title = `New enquiry from ${name}`;
  const toast = admin.page.getByRole('alert').filter({ hasText: title });
  await expect(toast).toContainText('Animation, 3D Print, from Harbourside Library');

  // The visitor's confirmation replaces the form.
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `the studio will reply to ${email}` }),
  ).toBeVisible();
  expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);

  // The toast closes itself (it would sit above the bell's list); the bell keeps the notification.
  await expect(toast).toBeHidden();
  const bell = admin.page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  await expect(
    admin.page
      .getByRole('list', { name: 'Notifications list' })
      .getByRole('listitem')
      .filter({ hasText: title }),
  ).toContainText('Alert');
  await admin.page.keyboard.press('Escape');
  expect(await admin.page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The admin area's Enquiries lists it, open; marking it handled moves it to Handled.
  await admin.page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await admin.page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Enquiries' })
    .click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const table = admin.page.getByRole('table', { name: 'Enquiries' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Harbourside Library');
  await expect(row).toContainText('A fly-through for the opening.');
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(row).toContainText('Open');
  expect(
    serious((await new AxeBuilder({ page: admin.page }).include('main').analyze()).violations),
  ).toEqual([]);

  await row.getByRole('button', { name: 'Mark handled' }).click();
  await expect(row).toHaveCount(0);
  await admin.page
    .getByRole('radiogroup', { name: 'Show enquiries' })
    .getByText('Handled', { exact: true })
    .click();
  await expect(row).toContainText('Handled');
  await expect(row.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await admin.close();
});

test('the engagement form sends an enquiry from inside a partner site’s iframe', async ({
  page,
}) => {
  const email = `framed-${Date.now()}@visitor.example.net`;
  await partnerPage(
    `<iframe title="Enquire" src="${PORTAL_URL}/engagement" width="900" height="1400"></iframe>`,
    async (url) => {
      await page.goto(url);
      const form = page.frameLocator('iframe[title="Enquire"]');
      await expect(form.getByRole('heading', { level: 1, name: 'Engagement' })).toBeVisible();
      await sendEnquiry(form, 'Framed Fran', email);
      await expect(
        form.getByRole('status').filter({ hasText: `the studio will reply to ${email}` }),
      ).toBeVisible();
    },
  );
});
