import { expect, test } from '@playwright/test';
import { signInAs } from '../support/admin-api';

// Issue 47: what people outside a project may reach. A guest of a "No downloads" link finds no
// way to the PDF's original; another client's user sees a Showcase project's work, not its review.
test.describe.configure({ timeout: 120_000 });
const PAVILION = 'Waterfront Pavilion';
const REPORT = 'Design visualisation report';
const DRAWN = { timeout: 45_000 };

test('a guest of a "No downloads" link is shown the PDF but offered no way to its original', async ({
  browser,
}) => {
  const olivia = await signInAs(browser, 'olivia@harbourco.example.com');
  await olivia.page.getByRole('link', { name: PAVILION }).first().click();
  const projectId = Number(/\/projects\/(\d+)/.exec(olivia.page.url())![1]);
  // A new link allows no downloads unless told otherwise.
  const created = await olivia.post(`/api/projects/${projectId}/share-links`, {
    label: `No downloads ${Date.now()}`,
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { url: string; downloads: string };
  expect(link.downloads).toBe('none');
  await olivia.close();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(new URL(link.url).pathname);
  await expect(guest.getByRole('heading', { level: 1, name: PAVILION })).toBeVisible();
  await guest.getByRole('button', { name: new RegExp(`^Open ${REPORT} `) }).click();
  const viewer = guest.getByRole('dialog', { name: REPORT });
  await expect(viewer.getByRole('img', { name: `${REPORT}, page 1` })).toBeVisible(DRAWN);
  await expect(viewer.getByRole('link')).toHaveCount(0);
  await expect(viewer.getByText('Download PDF')).toHaveCount(0);
  await expect(viewer.getByText('Open in new tab')).toHaveCount(0);
  // The original's address, asked for anyway, is refused with a reason.
  const token = new URL(link.url).pathname.split('/share/')[1]!;
  const content = (await (await guest.request.get(`/api/share/${token}`)).json()) as {
    posts: { media: { title: string; file: { fileUri: string } }[] }[];
  };
  const report = content.posts.flatMap((post) => post.media).find((m) => m.title === REPORT)!;
  const original = report.file.fileUri;
  const download = `${original}${original.includes('?') ? '&' : '?'}download=1`;
  for (const address of [original, download]) {
    const refused = await guest.request.get(address);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('Downloads are not allowed through this link.');
  }
  await guestContext.close();
});

// Mia (Kookaburra) stands for another client's people, as Liam (Southern Cross) does in the API's
// tests: account.spec resets Liam's password while the suite runs.
test('Mia, of another client, sees the Showcase project’s work and nothing of its review', async ({
  browser,
}) => {
  const mia = await signInAs(browser, 'mia@kookaburra.example.com');
  const asked: string[] = [];
  mia.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The media's review, and the project's discussion (its team's alone).
    if (
      /^\/api\/(media\/\d+\/(review|comments)|media-comments\/|projects\/\d+\/(people|comments))/.test(
        pathname,
      )
    ) {
      asked.push(pathname);
    }
  });
  await mia.page.getByRole('link', { name: PAVILION }).first().click();
  const canopy = mia.page.getByRole('button', { name: /^Open Under the timber canopy / });
  await expect(canopy).toBeVisible();
  await expect(mia.page.getByRole('region', { name: 'Overdue reviews' })).toHaveCount(0);
  await expect(mia.page.getByText(/Changes requested/)).toHaveCount(0);
  await expect(mia.page.getByText(/spotted gum/)).toHaveCount(0);
  await expect(mia.page.getByRole('heading', { name: 'Comments' })).toHaveCount(0);
  // Its viewer has no review panel, and nothing of the review was asked for.
  await mia.page.getByRole('button', { name: new RegExp(`^Open ${REPORT} `) }).click();
  const viewer = mia.page.getByRole('dialog', { name: REPORT });
  await expect(viewer.getByText('Page 1 of 4')).toBeVisible(DRAWN);
  await expect(viewer.getByRole('complementary', { name: 'Review' })).toHaveCount(0);
  expect(asked).toEqual([]);
  await mia.close();
});
