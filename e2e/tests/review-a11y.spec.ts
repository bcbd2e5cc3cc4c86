import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/admin-api';
import { scanAtEachWidth } from '../support/axe';
import { signIn } from '../support/portal';
import { renderPng } from '../support/uploads';

// The pages of the walk (issue 48) that every-page-a11y does not reach by address: each review
// dialog (video, still, PDF, zip, 3D site model, 360° still and video, pixel stream), the bell's
// list in the phone menu, the studio's dialogs, and a guest's share page, review dialog and
// upload page, before and after sending. Each is scanned by axe against WCAG 2.2 AA with "label
// in name" on, at desktop width and at 390 px, once it shows what it is for: no violation, at
// any impact.
test.describe.configure({ timeout: 480_000 });
const PAVILION = 'Waterfront Pavilion';
const SHOWN = { timeout: 45_000 };

/** A signed-in page with cookies of its own. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** A project's address, from the projects list. */
async function projectPath(page: Page, name: string) {
  await page.goto('/projects');
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname;
}

/**
 * Opens a medium's review dialog from its card on the project page and waits for the review panel
 * and `shown` (what the viewer draws once ready).
 */
function reviewOf(page: Page, path: string, title: string, shown: (page: Page) => Locator) {
  return async () => {
    await page.goto(path);
    await page.getByRole('button', { name: new RegExp(`^Comments on ${title}: `) }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('complementary', { name: 'Review' })).toBeVisible(SHOWN);
    await expect(shown(page)).toBeVisible(SHOWN);
  };
}

test("every review dialog of Waterfront Pavilion, and the bell's list in the phone menu", async ({
  browser,
}) => {
  const casey = await signedIn(browser, 'client@example.com');
  const path = await projectPath(casey, PAVILION);
  const found: string[] = [];
  const views: Array<[string, (page: Page) => Locator]> = [
    ['Fly-through', (p) => p.getByRole('dialog').getByLabel('Fly-through', { exact: true })],
    ['Under the timber canopy', (p) => p.getByLabel('Under the timber canopy, zoomable')],
    ['Design visualisation report', (p) => p.getByLabel('Design visualisation report, page 1')],
    ['Deliverables package', (p) => p.getByLabel('Contents of pavilion-deliverables.zip')],
    ['Barangaroo site model', (p) => p.getByRole('button', { name: 'Load 3D view' })],
  ];
  for (const [title, shown] of views) {
    found.push(...(await scanAtEachWidth(casey, title, reviewOf(casey, path, title, shown))));
  }
  await casey.setViewportSize({ width: 390, height: 844 });
  await casey.goto('/projects');
  await casey.getByRole('button', { name: 'Open menu' }).click();
  const menu = casey.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: /^Notifications/ }).click();
  await expect(casey.getByRole('list', { name: 'Notifications list' })).toBeVisible();
  found.push(...(await scanAtEachWidth(casey, 'bell in the phone menu')));
  expect(found).toEqual([]);
});

test('the 360° and pixel-stream review dialogs', async ({ browser }) => {
  const mia = await signedIn(browser, 'mia@kookaburra.example.com');
  const reef = await projectPath(mia, 'Reef Discovery App');
  const found = await scanAtEachWidth(
    mia,
    'Reef drift 360°',
    reviewOf(mia, reef, 'Reef drift 360°', (p) => p.getByLabel('360° view of Reef drift 360°')),
  );
  // The 360° video's software WebGL would starve the next sign-in of both cores.
  await mia.context().close();
  // The studio's admin (Liam, Skyline's client, has his password changed by account.spec).
  const ada = await signedIn(browser, 'admin@example.com');
  const skyline = await projectPath(ada, 'Skyline Residences');
  found.push(
    ...(await scanAtEachWidth(
      ada,
      'Penthouse 360°',
      reviewOf(ada, skyline, 'Penthouse 360°', (p) => p.getByLabel('360° view of Penthouse 360°')),
    )),
    ...(await scanAtEachWidth(
      ada,
      'Interactive walkthrough',
      reviewOf(ada, skyline, 'Interactive walkthrough', (p) =>
        p.getByRole('dialog').getByRole('button').first(),
      ),
    )),
  );
  expect(found).toEqual([]);
});

test("the studio's share, request-files and impersonation dialogs", async ({ browser }) => {
  const ada = await signedIn(browser, 'admin@example.com');
  const path = await projectPath(ada, PAVILION);
  const post = 'Dusk exterior renders';
  const opened = (button: string, dialog: string) => async () => {
    await ada.goto(path);
    await ada.getByRole('button', { name: button, exact: true }).first().click();
    await expect(ada.getByRole('dialog', { name: dialog })).toBeVisible(SHOWN);
  };
  const found = [
    ...(await scanAtEachWidth(ada, 'share', opened('Share', `Share ${PAVILION}`))),
    ...(await scanAtEachWidth(
      ada,
      'request files',
      opened(`Request files for ${post}`, `Upload links for ${post}`),
    )),
    ...(await scanAtEachWidth(ada, 'impersonation', async () => {
      await ada.goto('/projects');
      await expect(ada.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
      // On a phone the header's controls sit behind its menu.
      if (ada.viewportSize()!.width < 600) {
        await ada.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      }
      await ada.getByRole('button', { name: 'Impersonation' }).filter({ visible: true }).click();
      await expect(ada.getByRole('dialog', { name: 'Impersonation' })).toBeVisible();
    })),
  ];
  expect(found).toEqual([]);
});

test("a guest's share page and review dialog, the page once the link is off, and an upload link's page before and after sending", async ({
  browser,
}) => {
  const olivia = await signInAs(browser, 'olivia@harbourco.example.com');
  const path = await projectPath(olivia.page, PAVILION);
  const projectId = Number(/\/projects\/(\d+)/.exec(path)![1]);
  const link = (await (
    await olivia.post(`/api/projects/${projectId}/share-links`, {
      label: `Scan ${Date.now()}`,
      allowComments: true,
      allowDecisions: true,
    })
  ).json()) as { id: number; url: string };
  const guest = await (await browser.newContext()).newPage();
  const sharePath = new URL(link.url).pathname;
  const sharePage = async () => {
    await guest.goto(sharePath);
    await expect(guest.getByRole('heading', { level: 1, name: PAVILION })).toBeVisible(SHOWN);
  };
  const found = [
    ...(await scanAtEachWidth(guest, 'share page', sharePage)),
    ...(await scanAtEachWidth(guest, 'guest review dialog', async () => {
      await sharePage();
      // A click on the picture opens the review, as the page's instruction says (walk D15).
      const canopy = guest.getByRole('button', { name: 'Open Under the timber canopy (Image)' });
      await guest
        .getByRole('listitem')
        .filter({ has: canopy })
        .click({ position: { x: 60, y: 40 } });
      await expect(guest.getByRole('form', { name: 'Who is reviewing' })).toBeVisible(SHOWN);
    })),
  ];
  await olivia.delete(`/api/share-links/${link.id}`);
  found.push(
    ...(await scanAtEachWidth(guest, 'share page, link off', async () => {
      await guest.goto(sharePath);
      await expect(guest.getByText('This link was turned off')).toBeVisible(SHOWN);
    })),
  );

  const project = (await (await olivia.get(`/api/projects/${projectId}`)).json()) as {
    posts: Array<{ id: number; title: string }>;
  };
  const postId = project.posts.find((post) => post.title === 'Dusk exterior renders')!.id;
  const upload = (await (
    await olivia.post(`/api/posts/${postId}/upload-links`, {
      label: 'Scanned drop',
      maxTotalBytes: 100_000_000,
      allowedTypes: ['Image'],
    })
  ).json()) as { url: string };
  const sender = await (await browser.newContext()).newPage();
  const uploadPath = new URL(upload.url).pathname;
  found.push(
    ...(await scanAtEachWidth(sender, 'upload page', async () => {
      await sender.goto(uploadPath);
      await expect(sender.getByRole('heading', { level: 1, name: 'Scanned drop' })).toBeVisible(
        SHOWN,
      );
    })),
  );
  const who = sender.getByRole('form', { name: 'Who is sending' });
  await who.getByRole('textbox', { name: 'Your name' }).fill('Ben Builder');
  await who.getByRole('textbox', { name: 'Your e-mail address' }).fill('ben@builder.example.com');
  await who.getByRole('button', { name: 'Continue' }).click();
  await sender.getByLabel('Files to upload').setInputFiles({
    name: 'a-site-photo-with-a-long-name-from-the-builder.png',
    mimeType: 'image/png',
    buffer: await renderPng(sender, '#4a6a8b'),
  });
  await sender.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(sender.getByText('Sent: the studio has been told.', { exact: false })).toBeVisible(
    SHOWN,
  );
  // Once sent, the page stays as it is while the width changes.
  found.push(...(await scanAtEachWidth(sender, 'upload page, sent')));
  expect(found).toEqual([]);
});
