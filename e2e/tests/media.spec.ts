import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/portal';
import { serious } from '../support/axe';

// Every media type opened and shown in the running portal with the demo seed's real content.
// Showcase projects, so a client user of another organisation sees them too. WebGL and pdf.js
// run in software on these shared cores: each viewer gets time to draw (states, not sleeps).
test.describe.configure({ timeout: 120_000 });
const DRAWN = { timeout: 45_000 };

/** Opens a project by name from the list, then one of its media by title. */
async function openMedia(page: Page, project: string, title: string) {
  await page.getByRole('link', { name: project }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: project })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Open ${title} \\(`) }).click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'client@example.com');
});

test('a video plays in its viewer, and the open item is in the address', async ({ page }) => {
  await openMedia(page, 'Waterfront Pavilion', 'Fly-through');
  const dialog = page.getByRole('dialog', { name: 'Fly-through' });
  const video = dialog.getByLabel('Fly-through');
  await expect(video).toBeVisible(DRAWN);
  // One player: the portal's controls, never the browser's own over them (walk D8).
  expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
  await expect(dialog.getByRole('button', { name: /^(Play|Pause)$/ })).toHaveCount(1);
  await expect(page).toHaveURL(/\?media=\d+$/);
  // It starts on its own (muted); wait for the picture to move, not for a time.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.3);
  await expect(
    dialog.getByRole('link', { name: 'Download pavilion-flythrough.mp4' }),
  ).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
});

test('outside review, an image opens large in the lightbox, a carousel that wraps and plays a slideshow', async ({
  browser,
}) => {
  // Ava, of no client, sees the Showcase project without its review; in review an image opens in
  // the review dialog instead (review.spec).
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'ava@freelance.example.com');
  await openMedia(page, 'Waterfront Pavilion', 'Dusk from the foreshore');
  await expect(page.getByRole('img', { name: 'Dusk from the foreshore' })).toBeVisible();
  // The image on view is in the address: the first of the post's two images, then the second.
  await expect(page).toHaveURL(/\?media=\d+$/);
  const first = page.url();
  await page.keyboard.press('ArrowRight');
  await expect(page).not.toHaveURL(first);
  const second = page.url();
  // A key pressed while the carousel is still sliding may be dropped: press until it wraps.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(first, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // Previous on the first image wraps round to the last.
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(page).toHaveURL(second);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  // The slideshow moves on by itself (every 5 s) until paused.
  await page.getByRole('button', { name: 'Play the slideshow' }).click();
  await expect(page).toHaveURL(first, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Pause the slideshow' }).click();
  await page.keyboard.press('Escape');
  // (A carousel of two that wraps holds the other image on both sides: count them all.)
  await expect(page.getByRole('img', { name: 'Under the timber canopy' })).toHaveCount(0);
});

test('the PDF shows its first page, and the zip lists its entries', async ({ page }) => {
  await openMedia(page, 'Waterfront Pavilion', 'Design visualisation report');
  const report = page.getByRole('dialog', { name: 'Design visualisation report' });
  await expect(report.getByText('Page 1 of 4')).toBeVisible(DRAWN);
  await expect(report.locator('.react-pdf__Page canvas')).toBeVisible(DRAWN);
  await report.getByRole('button', { name: 'Next', exact: true }).click();
  const zip = page.getByRole('dialog', { name: 'Deliverables package' });
  await expect(zip.getByRole('cell', { name: 'README.txt', exact: true })).toBeVisible();
  await expect(
    zip.getByRole('cell', { name: 'report/pavilion-design-report.pdf', exact: true }),
  ).toBeVisible();
});

test('the 360° stills render in the sphere viewer', async ({ page }) => {
  await openMedia(page, 'Outback Explorer VR', 'Sunset at the rock');
  const still = page.getByRole('application', { name: '360° view of Sunset at the rock' });
  await expect(still.locator('canvas')).toBeVisible(DRAWN);
  await page.getByRole('button', { name: 'Close the viewer' }).click();
  await page.getByRole('link', { name: 'My Projects' }).first().click();
  await openMedia(page, 'Skyline Residences', 'Penthouse 360°');
  await expect(
    page.getByRole('application', { name: '360° view of Penthouse 360°' }).locator('canvas'),
  ).toBeVisible(DRAWN);
});

test('the site model loads in 3D only when asked', async ({ page }) => {
  await openMedia(page, 'Waterfront Pavilion', 'Barangaroo site model');
  const model = page.getByRole('dialog', { name: 'Barangaroo site model' });
  await model.getByRole('button', { name: 'Load 3D view' }).click();
  await expect(
    model.getByRole('application', { name: '3D view of Barangaroo site model' }).locator('canvas'),
  ).toBeVisible(DRAWN);
  await expect(model.getByText('The 3D view could not be loaded.')).toBeHidden();
});

test('the pixel stream launches in its frame', async ({ page }) => {
  await openMedia(page, 'Skyline Residences', 'Interactive walkthrough');
  await page.getByRole('button', { name: 'Launch stream' }).click();
  const stream = page.frameLocator('iframe[title="Pixel stream: Interactive walkthrough"]');
  await expect(stream.getByText('Lumen Pixel Stream – demo session')).toBeVisible(DRAWN);
  await expect(stream.getByText(/Connected · \d+ fps/)).toBeVisible();
});

test('a project page with its media viewer open has no serious accessibility violations', async ({
  page,
}) => {
  await openMedia(page, 'Waterfront Pavilion', 'Deliverables package');
  await expect(page.getByRole('cell', { name: 'README.txt', exact: true })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(serious(results.violations)).toEqual([]);
});

test('the 360° video of the reef app renders in the sphere viewer for the studio', async ({
  browser,
}) => {
  const page = await browser.newPage();
  await signIn(page, 'admin@example.com');
  await openMedia(page, 'Reef Discovery App', 'Reef drift 360°');
  await expect(
    page.getByRole('application', { name: '360° view of Reef drift 360°' }).locator('canvas'),
  ).toBeVisible(DRAWN);
  await page.close();
});
