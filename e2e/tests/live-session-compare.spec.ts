import { expect, test, type Browser } from '@playwright/test';
import { signIn } from '../support/portal';
import { freshPost, openUploads, renderPng } from '../support/uploads';

// A live review session (issue 50, part 1) mirrors the dialog's comparison: Ada presents an
// image of two versions, Olivia (of the project's client) follows; Ada opens Compare (her review
// panel and session bar stay) and wipes, and Olivia's dialog compares the same two versions,
// wiped where Ada's divider is; Ada goes back to the viewer, and so does Olivia's dialog.
test.describe.configure({ timeout: 240_000 });
const SLOW = { timeout: 45_000 };
const MADE = { timeout: 60_000 };

/** A browser of `email`'s with the medium's review open at `projectPath`. */
async function openReview(browser: Browser, email: string, projectPath: string, title: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(projectPath);
  await page.getByRole('button', { name: new RegExp(`^Comments on ${title}: `) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  return {
    page,
    dialog,
    bar: dialog.getByRole('region', { name: 'Live session' }),
    close: () => context.close(),
  };
}

test('a follower compares what the presenter compares, wiped as hers is', async ({ browser }) => {
  test.slow();
  const title = `Live compare ${Date.now()}`;
  const maker = await freshPost(browser, title);
  const { page } = maker;
  const projectPath = new URL(page.url()).pathname;

  // Two versions of one image.
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
  await maker.close();

  const ada = await openReview(browser, 'admin@example.com', projectPath, 'Atrium');
  const olivia = await openReview(browser, 'olivia@harbourco.example.com', projectPath, 'Atrium');
  await ada.bar.getByRole('button', { name: 'Present' }).click(SLOW);
  await expect(ada.bar.getByRole('status')).toHaveText('You are presenting');
  await expect(olivia.bar.getByRole('status')).toHaveText('Ada Admin is presenting —', SLOW);
  await olivia.bar.getByRole('button', { name: 'Follow' }).click();
  await expect(olivia.bar.getByRole('status')).toHaveText('Following Ada Admin');

  // Ada compares: her panel and the session stay while she does.
  await ada.dialog.getByRole('button', { name: 'Compare' }).click();
  await expect(ada.dialog.getByLabel('Left')).toHaveValue('v1');
  await expect(ada.bar.getByRole('status')).toHaveText('You are presenting');
  await expect(ada.dialog.getByRole('complementary', { name: 'Review' })).toBeVisible();
  await ada.dialog
    .locator('label')
    .filter({ hasText: /^Wipe$/ })
    .click();
  const adaDivider = ada.dialog.getByRole('slider', { name: 'Divider position' });
  await adaDivider.focus();
  await ada.page.keyboard.press('PageUp');
  await expect(adaDivider).toHaveAttribute('aria-valuenow', '60');

  // Olivia's dialog compares the same versions, wiped at the same place, still following.
  await expect(olivia.dialog.getByLabel('Left')).toHaveValue('v1', SLOW);
  await expect(olivia.dialog.getByLabel('Right')).toHaveValue('v2');
  await expect(olivia.dialog.getByRole('radio', { name: 'Wipe' })).toBeChecked(SLOW);
  await expect(olivia.dialog.getByRole('slider', { name: 'Divider position' })).toHaveAttribute(
    'aria-valuenow',
    '60',
    SLOW,
  );
  await expect(olivia.bar.getByRole('status')).toHaveText('Following Ada Admin');

  // Ada goes back to the viewer: so does Olivia's dialog.
  await ada.dialog.getByRole('button', { name: 'Back to the viewer' }).click();
  await expect(olivia.dialog.getByRole('combobox', { name: 'Version' })).toBeVisible(SLOW);
  await expect(olivia.dialog.getByLabel('Left')).toHaveCount(0);

  await ada.bar.getByRole('button', { name: 'Stop presenting' }).click();
  await expect(olivia.bar.getByRole('button', { name: 'Present' })).toBeVisible(SLOW);
  await ada.close();
  await olivia.close();
});
