import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/portal';

// Review on the media (issue 29) in the running portal with the demo seed's real media: comments
// pinned to a moment, a point and a view, decisions, notifications and live updates. Each journey
// writes words of its own (a stamp), so it finds its own thread whatever else the database holds.
test.describe.configure({ timeout: 180_000 });
const DRAWN = { timeout: 45_000 };
const PAVILION = 'Waterfront Pavilion';
const TIMECODE = /\d\d:\d\d:\d\d:\d\d/;

/** A signed-in page with cookies of its own. */
async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  return { page, close: () => context.close() };
}

/** Opens a project from the list, then a medium's review from its card's comment count. */
async function openReview(page: Page, project: string, title: string) {
  await page.getByRole('link', { name: project }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: project })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Comments on ${title}: `) }).click();
  return reviewDialog(page, title);
}

/** The open viewer of a medium and its review panel. */
function reviewDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  return { dialog, panel: dialog.getByRole('complementary', { name: 'Review' }) };
}

/** A thread of the panel, found by its words. */
const threadWith = (panel: Locator, text: string) =>
  panel.getByRole('article', { name: /^Comment \d+ by / }).filter({ hasText: text });

/** Where the middle of an element sits across and down another, as fractions of it. */
async function placeIn(inner: Locator, outer: Locator) {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) throw new Error('Not on screen');
  return { x: (a.x + a.width / 2 - b.x) / b.width, y: (a.y + a.height / 2 - b.y) / b.height };
}

test('a client pins a comment to a moment of the fly-through; the studio opens it from the bell at that moment, replies and resolves it', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const words = `The canopy edge shimmers here (${stamp})`;
  const casey = await signedIn(browser, 'client@example.com');
  const { dialog, panel } = await openReview(casey.page, PAVILION, 'Fly-through');
  const video = dialog.getByLabel('Fly-through', { exact: true });
  await expect(video).toBeVisible(DRAWN);
  // It plays on its own; wait for the picture to move, then pin where it is.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.5);
  await panel.getByRole('button', { name: 'Comment here' }).click();
  const place = panel.getByText(/^At \d\d:\d\d:\d\d:\d\d/);
  await expect(place).toBeVisible();
  const timecode = (await place.textContent())!.match(TIMECODE)![0];
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await panel.getByRole('textbox', { name: 'Comment' }).fill(words);
  await panel.getByRole('button', { name: 'Post comment' }).click();
  const thread = threadWith(panel, words);
  await expect(thread).toBeVisible();
  const label = new RegExp(`^Comment (\\d+) by Casey Client at ${timecode}$`);
  // Its marker on the timeline and its card both carry the name; the card shows the timecode.
  await expect(dialog.getByRole('button', { name: label })).toHaveCount(2);
  await expect(thread).toContainText(timecode);

  // The studio hears of it in the bell; its link opens the viewer at that moment, paused.
  const ada = await signedIn(browser, 'admin@example.com');
  const bell = ada.page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const item = ada.page
    .getByRole('list', { name: 'Notifications list' })
    .getByRole('listitem')
    .filter({ hasText: `New comment on Fly-through at ${timecode}` })
    .filter({ hasText: words });
  await item.getByRole('button').first().click();
  await expect(ada.page).toHaveURL(/\?media=\d+&comment=\d+$/);
  const studio = reviewDialog(ada.page, 'Fly-through');
  const studioThread = threadWith(studio.panel, words);
  await expect(studioThread).toBeVisible(DRAWN);
  await expect(studio.dialog.getByRole('timer', { name: 'Timecode' })).toHaveText(
    new RegExp(`^${timecode} / `),
    DRAWN,
  );
  const studioVideo = studio.dialog.getByLabel('Fly-through', { exact: true });
  expect(await studioVideo.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  await studioThread.getByRole('button', { name: 'Reply' }).click();
  await studioThread
    .getByRole('textbox', { name: 'Reply to Casey Client' })
    .fill(`We will soften it in the next render (${stamp})`);
  await studioThread.getByRole('button', { name: 'Post reply' }).click();
  await expect(studioThread.getByRole('article', { name: 'Reply by Ada Admin' })).toBeVisible();
  await studioThread.getByRole('button', { name: 'Resolve' }).click();
  await expect(studioThread.getByText(/^Resolved by Ada Admin/)).toBeVisible();

  // Casey's open viewer shows the reply and the resolution without a reload, and she is told.
  await expect(thread.getByRole('article', { name: 'Reply by Ada Admin' })).toBeVisible();
  await expect(thread.getByText(/^Resolved by Ada Admin/)).toBeVisible();
  await expect(
    casey.page
      .getByRole('alert')
      .filter({ hasText: 'Ada Admin resolved your comment' })
      .filter({ hasText: String(stamp) }),
  ).toBeVisible();

  // A viewer with its comments open: no accessibility violations at all (WCAG 2.2 AA), read
  // once the live refresh's transitions have ended (colours mid-fade are not the page's).
  await casey.page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    // A transition cut short (its element re-rendered) rejects `finished`: it has ended too.
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  const results = await new AxeBuilder({ page: casey.page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    ),
  ).toEqual([]);
  await Promise.all([casey.close(), ada.close()]);
});

test('a comment pinned to a point of an image, with a drawing, stays on its spot at two window sizes and after a reload', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const words = `Lift the shadow under this bench (${stamp})`;
  const olivia = await signedIn(browser, 'olivia@harbourco.example.com');
  const { page } = olivia;
  const { dialog, panel } = await openReview(page, PAVILION, 'Under the timber canopy');
  const image = dialog.getByRole('img', { name: 'Under the timber canopy' });
  await expect(image).toBeVisible(DRAWN);
  await panel.getByRole('button', { name: 'Comment here' }).click();
  // The pin starts in the middle of the view; the arrow keys move it (Shift: 5% a press).
  const pin = dialog.getByRole('button', { name: /^New comment's pin, / });
  await expect(pin).toBeVisible();
  await pin.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(pin).toHaveAccessibleName(/^New comment's pin, \d+% across, \d+% down$/);
  const pinned = await placeIn(pin, image);
  // A rectangle drawn over the image in blue.
  await panel.getByRole('radiogroup', { name: 'Drawing tool' }).getByText('Rectangle').click();
  await panel.getByRole('button', { name: 'Blue' }).click();
  const box = (await image.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.4, { steps: 5 });
  await page.mouse.up();
  await expect(panel.getByRole('button', { name: 'Undo last shape' })).toBeEnabled();
  await panel.getByRole('textbox', { name: 'Comment' }).fill(words);
  await panel.getByRole('button', { name: 'Post comment' }).click();
  const thread = threadWith(panel, words);
  await expect(thread).toBeVisible();
  const name = (await thread.getAttribute('aria-label'))!;
  const marker = dialog.getByRole('button', { name: `${name} at`, exact: false }).first();

  /** The thread's marker sits where the pin was, over the image, and its drawing shows. */
  const expectOnItsSpot = async () => {
    await expect(image).toBeVisible(DRAWN);
    const markerOnImage = dialog
      .getByRole('button', { name: new RegExp(`^${name} `) })
      .filter({ hasNotText: words });
    await expect(markerOnImage.first()).toBeVisible(DRAWN);
    const at = await placeIn(markerOnImage.first(), image);
    expect(Math.abs(at.x - pinned.x)).toBeLessThan(0.02);
    expect(Math.abs(at.y - pinned.y)).toBeLessThan(0.02);
    await thread.getByRole('button', { name: new RegExp(`^${name} `) }).click();
    await expect(dialog.locator('svg rect[stroke="#1c7ed6"]')).toBeVisible();
  };
  await expect(marker).toBeVisible();
  await expectOnItsSpot();
  await page.setViewportSize({ width: 820, height: 700 });
  await expectOnItsSpot();
  await page.reload();
  await expect(thread).toBeVisible(DRAWN);
  await expectOnItsSpot();
  await olivia.close();
});

test('a comment on a 360° view turns the view back to where it was made', async ({ browser }) => {
  test.slow();
  const stamp = Date.now();
  const words = `Is this the lookout? (${stamp})`;
  const mia = await signedIn(browser, 'mia@kookaburra.example.com');
  const { page } = mia;
  const { dialog, panel } = await openReview(page, 'Outback Explorer VR', 'Sunset at the rock');
  const sphere = dialog.getByRole('application', { name: '360° view of Sunset at the rock' });
  await expect(sphere.locator('canvas')).toBeVisible(DRAWN);
  await panel.getByRole('button', { name: 'Comment here' }).click();
  await expect(panel.getByText(/^At yaw /)).toBeVisible();
  await panel.getByRole('textbox', { name: 'Comment' }).fill(words);
  await panel.getByRole('button', { name: 'Post comment' }).click();
  const thread = threadWith(panel, words);
  await expect(thread).toBeVisible();
  const name = (await thread.getAttribute('aria-label'))!;
  const marker = sphere.getByRole('button', { name: new RegExp(`^${name} `) });
  // Made at the centre of the view, its marker is there.
  await expect
    .poll(async () => Math.abs((await placeIn(marker, sphere)).x - 0.5), DRAWN)
    .toBeLessThan(0.05);
  // Look away without a mouse: hold → on the focused view until the marker has left the middle
  // (the new thread's own turn to it may still be under way: hold again until the view stays).
  await sphere.focus();
  // (A marker out of view is hidden, and then no longer a button a role query finds.)
  const away = async () =>
    (await marker.isVisible()) ? Math.abs((await placeIn(marker, sphere)).x - 0.5) : 1;
  await expect(async () => {
    await page.keyboard.down('ArrowRight');
    try {
      await expect.poll(away, { timeout: 5_000 }).toBeGreaterThan(0.3);
    } finally {
      await page.keyboard.up('ArrowRight');
    }
    expect(await away()).toBeGreaterThan(0.2);
  }).toPass(DRAWN);
  // Choosing the comment turns the view back: its marker is in the middle again.
  await thread.getByRole('button', { name: new RegExp(`^${name} `) }).click();
  await expect
    .poll(async () => Math.abs((await placeIn(marker, sphere)).x - 0.5), DRAWN)
    .toBeLessThan(0.05);
  await mia.close();
});

test('a client asks for changes with a reason, the studio sees who and why and is told; then the client approves', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const reason = `Page 3 shows last month's plan (${stamp})`;
  const title = 'Design visualisation report';
  const olivia = await signedIn(browser, 'olivia@harbourco.example.com');
  const { panel } = await openReview(olivia.page, PAVILION, title);
  const approval = panel.getByRole('region', { name: 'Approval' });
  // A retried run finds its own earlier decision: take it back first.
  if (await approval.getByRole('button', { name: 'Withdraw' }).isVisible()) {
    await approval.getByRole('button', { name: 'Withdraw' }).click();
    await olivia.page
      .getByRole('dialog', { name: 'Withdraw the decision?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
  }
  await approval.getByRole('button', { name: 'Request changes' }).click();
  const ask = olivia.page.getByRole('dialog', { name: 'Request changes' });
  // The reason is required.
  await ask.getByRole('button', { name: 'Request changes' }).click();
  await expect(ask.getByText('Say what needs to change.')).toBeVisible();
  await ask.getByRole('textbox', { name: 'What needs to change' }).fill(reason);
  await ask.getByRole('button', { name: 'Request changes' }).click();
  await expect(ask).toBeHidden();
  await expect(approval.getByText('Changes requested', { exact: true })).toBeVisible();
  await expect(approval.getByText(reason)).toBeVisible();

  // The studio: told, and the tile and the summary say who and why.
  const ada = await signedIn(browser, 'admin@example.com');
  await expect(
    ada.page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ }),
  ).toBeVisible();
  await ada.page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(
    ada.page
      .getByRole('list', { name: 'Notifications list' })
      .getByRole('listitem')
      .filter({ hasText: `Changes requested: ${title}` })
      .filter({ hasText: reason }),
  ).toBeVisible();
  await ada.page.keyboard.press('Escape');
  await ada.page.getByRole('link', { name: PAVILION }).first().click();
  await expect(ada.page.getByRole('heading', { level: 1, name: PAVILION })).toBeVisible();
  await expect(ada.page.getByText(/\d+ changes? requested/).first()).toBeVisible();
  const tile = ada.page
    .getByRole('article')
    .filter({ has: ada.page.getByRole('button', { name: new RegExp(`^Open ${title} `) }) })
    .last();
  await expect(tile.getByText(`Changes requested by Olivia Harbour: ${reason}`)).toBeVisible();
  // 'Needs attention' keeps it on the page.
  await ada.page.getByText('Needs attention').click();
  await expect(ada.page).toHaveURL(/attention=1/);
  await expect(ada.page.getByRole('button', { name: new RegExp(`^Open ${title} `) })).toBeVisible();

  // Then the client approves: the history keeps both decisions.
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('Approved', { exact: true })).toBeVisible();
  await ada.page.reload();
  await expect(ada.page.getByRole('button', { name: new RegExp(`^Open ${title} `) })).toBeHidden();
  await Promise.all([olivia.close(), ada.close()]);
});

test('two browsers on one medium see each other’s comments live', async ({ browser }) => {
  test.slow();
  const stamp = Date.now();
  const casey = await signedIn(browser, 'client@example.com');
  const olivia = await signedIn(browser, 'olivia@harbourco.example.com');
  const hers = await openReview(olivia.page, PAVILION, 'Deliverables package');
  const his = await openReview(casey.page, PAVILION, 'Deliverables package');
  await expect(hers.panel.getByRole('button', { name: 'Comment here' })).toBeVisible();
  const words = `Is the CAD export in here too? (${stamp})`;
  await his.panel.getByRole('textbox', { name: 'Comment' }).fill(words);
  await his.panel.getByRole('button', { name: 'Post comment' }).click();
  await expect(threadWith(his.panel, words)).toBeVisible();
  // No reload: the hub's group of the medium carries it.
  const there = threadWith(hers.panel, words);
  await expect(there).toBeVisible();
  await there.getByRole('button', { name: 'Reply' }).click();
  await there.getByRole('textbox', { name: 'Reply to Casey Client' }).fill(`Yes (${stamp})`);
  await there.getByRole('button', { name: 'Post reply' }).click();
  await expect(
    threadWith(his.panel, words).getByRole('article', { name: 'Reply by Olivia Harbour' }),
  ).toBeVisible();
  await Promise.all([casey.close(), olivia.close()]);
});

test('words typed beside a 360° video never play or pause it (its Space stays in the view)', async ({
  browser,
}) => {
  const ada = await signedIn(browser, 'admin@example.com');
  const { dialog, panel } = await openReview(ada.page, 'Reef Discovery App', 'Reef drift 360°');
  const view = dialog.getByRole('application', { name: '360° view of Reef drift 360°' });
  await expect(view.locator('canvas')).toBeVisible(DRAWN);
  // Starting a comment pins the moment (pausing the video); then it is played again.
  const field = panel.getByRole('textbox', { name: 'Comment' });
  await field.click();
  const play = view.locator('.psv-video-play-button');
  await play.click();
  await expect(play).toHaveClass(/psv-button--active/);
  // Five spaces typed in the comment: each used to play or pause the video.
  await field.click();
  await field.pressSequentially('more light on the coral please');
  await expect(field).toHaveValue('more light on the coral please');
  await expect(play).toHaveClass(/psv-button--active/);
  const time = view.locator('.psv-video-time');
  const at = await time.textContent();
  await expect(time).not.toHaveText(at ?? '', DRAWN);
  await ada.close();
});
