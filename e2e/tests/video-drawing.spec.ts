import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/portal';

// Drawing on a video's frame (issue 50): a reviewer draws on a paused frame of the seed's
// fly-through (24 fps), and the drawing is on that frame only, after a reload too. Its words
// carry a stamp, so the journey finds its own thread whatever else the database holds.
test.describe.configure({ timeout: 180_000 });
const DRAWN = { timeout: 45_000 };
/** The drawing colours' blue (`DRAWING_COLOURS.blue`), as the drawing's SVG strokes it. */
const BLUE = '#1c7ed6';
/** Frame 48 at 24 fps, two seconds in, and the frame after it. */
const FRAME_48 = '00:00:02:00';
const FRAME_49 = '00:00:02:01';

/** Opens Waterfront Pavilion's fly-through with its review, from its card's comment count. */
async function openFlyThrough(page: Page) {
  await page.getByRole('link', { name: 'Waterfront Pavilion' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waterfront Pavilion' })).toBeVisible();
  await page.getByRole('button', { name: /^Comments on Fly-through: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Fly-through' });
  return { dialog, panel: dialog.getByRole('complementary', { name: 'Review' }) };
}

/** Whether `inner` lies within `outer` on screen. */
async function within(inner: Locator, outer: Locator) {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return (
    a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height
  );
}

test('a drawing made on frame 48 of the fly-through shows on that frame after a reload, and is gone one frame on', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const words = `The railing's shadow jumps on this frame (${stamp})`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'olivia@harbourco.example.com');
  const { dialog, panel } = await openFlyThrough(page);
  const video = dialog.getByLabel('Fly-through', { exact: true });
  const timecode = dialog.getByRole('timer', { name: 'Timecode' });
  const drawing = dialog.locator(`svg rect[stroke="${BLUE}"]`);
  await expect(video).toBeVisible(DRAWN);
  // Paused on frame 48 (its middle, as the viewer's own steps land), once its frames are there.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), DRAWN)
    // HAVE_METADATA
    .toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 48.5 / 24;
  });
  await expect(timecode).toHaveText(new RegExp(`^${FRAME_48} / `), DRAWN);

  // Pinned to the paused frame, with a blue rectangle drawn over the middle of the picture.
  await panel.getByRole('button', { name: 'Comment here' }).click();
  await expect(panel.getByText(`At ${FRAME_48}`)).toBeVisible();
  await panel.getByRole('radiogroup', { name: 'Drawing tool' }).getByText('Rectangle').click();
  await panel.getByRole('button', { name: 'Blue' }).click();
  const box = (await video.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 5 });
  await page.mouse.up();
  await expect(panel.getByRole('button', { name: 'Undo last shape' })).toBeEnabled();
  await expect(drawing).toBeVisible();
  await panel.getByRole('textbox', { name: 'Comment' }).fill(words);
  await panel.getByRole('button', { name: 'Post comment' }).click();
  const thread = panel
    .getByRole('article', { name: /^Comment \d+ by Olivia Harbour$/ })
    .filter({ hasText: words });
  await expect(thread).toBeVisible();
  await expect(page).toHaveURL(/[?&]comment=\d+/);

  // After a reload, the thread chosen (from the address, then its card): the drawing is over
  // the picture on frame 48.
  await page.reload();
  await expect(thread).toBeVisible(DRAWN);
  const name = (await thread.getAttribute('aria-label'))!;
  await thread.getByRole('button', { name: new RegExp(`^${name} `) }).click();
  await expect(timecode).toHaveText(new RegExp(`^${FRAME_48} / `), DRAWN);
  await expect(drawing).toBeVisible(DRAWN);
  expect(await within(drawing, video)).toBe(true);

  // One frame on, it is gone; one frame back, it is there again.
  await dialog.getByRole('button', { name: 'Next frame' }).click();
  await expect(timecode).toHaveText(new RegExp(`^${FRAME_49} / `));
  await expect(drawing).toHaveCount(0);
  await page.keyboard.press(',');
  await expect(timecode).toHaveText(new RegExp(`^${FRAME_48} / `));
  await expect(drawing).toBeVisible();
  await context.close();
});
