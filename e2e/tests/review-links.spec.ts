import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { signInAs } from '../support/admin-api';
import { serious } from '../support/axe';

// Review links (issue 31): a guest with no account comments and decides through a share link;
// the studio sees their words marked as a guest's; the link, revoked, says so and keeps them.
test.describe.configure({ timeout: 180_000 });
const PAVILION = 'Waterfront Pavilion';
const DRAWN = { timeout: 45_000 };

/** A thread of a review panel, found by its words. */
const threadWith = (panel: Locator, text: string) =>
  panel.getByRole('article', { name: /^Comment \d+ by / }).filter({ hasText: text });

test('a guest comments and approves through a review link; the studio sees "(guest)"; revoked, the link says so', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const label = `Agency review ${stamp}`;
  const guestName = `Ana Ruiz ${stamp}`;
  const words = `Slow the last turn down (${stamp})`;

  // Olivia, the client's project manager, makes a review link to the whole project.
  const olivia = await signInAs(browser, 'olivia@harbourco.example.com');
  await olivia.page.getByRole('link', { name: PAVILION }).first().click();
  await olivia.page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = olivia.page.getByRole('dialog', { name: `Share ${PAVILION}` });
  await share.getByRole('textbox', { name: 'Label' }).fill(label);
  await share.getByRole('checkbox', { name: 'Comment' }).check();
  await share.getByRole('checkbox', { name: 'Approve or request changes' }).check();
  await share.getByRole('button', { name: 'Create link' }).click();
  const row = share.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('Comment');
  await expect(row).toContainText('Decide');
  const projectId = Number(/\/projects\/(\d+)/.exec(olivia.page.url())![1]);
  const links = (await (await olivia.get(`/api/projects/${projectId}/share-links`)).json()) as {
    id: number;
    label: string;
    url: string;
  }[];
  const link = links.find((each) => each.label === label)!;

  // The guest: no account, a browser of their own.
  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const guest = await guestContext.newPage();
  await guest.goto(new URL(link.url).pathname);
  await expect(guest.getByRole('heading', { level: 1, name: PAVILION })).toBeVisible();
  await guest.getByRole('button', { name: /^Comments on Fly-through: / }).click();
  const dialog = guest.getByRole('dialog', { name: 'Fly-through' });
  const panel = dialog.getByRole('complementary', { name: 'Review' });
  // Asked who they are before anything else; a malformed address is refused there.
  const intro = panel.getByRole('form', { name: 'Who is reviewing' });
  await intro.getByRole('textbox', { name: 'Your name' }).fill(guestName);
  await intro.getByRole('textbox', { name: 'Your e-mail address' }).fill('ana@');
  await intro.getByRole('button', { name: 'Continue' }).click();
  await expect(intro.getByText('Please enter a valid email address')).toBeVisible();
  await intro.getByRole('textbox', { name: 'Your e-mail address' }).fill('ana@agency.example.com');
  await intro.getByRole('button', { name: 'Continue' }).click();
  await expect(
    panel.getByText(`Reviewing as ${guestName} (ana@agency.example.com).`),
  ).toBeVisible();
  expect(serious((await new AxeBuilder({ page: guest }).analyze()).violations)).toEqual([]);

  // A comment pinned to a moment of the video, as the portal's people make them.
  const video = dialog.getByLabel('Fly-through', { exact: true });
  await expect(video).toBeVisible(DRAWN);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.5);
  await panel.getByRole('button', { name: 'Comment here' }).click();
  await panel.getByRole('textbox', { name: 'Comment' }).fill(words);
  await panel.getByRole('button', { name: 'Post comment' }).click();
  const asGuest = `${guestName} (guest, via '${label}')`;
  await expect(threadWith(panel, words)).toContainText(asGuest);

  // And a decision (a retried run finds its own: taken back first).
  const approval = panel.getByRole('region', { name: 'Approval' });
  if (await approval.getByRole('button', { name: 'Withdraw' }).isVisible()) {
    await approval.getByRole('button', { name: 'Withdraw' }).click();
    await guest
      .getByRole('dialog', { name: 'Withdraw the decision?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
  }
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('Approved', { exact: true })).toBeVisible();
  await expect(approval).toContainText(asGuest);

  // The studio hears of both, named as the guest, and finds the thread on the medium.
  const ada = await signInAs(browser, 'admin@example.com');
  await ada.page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const notices = ada.page.getByRole('list', { name: 'Notifications list' }).getByRole('listitem');
  await expect(notices.filter({ hasText: words }).filter({ hasText: asGuest })).toBeVisible();
  await expect(notices.filter({ hasText: 'Approved: Fly-through' }).first()).toBeVisible();
  await ada.page.keyboard.press('Escape');
  await ada.page.getByRole('link', { name: PAVILION }).first().click();
  await ada.page.getByRole('button', { name: /^Comments on Fly-through: / }).click();
  const studioPanel = ada.page
    .getByRole('dialog', { name: 'Fly-through' })
    .getByRole('complementary', { name: 'Review' });
  await expect(threadWith(studioPanel, words)).toContainText(asGuest);

  // Revoked: the guest's next visit says so and shows nothing; what they said stays.
  const revoked = await olivia.page.request.delete(`/api/share-links/${link.id}`, {
    headers: {
      'X-XSRF-TOKEN':
        (await olivia.page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    },
  });
  expect(revoked.status()).toBe(200);
  await guest.reload();
  await expect(
    guest.getByRole('heading', { name: 'This link was turned off by the people who shared it.' }),
  ).toBeVisible();
  await expect(guest.getByText(PAVILION)).toHaveCount(0);
  // The studio's page keeps the medium open in its address: reloaded, it opens again.
  await ada.page.reload();
  await expect(threadWith(studioPanel, words)).toContainText(asGuest);
  await Promise.all([guestContext.close(), olivia.close(), ada.close()]);
});
