import { chromium, expect, test } from '@playwright/test';
import { signInAs } from '../support/admin-api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { partnerPage, unlockInFrame } from '../support/partner-page';

// A password-protected review link inside another site's frame, in a browser that blocks
// third-party cookies (issue 31): the visit's cookies are partitioned (CHIPS), which such a
// browser still keeps and sends in the frame, so the password and the guest's name are asked once.
test.describe.configure({ timeout: 120_000 });

test('a password review link inside a cross-site frame works with third-party cookies blocked', async ({
  browser,
}) => {
  const label = `Council planner ${Date.now()}`;
  const olivia = await signInAs(browser, 'olivia@harbourco.example.com');
  await olivia.page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
  const projectId = Number(/\/projects\/(\d+)/.exec(olivia.page.url())![1]);
  const created = await olivia.post(`/api/projects/${projectId}/share-links`, {
    label,
    password: 'council-2026',
    allowComments: true,
  });
  expect(created.status()).toBe(201);
  const shareUrl = ((await created.json()) as { url: string }).url;
  await olivia.page.context().close();

  // Chromium as it ships with third-party cookies phased out.
  const blocking = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
  });
  try {
    const visitor = await blocking.newPage();
    await partnerPage(
      `<iframe title="Shared" src="${shareUrl}" width="900" height="700"></iframe>`,
      async (url) => {
        await visitor.goto(url);
        const frame = visitor.frames().find((each) => each.url().startsWith(shareUrl))!;
        // The frame really is cut off from unpartitioned cookies.
        await expect.poll(() => frame.evaluate(() => document.hasStorageAccess())).toBe(false);
        const shared = visitor.frameLocator('iframe[title="Shared"]');
        await unlockInFrame(shared, 'council-2026', 'Waterfront Pavilion');
        // And a reload of the frame keeps the visit: no password asked again.
        await frame.goto(shareUrl);
        await expect(
          shared.getByRole('heading', { level: 1, name: 'Waterfront Pavilion' }),
        ).toBeVisible();
        await expect(shared.getByLabel('Password', { exact: true })).toHaveCount(0);

        // The guest says who they are once; a reply is theirs, marked as a guest's.
        await shared.getByRole('button', { name: /^Comments on Fly-through: / }).click();
        const panel = shared.getByRole('complementary', { name: 'Review' });
        const intro = panel.getByRole('form', { name: 'Who is reviewing' });
        await intro.getByRole('textbox', { name: 'Your name' }).fill('Pat Planner');
        await intro
          .getByRole('textbox', { name: 'Your e-mail address' })
          .fill('pat@council.example.com');
        await intro.getByRole('button', { name: 'Continue' }).click();
        await expect(panel.getByText('Reviewing as Pat Planner')).toBeVisible();
        await panel.getByRole('button', { name: 'Reply', exact: true }).first().click();
        await panel.getByRole('textbox', { name: /^Reply to / }).fill('Fine by council.');
        await panel.getByRole('button', { name: 'Post reply' }).click();
        await expect(
          panel.getByRole('article', { name: `Reply by Pat Planner (guest, via '${label}')` }),
        ).toContainText('Fine by council.');
        // Still known after the frame reloads.
        await frame.goto(shareUrl);
        await shared.getByRole('button', { name: /^Comments on Fly-through: / }).click();
        await expect(panel.getByText('Reviewing as Pat Planner')).toBeVisible();
      },
    );
  } finally {
    await blocking.close();
  }
});
