import { expect, test } from '@playwright/test';
import { scanAtEachWidth } from '../support/axe';
import { freshPost, openUploads, renderPng } from '../support/uploads';

// Versions of a medium (issue 30): a re-render uploaded as a new version keeps one medium, shows
// the latest with the earlier still selectable and their comments marked, and compares them; a
// file dropped on the medium's card becomes the next version.
test.describe.configure({ timeout: 150_000 });
const MADE = { timeout: 60_000 };

test('a new version keeps one medium, shows v2 with v1 selectable and its comments marked, compares them, and takes v3 dropped on its card', async ({
  browser,
}) => {
  test.slow();
  const title = `Versions ${Date.now()}`;
  const ada = await freshPost(browser, title);
  const { page } = ada;

  // Version 1, uploaded to the post.
  const uploads = await openUploads(page, title);
  await uploads.getByLabel('Files to upload').setInputFiles({
    name: 'Atrium.png',
    mimeType: 'image/png',
    buffer: await renderPng(page, '#0b3d91'),
  });
  await uploads.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(uploads.getByRole('listitem', { name: 'Atrium.png' })).toContainText(
    'Added to the post',
    MADE,
  );
  await uploads.getByRole('button', { name: 'Done' }).click();
  const tile = page.getByRole('button', { name: 'Open Atrium (Image)' });
  await expect(tile).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: tile });

  // A client's comment on version 1 (through the API: the review spec covers the composer).
  const projectId = page.url().split('/projects/')[1]!.split(/[/?]/)[0];
  const project = await (await ada.get(`/api/projects/${projectId}`)).json();
  const mediaId = project.posts[0].media[0].id as number;
  const words = `The sky reads too cold (${Date.now()})`;
  const comment = await ada.post(`/api/media/${mediaId}/comments`, {
    text: words,
    anchor: { kind: 'point', x: 0.3, y: 0.2, width: null, height: null, page: null },
  });
  expect(comment.status()).toBe(201);

  // Version 2, from the medium's menu.
  await page.getByRole('button', { name: 'Actions for Atrium' }).click();
  await page.getByRole('menuitem', { name: 'Upload new version' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a new version of Atrium' });
  await upload.getByLabel('File to upload').setInputFiles({
    name: 'Atrium v2.png',
    mimeType: 'image/png',
    buffer: await renderPng(page, '#f4a261'),
  });
  await upload.getByRole('button', { name: 'Upload new version' }).click();
  await expect(upload.getByRole('listitem', { name: 'Atrium v2.png' })).toContainText(
    'Now version 2 of Atrium',
    MADE,
  );
  await upload.getByRole('button', { name: 'Done' }).click();

  // Still one medium, now at v2, awaiting review again.
  await expect(tile).toHaveCount(1);
  await expect(card).toContainText('v2');
  await page.getByRole('button', { name: /^Comments on Atrium: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Atrium' });
  const picker = dialog.getByLabel('Version');
  await expect(picker).toHaveValue('2');
  await expect(picker.locator('option')).toHaveText([/^v2 \(latest\)/, /^v1/]);
  const picture = dialog.getByRole('img', { name: 'Atrium' }).first();
  await expect(picture).toHaveAttribute('src', /version=2/);
  const panel = dialog.getByRole('complementary', { name: 'Review' });
  const thread = panel.getByRole('article').filter({ hasText: words });
  await expect(thread.getByRole('button', { name: /, v1$/ })).toBeVisible();

  // Version 1 is still there, with its comment's marker.
  await picker.selectOption('1');
  await expect(dialog.getByRole('img', { name: 'Atrium' }).first()).not.toHaveAttribute(
    'src',
    /version=2/,
  );
  await expect(dialog.getByRole('link', { name: 'Download Atrium.png' })).toHaveAttribute(
    'href',
    `/api/media/${mediaId}/file?version=1`,
  );

  // Compare: the version before and the latest, side by side, then wiped.
  await dialog.getByRole('button', { name: 'Compare' }).click();
  await expect(dialog.getByLabel('Left')).toHaveValue('v1');
  await expect(dialog.getByLabel('Right')).toHaveValue('v2');
  await dialog
    .locator('label')
    .filter({ hasText: /^Wipe$/ })
    .click();
  const divider = dialog.getByRole('slider', { name: 'Divider position' });
  await expect(divider).toHaveAttribute('aria-valuenow', '50');
  await divider.focus();
  await page.keyboard.press('End');
  await expect(divider).toHaveAttribute('aria-valuenow', '100');
  // The compare dialog passes axe at 1366 and 390 px (walk, §3).
  const size = page.viewportSize()!;
  expect(await scanAtEachWidth(page, 'compare')).toEqual([]);
  await page.setViewportSize(size);

  // The viewer's own 'Upload new version' opens its dialog in front of the viewer; Escape
  // closes that dialog alone.
  await dialog.getByRole('button', { name: 'Back to the viewer' }).click();
  await dialog.getByRole('button', { name: 'Upload new version' }).click();
  const fromViewer = page.getByRole('dialog', { name: 'Upload a new version of Atrium' });
  await fromViewer.getByRole('button', { name: 'Done' }).click({ trial: true });
  await page.keyboard.press('Escape');
  await expect(fromViewer).toHaveCount(0);
  await expect(dialog).toBeVisible();

  // Version 3, dropped on the medium's card: the same dialog, the file already in it.
  await dialog.getByRole('button', { name: 'Close the viewer' }).click();
  const v3 = (await renderPng(page, '#2a9d8f')).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'Atrium v3.png', { type: 'image/png' }));
    return transfer;
  }, v3);
  await tile.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByText('Drop to upload a new version')).toBeVisible();
  await tile.dispatchEvent('drop', { dataTransfer });
  const dropped = page.getByRole('dialog', { name: 'Upload a new version of Atrium' });
  await dropped.getByRole('button', { name: 'Upload new version' }).click();
  await expect(dropped.getByRole('listitem', { name: 'Atrium v3.png' })).toContainText(
    'Now version 3 of Atrium',
    MADE,
  );
  await dropped.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('v3');
  await ada.close();
});
