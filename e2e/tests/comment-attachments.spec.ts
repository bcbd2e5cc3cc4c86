import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/admin-api';
import { described, settled, wcagAxe } from '../support/axe';
import { signIn } from '../support/portal';
import { renderPng } from '../support/uploads';

// Attachments on comments (issue 50, part 3): a client of Waterfront Pavilion attaches a picture
// and a PDF to a comment on the deliverables package (sent through the chunked upload, in 64 KB
// chunks here); the picture shows inline and the PDF downloads byte for byte, for the team and
// for a review link's guest whose link lets them download; a guest of a "download nothing" link
// is offered neither and refused the files' addresses (403).
test.describe.configure({ timeout: 180_000 });
const PAVILION = 'Waterfront Pavilion';
const PACKAGE = 'Deliverables package';
/** Uploads and pictures on two busy cores. */
const ARRIVED = { timeout: 30_000 };

/** A one-page PDF, as small as a valid one gets. */
function tinyPdf(words: string) {
  const stream = `BT /F1 18 Tf 40 100 Td (${words}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A page with cookies of its own: signed in, or a guest on a link's address. */
async function pageOf(browser: Browser, email?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (email) await signIn(page, email);
  return { page, close: () => context.close() };
}

/** Opens the package's review from its card's comment count on the project's page. */
async function openPackage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: PAVILION })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Comments on ${PACKAGE}: `) }).click();
  const panel = page
    .getByRole('dialog', { name: PACKAGE })
    .getByRole('complementary', { name: 'Review' });
  await expect(panel.getByRole('heading', { name: 'Review' })).toBeVisible();
  return panel;
}

/** A thread of the panel, found by its words. */
const threadWith = (panel: Locator, text: string) =>
  panel.getByRole('article', { name: /^Comment \d+ by / }).filter({ hasText: text });

/** Waits for a picture to have arrived and been decoded (its natural width). */
const expectDrawn = (picture: Locator) =>
  expect
    .poll(
      () => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ARRIVED,
    )
    .toBe(1280);

/** Saves a download the link starts and returns its bytes. */
async function downloadFrom(page: Page, link: Locator) {
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('a team member attaches a picture and a PDF; a guest without download rights is refused an attachment', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const words = `Match the signage to this (${stamp})`;
  const pictureName = `signage-${stamp}.png`;
  const pdfName = `marked-up-${stamp}.pdf`;
  const pdf = tinyPdf(`Marked up ${stamp}`);

  // Casey, the client, writes a comment on the package and attaches the two files.
  const casey = await pageOf(browser, 'client@example.com');
  const png = await renderPng(casey.page, '#2a6f97');
  await casey.page.getByRole('link', { name: PAVILION }).first().click();
  const panel = await openPackage(casey.page);
  const composer = panel.getByRole('form', { name: 'New comment' });
  await composer.getByRole('textbox', { name: 'Comment' }).fill(words);
  const choosing = casey.page.waitForEvent('filechooser');
  await composer.getByRole('button', { name: 'Attach files' }).click();
  await (
    await choosing
  ).setFiles([
    { name: pictureName, mimeType: 'image/png', buffer: png },
    { name: pdfName, mimeType: 'application/pdf', buffer: pdf },
  ]);
  const picked = composer.getByRole('list', { name: 'Attached files' });
  for (const name of [pictureName, pdfName]) {
    await expect(picked.getByRole('listitem', { name })).toContainText('Uploaded', ARRIVED);
  }
  await expect(picked.getByRole('button', { name: `Remove ${pdfName}` })).toBeVisible();
  const post = composer.getByRole('button', { name: 'Post comment' });
  await expect(post).toBeEnabled();
  await post.click();
  const thread = threadWith(panel, words);
  await expect(thread).toBeVisible(ARRIVED);
  await expect(picked).toHaveCount(0);

  // The picture shows in the thread; the PDF downloads as it was sent.
  const picture = thread.getByRole('img', { name: pictureName });
  await expectDrawn(picture);
  const saved = await downloadFrom(
    casey.page,
    thread.getByRole('link', { name: `Download ${pdfName}` }),
  );
  expect(saved.name).toBe(pdfName);
  expect(saved.bytes.equals(pdf)).toBe(true);
  // The files in the thread and the form's picker keep the review dialog accessible.
  await settled(casey.page);
  const scan = await wcagAxe(casey.page).include('[role="dialog"]').analyze();
  expect(described(scan.violations)).toEqual([]);
  await expect(casey.page).toHaveURL(/[?&]media=\d+/);
  const mediaId = Number(new URL(casey.page.url()).searchParams.get('media'));

  // Olivia, the client's project admin, makes two review links: previews, and no downloads.
  const olivia = await signInAs(browser, 'olivia@harbourco.example.com');
  await olivia.page.getByRole('link', { name: PAVILION }).first().click();
  const projectId = Number(/\/projects\/(\d+)/.exec(olivia.page.url())![1]);
  const linkAllowing = async (downloads: 'none' | 'previews') => {
    const created = await olivia.post(`/api/projects/${projectId}/share-links`, {
      label: `Attachments, ${downloads} (${stamp})`,
      allowComments: true,
      downloads,
    });
    expect(created.status()).toBe(201);
    return (await created.json()) as { id: number; url: string };
  };
  const [previews, none] = [await linkAllowing('previews'), await linkAllowing('none')];
  const tokenOf = (url: string) => new URL(url).pathname.split('/share/')[1]!;

  // A guest whose link lets them download sees the picture and fetches the PDF through the link.
  const allowed = await pageOf(browser);
  await allowed.page.goto(new URL(previews.url).pathname);
  const allowedThread = threadWith(await openPackage(allowed.page), words);
  const sharedPicture = allowedThread.getByRole('img', { name: pictureName });
  await expectDrawn(sharedPicture);
  expect(await sharedPicture.getAttribute('src')).toMatch(
    new RegExp(
      `^/api/share/${tokenOf(previews.url)}/media/${mediaId}/comments/attachments/\\d+\\?inline=1$`,
    ),
  );
  const fetched = await downloadFrom(
    allowed.page,
    allowedThread.getByRole('link', { name: `Download ${pdfName}` }),
  );
  expect(fetched.bytes.equals(pdf)).toBe(true);
  await allowed.close();

  // A "download nothing" guest sees the files' names only, and their addresses refuse them.
  const refused = await pageOf(browser);
  await refused.page.goto(new URL(none.url).pathname);
  const refusedThread = threadWith(await openPackage(refused.page), words);
  await expect(refusedThread.getByRole('list', { name: 'Attached files' })).toContainText(
    pictureName,
  );
  await expect(refusedThread).toContainText(pdfName);
  await expect(refusedThread).toContainText('This link does not let you open attached files.');
  await expect(refusedThread.getByRole('img')).toHaveCount(0);
  await expect(refusedThread.getByRole('link')).toHaveCount(0);
  const token = tokenOf(none.url);
  const listed = (await (
    await refused.page.request.get(`/api/share/${token}/media/${mediaId}/comments`)
  ).json()) as { threads: { text: string; attachments: { fileName: string; url: string }[] }[] };
  const files = listed.threads.find((each) => each.text === words)!.attachments;
  expect(files.map((file) => file.fileName).sort()).toEqual([pdfName, pictureName].sort());
  for (const file of files) {
    expect(file.url).toMatch(
      new RegExp(`^/api/share/${token}/media/${mediaId}/comments/attachments/\\d+$`),
    );
    expect((await refused.page.request.get(file.url)).status()).toBe(403);
    expect((await refused.page.request.get(`${file.url}?inline=1`)).status()).toBe(403);
  }
  await refused.close();

  for (const link of [previews, none]) {
    expect((await olivia.delete(`/api/share-links/${link.id}`)).status()).toBe(200);
  }
  await Promise.all([casey.close(), olivia.close()]);
});
