import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/admin-api';
import { partnerPage, unlockInFrame } from '../support/partner-page';
import { serious } from '../support/axe';

test.describe.configure({ timeout: 120_000 });

test('a share link: created with a password, opened in a fresh browser, counted, revoked, then refused', async ({
  browser,
}) => {
  const label = `Board review ${Date.now()}`;
  const olivia = await signInAs(browser, 'olivia@harbourco.example.com');
  const page = olivia.page;
  await page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Waterfront Pavilion' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill(label);
  await dialog.getByLabel('Password', { exact: true }).fill('harbour-2026');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const row = dialog.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('Password');
  await expect(row).toContainText('No downloads');
  expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);

  const projectId = Number(/\/projects\/(\d+)/.exec(page.url())![1]);
  const links = (await (
    await olivia.get(`/api/projects/${projectId}/share-links`)
  ).json()) as Array<{
    label: string;
    url: string;
  }>;
  const url = new URL(links.find((link) => link.label === label)!.url);

  // A visitor with no account, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(url.pathname);
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  expect(response!.headers()['x-robots-tag']).toContain('noindex');
  // The visible one: the sign-in modal's form is mounted, hidden, on every page once it is idle.
  const password = visitor.getByLabel('Password', { exact: true }).filter({ visible: true });
  await password.fill('not the one');
  await visitor.getByRole('button', { name: 'Open' }).click();
  await expect(visitor.getByText('That password is not right.')).toBeVisible();
  expect(serious((await new AxeBuilder({ page: visitor }).analyze()).violations)).toEqual([]);
  await password.fill('harbour-2026');
  await visitor.getByRole('button', { name: 'Open' }).click();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Waterfront Pavilion' }),
  ).toBeVisible();
  const post = visitor.getByRole('article', { name: 'Dusk exterior renders' });
  await expect(post).toBeVisible();
  // The portal's viewers, with the media served through the link.
  await post
    .getByRole('button', { name: /^Open .*\(Image\)$/ })
    .first()
    .click();
  const picture = visitor.getByRole('dialog').getByRole('img').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('link', { name: /^Download / })).toHaveCount(0);
  expect(serious((await new AxeBuilder({ page: visitor }).analyze()).violations)).toEqual([]);

  // The owner sees the visit counted once, however often the visitor reloads.
  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Waterfront Pavilion' }),
  ).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const counted = page
    .getByRole('dialog', { name: 'Share Waterfront Pavilion' })
    .getByRole('row')
    .filter({
      hasText: label,
    });
  await expect(counted.getByRole('cell').nth(3)).toContainText(/^1/);

  // Revoked, it stops at once, and says so.
  await counted.getByRole('button', { name: `Revoke link: ${label}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this link?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(counted).toHaveCount(0);
  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { name: 'This link was turned off by the people who shared it.' }),
  ).toBeVisible();
  await expect(visitor.getByText('Waterfront Pavilion')).toHaveCount(0);
  await visitorContext.close();
});

test('a share link, and a post’s copied embed code, show inside a page of another origin', async ({
  browser,
}) => {
  const olivia = await signInAs(browser, 'olivia@harbourco.example.com');
  const page = olivia.page;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
  const projectId = Number(/\/projects\/(\d+)/.exec(page.url())![1]);
  // Waterfront Pavilion is a Showcase project: its published posts may be embedded.
  await page.getByRole('button', { name: 'Copy embed code: Dusk exterior renders' }).click();
  await expect(page.getByText(/^Embed code copied/)).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toMatch(/^<iframe src="http:\/\/localhost:\d+\/embed\/project\/\d+\/post\/\d+"/);

  const created = await olivia.post(`/api/projects/${projectId}/share-links`, {
    label: `Partner preview ${Date.now()}`,
    password: 'partner-2026',
  });
  expect(created.status()).toBe(201);
  const shareUrl = ((await created.json()) as { url: string }).url;

  const visitor = await browser.newPage();
  await partnerPage(
    `${snippet.replace('<iframe ', '<iframe name="embed" ')}<iframe title="Shared" src="${shareUrl}" width="800" height="600"></iframe>`,
    async (url) => {
      await visitor.goto(url);
      await expect(
        visitor
          .frameLocator('iframe[name="embed"]')
          .getByRole('heading', { name: 'Dusk exterior renders' }),
      ).toBeVisible();
      // The password is asked and given inside the frame; the visit then holds there (its
      // cookie is sent in a third-party frame), media included.
      const shared = visitor.frameLocator('iframe[title="Shared"]');
      await unlockInFrame(shared, 'partner-2026', 'Waterfront Pavilion');
    },
  );
  await visitor.close();
});
