import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/admin-api';
import { serious } from '../support/axe';
import { freshPost, renderPng } from '../support/uploads';

// Upload links (issue 31, part 2): the studio makes a post's "Send us your files" link; whoever
// has it says who they are once and drops files there with the portal's chunked upload; the file
// lands in the post marked "from <name>" and the studio is told; turned off, the link says so.
// What a link receives waits, unseen by the client, until the studio shares it (issue 47).
test.describe.configure({ timeout: 150_000 });
const MADE = { timeout: 60_000 };

test('an upload link takes a file into its post, marked as from its sender, unseen by the client until shared, and says so once turned off', async ({
  browser,
}) => {
  test.slow();
  const title = `Builder photos ${Date.now()}`;
  const ada = await freshPost(browser, title);
  const { page } = ada;

  // The studio makes the link: images and PDFs only.
  await page.getByRole('button', { name: `Request files for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Upload links for ${title}` });
  await expect(dialog.getByText('No upload links yet. Create one below.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Site photos');
  for (const kind of ['Videos', 'Zip archives']) {
    await dialog.getByRole('checkbox', { name: kind, exact: true }).uncheck();
  }
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/upload-links'),
  );
  await dialog.getByRole('button', { name: 'Create upload link' }).click();
  const link = new URL(((await (await created).json()) as { url: string }).url);
  const row = dialog.getByRole('row').filter({ hasText: 'Site photos' });
  await expect(row).toContainText('0 B of 10 GB');
  await page.keyboard.press('Escape');

  // Someone without an account opens it, says who they are, and sends a photo.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(link.pathname);
  await expect(guest.getByRole('heading', { level: 1, name: 'Site photos' })).toBeVisible(MADE);
  await expect(guest.getByText(`Files you send here go to ${title} at the studio.`)).toBeVisible();
  await expect(guest.getByText('Takes images or PDFs')).toBeVisible();
  const who = guest.getByRole('form', { name: 'Who is sending' });
  await who.getByRole('textbox', { name: 'Your name' }).fill('Ben Builder');
  await who.getByRole('textbox', { name: 'Your e-mail address' }).fill('ben@builder');
  await who.getByRole('button', { name: 'Continue' }).click();
  await expect(who.getByText('Please enter a valid email address')).toBeVisible();
  await who.getByRole('textbox', { name: 'Your e-mail address' }).fill('ben@builder.example.com');
  await who.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByText('Sending as Ben Builder (ben@builder.example.com).')).toBeVisible();
  expect(serious((await new AxeBuilder({ page: guest }).analyze()).violations)).toEqual([]);

  // A kind the link does not take is refused before anything is sent.
  const files = guest.getByLabel('Files to upload');
  await files.setInputFiles({
    name: 'drawings.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK'),
  });
  await expect(guest.getByRole('listitem', { name: 'drawings.zip' })).toContainText(
    'This link takes only images or PDFs.',
  );
  await files.setInputFiles({
    name: 'North corner.png',
    mimeType: 'image/png',
    buffer: await renderPng(guest, '#8a5a2b'),
  });
  await guest.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(guest.getByRole('listitem', { name: 'North corner.png' })).toContainText(
    'Added to the post',
    MADE,
  );
  await expect(guest.getByText('Sent: the studio has been told.', { exact: false })).toBeVisible();

  // The studio sees it in the post, from its sender, and was told.
  await page.reload();
  const tile = page.getByRole('button', { name: 'Open North corner (Image)' });
  await expect(tile).toBeVisible(MADE);
  await expect(page.getByRole('listitem').filter({ has: tile })).toContainText('from Ben Builder');
  await expect(tile).toHaveAccessibleDescription('Received — not shared yet');

  // The client's Casey sees the post, not the file, until the studio shares it.
  const casey = await signInAs(browser, 'client@example.com');
  const project = new URL(page.url()).pathname;
  await casey.page.goto(project);
  const post = casey.page.getByRole('article', { name: title });
  await expect(post).toBeVisible(MADE);
  await expect(post.getByRole('button', { name: /^Open / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Share North corner' }).click();
  await expect(page.getByText('One received file is now shared.')).toBeVisible();
  await expect(tile).not.toHaveAccessibleDescription('Received — not shared yet');
  await casey.page.reload();
  // A filter's inner locator is relative to the outer one, so it starts from the page.
  const shared = casey.page.getByRole('button', { name: 'Open North corner (Image)' });
  await expect(post.getByRole('listitem').filter({ has: shared })).toContainText(
    'from Ben Builder',
    MADE,
  );
  await expect(casey.page.getByText('Received — not shared yet')).toHaveCount(0);

  await page.goto('/notifications');
  await expect(page.getByText(`Files received in ${title}`).first()).toBeVisible(MADE);

  // Turned off, the link says so and takes nothing more.
  await page.goBack();
  await page.getByRole('button', { name: `Request files for ${title}` }).click();
  await dialog.getByRole('button', { name: 'Turn off link: Site photos' }).click();
  await page.getByRole('button', { name: 'Turn link off' }).click();
  // Still listed, with what it took, and nothing to copy or turn off.
  await expect(row).toContainText('Turned off');
  await expect(row).toContainText('1 file');
  await expect(row.getByRole('button')).toHaveCount(0);
  await guest.reload();
  await expect(
    guest.getByRole('heading', {
      name: 'This upload link was turned off by the people who shared it.',
    }),
  ).toBeVisible(MADE);
  await expect(guest.getByText(title)).toHaveCount(0);
  await Promise.all([visitor.close(), ada.close(), casey.close()]);
});
