import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  freshPost,
  openUploads,
  UPLOAD_CHUNK_BYTES,
  videoFixture,
  watchChunks,
} from '../support/uploads';
import { serious } from '../support/axe';

// Real files from the machine: analysed by mediainfo.js in the page, sent in chunks of 64 KB
// (the e2e API's UPLOAD_CHUNK_BYTES), checked again and stored by the API.
test.describe.configure({ timeout: 120_000 });

const VALID = 'valid-720p30.mp4'; // 173,257 bytes: three chunks
const INVALID = 'invalid-25fps-14mbps.mp4';

test('a valid and an invalid video: the spec’s messages for one, the other sent in chunks and played on the post', async ({
  browser,
}) => {
  const title = `Reel ${Date.now()}`;
  const ada = await freshPost(browser, title);
  const page = ada.page;
  const dialog = await openUploads(page, title);
  await dialog
    .getByLabel('Files to upload')
    .setInputFiles([videoFixture(VALID), videoFixture(INVALID)]);

  const errors = dialog.getByRole('alert');
  await expect(errors).toContainText(
    `${INVALID}: Video bitrate (19.19 Mbps) must be less than or equal to 10 Mbps`,
  );
  await expect(errors).toContainText(
    `${INVALID}: Video framerate (25.00 fps) must be one of: 30, 60 fps`,
  );
  await expect(errors).not.toContainText(VALID);
  const files = dialog.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('listitem', { name: INVALID })).toContainText('Cannot be uploaded');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(serious(axe.violations)).toEqual([]);

  // Hold the finish, to see where the bar stands while it is pending.
  const chunks = await watchChunks(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads/finalize', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  const bar = files.getByRole('progressbar', { name: `Upload of ${VALID}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '90');
  expect(chunks).toEqual([1, 2, 3]);
  expect(Math.ceil(173_257 / UPLOAD_CHUNK_BYTES)).toBe(3);
  release();
  await expect(files.getByRole('listitem', { name: VALID })).toContainText('Added to the post');
  // Finished, the bar stays, full.
  await expect(bar).toHaveAttribute('aria-valuenow', '100');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Open valid-720p30 (Video)' }).click();
  const video = page.getByRole('dialog', { name: 'valid-720p30' }).getByLabel('valid-720p30');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0.2);
  await ada.close();
});

test('an upload cut off halfway resumes after a reload without sending its chunks again', async ({
  browser,
}) => {
  const title = `Resumed ${Date.now()}`;
  const ada = await freshPost(browser, title);
  const page = ada.page;
  let dialog = await openUploads(page, title);
  // The third chunk never gets through (the connection fails, and so do its retries); the page
  // is reloaded while the uploader waits to try again.
  const sent = await watchChunks(page, (n, route) =>
    n === 3 ? route.abort('connectionfailed') : route.continue(),
  );
  await dialog.getByLabel('Files to upload').setInputFiles(videoFixture(VALID));
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect.poll(() => sent).toEqual([1, 2, 3]);
  await page.reload();
  await page.unroute('**/api/uploads/chunks');

  const after = await watchChunks(page);
  dialog = await openUploads(page, title);
  await dialog.getByLabel('Files to upload').setInputFiles(videoFixture(VALID));
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  const files = dialog.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('listitem', { name: VALID })).toContainText('Added to the post');
  expect(after).toEqual([3]);
  await ada.close();
});
